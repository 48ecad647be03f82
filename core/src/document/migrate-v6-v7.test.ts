import { describe, expect, it } from 'vitest';
import v3Fixture from './fixtures/v3-germany.json';
import { createDocument } from './defaults';
import { parseDocument } from './parse-document';
import { CURRENT_VERSION } from './schema';

describe('version 6 -> 7 (decision "Territories are unions made from the topology")', () => {
  it('opens the v3 fixture with no territories, everything else as it was', () => {
    const parsed = parseDocument(v3Fixture);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(CURRENT_VERSION).toBe(7);
    expect(parsed.doc.version).toBe(7);
    expect(parsed.doc.territories).toEqual([]);
    expect(parsed.doc.territoryHeat).toBe('off');
    expect(parsed.doc.country).toBe('Germany');
    expect(Object.keys(parsed.doc.levels[1].fills).length).toBeGreaterThan(0);
  });

  it('adds no territories to a version-6 map and keeps its fields', () => {
    const { territories: _t, territoryHeat: _h, ...v6 } = { ...createDocument('Romania'), version: 6 };
    const parsed = parseDocument(v6);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.doc).toEqual({ ...v6, version: 7, territories: [], territoryHeat: 'off' });
  });
});
