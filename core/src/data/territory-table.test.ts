import { describe, expect, it } from 'vitest';
import regionsTable from './fixtures/romania-regions.tsv?raw';
import { DivisionMatcher } from './match';
import { territoryGroupsFromTable } from './territory-table';

const counties = regionsTable
  .trim()
  .split('\n')
  .slice(1)
  .map((line, i) => ({ id: `C${i}`, name: line.split('\t')[0] ?? '' }));
const matcher = new DivisionMatcher(counties, { level: 1 });

describe('territoryGroupsFromTable', () => {
  it("makes Romania's 8 development regions from its 42 counties, the header row aside", () => {
    const table = territoryGroupsFromTable(regionsTable, matcher);
    expect(table.groups.map((g) => g.name)).toEqual([
      'Nord-Vest',
      'Centru',
      'Nord-Est',
      'Sud-Est',
      'Sud-Muntenia',
      'București-Ilfov',
      'Sud-Vest Oltenia',
      'Vest',
    ]);
    expect(table.groups.flatMap((g) => g.members)).toHaveLength(42);
    expect(table.unmatched).toEqual([]);
  });

  it('reads commas, reports rows it cannot match, and keeps a division in the first group naming it', () => {
    const table = territoryGroupsFromTable('Cluj,North\nAtlantis,North\ncluj,South\nIlfov,South', matcher);
    expect(table.groups).toEqual([
      { name: 'North', members: ['C2'] },
      { name: 'South', members: ['C32'] },
    ]);
    expect(table.unmatched).toEqual(['Atlantis']);
    expect(table.duplicates).toBe(1);
  });
});
