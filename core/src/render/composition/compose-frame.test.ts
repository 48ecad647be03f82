import { describe, expect, it, vi } from 'vitest';
import { createAnnotation } from '../../document/annotation-defaults';
import { createDocument } from '../../document/defaults';
import { addAnnotation } from '../../document/operations/annotations';
import { setLayerOrder } from '../../document/operations/layers';
import { paintDivision } from '../../document/operations/paint';
import { groupIntoTerritory } from '../../document/operations/territories';
import { setTitle } from '../../document/operations/text-blocks';
import { setShownDivisions } from '../../document/operations/shown-divisions';
import { addZoomInset, moveZoomInset, setInsetHidden } from '../../document/operations/insets';
import type { MapDocument } from '../../document/schema';
import type { DocumentChanges } from '../../editor/changes';
import { Editor } from '../../editor/editor';
import { projectCountry } from '../../geo/project';
import { twoSquaresTopology } from '../../geo/test-topology';
import type * as InsetGeometry from '../inset-geometry';
import { renderMap } from '../render-map';
import type * as RenderTerritories from '../render-territories';
import { toSvgString } from '../to-svg-string';
import { composeFrame } from './compose-frame';
import { partsInvalidatedBy, type PartName } from './parts';
import { serialiseFrame } from './serialise-frame';

/** The core's inset geometry and territories, their calls counted. */
const derived = vi.hoisted(() => ({ count: 0 }));
const drawn = vi.hoisted(() => ({ territories: 0 }));
vi.mock('../render-territories', async (importOriginal) => {
  const real: typeof RenderTerritories = await importOriginal();
  return {
    ...real,
    renderTerritories: (...args: Parameters<typeof real.renderTerritories>) => {
      drawn.territories++;
      return real.renderTerritories(...args);
    },
  };
});
vi.mock('../inset-geometry', async (importOriginal) => {
  const real: typeof InsetGeometry = await importOriginal();
  return {
    ...real,
    insetGeometry: (...args: Parameters<typeof real.insetGeometry>) => {
      derived.count++;
      return real.insetGeometry(...args);
    },
  };
});

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });

function doc(): MapDocument {
  return createDocument('France');
}

/** The document after one editor step, and what the step touched. */
function step<Args extends readonly unknown[]>(
  from: MapDocument,
  operation: (draft: never, ...args: Args) => void,
  ...args: Args
): { doc: MapDocument; changes: DocumentChanges } {
  const editor = new Editor(from);
  let changes: DocumentChanges | undefined;
  editor.subscribe((change) => {
    if (change.document) changes = change.document;
  });
  editor.apply(operation as never, ...(args as never as []));
  if (!changes) throw new Error('the step changed nothing');
  return { doc: editor.document, changes };
}

const MAP_PARTS: readonly PartName[] = [
  'context',
  'pixelGrid',
  'levels',
  'territories',
  'heatOverlays',
  'symbols',
  'insetFrames',
  'zoomInsets',
  'insetGrips',
  'labels',
];

