import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { fixMojibake, stripFootnotes, titleCase } from './cleanups';
import { contains, findParent, pointOnSurface } from './geo';
import { slug, uniqueIds } from './ids';
import { dissolveByKey } from './mapshaperOps';
import { japaneseMunicipalityName } from './recipes';
import { unzip } from './zip';
import { deflateRawSync } from 'node:zlib';

const square = (x: number, y: number, s = 1): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
      [x, y],
    ],
  ],
});

describe('clean-ups', () => {
  it("re-decodes Jordan's UTF-8-read-as-Latin-1 names and leaves good names alone", () => {
    const mojibake = Buffer.from('Al-Bādīah ash-Shamāliyah', 'utf8').toString('latin1');
    expect(fixMojibake(mojibake)).toBe('Al-Bādīah ash-Shamāliyah');
    // The source lost the second byte of 'Ā' to '?': 'Al-Ä?ghwÄ\u0081r'.
    expect(fixMojibake('Al-\u00c4?ghw\u00c4\u0081r ash-Sham\u00c4\u0081liyah')).toBe(
      'Al-Āghwār ash-Shamāliyah',
    );
    expect(fixMojibake('Why?')).toBe('Why?');
    expect(fixMojibake('Irbid')).toBe('Irbid');
    expect(fixMojibake('Mafraq – Bādīah')).toBe('Mafraq – Bādīah');
  });

  it("strips China's footnote marks", () => {
    expect(stripFootnotes('石河子市[1]')).toBe('石河子市');
    expect(stripFootnotes('济源市〔1〕')).toBe('济源市');
    expect(stripFootnotes('北京市')).toBe('北京市');
  });

  it('title-cases upper-case names only', () => {
    expect(titleCase('KAVREPALANCHOK')).toBe('Kavrepalanchok');
    expect(titleCase('NAWALPARASI (BARDAGHAT SUSTA EAST)')).toBe('Nawalparasi (Bardaghat Susta East)');
    expect(titleCase('McLeod')).toBe('McLeod');
  });

  it("names Japan's designated-city wards with their city", () => {
    expect(japaneseMunicipalityName({ N03_003: '札幌市', N03_004: '中央区' })).toBe('札幌市中央区');
    expect(japaneseMunicipalityName({ N03_003: '石狩郡', N03_004: '当別町' })).toBe('当別町');
    expect(japaneseMunicipalityName({ N03_003: null, N03_004: '千代田区' })).toBe('千代田区');
  });
});

describe('ids', () => {
  it('derives ids from the set, not the order', () => {
    const cands = [
      { base: '261', tiebreaks: ['aizawl', '15'] },
      { base: '261', tiebreaks: ['champhai', '15'] },
      { base: '300', tiebreaks: ['x', '1'] },
      { base: '301', tiebreaks: ['y', '2'] },
      { base: '301', tiebreaks: ['y', '3'] },
    ];
    const ids = uniqueIds(cands);
    expect(ids).toEqual(['261-aizawl', '261-champhai', '300', '301-y-2', '301-y-3']);
    const reversed = uniqueIds([...cands].reverse());
    expect([...reversed].reverse()).toEqual(ids);
  });

  it('slugs names without accents', () => {
    expect(slug('Bà Rịa–Vũng Tàu')).toBe('ba-ria-vung-tau');
    expect(slug('  Qada Beirut ')).toBe('qada-beirut');
  });
});

describe('geometry', () => {
  const U: Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [3, 0],
        [3, 3],
        [2, 3],
        [2, 1],
        [1, 1],
        [1, 3],
        [0, 3],
        [0, 0],
      ],
    ],
  };

  it('finds a point inside a concave shape (its centroid is outside)', () => {
    const p = pointOnSurface(U);
    expect(contains(U, p)).toBe(true);
  });

  it('finds the parent by containment, by overlap when the coastlines disagree, else the nearest', () => {
    const parents = [
      { id: 'A', geometry: square(0, 0, 2) },
      { id: 'B', geometry: square(2, 0, 2) },
    ];
    expect(findParent(square(0.5, 0.5, 0.5), parents)).toEqual({ id: 'A', method: 'contains' });
    expect(findParent(square(3, 0.5, 0.5), parents)).toEqual({ id: 'B', method: 'contains' });
    // Sticks out of the coast of B: the point on its surface falls outside both, most vertices are in B.
    const island: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [3.5, 1.5],
          [4.5, 1.5],
          [4.5, 1.6],
          [3.5, 1.6],
          [3.5, 1.5],
        ],
      ],
    };
    expect(findParent(island, parents)?.id).toBe('B');
    expect(findParent(square(10, 10), parents)).toEqual({ id: 'B', method: 'nearest' });
  });

  it('dissolves second-level units into first-level ones', async () => {
    const merged = await dissolveByKey([
      { key: 'P1', geometry: square(0, 0) },
      { key: 'P1', geometry: square(1, 0) },
      { key: 'P2', geometry: square(0, 1) },
    ]);
    expect([...merged.keys()].sort()).toEqual(['P1', 'P2']);
    const p1 = merged.get('P1')!;
    expect(p1.type).toBe('Polygon'); // the shared edge is gone: one ring
    expect(contains(p1, [1.5, 0.5])).toBe(true);
    expect(contains(p1, [0.5, 1.5])).toBe(false);
  });
});

describe('zip', () => {
  it('reads stored and deflated entries', () => {
    const entries = [
      { name: 'a.txt', data: Buffer.from('hello'), method: 0 },
      { name: 'b.dbf', data: Buffer.from('x'.repeat(500)), method: 8 },
    ];
    const locals: Buffer[] = [];
    const centrals: Buffer[] = [];
    let offset = 0;
    for (const e of entries) {
      const body = e.method === 8 ? deflateRawSync(e.data) : e.data;
      const name = Buffer.from(e.name);
      const lh = Buffer.alloc(30);
      lh.writeUInt32LE(0x04034b50, 0);
      lh.writeUInt16LE(e.method, 8);
      lh.writeUInt32LE(body.length, 18);
      lh.writeUInt32LE(e.data.length, 22);
      lh.writeUInt16LE(name.length, 26);
      const ch = Buffer.alloc(46);
      ch.writeUInt32LE(0x02014b50, 0);
      ch.writeUInt16LE(e.method, 10);
      ch.writeUInt32LE(body.length, 20);
      ch.writeUInt32LE(e.data.length, 24);
      ch.writeUInt16LE(name.length, 28);
      ch.writeUInt32LE(offset, 42);
      locals.push(lh, name, body);
      centrals.push(ch, name);
      offset += 30 + name.length + body.length;
    }
    const cd = Buffer.concat(centrals);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(entries.length, 10);
    eocd.writeUInt32LE(cd.length, 12);
    eocd.writeUInt32LE(offset, 16);
    const files = unzip(Buffer.concat([...locals, cd, eocd]));
    expect(files.get('a.txt')!.toString()).toBe('hello');
    expect(files.get('b.dbf')!.toString()).toBe('x'.repeat(500));
  });
});
