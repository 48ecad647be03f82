import type { MapDocument } from '@mapwright/core/document/schema';
import { renderMap, type MapGeometry, type RenderOptions } from '@mapwright/core/render/render-map';
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

/** The labels group of a full render tree, if it has one. */
export function labelsGroupOf(tree: SvgNode): SvgNode | undefined {
  return tree.children?.find(isLabelsGroup);
}

/** Whether any level's labels are on: without, the screen places nothing. */
export function labelsOn(doc: MapDocument): boolean {
  return doc.labels[1].visible || doc.labels[2].visible;
}

/**
 * The labels of `doc` placed for its frame and zoom, as the core draws them into every export: the
 * same group, so what the screen shows is what a PNG, SVG or PDF of this frame shows.
 */
export function renderScreenLabels(
  doc: MapDocument,
  geometry: MapGeometry,
  options: RenderOptions,
): SvgNode | undefined {
  if (!labelsOn(doc)) return undefined;
  return labelsGroupOf(renderMap(doc, geometry, { ...options, annotations: false }));
}
