import { describe, expect, it } from 'vitest';
import { createDocument } from './defaults';
import { MIGRATIONS } from './migrations';
import { migrateV12toV13 } from './migrate-v12-v13';
import { parseDocument } from './parse-document';

describe('version 12 -> 13 (the data stories)', () => {
  it('gives a map made before symbols, a bivariate map and a series, all off, and no linked data', () => {
    const { symbols: _s, bivariate: _b, timeSeries: _t, liveData: _l, ...v13 } = createDocument('Germany');
    const v12 = { ...v13, version: 12 };
    const result = parseDocument(v12);
    if (!result.ok) throw new Error(result.error);
    const { symbols, bivariate, timeSeries, liveData, version, ...rest } = result.doc;
    expect(version).toBe(14);
    // As version 13 first wrote them, whatever today's defaults say.
    expect(symbols).toMatchObject({ active: false, placement: 'divisions', values: {}, points: [] });
    expect(bivariate).toMatchObject({ active: false, x: {}, y: {}, palette: 'blue-red', xBreaks: null });
    // The default frame is 1600 x 900: the step's label scales with its shorter side.
    expect(timeSeries).toEqual({
      steps: [],
      current: 0,
      stepDuration: 1000,
      label: { visible: true, position: { x: 23, y: 108 }, fontSize: 54, color: '#1a1a1a' },
    });
    expect(liveData).toBeNull();
    const { version: _v, ...rest12 } = v12;
    expect(rest).toEqual(rest12);
    expect(MIGRATIONS[12]?.migrate).toBe(migrateV12toV13);
  });

  it('refuses a series whose current step it does not have, and a live link that is not http', () => {
    const doc = createDocument('Germany');
    const step = { label: '2020', values: { '09': 1 } };
    const beyond = parseDocument({ ...doc, timeSeries: { ...doc.timeSeries, steps: [step], current: 1 } });
    expect(beyond.ok).toBe(false);
    if (!beyond.ok) expect(beyond.error).toMatch(/timeSeries\.current.*names a step/);
    const link = {
      url: 'file:///etc/passwd',
      nameColumn: 'State',
      valueColumns: ['2020'],
      refreshMinutes: 5,
    };
    const file = parseDocument({ ...doc, liveData: link });
    expect(file.ok).toBe(false);
    if (!file.ok) expect(file.error).toMatch(/http or https/);
    const often = parseDocument({
      ...doc,
      liveData: { ...link, url: 'https://example.org/a.csv', refreshMinutes: 1 },
    });
    expect(often.ok).toBe(false);
  });

  it('drops the version-13 fields from a version-12 file, which version 12 did not know', () => {
    const doc = createDocument('Germany');
    const result = parseDocument({ ...doc, version: 12, symbols: { ...doc.symbols, active: true } });
    if (!result.ok) throw new Error(result.error);
    expect(result.doc.symbols.active).toBe(false);
  });
});
