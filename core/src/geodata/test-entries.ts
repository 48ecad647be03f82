import type { CountryEntry, CountryIndex, LevelEntry, MapFile } from './countryIndex';

/**
 * Country-index entries for tests (core, server and web): valid by `countryIndexSchema`, with only
 * what a test cares about given. Sri Lanka by default.
 */
export function testFile(url: string): MapFile {
  return { url, bytes: 10, gzipBytes: 5 };
}

/** An available level with its screen file at `screen` (print beside it). */
export function testLevel(
  fields: { label?: string; screen?: string; attribution?: string } = {},
): Extract<LevelEntry, { available: true }> {
  const label = fields.label ?? 'Provinces';
  const screen = fields.screen ?? '/maps/LKA-1.screen.aaaa1111.topo.json';
  return {
    available: true,
    label,
    labelSingular: label.replace(/s$/, ''),
    count: 2,
    screen: testFile(screen),
    print: testFile(screen.replace('screen', 'print')),
    source: 'test',
    licence: 'CC BY 4.0',
    attribution: fields.attribution ?? 'Test source',
  };
}

export function testCountry(fields: Partial<CountryEntry> = {}): CountryEntry {
  return {
    slug: 'SriLanka',
    name: 'Sri Lanka',
    iso2: 'LK',
    iso3: 'LKA',
    region: 'South Asia',
    bbox: [79, 5, 82, 10],
    projection: { type: 'mercator' },
    outline: 'LKA',
    levels: {
      1: testLevel(),
      2: testLevel({ label: 'Districts', screen: '/maps/LKA-2.screen.bbbb2222.topo.json' }),
    },
    ...fields,
  };
}

export function testIndex(countries: readonly CountryEntry[]): CountryIndex {
  return {
    version: 1,
    generatedAt: '2026-11-24T00:00:00Z',
    pipelineVersion: 'test',
    outlines: testFile('/maps/outlines.0.topo.json'),
    countries: [...countries],
    sources: [],
  };
}
