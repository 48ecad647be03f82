import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { FRAME_PRESETS, type FramePreset } from '../document/frame';
import { applyOperation } from '../document/operations/apply-operation';
import { setDataLayer, setDataValues } from '../document/operations/data-layers';
import { setFrame } from '../document/operations/frame';
import { placeAutomatically } from '../document/operations/hand-placed';
import { moveLegend, setLegendLabel } from '../document/operations/legend';
import { moveElement } from '../document/operations/move-element';
import { paintDivision } from '../document/operations/paint';
import { setText } from '../document/operations/text-blocks';
import type { MapDocument } from '../document/schema';
import type { ProjectedCountry } from '../geo/project';
import type { Box } from '../labels/box';
import { labelObstacles, legendExtent } from '../labels/obstacles';
import { insetArrangementFor } from './inset-arrangement';
import { insetGeometry } from './inset-geometry';
import { drawnKeyOffset, handPlacedKeysInTheWay, withKeysPlaced } from './legend-placement';
import { renderMap } from './render-map';
import type { SvgNode } from './svg-tree';
import { FRANCE_BUILT, loadFrance } from './test-france';
import { mapTransform } from './transform';
import { DEFAULT_PLACEMENT } from '../document/placement';
import { heatBarBox } from './render-heat-bar';

let france: ProjectedCountry;
beforeAll(async () => {
  if (FRANCE_BUILT) france = (await loadFrance())!;
});

const COLOURS = ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00'];
const LABELS = ['Auvergne-Rhône-Alpes and more', 'Second', 'Third', 'Fourth', 'Fifth'];

/** The map: France on the desktop's frame, its regions painted and labelled, a subtitle and a source. */
function composed(): MapDocument {
  let doc = createDocument('France') as MapDocument;
  france.level1!.divisions.forEach((d, i) => {
    doc = applyOperation(doc, paintDivision, 1, d.id, COLOURS[i % COLOURS.length]!);
  });
  COLOURS.forEach((c, i) => (doc = applyOperation(doc, setLegendLabel, c, LABELS[i]!)));
  doc = applyOperation(doc, setText, 'subtitle', 'Regions and overseas, 2026');
  doc = applyOperation(doc, setText, 'credit', 'Source: INSEE');
  return doc;
}

function withHeatMap(doc: MapDocument): MapDocument {
  const values = Object.fromEntries(france.level1!.divisions.map((d, i) => [d.id, i * 10]));
  return applyOperation(applyOperation(doc, setDataLayer, 'heatMap', 1), setDataValues, 'heatMap', values);
}

const find = (node: SvgNode, element: string): SvgNode | undefined =>
  node.attrs['data-element'] === element
    ? node
    : (node.children ?? []).map((c) => find(c, element)).find(Boolean);

function translateOf(node: SvgNode): { x: number; y: number } {
  const match = /translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(String(node.attrs.transform));
  return { x: Number(match![1]), y: Number(match![2]) };
}

/** The boxes the drawn frame holds (frame px): keys as drawn, insets, titles and credit. */
function drawnBoxes(doc: MapDocument) {
  const tree = renderMap(doc, france, { forExport: true });
  const placed = withKeysPlaced(doc, france);
  const legendAt = translateOf(find(tree, 'legend')!);
  const size = legendExtent(doc)!;
  const legend: Box = [legendAt.x, legendAt.y, legendAt.x + size.width, legendAt.y + size.height];
  const bar = heatBarBox(placed, true);
  const heatBar: Box | undefined = bar && [bar.x, bar.y, bar.x + bar.width, bar.y + bar.height];
  const geometry = insetGeometry(doc.insets, france, insetArrangementFor(doc, france));
  const t = mapTransform({ ...doc, placement: DEFAULT_PLACEMENT }, geometry);
  const insets = (geometry.insets ?? []).map((inset): Box => [
    inset.box[0] * t.scale + t.x,
    inset.box[1] * t.scale + t.y,
    inset.box[2] * t.scale + t.x,
    inset.box[3] * t.scale + t.y,
  ]);
  const texts = labelObstacles(doc, geometry, '', { keys: false }).boxes;
  return { legend, heatBar, insets, texts, legendAt };
}

