import { describe, expect, it } from 'vitest';
import { Editor } from '../../editor/editor';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import type { MapDocument } from '../schema';
import { applyOperation } from './apply-operation';
import { setBivariateMap, setBivariateValues } from './bivariate';
import { setCategoryValues } from './categories';
import { setDataLayer } from './data-layers';

const base: MapDocument = createDocument('Germany');
const VALUES = {
  x: { '09': 1, '04': 2, '13': 3 },
  y: { '09': 30, '04': 20, '16': 10 },
  xTitle: ' Income ',
  yTitle: 'Rent',
};

function withValues(): MapDocument {
  const doc = applyOperation(base, setDataLayer, 'bivariate', 1);
  return applyOperation(doc, setBivariateValues, VALUES);
}

const onMaps = (doc: MapDocument) =>
  [doc.heatMap, doc.pixelDotMap, doc.categories, doc.bivariate].map((m) => m.active);

describe('bivariate map operations', () => {
  it('is a fourth data map: on, it turns the others off, and another turns it off', () => {
    let doc = applyOperation(base, setDataLayer, 'heatMap', 1);
    doc = applyOperation(doc, setDataLayer, 'bivariate', 2);
    expect(onMaps(doc)).toEqual([false, false, false, true]);
    expect(doc.bivariate.level).toBe(2);
    for (const kind of ['heatMap', 'pixelDotMap', 'categories'] as const) {
      const other = applyOperation(doc, setDataLayer, kind, 1);
      expect(other.bivariate.active).toBe(false);
      expect(onMaps(other).filter(Boolean)).toHaveLength(1);
    }
    expect(onMaps(applyOperation(doc, setDataLayer, 'none'))).toEqual([false, false, false, false]);
  });

  it('sets both columns and their titles in one change; the document stays valid', () => {
    const doc = withValues();
    expect(doc.bivariate).toMatchObject({ x: VALUES.x, y: VALUES.y, xTitle: 'Income', yTitle: 'Rent' });
    expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
    // A new import replaces both columns: a division left out has no number any more.
    const next = applyOperation(doc, setBivariateValues, { x: { '09': 5 }, y: { '09': 6 } });
    expect(next.bivariate).toMatchObject({ x: { '09': 5 }, y: { '09': 6 }, xTitle: 'Income' });
    expect(() => applyOperation(doc, setBivariateValues, { x: { '09': Number.NaN }, y: {} })).toThrow(
      /Not a number/,
    );
  });

  it('changes the palette, titles, limits (kept ascending), no-data colour and legend', () => {
    let doc = applyOperation(withValues(), setBivariateMap, {
      palette: 'green-blue',
      xTitle: 'Median income',
      xBreaks: [9, 3],
      noDataColor: '#EEEEEE',
      legendVisible: false,
    });
    expect(doc.bivariate).toMatchObject({
      palette: 'green-blue',
      xTitle: 'Median income',
      xBreaks: [3, 9],
      yBreaks: null,
      noDataColor: '#eeeeee',
      legendVisible: false,
    });
    doc = applyOperation(doc, setBivariateMap, { xBreaks: null });
    expect(doc.bivariate.xBreaks).toBeNull();
    expect(() => applyOperation(doc, setBivariateMap, { palette: 'rainbow' })).toThrow(
      /No bivariate palette/,
    );
    expect(() => applyOperation(doc, setBivariateMap, { noDataColor: 'grey' })).toThrow();
    expect(() => applyOperation(doc, setBivariateMap, { yBreaks: [1, Number.POSITIVE_INFINITY] })).toThrow();
    // A no-op makes no new document.
    expect(applyOperation(doc, setBivariateMap, { palette: 'green-blue', xBreaks: null })).toBe(doc);
  });

  it('each change is one undo step', () => {
    const editor = new Editor(base);
    editor.change((draft) => {
      setDataLayer(draft, 'bivariate', 1);
      setBivariateValues(draft, VALUES);
    });
    editor.apply(setBivariateMap, { palette: 'purple-gold' });
    editor.apply(setBivariateMap, { yBreaks: [15, 25] });
    editor.undo();
    expect(editor.document.bivariate).toMatchObject({ palette: 'purple-gold', yBreaks: null });
    editor.undo();
    expect(editor.document.bivariate.palette).toBe('blue-red');
    editor.undo();
    expect(editor.document.bivariate).toMatchObject({ active: false, x: {}, y: {} });
  });

  it('leaves the categorical map’s categories alone when it takes over', () => {
    let doc = applyOperation(base, setDataLayer, 'categories', 1);
    doc = applyOperation(doc, setCategoryValues, [{ name: 'A', members: ['09'] }]);
    doc = applyOperation(doc, setDataLayer, 'bivariate', 1);
    expect(doc.categories).toMatchObject({ active: false, values: { '09': 'A' } });
  });
});
