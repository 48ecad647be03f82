import type { MapDocument } from '@mapwright/core/document/schema';
import { placeLabels, type PlacedLabel } from '@mapwright/core/labels/place';
import { renderLabels } from '@mapwright/core/labels/render-labels';
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

/** Whether any level's labels are on: without, the screen places nothing. */
export function labelsOn(doc: MapDocument): boolean {
  return doc.labels[1].visible || doc.labels[2].visible;
}

/** The labels placed for a document, and their group as every export draws it. */
export interface ScreenLabels {
  readonly placed: readonly PlacedLabel[];
  readonly group: SvgNode | undefined;
}

/**
 * The labels of `doc` placed for its frame and zoom by the core, as renderMap draws them into every
 * export: what the screen shows is what a PNG, SVG or PDF of this frame shows. The core keeps the
 * placement of a document, so the full render of a mount and this share one.
 */
export function renderScreenLabels(
  doc: MapDocument,
  geometry: MapGeometry,
  options: RenderOptions,
): ScreenLabels {
  if (!labelsOn(doc)) return { placed: [], group: undefined };
  const credit = { credit: options.credit ?? '' };
  const placed = placeLabels(doc, geometry, credit);
  // The zoom insets' labels are drawn, but only the map's take the label tool's clicks and drags.
  const zoomed = placeZoomInsetLabels(doc, geometry, credit);
  return {
    placed,
    group: placed.length + zoomed.length > 0 ? renderLabels(doc, placed, zoomed) : undefined,
  };
}
