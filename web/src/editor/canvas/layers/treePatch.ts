import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { childKeys, createSvgElement, patchAttributes } from '../svgDom';

/**
 * Keyed patch of an element's children from one render to the next: attributes and text where the
 * keys are the same, elements reused by key and the rest created where they differ. Returns false
 * when it cannot be patched (a structure it does not know), which needs a remount.
 */
export function patchChildren(el: Element, before: SvgNode, after: SvgNode): boolean {
  const oldChildren = before.children ?? [];
  const newChildren = after.children ?? [];
  if (childKeys(before) === childKeys(after)) {
    for (let i = 0; i < newChildren.length; i++) {
      const child = el.children[i];
      const a = oldChildren[i];
      const b = newChildren[i];
      if (!child || !a || !b) return false;
      if (!patchNode(child, a, b)) return false;
    }
    return true;
  }
  // Keys differ (an element appeared or went): reuse elements by key, create the rest, in order.
  const byKey = new Map<string, { node: SvgNode; el: Element }>();
  oldChildren.forEach((node, i) => {
    const child = el.children[i];
    if (child) byKey.set(node.key, { node, el: child });
  });
  const kept: Element[] = [];
  for (const node of newChildren) {
    const old = byKey.get(node.key);
    if (old && old.node.tag === node.tag) {
      if (!patchNode(old.el, old.node, node)) return false;
      kept.push(old.el);
      byKey.delete(node.key);
    } else {
      kept.push(createSvgElement(node));
    }
  }
  el.replaceChildren(...kept);
  return true;
}

function patchNode(el: Element, before: SvgNode, after: SvgNode): boolean {
  patchAttributes(el, before.attrs, after.attrs);
  if (before.text !== after.text) el.textContent = after.text ?? '';
  return patchChildren(el, before, after);
}

/** A pseudo-node around a layer's children, for the keyed patch. */
export function group(key: string, children: readonly SvgNode[]): SvgNode {
  return { tag: 'g', key, attrs: {}, children };
}
