import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { divisionOfPath, type MapLayers } from './mapLayers';
import { createSvgElement, patchAttributes } from './svgDom';
import { splitByTile, type LevelTiles } from './tiles';

/**
 * Brings a pixel dot map's cells on screen from one render of its group to the next: the group's
 * attributes (cell pitch, stroke width, caps) on every tile's copy, and per tile either the changed
 * paths' attributes (a value edit rewrites one division's two paths) or, when paths appeared or
 * went (a division at 0 % gets its first on cell), that tile's children.
 */
export function patchCells(layers: MapLayers, tiles: LevelTiles, before: SvgNode, after: SvgNode): void {
  const copies = layers.tileGroups.get(after.key);
  if (!copies) return;
  for (const el of copies.values()) patchAttributes(el, before.attrs, after.attrs);
  const byTile = (group: SvgNode) =>
    splitByTile(group.children ?? [], tiles, (path) => divisionOfPath(path, tiles));
  const beforeByTile = byTile(before);
  const afterByTile = byTile(after);
  for (const [tile, el] of copies) {
    const old = beforeByTile[tile] ?? [];
    const next = afterByTile[tile] ?? [];
    if (old.length === next.length && old.every((node, i) => node.key === next[i]?.key)) {
      next.forEach((node, i) => {
        const child = el.children[i];
        const previous = old[i];
        if (child && previous && previous !== node) patchAttributes(child, previous.attrs, node.attrs);
      });
    } else {
      el.replaceChildren(...next.map((node) => createSvgElement(node)));
    }
  }
}
