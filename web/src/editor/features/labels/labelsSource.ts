import type { MapDocument } from '@mapwright/core/document/schema';
import type { PlacedLabel } from '@mapwright/core/labels/place';
import { shownTerritories } from '@mapwright/core/document/territories';
import type { Composition } from '@mapwright/core/render/composition/compose-frame';
import type { SvgNode } from '@mapwright/core/render/svg-tree';

/** The render tree's labels group (the core's, drawn right after the map group), by its data-element. */
export function isLabelsGroup(node: SvgNode): boolean {
  return node.attrs['data-element'] === 'labels';
}

/** Whether any level's labels, or a territory's name, are on: without, the screen places nothing. */
export function labelsOn(doc: MapDocument): boolean {
  return (
    doc.labels[1].visible ||
    doc.labels[2].visible ||
    (doc.territoryLabels && shownTerritories(doc).length > 0)
  );
}

/** The labels placed for a document, and their group as every export draws it. */
export interface ScreenLabels {
  readonly placed: readonly PlacedLabel[];
  readonly group: SvgNode | undefined;
}

/**
 * The labels of the composition's document (and its territories' names): its labels part, placed for
 * its frame and zoom by the core as renderMap draws them into every export, so what the screen shows
 * is what a PNG, SVG or PDF of this frame shows.
 */
export function renderScreenLabels(composition: Composition): ScreenLabels {
  if (!labelsOn(composition.doc)) return { placed: [], group: undefined };
  return { placed: composition.placedLabels, group: composition.part('labels').nodes[0] };
}
