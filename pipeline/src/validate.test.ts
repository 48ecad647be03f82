import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { validateLevel, type CheckedDivision, type LevelCheck } from './validate';

const sq: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ],
  ],
};
const ok = (id: string, parent?: string): CheckedDivision => ({
  id,
  name: `Name ${id}`,
  geometry: sq,
  ...(parent ? { parent } : {}),
});
const base = (divisions: CheckedDivision[], extra: Partial<LevelCheck> = {}): LevelCheck => ({
  country: 'XXX',
  level: 2,
  divisions,
  parentIds: new Set(['P']),
  licence: 'CC0-1.0',
  attribution: 'Someone',
  ...extra,
});

describe('validateLevel', () => {
  it('passes a sound level', () => {
    expect(
      validateLevel(
        base([ok('a', 'P'), ok('b', 'P')], { expected: { count: 2, detail: 'feature_count 2' } }),
      ),
    ).toEqual([]);
  });

  it.each<[string, LevelCheck, string]>([
    [
      'empty geometry',
      base([{ id: 'a', name: 'A', parent: 'P', geometry: { type: 'MultiPolygon', coordinates: [] } }]),
      "XXX level 2: division 'a' has an empty geometry",
    ],
    [
      'no geometry',
      base([{ id: 'a', name: 'A', parent: 'P', geometry: null }]),
      "XXX level 2: division 'a' has no geometry",
    ],
    [
      'open ring',
      base([
        {
          id: 'a',
          name: 'A',
          parent: 'P',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          },
        },
      ]),
      "XXX level 2: division 'a' has a ring that is not closed",
    ],
    [
      'zero area',
      base([
        {
          id: 'a',
          name: 'A',
          parent: 'P',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 1],
                [2, 2],
                [0, 0],
              ],
            ],
          },
        },
      ]),
      "XXX level 2: division 'a' has zero area",
    ],
    ['no name', base([{ ...ok('a', 'P'), name: '' }]), "XXX level 2: division 'a' has no name"],
    [
      'mis-decoded name',
      base([{ ...ok('a', 'P'), name: 'Al-Ä?ghwÄ\u0081r' }]),
      "XXX level 2: division 'a' has a control character in its name (bad decoding?)",
    ],
    [
      'no id',
      base([{ ...ok('', 'P'), name: 'Nameless' }]),
      "XXX level 2: division (no id, 'Nameless') has no id",
    ],
    ['duplicate ids', base([ok('a', 'P'), ok('a', 'P')]), "XXX level 2: duplicate id 'a' (2 divisions)"],
    ['orphan without parent', base([ok('a')]), "XXX level 2: orphan division 'a': no parent"],
    [
      'orphan with unknown parent',
      base([ok('a', 'Q')]),
      "XXX level 2: orphan division 'a': parent 'Q' is not a level-1 division",
    ],
    ['licence missing', base([ok('a', 'P')], { licence: '' }), 'XXX level 2: licence missing'],
    ['attribution missing', base([ok('a', 'P')], { attribution: ' ' }), 'XXX level 2: attribution missing'],
    [
      'count below the source',
      base([ok('a', 'P')], { expected: { count: 2, detail: 'feature_count 3; -1: placeholder dropped' } }),
      'XXX level 2: 1 divisions, but the source has 2 (feature_count 3; -1: placeholder dropped)',
    ],
    [
      'count below the promise',
      base([ok('a', 'P')], { country: 'THA' }),
      'THA level 2: 1 divisions, below the 900 the landing page promises',
    ],
  ])('reports %s', (_what, check, line) => {
    expect(validateLevel(check)).toContain(line);
  });

  it('holds India and China to their promises too', () => {
    expect(validateLevel(base([ok('a', 'P')], { country: 'IND' }))).toContain(
      'IND level 2: 1 divisions, below the 700 the landing page promises',
    );
    expect(validateLevel(base([ok('a', 'P')], { country: 'CHN' }))).toContain(
      'CHN level 2: 1 divisions, below the 300 the landing page promises',
    );
    expect(validateLevel(base([ok('a')], { country: 'CHN', level: 1 }))).toEqual([]);
  });
});
