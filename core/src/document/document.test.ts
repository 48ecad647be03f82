import { describe, expect, it } from 'vitest';
import v1Fixture from './fixtures/v1-sri-lanka.json';
import { createDocument } from './defaults';
import { legendEntries, coloursInUse } from './legend-entries';
import { parseDocument, parseDocumentText } from './parse-document';
import { CURRENT_VERSION, mapDocumentSchema } from './schema';
import { showOf } from './show';

/** A deep, mutable copy (the core's lib has no structuredClone). */
function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('createDocument', () => {
  it('gives a valid current-version document for every option', () => {
    const doc = createDocument('SriLanka');
    expect(doc.version).toBe(CURRENT_VERSION);
    expect(doc.frame).toEqual({ preset: 'custom', width: 1600, height: 900 });
    expect(doc.margins).toEqual({ top: 45, right: 45, bottom: 45, left: 45 });
    expect(doc.placement).toEqual({ offsetX: 0, offsetY: 0, zoom: 1 });
    expect(doc.title.text).toBe('Sri Lanka');
    expect(showOf(doc)).toBe('1');
    expect(mapDocumentSchema.safeParse(doc).success).toBe(true);
    const square = createDocument('India', { frame: 'square-post', title: '' });
    expect(square.frame).toEqual({ preset: 'square-post', width: 1080, height: 1080 });
    expect(square.margins.left).toBe(54);
    expect(mapDocumentSchema.safeParse(square).success).toBe(true);
    const custom = createDocument('Japan', { frame: 'custom', width: 50, height: 99999 });
    expect(custom.frame).toEqual({ preset: 'custom', width: 100, height: 10000 });
  });

  it('refuses an unknown country', () => {
    expect(() => createDocument('Atlantis')).toThrow(/Unknown country/);
  });
});

describe('parseDocument', () => {
  it('accepts a current document unchanged', () => {
    const doc = createDocument('Nepal');
    const result = parseDocument(JSON.parse(JSON.stringify(doc)));
    expect(result).toEqual({ ok: true, doc });
  });

  it('migrates the version 1 fixture: fills on their level, frame, placement, title', () => {
    const result = parseDocument(v1Fixture);
    if (!result.ok) throw new Error(result.error);
    const doc = result.doc;
    expect(doc.version).toBe(CURRENT_VERSION);
    expect(doc.country).toBe('SriLanka');
    expect(doc.frame).toEqual({ preset: 'portrait-post', width: 1080, height: 1350 });
    expect(doc.levels[2].fills).toEqual({
      'LK-11': '#e69f00',
      'LK-12': '#e69f00',
      'LK-21': '#56b4e9',
      'LK-52': '#009e73',
    });
    expect(doc.levels[1].fills).toEqual({});
    expect(doc.levels[2].style.defaultFill).toBe('#eeeeee');
    expect(showOf(doc)).toBe('2');
    expect(doc.activeLevel).toBe(2);
    expect(doc.placement).toEqual({ offsetX: 12.5, offsetY: -40, zoom: 40 });
    expect(doc.title.text).toBe('Districts visited in 2024');
    expect(doc.legend.entries).toEqual({});
    expect(coloursInUse(doc)).toEqual(['#e69f00', '#56b4e9', '#009e73']);
  });

  it('explains what is wrong with a bad file and never throws', () => {
    const cases: [unknown, RegExp][] = [
      [null, /not a Mapwright map/],
      ['{}', /not a Mapwright map/],
      [[1, 2], /not a Mapwright map/],
      [{ country: 'SriLanka' }, /no version number/],
      [{ version: 15 }, /newer version of Mapwright \(format 15\)/],
      [{ version: 0 }, /format version 0 is unknown/],
      [
        { ...v1Fixture, fills: { 'LK-11': 'red' } },
        /format 1\) is damaged \(fills\.LK-11\): must be a colour/,
      ],
      [{ ...v1Fixture, country: 'Atlantis' }, /\(country\): is not one of the supported countries/],
    ];
    for (const [input, message] of cases) {
      const result = parseDocument(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(message);
    }
  });

  it('rejects current documents that break the schema or its invariants', () => {
    const doc = createDocument('France');
    const hidden = jsonCopy(doc);
    hidden.levels[1].style.visible = false;
    const result = parseDocument(hidden);
    expect(result).toEqual({
      ok: false,
      error: 'This map is damaged (levels): at least one level must be visible (and 1 more problem).',
    });

    const zoomed = { ...jsonCopy(doc), placement: { offsetX: 0, offsetY: 0, zoom: 400 } };
    const zoomResult = parseDocument(zoomed);
    expect(zoomResult.ok).toBe(false);
    if (!zoomResult.ok) expect(zoomResult.error).toMatch(/^This map is damaged \(placement\.zoom\): /);

    const polluted = JSON.parse(
      JSON.stringify(doc).replace('"fills":{}', '"fills":{"__proto__":"#ff0000"}'),
    ) as unknown;
    // zod drops a "__proto__" key instead of assigning it: the file loads, the prototype is untouched.
    const pollutedResult = parseDocument(polluted);
    if (!pollutedResult.ok) throw new Error(pollutedResult.error);
    expect(Object.keys(pollutedResult.doc.levels[1].fills)).toEqual([]);
    expect(Object.getPrototypeOf(pollutedResult.doc.levels[1].fills)).toBe(Object.prototype);

    const constructorKey = JSON.parse(
      JSON.stringify(doc).replace('"fills":{}', '"fills":{"constructor":"#ff0000"}'),
    ) as unknown;
    const constructorResult = parseDocument(constructorKey);
    expect(constructorResult.ok).toBe(false);
    if (!constructorResult.ok)
      expect(constructorResult.error).toMatch(
        /\(levels\.1\.fills\.constructor\): is not a usable division id/,
      );
  });

  it('reads file text and reports broken JSON', () => {
    expect(parseDocumentText('{"version": 2,')).toEqual({
      ok: false,
      error: 'This file is not a Mapwright map. It is not valid JSON.',
    });
    const text = JSON.stringify(createDocument('Oman'));
    expect(parseDocumentText(text).ok).toBe(true);
  });

  it('normalises colour spelling so the legend does not split one colour in two', () => {
    const doc = jsonCopy(createDocument('Laos'));
    doc.levels[1].fills = { a: '#FF0000', b: '#ff0000' };
    const result = parseDocument(doc);
    if (!result.ok) throw new Error(result.error);
    expect(legendEntries(result.doc)).toEqual([{ colour: '#ff0000', label: '' }]);
  });
});
