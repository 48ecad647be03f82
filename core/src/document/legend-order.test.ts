import { describe, expect, it } from 'vitest';
import { Editor } from '../editor/editor';
import { createDocument } from './defaults';
import { coloursInUse, legendEntries } from './legend-entries';
import { MAX_LEGEND_ORDER } from './legend';
import { inLegendOrder, movedInLegendOrder } from './legend-order';
import { applyOperation } from './operations/apply-operation';
import { clearDivision, paintDivision, paintDivisions } from './operations/paint';
import { moveLegendEntry, recolourLegendEntry } from './operations/legend';
import { mapDocumentSchema, type MapDocument } from './schema';

const [ZETA, ALPHA, MID, GONE] = ['#d55e00', '#0072b2', '#009e73', '#cc79a7'] as const;

/** Germany with Zeta, Alpha, Mid painted in that order on ids JavaScript would sort the other way. */
function zetaAlphaMid(): MapDocument {
  let doc: MapDocument = createDocument('Germany');
  doc = applyOperation(doc, paintDivision, 1, '16', ZETA);
  doc = applyOperation(doc, paintDivision, 1, '09', ALPHA);
  return applyOperation(doc, paintDivision, 1, '14', MID);
}

describe('inLegendOrder', () => {
  it('orders as listed, unlisted colours last and sorted, whatever order they come in', () => {
    expect(inLegendOrder([ZETA, GONE, ALPHA], [ALPHA, '#222222', ZETA, '#111111'])).toEqual([
      ZETA,
      ALPHA,
      '#111111',
      '#222222',
    ]);
    expect(inLegendOrder([], [])).toEqual([]);
  });
});

describe('movedInLegendOrder', () => {
  it('permutes the shown colours among their slots; colours out of use keep their place', () => {
    expect(movedInLegendOrder([ZETA, GONE, ALPHA, MID], [ZETA, ALPHA, MID], MID, 0)).toEqual([
      MID,
      GONE,
      ZETA,
      ALPHA,
    ]);
    expect(movedInLegendOrder([ZETA, GONE, ALPHA, MID], [ZETA, ALPHA, MID], ZETA, 99)).toEqual([
      ALPHA,
      GONE,
      MID,
      ZETA,
    ]);
  });

  it('lists shown colours the order missed, and answers undefined when nothing moves', () => {
    expect(movedInLegendOrder([ZETA], [ZETA, ALPHA], ALPHA, 0)).toEqual([ALPHA, ZETA]);
    expect(movedInLegendOrder([ZETA, ALPHA], [ZETA, ALPHA], ZETA, 0)).toBeUndefined();
    expect(movedInLegendOrder([ZETA, ALPHA], [ZETA, ALPHA], GONE, 0)).toBeUndefined();
  });
});

describe('legend order in operations', () => {
  it('lists colours in the order first painted, even on integer-like ids', () => {
    const doc = zetaAlphaMid();
    expect(Object.values(doc.levels[1].fills)).toEqual([MID, ZETA, ALPHA]); // the keys' order lies
    expect(doc.legend.order).toEqual([ZETA, ALPHA, MID]);
    expect(coloursInUse(doc)).toEqual([ZETA, ALPHA, MID]);
    expect(mapDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('lists a colour once however many divisions take it, and never repaints the order needlessly', () => {
    const doc = applyOperation(zetaAlphaMid(), paintDivisions, 1, ['01', '02', '13'], ALPHA);
    expect(doc.legend.order).toEqual([ZETA, ALPHA, MID]);
    const again = applyOperation(doc, paintDivision, 1, '01', ALPHA);
    expect(again).toBe(doc);
    expect(() => applyOperation(doc, paintDivisions, 1, ['01', '__proto__'], GONE)).toThrow(RangeError);
  });

  it('forgets colours out of use first when the order is full', () => {
    const doc = zetaAlphaMid();
    const unused = Array.from(
      { length: MAX_LEGEND_ORDER - 3 },
      (_, i) => `#${(i + 1).toString(16).padStart(6, '0')}ff`,
    );
    const full: MapDocument = { ...doc, legend: { ...doc.legend, order: [...doc.legend.order, ...unused] } };
    expect(mapDocumentSchema.safeParse(full).success).toBe(true);
    const next = applyOperation(full, paintDivision, 2, '13004', GONE);
    expect(next.legend.order).toEqual([ZETA, ALPHA, MID, GONE]);
  });

  it('brings a colour back in its place after it went out of use', () => {
    const cleared = applyOperation(zetaAlphaMid(), clearDivision, 1, '16');
    expect(coloursInUse(cleared)).toEqual([ALPHA, MID]);
    const back = applyOperation(cleared, paintDivision, 1, '01', ZETA);
    expect(coloursInUse(back)).toEqual([ZETA, ALPHA, MID]);
  });

  it('moves an entry among those shown', () => {
    const doc = zetaAlphaMid();
    const moved = applyOperation(doc, moveLegendEntry, MID, 0);
    expect(legendEntries(moved).map((entry) => entry.colour)).toEqual([MID, ZETA, ALPHA]);
    expect(applyOperation(moved, moveLegendEntry, MID.toUpperCase(), 1).legend.order).toEqual([
      ZETA,
      MID,
      ALPHA,
    ]);
    expect(applyOperation(doc, moveLegendEntry, ZETA, 0)).toBe(doc);
  });

  it('keeps an entry’s place when it is recoloured, or merges it into the colour it takes', () => {
    const doc = zetaAlphaMid();
    expect(applyOperation(doc, recolourLegendEntry, ALPHA, GONE).legend.order).toEqual([ZETA, GONE, MID]);
    expect(applyOperation(doc, recolourLegendEntry, ZETA, MID).legend.order).toEqual([ALPHA, MID]);
    // A colour listed but out of use is taken over in the recoloured entry's place.
    const stale = applyOperation(applyOperation(doc, clearDivision, 1, '16'), recolourLegendEntry, MID, ZETA);
    expect(stale.legend.order).toEqual([ALPHA, ZETA]);
  });

  it('makes each reorder one undo step in the editor', () => {
    const editor = Editor.forCountry('Germany');
    editor.apply(paintDivision, 1, '16', ZETA);
    editor.apply(paintDivision, 1, '09', ALPHA);
    editor.apply(paintDivision, 1, '14', MID);
    editor.apply(moveLegendEntry, MID, 0);
    editor.apply(moveLegendEntry, ALPHA, 0);
    expect(coloursInUse(editor.document)).toEqual([ALPHA, MID, ZETA]);
    editor.undo();
    expect(coloursInUse(editor.document)).toEqual([MID, ZETA, ALPHA]);
    editor.undo();
    expect(coloursInUse(editor.document)).toEqual([ZETA, ALPHA, MID]);
    editor.redo();
    expect(coloursInUse(editor.document)).toEqual([MID, ZETA, ALPHA]);
  });
});
