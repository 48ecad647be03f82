import { describe, expect, it } from 'vitest';
import { heatScaleOf } from '../data/heat-scale';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { setHeatMap } from '../document/operations/data-layers';
import { setTimeLabel, setTimeSeries, setTimeStep } from '../document/operations/time-series';
import type { MapDocument } from '../document/schema';
import { heatSpanOf } from '../document/time-series';
import type { DocumentChanges } from '../editor/changes';
import { Editor } from '../editor/editor';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { partsInvalidatedBy } from './composition/parts';
import { dataFillOf } from './data-fill';
import { renderMap } from './render-map';
import { findNodes } from './svg-tree';
import { timeSeriesFills } from './time-series-fills';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });

// Division X keeps the value 50 throughout; the others move the range.
const STEPS = [
  { label: '2000', values: { X: 50, Y: 0, Z: 10 } },
  { label: '2010', values: { X: 50, Y: 20, Z: 30 } },
  { label: '2020', values: { X: 50, Y: 90, Z: 100 } },
];

function timeMap(classification: 'quantile' | 'equalInterval' | 'naturalBreaks' | 'continuous'): MapDocument {
  const doc = applyOperation(createDocument('France'), setTimeSeries, 1, STEPS);
  return applyOperation(doc, setHeatMap, { classification, classes: 4 });
}

const labelText = (doc: MapDocument) =>
  findNodes(renderMap(doc, geometry), (n) => n.attrs['data-element'] === 'time-label').map(
    (n) => n.children?.join('') ?? n.text,
  );

describe('a time map', () => {
  it.each(['quantile', 'equalInterval', 'naturalBreaks', 'continuous'] as const)(
    'classes span every step (%s): the same value has the same colour at steps 1 and 3',
    (classification) => {
      const first = timeMap(classification);
      const third = applyOperation(first, setTimeStep, 2);
      expect(dataFillOf(first, 1, 'X')).toBe(dataFillOf(third, 1, 'X'));
      expect(dataFillOf(first, 1, 'Y')).not.toBe(dataFillOf(third, 1, 'Y'));
      // The scale is the series', built once: moving the step reuses it.
      expect(heatScaleOf(third.heatMap, heatSpanOf(third))).toBe(
        heatScaleOf(first.heatMap, heatSpanOf(first)),
      );
      expect(heatScaleOf(third.heatMap, heatSpanOf(third)).domain).toEqual([0, 100]);
    },
  );

  it('draws the current step’s label, and none when hidden or without a series', () => {
    const doc = timeMap('quantile');
    expect(labelText(doc)).toEqual(['2000']);
    expect(labelText(applyOperation(doc, setTimeStep, 2))).toEqual(['2020']);
    expect(labelText(applyOperation(doc, setTimeLabel, { visible: false }))).toEqual([]);
    expect(labelText(createDocument('France'))).toEqual([]);
  });

  it('a step change invalidates the fills’ levels and the label, not the title', () => {
    const editor = new Editor(timeMap('quantile'));
    let changes: DocumentChanges | undefined;
    editor.subscribe((change) => (changes = change.document ?? undefined));
    editor.apply(setTimeStep, 1);
    const parts = partsInvalidatedBy(changes as DocumentChanges);
    expect(parts.has('timeLabel')).toBe(true);
    expect(parts.has('levels')).toBe(true);
    expect(parts.has('texts')).toBe(false);
  });
});

describe('a time map’s fills per step', () => {
  it('lists the divisions whose fill changes, with their fill at every step', () => {
    const doc = timeMap('quantile');
    const fills = timeSeriesFills(doc, [{ id: 'X' }, { id: 'Y' }, { id: 'Z' }, { id: 'W' }]);
    expect(fills?.ids).toEqual(['Y', 'Z']);
    expect(fills?.steps.map((s) => s.label)).toEqual(['2000', '2010', '2020']);
    for (const [i, step] of (fills?.steps ?? []).entries()) {
      const shown = applyOperation(doc, setTimeStep, i);
      expect(step.fills.map((c) => fills?.colours[c])).toEqual([
        dataFillOf(shown, 1, 'Y'),
        dataFillOf(shown, 1, 'Z'),
      ]);
    }
    expect(timeSeriesFills(createDocument('France'), [{ id: 'X' }])).toBeUndefined();
  });
});
