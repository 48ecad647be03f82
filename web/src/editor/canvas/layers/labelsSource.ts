import { withKeysPlaced } from '@mapwright/core/render/legend-placement';
import type { MapDocument } from '@mapwright/core/document/schema';
import { placeLabels, type PlacedLabel } from '@mapwright/core/labels/place';
import { renderLabels } from '@mapwright/core/labels/render-labels';
import { placeTerritoryLabels } from '@mapwright/core/labels/territory-labels';
import { shownTerritories } from '@mapwright/core/document/territories';
import { placeZoomInsetLabels } from '@mapwright/core/labels/zoom-inset-labels';
import type { MapGeometry, RenderOptions } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';

/** The render tree's labels group (the core's, drawn right after the map group), by its data-element. */
export function isLabelsGroup(node: SvgNode): boolean {
  return node.attrs['data-element'] === 'labels';
}

/** The tree without its labels group: the screen draws labels in their own layer (labelsLayer.ts). */
export function withoutLabels(tree: SvgNode): SvgNode {
  const children = tree.children ?? [];
  return children.some(isLabelsGroup)
    ? { ...tree, children: children.filter((c) => !isLabelsGroup(c)) }
    : tree;
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
 * The labels of `doc` (and its territories' names) placed for its frame and zoom by the core, as renderMap draws them into every
 * export: what the screen shows is what a PNG, SVG or PDF of this frame shows. The core keeps the
 * placement of a document, so the full render of a mount and this share one.
 */
export function renderScreenLabels(
  stored: MapDocument,
  geometry: MapGeometry,
  options: RenderOptions,
): ScreenLabels {
  if (!labelsOn(stored)) return { placed: [], group: undefined };
  const credit = options.credit ?? '';
  // Clear of the legend and heat bar where they are drawn, as renderMap places them.
  const doc = withKeysPlaced(stored, geometry, credit);
  const placed = placeLabels(doc, geometry, { credit });
  const names = placeTerritoryLabels(doc, geometry, credit);
  // The zoom insets' labels are drawn, but only the map's take the label tool's clicks and drags.
  const zoomed = placeZoomInsetLabels(doc, geometry, { credit });
  const any = placed.length + names.length + zoomed.length > 0;
  return { placed, group: any ? renderLabels(doc, placed, names, zoomed) : undefined };
}
