import { describe, expect, it } from 'vitest';
import { placeColumns, readPlaces } from './import-places';
import { parseDelimited, toDataTable } from './table';

const table = (text: string) => toDataTable(parseDelimited(text));

describe('a table of places', () => {
  it('finds the latitude and longitude columns by their headers, any case, and the values column', () => {
    const cities = table(
      'City\tPopulation\tLatitude\tLONG\nParis\t2100000\t48.86\t2.35\nLyon\t520000\t45.76\t4.83',
    );
    expect(placeColumns(cities)).toEqual({ name: 0, lat: 2, lon: 3, value: 1 });
    expect(placeColumns(table('lat,lng,Name,People\n1,2,A,3'))).toEqual({
      name: 2,
      lat: 0,
      lon: 1,
      value: 3,
    });
    expect(placeColumns(table('Country\tPopulation\nFrance\t68000000'))).toBeUndefined();
    expect(placeColumns(table('lat\tlon\n1\t2'))).toBeUndefined();
  });

  it('reads each place; rows whose coordinates or value cannot be read are named and left out', () => {
    const cities = table(
      [
        'City,Lat,Lon,Population',
        'Paris,48.86,2.35,2100000',
        'Atlantis,north,2,5',
        'Nowhere,95,0,1',
        ',10,10,4',
        'Lyon,45.76,4.83,unknown',
      ].join('\n'),
    );
    const columns = placeColumns(cities);
    if (!columns) throw new Error('no columns');
    const result = readPlaces(cities, columns);
    expect(result.places).toEqual([
      { name: 'Paris', lat: 48.86, lon: 2.35, value: 2_100_000 },
      { name: 'Row 4', lat: 10, lon: 10, value: 4 },
    ]);
    expect(result.unplaced).toEqual([
      { row: 1, name: 'Atlantis', reason: 'coordinates' },
      { row: 2, name: 'Nowhere', reason: 'coordinates' },
      { row: 4, name: 'Lyon', reason: 'value' },
    ]);
  });
});
