import { describe, expect, it } from 'vitest';
import { Editor } from '../../editor/editor';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import type { MapDocument } from '../schema';
import { timeMapOf, type TimeStep } from '../time-series';
import { applyOperation } from './apply-operation';
import { setDataLayer, setDataValue, setDataValues } from './data-layers';
import { moveElement } from './move-element';
import { clearTimeSeries, setStepDuration, setTimeLabel, setTimeSeries, setTimeStep } from './time-series';

const STEPS: TimeStep[] = [
  { label: '2000', values: { A: 1, B: 5 } },
  { label: '2010', values: { A: 3, B: 5 } },
  { label: '2020', values: { A: 9 } },
];

function timeMap(): MapDocument {
  const doc = applyOperation(createDocument('France'), setDataLayer, 'categories', 1);
  return applyOperation(doc, setTimeSeries, 2, STEPS);
}

describe('time map operations', () => {
  it('sets a series from an import: the first step shown, the heat map on at the level, a valid document', () => {
    const doc = timeMap();
    expect(doc.timeSeries.steps.map((s) => s.label)).toEqual(['2000', '2010', '2020']);
    expect(doc.timeSeries.current).toBe(0);
    expect([doc.heatMap.active, doc.heatMap.level, doc.categories.active]).toEqual([true, 2, false]);
    expect(doc.heatMap.values).toEqual({ A: 1, B: 5 });
    expect(timeMapOf(doc)).toBe(doc.timeSeries);
    expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
  });

  it('refuses a series of one step and bad values', () => {
    const doc = createDocument('France');
    expect(() => applyOperation(doc, setTimeSeries, 1, STEPS.slice(0, 1))).toThrow(/2 steps or more/);
    const bad = [STEPS[0], { label: '2010', values: { A: Number.NaN } }] as never;
    expect(() => applyOperation(doc, setTimeSeries, 1, bad)).toThrow();
  });

  it('a step copies its values into the heat map, a division without one losing its value', () => {
    let doc = applyOperation(timeMap(), setTimeStep, 2);
    expect(doc.timeSeries.current).toBe(2);
    expect(doc.heatMap.values).toEqual({ A: 9 });
    doc = applyOperation(doc, setTimeStep, 1);
    expect(doc.heatMap.values).toEqual({ A: 3, B: 5 });
    expect(() => applyOperation(doc, setTimeStep, 3)).toThrow(/No step 3/);
    expect(applyOperation(doc, setTimeStep, 1)).toBe(doc);
  });

  it('a value edited or imported on a time map is the current step’s too', () => {
    let doc = applyOperation(timeMap(), setTimeStep, 1);
    doc = applyOperation(doc, setDataValue, 'heatMap', 'A', 4);
    expect(doc.timeSeries.steps[1]?.values).toEqual({ A: 4, B: 5 });
    doc = applyOperation(doc, setDataValues, 'heatMap', { B: 7 });
    expect(doc.timeSeries.steps[1]?.values).toEqual({ B: 7 });
    expect(doc.timeSeries.steps[0]?.values).toEqual({ A: 1, B: 5 });
    doc = applyOperation(doc, setTimeStep, 0);
    doc = applyOperation(doc, setTimeStep, 1);
    expect(doc.heatMap.values).toEqual({ B: 7 });
  });

  it('changes the step duration and the label, refusing bad settings', () => {
    let doc = applyOperation(timeMap(), setStepDuration, 750);
    expect(doc.timeSeries.stepDuration).toBe(750);
    expect(() => applyOperation(doc, setStepDuration, 50)).toThrow();
    doc = applyOperation(doc, setTimeLabel, { visible: false, color: '#AA0000', position: { x: 10, y: 20 } });
    expect(doc.timeSeries.label).toMatchObject({
      visible: false,
      color: '#aa0000',
      position: { x: 10, y: 20 },
    });
    expect(() => applyOperation(doc, setTimeLabel, { color: 'red' })).toThrow(/Not a colour/);
    expect(() => applyOperation(doc, setTimeLabel, { fontSize: 1 })).toThrow();
  });

  it('clears the series: the heat map keeps the step shown', () => {
    const doc = applyOperation(applyOperation(timeMap(), setTimeStep, 1), clearTimeSeries);
    expect(doc.timeSeries.steps).toEqual([]);
    expect(doc.heatMap.values).toEqual({ A: 3, B: 5 });
    expect(timeMapOf(doc)).toBeUndefined();
  });

  it('each move is one undo step, and a scrub in a gesture is one', () => {
    const editor = new Editor(timeMap());
    editor.apply(setTimeStep, 1);
    editor.apply(setTimeStep, 2);
    editor.undo();
    expect(editor.document.timeSeries.current).toBe(1);
    expect(editor.document.heatMap.values).toEqual({ A: 3, B: 5 });
    editor.beginGesture();
    editor.apply(setTimeStep, 2);
    editor.apply(setTimeStep, 0);
    editor.apply(setTimeStep, 2);
    editor.mark();
    editor.undo();
    expect(editor.document.timeSeries.current).toBe(1);
    expect(editor.document.heatMap.values).toEqual({ A: 3, B: 5 });
    editor.redo();
    expect(editor.document.heatMap.values).toEqual({ A: 9 });
  });

  it('the step label moves with the move tool and the arrow keys, one undo step a drag', () => {
    const editor = new Editor(timeMap());
    const { x, y } = editor.document.timeSeries.label.position;
    editor.apply(moveElement, { kind: 'timeLabel' }, 12.5, -4);
    expect(editor.document.timeSeries.label.position).toEqual({ x: x + 12.5, y: y - 4 });
    editor.undo();
    expect(editor.document.timeSeries.label.position).toEqual({ x, y });
  });
});
