/**
 * Regenerates the project's source list (`pipeline/sources/sources.json`) and the Who's On First
 * manifests (`pipeline/sources/manifests/`) from the geodata mirror's `sources.json`.
 *
 *   GEODATA_MIRROR=../shared/geodata npx tsx pipeline/src/sync-sources.ts
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFESTS_DIR, MANIFEST_EXT, SOURCES_FILE, manifestSchema, parseSources } from './sources';
import { defaultMirror } from './inputs';

export function renderSourcesJson(raw: unknown): string {
  // Validate before writing so a changed upstream format fails here, not mid-build.
  parseSources(raw);
  return JSON.stringify(raw, null, 2) + '\n';
}

function syncSources(mirror: string): { entries: number; manifests: number } {
  const raw: unknown = JSON.parse(readFileSync(path.join(mirror, 'sources.json'), 'utf8'));
  writeFileSync(SOURCES_FILE, renderSourcesJson(raw));
  mkdirSync(MANIFESTS_DIR, { recursive: true });
  const dir = path.join(mirror, '_manifests');
  let manifests = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    // Copied byte for byte: sources.json pins the manifest's sha256.
    const bytes = readFileSync(path.join(dir, name));
    manifestSchema.parse(JSON.parse(bytes.toString('utf8')));
    writeFileSync(path.join(MANIFESTS_DIR, name.replace(/\.json$/, MANIFEST_EXT)), bytes);
    manifests++;
  }
  return { entries: (raw as unknown[]).length, manifests };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mirror = defaultMirror();
  if (!mirror) {
    console.error('sync-sources: set GEODATA_MIRROR (or have ../shared/geodata next to the repo).');
    process.exit(1);
  }
  const r = syncSources(mirror);
  console.log(`sync-sources: ${r.entries} entries and ${r.manifests} manifests written from ${mirror}`);
}
