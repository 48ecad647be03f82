import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import type { MapDocument } from '../schema';
import { applyOperation } from './apply-operation';
import {
  addToTerritory,
  dissolveTerritory,
  groupIntoTerritories,
  groupIntoTerritory,
  moveTerritory,
  removeFromTerritory,
  renameTerritory,
  setTerritoryStyle,
} from './territories';

const base: MapDocument = createDocument('Germany');
const nord = { name: 'Nord', level: 1 as const, members: ['01', '02', '03'], fill: '#3366CC' };

describe('territory operations', () => {
  it('groups divisions into a named territory with the next id and the default border', () => {
    const doc = applyOperation(base, groupIntoTerritory, nord);
    expect(doc.territories).toEqual([
      {
        id: 't1',
        name: 'Nord',
        level: 1,
        members: ['01', '02', '03'],
        fill: '#3366cc',
        borderColor: '#1a1a1a',
        borderWidth: 1.5,
      },
    ]);
    expect(parseDocument(doc).ok).toBe(true);
  });

  it('moves a division from one territory to another in one operation, and drops a territory left empty', () => {
    let doc = applyOperation(base, groupIntoTerritory, nord);
    doc = applyOperation(doc, groupIntoTerritory, {
      name: 'Süd',
      level: 1,
      members: ['09'],
      fill: '#aa0000',
    });
    doc = applyOperation(doc, addToTerritory, 't2', ['03']);
    expect(doc.territories.map((t) => t.members)).toEqual([
      ['01', '02'],
      ['09', '03'],
    ]);
    doc = applyOperation(doc, groupIntoTerritory, {
      name: 'All',
      level: 1,
      members: ['01', '02', '09', '03'],
      fill: '#000000',
    });
    expect(doc.territories.map((t) => [t.id, t.name])).toEqual([['t3', 'All']]);
  });

  it('renames, restyles, reorders, removes members and dissolves', () => {
    let doc = applyOperation(base, groupIntoTerritory, nord);
    doc = applyOperation(doc, groupIntoTerritory, {
      name: 'Süd',
      level: 1,
      members: ['09'],
      fill: '#aa0000',
    });
    doc = applyOperation(doc, renameTerritory, 't1', '  Norden ');
    doc = applyOperation(doc, setTerritoryStyle, 't1', {
      fill: '#FFFFFF',
      borderWidth: 99,
      borderColor: '#00ff00',
    });
    expect(doc.territories[0]).toMatchObject({
      name: 'Norden',
      fill: '#ffffff',
      borderWidth: 20,
      borderColor: '#00ff00',
    });
    doc = applyOperation(doc, moveTerritory, 't2', 0);
    expect(doc.territories.map((t) => t.id)).toEqual(['t2', 't1']);
    doc = applyOperation(doc, removeFromTerritory, 't1', ['02']);
    expect(doc.territories[1]?.members).toEqual(['01', '03']);
    doc = applyOperation(doc, removeFromTerritory, 't2', ['09']);
    expect(doc.territories.map((t) => t.id)).toEqual(['t1']);
    doc = applyOperation(doc, dissolveTerritory, 't1');
    expect(doc.territories).toEqual([]);
  });

  it('refuses an empty name, no members and an unknown territory', () => {
    expect(() => applyOperation(base, groupIntoTerritory, { ...nord, name: ' ' })).toThrow(/name/);
    expect(() => applyOperation(base, groupIntoTerritory, { ...nord, members: [] })).toThrow(/at least one/);
    expect(() => applyOperation(base, renameTerritory, 't9', 'x')).toThrow(/No territory/);
  });

  it('makes one territory per group of a table, and pasting it again changes nothing', () => {
    const groups = [
      { name: 'Nord', members: ['01', '02'] },
      { name: 'Süd', members: ['09', '08'] },
    ];
    const fills = ['#111111', '#222222'];
    const doc = applyOperation(base, (d) => void groupIntoTerritories(d, 1, groups, fills));
    expect(doc.territories.map((t) => [t.name, t.fill, t.members])).toEqual([
      ['Nord', '#111111', ['01', '02']],
      ['Süd', '#222222', ['09', '08']],
    ]);
    expect(applyOperation(doc, (d) => void groupIntoTerritories(d, 1, groups, fills))).toBe(doc);
  });
});

describe('the territories schema', () => {
  it('refuses a division in two territories of a level, with words that say so', () => {
    const doc = applyOperation(base, groupIntoTerritory, nord);
    const t1 = doc.territories[0];
    const bad = { ...doc, territories: [t1, { ...t1, id: 't2', name: 'Other', members: ['03'] }] };
    const parsed = parseDocument(bad);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(/division 03 is in two territories/);
  });
});
