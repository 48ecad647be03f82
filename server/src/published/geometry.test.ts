import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCountry } from '@mapwright/core/geo/project';
import type { ProjectionSpec } from '@mapwright/core/geo/projection';
import { twoSquaresTopology } from '@mapwright/core/geo/test-topology';
import { testCountry, testFile, testIndex, testLevel } from '@mapwright/core/geodata/test-entries';
import { createTestSite, writeFiles, type TestSite } from '../testing/site';
import { createPublishedGeometry } from './geometry';

/** The world as two squares on the equator, with its screen files and a projected file in Mercator. */
const L1 = '/maps/WLD-1.screen.aaaa1111.topo.json';
const L2 = '/maps/WLD-2.screen.bbbb2222.topo.json';
const PROJECTED = '/maps/WLD.projected.0123abcd.json';
/** Division A's name in French, listed by the names manifest beside the index. */
const FRENCH = '/maps/LKA.names-fr.6666ffff.json';
const topology = twoSquaresTopology();

let site: TestSite;
beforeAll(async () => {
  site = await createTestSite();
  const entry = testCountry({
    levels: { 1: testLevel({ screen: L1 }), 2: testLevel({ label: 'Districts', screen: L2 }) },
    projected: testFile(PROJECTED),
  });
  const projected = projectCountry({ level1: topology, level2: topology }, entry.projection);
  await writeFiles(site.mapsDir, {
    'index.json': JSON.stringify(testIndex([entry])),
    'names.json': JSON.stringify({ LKA: { fr: FRENCH } }),
    [FRENCH.slice(6)]: JSON.stringify({ language: 'fr', levels: { 1: { A: 'Carré A' } } }),
    [L1.slice(6)]: JSON.stringify(topology),
    [L2.slice(6)]: JSON.stringify(topology),
    [PROJECTED.slice(6)]: JSON.stringify({ version: 1, ...projected }),
  });
});
afterAll(() => site?.cleanup());

describe('the public page’s geometry (decision "The world\'s projection is the map\'s choice")', () => {
  it('draws a map in the projection its document chose, as the editor projects it', async () => {
    const geometry = createPublishedGeometry(site.mapsDir);
    const own = await geometry.mapOf('SriLanka');
    expect(own?.entry.projection).toEqual({ type: 'mercator' });
    const choice = { type: 'robinson', centralMeridian: 150 } as const;
    const chosen = await geometry.mapOf('SriLanka', choice);
    const spec: ProjectionSpec = { type: 'robinson', rotate: [-150, 0] };
    expect(chosen?.entry.projection).toEqual(spec);
    expect(chosen?.projected).toEqual(projectCountry({ level1: topology, level2: topology }, spec));
    expect(chosen?.projected.level1?.divisions[0]?.d).not.toBe(own?.projected.level1?.divisions[0]?.d);
    // Read once per file and choice.
    expect((await geometry.mapOf('SriLanka', { ...choice }))?.projected).toBe(chosen?.projected);
  });
});

describe('the public page’s names (decision "A map has a language of its own")', () => {
  it("names the divisions in the map's language, as the editor does, and as before in English", async () => {
    const geometry = createPublishedGeometry(site.mapsDir);
    const french = await geometry.mapOf('SriLanka', null, 'fr');
    expect(french?.projected.level1?.divisions.map((d) => d.names)).toEqual([{ fr: 'Carré A' }, undefined]);
    // Level 2 is named in nothing the file lists: the same divisions as loaded.
    const english = await geometry.mapOf('SriLanka');
    expect(english?.projected.level1?.divisions.every((d) => d.names === undefined)).toBe(true);
    expect(french?.projected.level2).toBe(english?.projected.level2);
    // A language the data has no file for draws the usual names.
    const thai = await geometry.mapOf('SriLanka', null, 'th');
    expect(thai?.projected).toBe(english?.projected);
  });
});
