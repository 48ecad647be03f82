import type { SymbolPlace } from '../document/operations/symbols';
import { MAX_SYMBOL_POINTS } from '../document/symbols';
import { detectDecimalMark, numericShare, parseNumber } from './numbers';
import { columnOf, type DataTable } from './table';

/** Which columns of a table of places hold their names, latitudes, longitudes and values. */
export interface PlaceColumns {
  readonly name: number;
  readonly lat: number;
  readonly lon: number;
  readonly value: number;
}

const LATITUDE = new Set(['lat', 'latitude']);
const LONGITUDE = new Set(['lon', 'lng', 'long', 'longitude']);
const header = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The columns of a table of places (cities), when its header names a latitude and a longitude
 * (lat/latitude, lon/lng/long/longitude, any case): the values column is the most numeric of the
 * others, the names column the first of the rest. Undefined without both, or without a third column.
 */
export function placeColumns(table: DataTable): PlaceColumns | undefined {
  if (!table.hasHeader) return undefined;
  const headers = table.columns.map(header);
  const lat = headers.findIndex((h) => LATITUDE.has(h));
  const lon = headers.findIndex((h) => LONGITUDE.has(h));
  if (lat < 0 || lon < 0) return undefined;
  const rest = headers.map((_, i) => i).filter((i) => i !== lat && i !== lon);
  if (rest.length === 0) return undefined;
  const numeric = (i: number) => numericShare(columnOf(table, i).slice(0, 300));
  let value = rest[0] as number;
  for (const i of rest) if (numeric(i) > numeric(value)) value = i;
  const name = rest.find((i) => i !== value) ?? value;
  return { name, lat, lon, value };
}

/** A row of a table of places that cannot be placed, and why, in words. */
export interface UnplacedRow {
  /** 0-based. */
  readonly row: number;
  readonly name: string;
  readonly reason: 'coordinates' | 'value';
}

export interface PlacesResult {
  readonly places: readonly SymbolPlace[];
  readonly unplaced: readonly UnplacedRow[];
  /** Rows past the most a map holds, left out. */
  readonly overLimit: number;
}

/**
 * The places of a table: each row with a latitude from −90 to 90, a longitude from −180 to 180 and a
 * value of 0 or more. A row whose coordinates cannot be read (text, blank, out of range) or whose value
 * is not a number of 0 or more is left out and named, so the user can fix it.
 */
export function readPlaces(table: DataTable, columns: PlaceColumns): PlacesResult {
  const names = columnOf(table, columns.name);
  const read = (column: number) => {
    const cells = columnOf(table, column);
    const mark = detectDecimalMark(cells);
    return cells.map((cell) => parseNumber(cell, mark));
  };
  const lats = read(columns.lat);
  const lons = read(columns.lon);
  const values = read(columns.value);
  const places: SymbolPlace[] = [];
  const unplaced: UnplacedRow[] = [];
  let overLimit = 0;
  names.forEach((cell, row) => {
    const name = cell.trim() === '' ? `Row ${row + 1}` : cell.trim();
    const lat = lats[row];
    const lon = lons[row];
    const value = values[row];
    if (
      lat?.kind !== 'number' ||
      lon?.kind !== 'number' ||
      Math.abs(lat.value) > 90 ||
      Math.abs(lon.value) > 180
    )
      unplaced.push({ row, name, reason: 'coordinates' });
    else if (value?.kind !== 'number' || value.value < 0) unplaced.push({ row, name, reason: 'value' });
    else if (places.length >= MAX_SYMBOL_POINTS) overLimit += 1;
    else places.push({ name, lat: lat.value, lon: lon.value, value: value.value });
  });
  return { places, unplaced, overLimit };
}
