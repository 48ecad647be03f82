/**
 * Writes the small boundary files the custom-boundary tests read (web/src/custom/parse/fixtures/):
 * a GeoJSON, a TopoJSON, a zipped shapefile in UTM zone 30N (EPSG:32630, a projected
 * system, written by mapshaper with its .prj; its constituencies in three regions), the same without
 * its .prj, a KML, and the bad files.
 * Run: npx tsx scripts/customBoundaryFixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { zipSync } from 'fflate';
import mapshaper from 'mapshaper';
import { topology } from 'topojson-server';

const OUT = join(import.meta.dirname, '../web/src/custom/parse/fixtures');

/** Cells of a grid as anticlockwise (RFC 7946) squares, named in order. */
function grid(
  names: readonly string[],
  columns: number,
  [west, south]: readonly [number, number],
  size: number,
  properties: (name: string, index: number) => Record<string, unknown>,
): Feature<Polygon>[] {
  return names.map((name, index) => {
    const x = west + (index % columns) * size;
    const y = south + Math.floor(index / columns) * size;
    const ring = [
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
      [x, y],
    ];
    return {
      type: 'Feature',
      properties: properties(name, index),
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });
const write = (name: string, content: string | Uint8Array) => writeFileSync(join(OUT, name), content);

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });

  const wards = grid(
    ['Abbey', 'Bridge', 'Castle', 'Docks', '<b>Queen’s</b> Park & Kilburn', 'Fairfield'],
    3,
    [-0.2, 51.45],
    0.05,
    (name, i) => ({ WARD_NAME: name, WARD_CODE: `E0500000${i + 1}`, population: 10_000 + i * 1000 }),
  );
  // Docks has an island off its east side: two features of one name make one division of two parts.
  wards.push({
    type: 'Feature',
    properties: { WARD_NAME: 'Docks', WARD_CODE: 'E05000004', population: 0 },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-0.02, 51.46],
          [-0.01, 51.46],
          [-0.01, 51.47],
          [-0.02, 51.47],
          [-0.02, 51.46],
        ],
      ],
    },
  });
  write('wards.geojson', JSON.stringify(collection(wards)));

  const districts = grid(
    ['Alfama', 'Baixa', 'Chiado', 'Estrela', 'Graça'],
    5,
    [-9.2, 38.7],
    0.02,
    (name, i) => ({
      name,
      id: i + 1,
    }),
  );
  write('districts.topojson', JSON.stringify(topology({ districts: collection(districts) }, 1e5)));

  const constituencies = grid(
    [
      'Ayr North',
      'Ayr South',
      'Bute',
      'Clyde East',
      'Clyde West',
      'Dunoon',
      'Eaglesham',
      'Falkirk',
      'Govan',
      'Hamilton',
      'Irvine',
      'Johnstone',
    ],
    4,
    [-4.3, 55.8],
    0.1,
    // REGION groups them by row, for a first level made from a parent property.
    (name, i) => ({
      CONST_NM: name,
      CONST_CD: `S1400${String(i + 1).padStart(4, '0')}`,
      REGION: ['Ayrshire', 'Clydeside', 'Lanarkshire'][Math.floor(i / 4)],
    }),
  );
  const shp = await mapshaper.applyCommands('-i in.json -proj EPSG:32630 -o out.shp format=shapefile', {
    'in.json': collection(constituencies),
  });
  const part = (ext: string) => {
    const bytes = shp[`out.${ext}`];
    if (bytes === undefined) throw new Error(`mapshaper wrote no .${ext}`);
    return typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  };
  const parts = { shp: part('shp'), shx: part('shx'), dbf: part('dbf'), prj: part('prj') };
  write(
    'constituencies-utm.zip',
    zipSync({
      'constituencies.shp': parts.shp,
      'constituencies.shx': parts.shx,
      'constituencies.dbf': parts.dbf,
      'constituencies.prj': parts.prj,
    }),
  );
  write(
    'constituencies-no-prj.zip',
    zipSync({
      'constituencies.shp': parts.shp,
      'constituencies.shx': parts.shx,
      'constituencies.dbf': parts.dbf,
    }),
  );

  const placemark = (name: string, [x, y]: readonly [number, number]) =>
    `<Placemark><name>${name}</name><ExtendedData><Data name="county"><value>Nairobi</value></Data></ExtendedData>` +
    `<Polygon><outerBoundaryIs><LinearRing><coordinates>${x},${y} ${x + 0.05},${y} ${x + 0.05},${y + 0.05} ${x},${y + 0.05} ${x},${y}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  write(
    'sub-counties.kml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>` +
      placemark('Westlands', [36.75, -1.3]) +
      placemark('Kibra', [36.8, -1.3]) +
      placemark('Embakasi', [36.85, -1.3]) +
      `<Placemark><name>Office</name><Point><coordinates>36.8,-1.28</coordinates></Point></Placemark>` +
      `</Document></kml>\n`,
  );

  write(
    'bad-points.geojson',
    JSON.stringify(
      collection([
        { type: 'Feature', properties: { name: 'A' }, geometry: { type: 'Point', coordinates: [0, 0] } },
        {
          type: 'Feature',
          properties: { name: 'B' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      ]),
    ),
  );
  write('bad-empty.geojson', JSON.stringify(collection([])));
  write('bad-unknown.csv', 'name,value\nAbbey,3\n');
  write(
    'bad-outside-world.geojson',
    JSON.stringify(collection(grid(['Far'], 1, [200, 95], 1, (name) => ({ name })))),
  );
  const [fine] = grid(['Fine'], 1, [10, 10], 1, (name) => ({ name }));
  write(
    'bad-rings.geojson',
    JSON.stringify(
      collection([
        fine as Feature,
        // Not closed, and a point repeated: one ring mended.
        {
          type: 'Feature',
          properties: { name: 'Open' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [11, 10],
                [12, 10],
                [12, 10],
                [12, 11],
                [11, 11],
              ],
            ],
          },
        },
        // An outer ring of two points (dropped) beside a good part: one ring dropped.
        {
          type: 'Feature',
          properties: { name: 'Spike' },
          geometry: {
            type: 'MultiPolygon',
            coordinates: [
              [
                [
                  [13, 10],
                  [14, 10],
                  [13, 10],
                ],
              ],
              [
                [
                  [13, 11],
                  [14, 11],
                  [14, 12],
                  [13, 12],
                  [13, 11],
                ],
              ],
            ],
          },
        },
      ]),
    ),
  );
}

await main();
