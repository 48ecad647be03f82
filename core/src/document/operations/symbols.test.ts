import { describe, expect, it } from 'vitest';
import { Editor } from '../../editor/editor';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import type { MapDocument } from '../schema';
import { applyOperation } from './apply-operation';
import { setDataLayer } from './data-layers';
import { setSymbolMap, setSymbolPoints, setSymbolsActive, setSymbolValues } from './symbols';

const base: MapDocument = createDocument('France');

describe('proportional symbol operations', () => {
  it('are off by default; turned on at a level over a heat map, the heat map stays on', () => {
    expect(base.symbols.active).toBe(false);
    let doc = applyOperation(base, setDataLayer, 'heatMap', 1);
    doc = applyOperation(doc, setSymbolsActive, true, 2);
    expect([doc.symbols.active, doc.symbols.level, doc.heatMap.active]).toEqual([true, 2, true]);
    // And a data map turned on afterwards leaves the symbols on.
    doc = applyOperation(doc, setDataLayer, 'categories', 1);
    expect([doc.symbols.active, doc.categories.active]).toEqual([true, true]);
    doc = applyOperation(doc, setSymbolsActive, false);
    expect([doc.symbols.active, doc.categories.active]).toEqual([false, true]);
  });

  it('sets an import’s values by division, turned on at the divisions, a valid document', () => {
    let doc = applyOperation(base, setSymbolPoints, [{ name: 'Paris', lon: 2.35, lat: 48.86, value: 2 }]);
    doc = applyOperation(doc, setSymbolValues, 1, { A: 10, B: 40 });
    expect(doc.symbols).toMatchObject({
      active: true,
      level: 1,
      placement: 'divisions',
      values: { A: 10, B: 40 },
    });
    doc = applyOperation(doc, setSymbolValues, 1, { B: 5 });
    expect(doc.symbols.values).toEqual({ B: 5 });
    expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
    expect(() => applyOperation(doc, setSymbolValues, 1, { A: -1 })).toThrow(/0 or more/);
    expect(() => applyOperation(doc, setSymbolValues, 1, { __proto__x: 1, constructor: 2 })).toThrow(
      /division id/,
    );
  });

  it('sets a table of places in its order, numbered pt1…, and refuses a place off the globe', () => {
    const doc = applyOperation(base, setSymbolPoints, [
      { name: ' Paris ', lon: 2.35, lat: 48.86, value: 2_100_000 },
      { name: 'Lyon', lon: 4.83, lat: 45.76, value: 520_000 },
    ]);
    expect(doc.symbols.placement).toBe('points');
    expect(doc.symbols.points.map((p) => [p.id, p.name])).toEqual([
      ['pt1', 'Paris'],
      ['pt2', 'Lyon'],
    ]);
    expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
    expect(() =>
      applyOperation(base, setSymbolPoints, [{ name: 'X', lon: 200, lat: 0, value: 1 }]),
    ).toThrow();
  });

  it('changes shape, size, colours, opacity, colour-by and the legend; invalid settings change nothing', () => {
    const doc = applyOperation(base, setSymbolMap, {
      shape: 'square',
      maxSize: 60,
      colour: '#1F78B4',
      opacity: 0.5,
      halo: '#000000',
      colourBy: 'categories',
      legendTitle: 'Population',
    });
    expect(doc.symbols).toMatchObject({
      shape: 'square',
      maxSize: 60,
      colour: '#1f78b4',
      opacity: 0.5,
      halo: '#000000',
      colourBy: 'categories',
      legendTitle: 'Population',
    });
    expect(() => applyOperation(doc, setSymbolMap, { maxSize: 1000 })).toThrow();
    expect(() => applyOperation(doc, setSymbolMap, { colour: 'red' })).toThrow();
    expect(applyOperation(doc, setSymbolMap, { maxSize: 60 })).toBe(doc);
  });

  it('each change is one undo step', () => {
    const editor = new Editor(base);
    editor.apply(setSymbolValues, 1, { A: 1 });
    editor.apply(setSymbolMap, { maxSize: 20 });
    editor.apply(setSymbolMap, { colour: '#111111' });
    editor.undo();
    expect(editor.document.symbols).toMatchObject({ maxSize: 20, colour: '#d7301f' });
    editor.undo();
    expect(editor.document.symbols.maxSize).toBe(40);
    editor.undo();
    expect(editor.document.symbols).toMatchObject({ active: false, values: {} });
  });
});
