import type { SvgNode } from '@mapwright/core/render/svg-tree';

/**
 * Base paths (the phone's map, decision "Base paths on the phone"): a filled level's tile draws every division in
 * its place as one path with the level's base fill (baseFillOf), and gives an element of its own only
 * to a division drawn otherwise: painted, coloured by a data value, or moved. A division painted later
 * gets its element then, on top of the base, which still holds its outline under it; a moved one is
 * taken out of the base, which would otherwise show it in its old place as well.
 *
 * Why: a phone's load, style, layout, paint and layerize cost per element, and most divisions of a
 * map are never painted. Romania's districts are 3,186 paths, and 16 base paths and the painted few.
 */

/** The base path's node: `d` is its divisions' path data, each starting with an absolute moveto. */
function basePathNode(level: number, fill: string, d: string): SvgNode {
  return { tag: 'path', key: 'base', attrs: { d, fill, class: 'map-base', 'data-base-level': level } };
}

/**
 * A tile's children with base paths: the base first (all divisions in their place), then the
 * divisions that are not drawn as the base draws them, in their order.
 */
export function withBasePath(paths: readonly SvgNode[], level: number, fill: string): SvgNode[] {
  const inPlace: string[] = [];
  const own: SvgNode[] = [];
  for (const path of paths) {
    const moved = path.attrs.transform !== undefined;
    if (!moved) inPlace.push(String(path.attrs.d ?? ''));
    if (moved || path.attrs.fill !== fill) own.push(path);
  }
  return [basePathNode(level, fill, inPlace.join('')), ...own];
}

/** The base path data of a tile's divisions (in their order), but for those drawn moved. */
export function basePathData(
  divisions: readonly { readonly id: string; readonly d: string }[],
  moved: ReadonlySet<string>,
): string {
  let d = '';
  for (const division of divisions) if (!moved.has(division.id)) d += division.d;
  return d;
}
