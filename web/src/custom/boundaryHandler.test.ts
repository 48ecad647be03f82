import { describe, expect, it } from 'vitest';
import { createBoundaryHandler } from './boundaryHandler';
import { fixtureBytes } from './parse/fixtures';
import type { FromBoundaryWorker } from './workerProtocol';

const fixture = (name: string) => fixtureBytes(name).buffer as ArrayBuffer;

describe('the boundary worker', () => {
  it('reads a zipped projected shapefile with progress, then builds its level by the chosen property', async () => {
    const posted: FromBoundaryWorker[] = [];
    const handle = createBoundaryHandler((m) => posted.push(m));
    await handle({ type: 'read', name: 'constituencies-utm.zip', bytes: fixture('constituencies-utm.zip') });
    expect(posted.filter((m) => m.type === 'progress').map((m) => m.step)).toEqual([
      'unzipping',
      'reading',
      'checking',
    ]);
    const read = posted.at(-1);
    expect(read).toMatchObject({ type: 'read', format: 'shapefile', features: 12, guess: 'CONST_NM' });
    await handle({ type: 'build', choice: { nameProperty: 'CONST_NM', codeProperty: 'CONST_CD' } });
    const built = posted.at(-1);
    if (built?.type !== 'built') throw new Error(`not built: ${JSON.stringify(built)}`);
    const divisions = built.country.projected.level1?.divisions ?? [];
    expect(divisions).toHaveLength(12);
    expect(divisions.slice(0, 3).map((d) => [d.name, d.code])).toEqual([
      ['Ayr North', 'S14000001'],
      ['Ayr South', 'S14000002'],
      ['Bute', 'S14000003'],
    ]);
  });

  it('answers a bad file with its words', async () => {
    const posted: FromBoundaryWorker[] = [];
    const handle = createBoundaryHandler((m) => posted.push(m));
    await handle({ type: 'read', name: 'bad-points.geojson', bytes: fixture('bad-points.geojson') });
    expect(posted.at(-1)).toEqual({
      type: 'error',
      problem: 'not-polygons',
      message: 'This GeoJSON file has only points and lines, not areas: a map of divisions needs polygons.',
    });
  });
});
