import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@mapwright/core/countries/countries';
import { defaultMirror } from './inputs';
import { RECIPES } from './recipes';
import { MANIFESTS_DIR, MANIFEST_EXT, SOURCES_FILE, loadSources, primarySource } from './sources';
import { renderSourcesJson } from './sync-sources';

const mirror = defaultMirror();

describe('source list', () => {
  it('has a recipe and a primary source for both levels of all 34 countries', () => {
    const sources = loadSources();
    for (const c of COUNTRIES) {
      expect(RECIPES[c.iso3], c.iso3).toBeDefined();
      expect(primarySource(sources, c.iso3, 'ADM1'), `${c.iso3} ADM1`).toBeDefined();
      expect(primarySource(sources, c.iso3, 'ADM2'), `${c.iso3} ADM2`).toBeDefined();
    }
  });

  it.skipIf(!mirror)('matches the mirror’s sources.json and manifests (run sync-sources.ts if not)', () => {
    const upstream = readFileSync(path.join(mirror!, 'sources.json'), 'utf8');
    expect(JSON.parse(readFileSync(SOURCES_FILE, 'utf8'))).toEqual(
      JSON.parse(renderSourcesJson(JSON.parse(upstream))),
    );
    for (const name of readdirSync(path.join(mirror!, '_manifests'))) {
      const ours = path.join(MANIFESTS_DIR, name.replace(/\.json$/, MANIFEST_EXT));
      expect(existsSync(ours), name).toBe(true);
      expect(readFileSync(ours).equals(readFileSync(path.join(mirror!, '_manifests', name))), name).toBe(
        true,
      );
    }
  });
});
