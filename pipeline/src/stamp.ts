import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from './checksum';
import { MANIFESTS_DIR, PROJECT_SOURCES_FILE, SOURCES_FILE, type SourceEntry } from './sources';

export const STAMP_FILE = '.stamp.json';

export interface Stamp {
  pipelineVersion: string;
  /** Digest of the pipeline's own code and source list: a changed recipe rebuilds. */
  codeDigest: string;
  /** Digest of the pinned sha256 of every input the build verified. */
  inputsDigest: string;
  /** Output files the build wrote (index.json included). */
  files: string[];
}

const SRC_DIR = fileURLToPath(new URL('./', import.meta.url));
const GEO_DIR = fileURLToPath(new URL('../../core/src/geo/', import.meta.url));

/** Digest of the pipeline sources (tests excluded), the source list and the manifests. */
export function codeDigest(): string {
  const parts: string[] = [];
  const files = [
    ...readdirSync(SRC_DIR)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(SRC_DIR, f)),
    fileURLToPath(new URL('../../core/src/geodata/division.ts', import.meta.url)),
    fileURLToPath(new URL('../../core/src/geodata/countryIndex.ts', import.meta.url)),
    fileURLToPath(new URL('../../core/src/geodata/projectedCountry.ts', import.meta.url)),
    // The projected files are made by core's projection code.
    ...readdirSync(GEO_DIR)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(GEO_DIR, f)),
    fileURLToPath(new URL('../../core/src/countries/countries.ts', import.meta.url)),
    fileURLToPath(new URL('../../core/src/countries/otherCountries.ts', import.meta.url)),
    SOURCES_FILE,
    PROJECT_SOURCES_FILE,
    ...(existsSync(MANIFESTS_DIR) ? readdirSync(MANIFESTS_DIR).map((f) => path.join(MANIFESTS_DIR, f)) : []),
  ].sort();
  for (const f of files) parts.push(`${path.basename(f)}:${sha256(readFileSync(f))}`);
  return sha256(parts.join('\n'));
}

/** Digest of the checksums of every input of the primary sources of the given countries. */
export function inputsDigest(sources: readonly SourceEntry[], iso3s: readonly string[]): string {
  const sums = new Set<string>();
  for (const e of sources) {
    if (e.role !== 'primary' || !iso3s.includes(e.country)) continue;
    if (e.sha256) sums.add(`${e.source_id}:${e.path}:${e.sha256}`);
    for (const f of [...(e.files ?? []), ...(e.support_files ?? []), ...(e.companion_files ?? [])])
      sums.add(`${e.source_id}:${f.path}:${f.sha256}`);
  }
  return sha256([...sums].sort().join('\n'));
}

export function readStamp(mapsDir: string): Stamp | undefined {
  try {
    return JSON.parse(readFileSync(path.join(mapsDir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
}

/** Why the output in mapsDir must be rebuilt, or undefined when it is up to date. */
export function staleReason(mapsDir: string, want: Omit<Stamp, 'files'>): string | undefined {
  const have = readStamp(mapsDir);
  if (!have) return 'no build stamp (first build)';
  if (have.pipelineVersion !== want.pipelineVersion)
    return `pipeline version changed (${have.pipelineVersion} → ${want.pipelineVersion})`;
  if (have.codeDigest !== want.codeDigest) return 'pipeline code or source list changed';
  if (have.inputsDigest !== want.inputsDigest) return 'input checksums changed';
  const missing = have.files.filter((f) => !existsSync(path.join(mapsDir, f)));
  if (missing.length) return `${missing.length} output file(s) missing (e.g. ${missing[0]})`;
  return undefined;
}
