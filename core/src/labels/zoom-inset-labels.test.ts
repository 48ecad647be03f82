import { beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { MapDocument, MapDocumentData } from '../document/schema';
import type { ProjectedCountry } from '../geo/project';
import { capitalInset } from '../render/capital-insets';
import { renderMap } from '../render/render-map';
import { zoomInsetFrameBoxes } from '../render/render-zoom-insets';
import { findNodes, type SvgNode } from '../render/svg-tree';
import { FRANCE_BUILT, loadFrance } from '../render/test-france';
import { mapTransform } from '../render/transform';
import { insetArrangementFor } from '../render/inset-arrangement';
import { insetGeometry } from '../render/inset-geometry';
import { boxInside, boxesOverlap } from './box';
import { placeLabels } from './place';
import { placeZoomInsetLabels } from './zoom-inset-labels';

let france: ProjectedCountry;
beforeAll(async () => {
  if (FRANCE_BUILT) france = (await loadFrance())!;
});

/** France's départements shown and labelled, with the one-click Paris zoom inset. */
function departements(withInset: boolean): MapDocument {
  const doc: MapDocumentData = createDocument('France');
  doc.levels[1].style.visible = false;
  doc.levels[2].style.visible = true;
  doc.activeLevel = 2;
  doc.labels[2].visible = true;
  if (withInset) doc.zoomInsets = [capitalInset('France', [france.level1, france.level2])!];
  return doc as MapDocument;
}

/** The text as read out of the SVG (its lines' tspans joined). */
const textOf = (node: SvgNode): string => node.text ?? (node.children ?? []).map(textOf).join('');

describe.skipIf(!FRANCE_BUILT)(
  'labels in insets (decision "Annotations and labels follow the insets")',
  () => {
    it('leaves an overseas box’s one division to its caption, and keeps every other label out of the boxes', () => {
      // Decision "An inset shows what the map shows at that place": one name per box.
      for (const level of [1, 2] as const) {
        const doc = departements(false) as MapDocumentData;
        doc.levels[1].style.visible = level === 1;
        doc.levels[2].style.visible = level === 2;
        doc.labels[level].visible = true;
        const laidOut = insetGeometry(doc.insets, france, insetArrangementFor(doc as MapDocument, france));
        const labels = placeLabels(doc as MapDocument, laidOut);
        const t = mapTransform(doc as MapDocument, laidOut);
        expect(labels.length).toBeGreaterThan(5);
        for (const inset of laidOut.insets!) {
          const [x0, y0, x1, y1] = inset.box;
          const frame = [
            x0 * t.scale + t.x,
            y0 * t.scale + t.y,
            x1 * t.scale + t.x,
            y1 * t.scale + t.y,
          ] as const;
          for (const label of labels) {
            expect(label.lines.join(' ').toLowerCase(), `${level}: ${inset.id}`).not.toContain(
              inset.caption.toLowerCase().replace(/^la /, ''),
            );
            // Wholly inside a box or clear of it: never across its edge.
            if (boxesOverlap(label.box, frame)) expect(boxInside(label.box, frame), label.id).toBe(true);
          }
        }
      }
    });

    it('labels the Paris zoom inset’s copies at the box’s scale, inside the box; the map’s labels keep out of it', () => {
      const doc = departements(true);
      const zoomed = placeZoomInsetLabels(doc, france);
      const [box] = zoomInsetFrameBoxes(doc, mapTransform(doc, france));
      const ids = zoomed.map((l) => l.id);
      expect(ids).toEqual(expect.arrayContaining(['FR-75', 'FR-92', 'FR-93', 'FR-94']));
      for (const label of zoomed) {
        expect(label.inset).toBe('paris');
        expect(boxInside(label.box, box!)).toBe(true);
      }
      for (const label of placeLabels(doc, france)) expect(boxesOverlap(label.box, box!)).toBe(false);
      // Without the inset the map cannot label Hauts-de-Seine at all: the copy is what shows its name.
      expect(placeLabels(departements(false), france).some((l) => l.id === 'FR-92')).toBe(false);
    });

    it('renderMap draws them (so every export has them) with data-zoom-label', () => {
      const doc = departements(true);
      const tree = renderMap(doc, france, { forExport: true });
      const texts = findNodes(tree, (n) => n.attrs['data-zoom-label'] === 'FR-92');
      expect(texts).toHaveLength(1);
      expect(textOf(texts[0]!)).toContain('Hauts-de-Seine');
      expect(texts[0]!.attrs['data-zoom-label-inset']).toBe('paris');
    });

    it('places none without zoom insets or without labels', () => {
      expect(placeZoomInsetLabels(departements(false), france)).toEqual([]);
      const off = departements(true) as MapDocumentData;
      off.labels[2].visible = false;
      expect(placeZoomInsetLabels(off as MapDocument, france)).toEqual([]);
    });
  },
);
