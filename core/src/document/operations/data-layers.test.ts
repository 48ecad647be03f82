import { CURRENT_VERSION } from '../schema';
import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import type { MapDocument } from '../schema';
import { showOf } from '../show';
import { applyOperation } from './apply-operation';
import {
  setDataLayer,
  setDataValue,
  setDataValues,
  setHeatBar,
  setHeatMap,
  setPixelDotMap,
} from './data-layers';
import { setShow } from './levels';

const base: MapDocument = createDocument('India');

describe('data layer operations', () => {
  it('turns one layer on (the other off), shows its level filled, and carries values across', () => {
    let doc = applyOperation(base, setShow, 'both');
    doc = applyOperation(doc, setDataLayer, 'heatMap', 1);
    expect(doc.heatMap).toMatchObject({ active: true, level: 1 });
    expect(showOf(doc)).toBe('1');
    doc = applyOperation(doc, setDataValues, 'heatMap', { 'IN-OR': 40, 'IN-KL': 140 });
    doc = applyOperation(doc, setDataLayer, 'pixelDotMap');
    expect(doc.heatMap.active).toBe(false);
    expect(doc.pixelDotMap).toMatchObject({ active: true, level: 1, values: { 'IN-OR': 40 } });
    doc = applyOperation(doc, setDataLayer, 'none');
    expect([doc.heatMap.active, doc.pixelDotMap.active]).toEqual([false, false]);
  });

  it('sets, clears and checks values', () => {
    let doc = applyOperation(base, setDataValue, 'heatMap', 'IN-OR', -3.5);
    expect(doc.heatMap.values).toEqual({ 'IN-OR': -3.5 });
    doc = applyOperation(doc, setDataValue, 'heatMap', 'IN-OR', null);
    expect(doc.heatMap.values).toEqual({});
    expect(() => applyOperation(base, setDataValue, 'pixelDotMap', 'IN-OR', 140)).toThrow(/0 to 100/);
    expect(() => applyOperation(base, setDataValue, 'heatMap', 'IN-OR', Number.NaN)).toThrow();
    expect(() => applyOperation(base, setDataValue, 'heatMap', '__proto__', 1)).toThrow();
    // Setting what is there already changes nothing.
    expect(applyOperation(doc, setDataValues, 'heatMap', {})).toBe(doc);
  });

  it('validates settings before changing anything', () => {
    expect(() => applyOperation(base, setHeatMap, { classes: 13 })).toThrow();
    expect(() => applyOperation(base, setHeatMap, { noDataColor: 'grey' })).toThrow();
    expect(() => applyOperation(base, setPixelDotMap, { cellSize: 4, gap: 4 })).toThrow(/gap/);
    const doc = applyOperation(base, setHeatBar, {
      title: 'Literacy',
      format: { suffix: ' %', decimals: 1 },
    });
    expect(doc.heatMap.bar.title).toBe('Literacy');
    expect(doc.heatMap.bar.format).toMatchObject({ suffix: ' %', decimals: 1, grouping: 'locale' });
    expect(applyOperation(doc, setHeatBar, { title: 'Literacy' })).toBe(doc);
  });
});

describe('the data travel with the document', () => {
  it('through its JSON (the .json file, the draft and the account copy all store it)', () => {
    let doc = applyOperation(base, setDataLayer, 'heatMap', 2);
    doc = applyOperation(doc, setDataValues, 'heatMap', { '551': 12.5, '235': -3 });
    doc = applyOperation(doc, setHeatMap, {
      classification: 'custom',
      breaks: [0, 10],
      palette: 'rdbu',
      midpoint: 0,
    });
    doc = applyOperation(doc, setHeatBar, {
      title: 'Change',
      orientation: 'vertical',
      format: { suffix: ' %' },
    });
    doc = applyOperation(doc, setDataValues, 'pixelDotMap', { '551': 40 });
    doc = applyOperation(doc, setPixelDotMap, {
      shape: 'round',
      cellSize: 4,
      gap: 0.5,
      legendLabel: 'Forest',
    });
    const parsed = parseDocument(JSON.parse(JSON.stringify(doc)));
    expect(parsed.ok && parsed.doc).toEqual(doc);
  });
});

describe('version-2 documents written before the data-map fields', () => {
  it('parse unchanged, the new fields taking their defaults', () => {
    const old = JSON.parse(JSON.stringify(base)) as Record<string, Record<string, unknown>>;
    // Written as version 2, which had no `layers` (the migration to 3 adds them).
    (old as Record<string, unknown>).version = 2;
    delete old.layers;
    const heat = old.heatMap as Record<string, unknown>;
    for (const field of ['scale', 'breaks', 'reverse', 'midpoint', 'noDataColor']) delete heat[field];
    heat.bar = { visible: true, position: { x: 10, y: 20 } };
    const pixels = old.pixelDotMap as Record<string, unknown>;
    for (const field of ['gap', 'noDataColor', 'legendVisible', 'legendLabel']) delete pixels[field];
    const parsed = parseDocument(old);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.doc.version).toBe(CURRENT_VERSION);
    expect(parsed.doc.heatMap).toMatchObject({ scale: 'linear', breaks: [], reverse: false, midpoint: null });
    expect(parsed.doc.heatMap.bar).toMatchObject({
      position: { x: 10, y: 20 },
      orientation: 'horizontal',
      title: '',
    });
    expect(parsed.doc.pixelDotMap).toMatchObject({ gap: 1, legendVisible: true, legendLabel: '' });
  });
});
