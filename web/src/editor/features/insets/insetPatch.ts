import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { createSvgElement, patchAttributes } from '../../canvas/svgDom';

/** The map group's children drawn from the document alone: inset frames, zoom insets, resize grips. */
export const INSET_GROUPS: ReadonlySet<string> = new Set(['insets', 'zoom-insets', 'inset-grips']);

/**
 * A zoom inset's copies of divisions, of the other level's borders, of the territories and of the
 * patterns over heat colours: the skeleton has no paths, so their groups keep their children (the
 * territories and overlay layers redraw their own).
 */
const KEEPS_CHILDREN = ['zoom-copies:', 'zoom-outline:', 'zoom-territories:', 'zoom-overlays:'];
const keepsChildren = (node: SvgNode) => KEEPS_CHILDREN.some((prefix) => node.key.startsWith(prefix));

/**
 * A zoom inset's pixel cells: counted on the real outlines in the skeleton too, so patched like the
 * rest, but a cell path that appears or goes (a division's first on cell) redraws the group alone.
 */
const redrawn = (node: SvgNode) => node.key.startsWith('zoom-cells:');

/** The shape of a tree by keys (a zoom inset's copies left out). */
function shape(node: SvgNode, whole = false): string {
  if (!whole && (keepsChildren(node) || redrawn(node))) return node.key;
  return `${node.key}(${(node.children ?? []).map((child) => shape(child, whole)).join(',')})`;
}

/**
 * Patches an inset group in depth (decision "Insets are moved and resized on the map": a zoom inset's
 * box moves and grows live), its copies' paths kept. False when insets came or went (a different
 * shape): the map mounts again, and draws the new copies.
 */
export function patchInsetGroup(el: Element, before: SvgNode, after: SvgNode): boolean {
  if (shape(before) !== shape(after)) return false;
  patchTree(el, before, after);
  return true;
}

function patchTree(el: Element, before: SvgNode, after: SvgNode): void {
  if (redrawn(after) && shape(before, true) !== shape(after, true)) {
    el.replaceWith(createSvgElement(after));
    return;
  }
  patchAttributes(el, before.attrs, after.attrs);
  if (before.text !== after.text) el.textContent = after.text ?? '';
  if (keepsChildren(after)) return;
  (after.children ?? []).forEach((child, i) => {
    const old = before.children?.[i];
    const childEl = el.children[i];
    if (old && childEl) patchTree(childEl, old, child);
  });
}
