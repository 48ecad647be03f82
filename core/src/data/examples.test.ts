import { describe, expect, it } from 'vitest';
import { territoryTableExample, valueTableExample, type ExampleDivision } from './examples';
import { readImport, guessColumns } from './import-table';
import { DivisionMatcher } from './match';
import { parseDelimited, toDataTable } from './table';
import { territoryGroupsFromTable } from './territory-table';

// A few German states where they lie (map space, y down).
const germany: ExampleDivision[] = [
  { id: '01', name: 'Schleswig-Holstein', centroid: [40, 5] },
  { id: '02', name: 'Hamburg', centroid: [45, 12] },
  { id: '09', name: 'Bayern', centroid: [60, 80] },
  { id: '08', name: 'Baden-Württemberg', centroid: [35, 78] },
  { id: '11', name: 'Berlin', centroid: [75, 30] },
];
// France's regions, the overseas ones laid out in insets at the top left of map space.
const france: ExampleDivision[] = [
  { id: 'FR-GUA', name: 'Guadeloupe', centroid: [-20, 2] },
  { id: 'FR-MAY', name: 'Mayotte', centroid: [-20, 95] },
  { id: 'FR-HDF', name: 'Hauts-de-France', centroid: [50, 8] },
  { id: 'FR-NOR', name: 'Normandie', centroid: [35, 18] },
  { id: 'FR-OCC', name: 'Occitanie', centroid: [45, 85] },
  { id: 'FR-COR', name: 'Corse', centroid: [90, 92] },
];

describe('paste examples', () => {
  it('name the map’s own divisions in a values table', () => {
    expect(valueTableExample(germany)).toBe('Name\tValue\nBaden-Württemberg\t42.5\nBayern\t17.8\n…');
  });

  it('group the two northernmost divisions under North and the southernmost under South', () => {
    expect(territoryTableExample(germany)).toBe('Schleswig-Holstein\tNorth\nHamburg\tNorth\nBayern\tSouth');
  });

  it('leave out divisions drawn in an inset, and their districts', () => {
    const insets = new Set(['FR-GUA', 'FR-MAY']);
    expect(territoryTableExample(france, insets)).toBe(
      'Hauts-de-France\tNorth\nNormandie\tNorth\nCorse\tSouth',
    );
    const districts: ExampleDivision[] = [
      { id: '971', name: 'Guadeloupe', parent: 'FR-GUA', centroid: [-20, 1] },
      { id: '59', name: 'Nord', parent: 'FR-HDF', centroid: [50, 5] },
      { id: '13', name: 'Bouches-du-Rhône', parent: 'FR-PAC', centroid: [70, 88] },
    ];
    expect(territoryTableExample(districts, insets)).toBe('Nord\tNorth\nBouches-du-Rhône\tSouth');
  });

  it('cope with a level of one or two divisions', () => {
    expect(territoryTableExample(germany.slice(0, 1))).toBe('Schleswig-Holstein\tNorth');
    expect(territoryTableExample(germany.slice(0, 2))).toBe('Schleswig-Holstein\tNorth\nHamburg\tSouth');
    expect(territoryTableExample([])).toBe('');
  });

  it('work when pasted as they stand', () => {
    const matcher = new DivisionMatcher(germany, { level: 1 });
    expect(territoryGroupsFromTable(territoryTableExample(germany), matcher).groups).toEqual([
      { name: 'North', members: ['01', '02'] },
      { name: 'South', members: ['09'] },
    ]);
    const table = toDataTable(parseDelimited(valueTableExample(germany).replace('\n…', '')));
    const result = readImport(table, guessColumns(table, matcher), matcher, 'heatMap');
    expect(result.values).toEqual({ '08': 42.5, '09': 17.8 });
  });
});
