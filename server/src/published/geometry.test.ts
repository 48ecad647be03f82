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
