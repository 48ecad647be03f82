import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { DEFAULT_PATTERN_STYLE, type PatternStyle } from '../patterns';
import type { MapDocument } from '../schema';
import { Editor } from '../../editor/editor';
import { applyOperation } from './apply-operation';
import { editPattern } from './edit-pattern';
import { overlayPattern } from './heat-overlays';
import { hatchNoData, NO_DATA_HATCH, paintWithPattern } from './paint';
import { setDataLayer } from './data-layers';
import { setLegendLabel } from './legend';

const STRIPES: PatternStyle = { ...DEFAULT_PATTERN_STYLE, foreground: '#0072b2' };

function paintedTwo(): MapDocument {
  const doc = applyOperation(createDocument('France'), paintWithPattern, 1, ['A', 'B'], STRIPES);
  return applyOperation(doc, setLegendLabel, 'pattern:p1', 'Forest');
}

describe('editPattern (decision "A painted pattern is edited in place")', () => {
  it('changes the definition, so every division painted with it takes the new look; fills and label stay', () => {
    const doc = applyOperation(paintedTwo(), editPattern, 'p1', {
      angle: -30,
      kind: 'crosshatch',
      scale: 'page',
    });
    expect(doc.patterns).toEqual([{ ...STRIPES, id: 'p1', angle: -30, kind: 'crosshatch', scale: 'page' }]);
    expect(doc.levels[1].fills).toEqual({ A: 'pattern:p1', B: 'pattern:p1' });
    expect(doc.legend.entries).toEqual({ 'pattern:p1': 'Forest' });
  });

  it('refuses an unknown pattern and a look out of bounds, changing nothing', () => {
    const doc = paintedTwo();
    expect(() => applyOperation(doc, editPattern, 'p9', { angle: 0 })).toThrow(/No pattern "p9"/);
    expect(() => applyOperation(doc, editPattern, 'p1', { width: 0 })).toThrow(/Not a pattern/);
  });

  it('an overlay keeps no background, the no-data hatch keeps the no-data colour', () => {
    let doc: MapDocument = applyOperation(createDocument('France'), setDataLayer, 'heatMap', 1);
    doc = applyOperation(doc, overlayPattern, 1, ['A'], STRIPES);
    doc = applyOperation(doc, editPattern, 'p1', { background: '#ff0000', gap: 9 });
    expect(doc.patterns[0]).toMatchObject({ background: null, gap: 9 });
    doc = applyOperation(doc, hatchNoData, NO_DATA_HATCH);
    const hatch = doc.heatMap.noDataPattern as string;
    doc = applyOperation(doc, editPattern, hatch, { background: null, angle: 10 });
    expect(doc.patterns.find((p) => p.id === hatch)).toMatchObject({
      background: doc.heatMap.noDataColor,
      angle: 10,
    });
  });

  it('a drag of a field between beginGesture and mark is one undo step', () => {
    const editor = new Editor(paintedTwo());
    editor.beginGesture();
    for (const angle of [50, 55, 60]) editor.apply(editPattern, 'p1', { angle });
    editor.mark();
    expect(editor.document.patterns[0]?.angle).toBe(60);
    editor.undo();
    expect(editor.document.patterns[0]?.angle).toBe(45);
  });

  it('the editor edits the pattern opened for editing, and paints with its new look from then on', () => {
    const editor = new Editor(paintedTwo());
    expect(editor.editOpenPattern({ angle: 0 })).toBe(false);
    editor.openPatternEdit('p1');
    expect(editor.session.editedPattern).toBe('p1');
    expect(editor.session.pattern).toEqual(STRIPES);
    expect(editor.editOpenPattern({ angle: 0 })).toBe(true);
    expect(editor.session.pattern).toEqual({ ...STRIPES, angle: 0 });
    editor.paint('C', 1);
    expect(editor.document.levels[1].fills).toEqual({ A: 'pattern:p1', B: 'pattern:p1', C: 'pattern:p1' });
    expect(() => editor.openPatternEdit('p7')).toThrow(/No pattern/);
  });
});