const overlap = (a: Box, b: Box) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];
const inside = (a: Box, doc: MapDocument) =>
  a[0] >= 0 && a[1] >= 0 && a[2] <= doc.frame.width && a[3] <= doc.frame.height;

describe.skipIf(!FRANCE_BUILT)('the legend and heat bar placed by the editor', () => {
  it('reproduces the issue: on the Square post frame the legend no longer covers Martinique and Guyane', () => {
    const doc = applyOperation(composed(), setFrame, 'square-post');
    // The column stays on a square frame with a subtitle: the stored place is over its boxes.
    expect(insetArrangementFor(doc, france)).toBe('pipeline');
    const { legend, insets, texts } = drawnBoxes(doc);
    for (const box of [...insets, ...texts]) expect(overlap(legend, box)).toBe(false);
    expect(inside(legend, doc)).toBe(true);
  });

  it('overlaps nothing on every frame preset, with the heat bar too', () => {
    for (const preset of FRAME_PRESETS.filter((p): p is Exclude<FramePreset, 'custom'> => p !== 'custom')) {
      const doc = applyOperation(withHeatMap(composed()), setFrame, preset);
      const { legend, heatBar, insets, texts } = drawnBoxes(doc);
      expect(heatBar, preset).toBeDefined();
      for (const key of [legend, heatBar!]) {
        expect(inside(key, doc), preset).toBe(true);
        for (const box of [...insets, ...texts]) expect(overlap(key, box), preset).toBe(false);
      }
      expect(overlap(legend, heatBar!), preset).toBe(false);
    }
  });

  it('leaves a legend where it is stored when that place is free', () => {
    let doc = createDocument('France') as MapDocument;
    doc = applyOperation(doc, paintDivision, 1, france.level1!.divisions[0]!.id, '#e41a1c');
    expect(withKeysPlaced(doc, france)).toBe(doc);
    expect(drawnBoxes(doc).legendAt).toEqual(doc.legend.position);
  });

  it('keeps a legend the user moved where it is, and says when it is in the way', () => {
    const moved = applyOperation(composed(), moveLegend, 5, 0);
    expect(moved.handPlaced).toEqual(['legend']);
    const square = applyOperation(moved, setFrame, 'square-post');
    expect(drawnBoxes(square).legendAt).toEqual(square.legend.position);
    expect(handPlacedKeysInTheWay(square, france)).toEqual(['legend']);
    // "Place automatically" gives it back to the editor, which takes it out of the way.
    const auto = applyOperation(square, placeAutomatically, 'legend');
    expect(auto.handPlaced).toEqual([]);
    expect(handPlacedKeysInTheWay(auto, france)).toEqual([]);
    const { legend, insets } = drawnBoxes(auto);
    for (const box of insets) expect(overlap(legend, box)).toBe(false);
  });

  it('a move of a placed legend starts where it is drawn and places it by hand', () => {
    const doc = applyOperation(composed(), setFrame, 'square-post');
    const drawn = withKeysPlaced(doc, france).legend.position;
    const offset = drawnKeyOffset(doc, france, '', 'legend');
    expect(offset.dx !== 0 || offset.dy !== 0).toBe(true);
    const moved = applyOperation(doc, moveElement, { kind: 'legend' }, offset.dx + 3, offset.dy - 4);
    expect(moved.handPlaced).toEqual(['legend']);
    expect(moved.legend.position.x).toBeCloseTo(drawn.x + 3, 1);
    expect(moved.legend.position.y).toBeCloseTo(drawn.y - 4, 1);
    const bar = applyOperation(withHeatMap(doc), moveElement, { kind: 'heatBar' }, 1, 1);
    expect(bar.handPlaced).toEqual(['heatBar']);
  });
});