describe('composeFrame (one composition of a frame)', () => {
  it('names its parts in drawing order, the layers in the document’s order', () => {
    const names = composeFrame(doc(), geometry).parts.map((part) => part.name);
    expect(names).toEqual([
      'patterns',
      'background',
      ...MAP_PARTS,
      'annotations',
      'legend',
      'heatBar',
      'texts',
      'timeLabel',
    ]);
    const reordered = step(doc(), setLayerOrder, ['titles', 'map', 'legend', 'annotations']).doc;
    expect(composeFrame(reordered, geometry).parts.map((part) => part.name)).toEqual([
      'patterns',
      'background',
      'texts',
      'timeLabel',
      ...MAP_PARTS,
      'legend',
      'heatBar',
      'annotations',
    ]);
  });

  it('serialises to renderMap’s tree, the map-space parts inside the map group, an omitted part’s nodes left out', () => {
    const territory = step(doc(), groupIntoTerritory, {
      name: 'T',
      level: 1,
      members: ['A'],
      fill: '#ff7f00',
    }).doc;
    const composition = composeFrame(territory, geometry);
    const tree = serialiseFrame(composition);
    expect(toSvgString(tree)).toBe(toSvgString(renderMap(territory, geometry)));
    const map = tree.children?.find((child) => child.key === 'map');
    const inMap = MAP_PARTS.filter((name) => name !== 'labels').flatMap(
      (name) => composition.part(name).nodes,
    );
    expect(map?.children).toEqual(inMap);
    expect(composition.part('territories').nodes).toHaveLength(1);
    const without = serialiseFrame(composition, new Set(['territories']));
    const mapWithout = without.children?.find((child) => child.key === 'map');
    expect(mapWithout?.children?.map((n) => n.key)).toEqual(
      inMap.filter((n) => !composition.part('territories').nodes.includes(n)).map((n) => n.key),
    );
  });

  it('says which parts each kind of change invalidates', () => {
    const invalidated = (s: { changes: DocumentChanges }) => [...partsInvalidatedBy(s.changes)].sort();
    // A paint: what shows or follows the fills, not the territories, overlays, inset frames or texts.
    expect(invalidated(step(doc(), paintDivision, 1, 'A', '#ff0000'))).toEqual(
      ['heatBar', 'labels', 'legend', 'levels', 'patterns', 'pixelGrid', 'zoomInsets'].sort(),
    );
    // An annotation: its own part and what keeps clear of it.
    const note = createAnnotation('text', { kind: 'frame', x: 10, y: 10 } as const, { id: 'n1' });
    const annotated = invalidated(step(doc(), addAnnotation, note));
    expect(annotated).toEqual(['annotations', 'heatBar', 'labels', 'legend', 'texts'].sort());
    // A territory: the territories and what they colour or make way for.
    const grouped = invalidated(
      step(doc(), groupIntoTerritory, { name: 'T', level: 1, members: ['A'], fill: '#ff7f00' }),
    );
    expect(grouped).toContain('territories');
    expect(grouped).not.toContain('heatOverlays');
    expect(grouped).not.toContain('annotations');
    expect(grouped).not.toContain('texts');
    // A new title moves the fitted map: every map-space part, and the texts (the time label takes
    // the title's font).
    expect(invalidated(step(doc(), setTitle, 'A map'))).toEqual(
      [...MAP_PARTS, 'patterns', 'annotations', 'legend', 'heatBar', 'texts', 'timeLabel'].sort(),
    );
  });

  it('keeps the parts a change did not invalidate, drawing the same frame as a fresh composition', () => {
    const before = composeFrame(doc(), geometry);
    const painted = step(doc(), paintDivision, 1, 'A', '#ff0000');
    const after = composeFrame(
      painted.doc,
      geometry,
      {},
      {
        previous: before,
        invalidated: partsInvalidatedBy(painted.changes),
      },
    );
    expect(after.part('territories')).toBe(before.part('territories'));
    expect(after.part('texts')).toBe(before.part('texts'));
    expect(after.part('levels')).not.toBe(before.part('levels'));
    expect(toSvgString(serialiseFrame(after))).toBe(toSvgString(renderMap(painted.doc, geometry)));
  });

  it('recomposed after any kind of step, draws what a fresh composition draws (each part lists every input it reads)', () => {
    const zoom = {
      id: 'z',
      caption: 'Zoom',
      area: [0, 0, 10, 10] as [number, number, number, number],
      x: 100,
      y: 50,
      zoom: 4,
      showArea: true,
    };
    const zoomed = step(doc(), addZoomInset, zoom);
    const note = createAnnotation('text', { kind: 'frame', x: 10, y: 10 } as const, { id: 'n1' });
    const steps = [
      [doc(), step(doc(), paintDivision, 1, 'A', '#ff0000')],
      [doc(), zoomed],
      [zoomed.doc, step(zoomed.doc, moveZoomInset, 'z', 20, 10)],
      [doc(), step(doc(), addAnnotation, note)],
      [doc(), step(doc(), groupIntoTerritory, { name: 'T', level: 1, members: ['A'], fill: '#ff7f00' })],
      [doc(), step(doc(), setTitle, 'A map')],
      [doc(), step(doc(), setShownDivisions, ['B'])],
    ] as const;
    for (const [from, { doc: to, changes }] of steps) {
      const previous = composeFrame(from, geometry);
      for (const part of previous.parts) expect(part.nodes).toBeDefined();
      const again = composeFrame(to, geometry, {}, { previous, invalidated: partsInvalidatedBy(changes) });
      const fresh = composeFrame(to, geometry);
      expect(toSvgString(serialiseFrame(again))).toBe(toSvgString(serialiseFrame(fresh)));
    }
  });

  it('derives the inset geometry once per document’s inset fields and geometry, for every part and caller', () => {
    const start = doc();
    derived.count = 0;
    const composition = composeFrame(start, geometry, { cellGeometry: geometry, labelGeometry: geometry });
    for (const part of composition.parts) void part.nodes;
    renderMap(start, geometry);
    expect(derived.count).toBe(1);
    // A paint leaves the inset fields as they were: nothing is derived again.
    composeFrame(step(start, paintDivision, 1, 'A', '#ff0000').doc, geometry);
    expect(derived.count).toBe(1);
    // Hiding an inset changes them: derived once more.
    const hidden = step(start, setInsetHidden, 'any', true).doc;
    composeFrame(hidden, geometry);
    renderMap(hidden, geometry);
    expect(derived.count).toBe(2);
  });

  it('draws each part once, when it is first read', () => {
    drawn.territories = 0;
    const composition = composeFrame(step(doc(), setTitle, 'Lazy').doc, geometry);
    expect(drawn.territories).toBe(0);
    const territories = composition.part('territories');
    expect(territories.nodes).toBe(territories.nodes);
    serialiseFrame(composition);
    expect(drawn.territories).toBe(1);
  });
});
