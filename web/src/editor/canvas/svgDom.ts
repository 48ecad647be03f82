import type { SvgNode } from '@mapwright/core/render/svg-tree';

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** Builds real SVG elements from a render tree (the core's renderMap output), once. */
export function createSvgElement(
  node: SvgNode,
  onElement?: (node: SvgNode, el: SVGElement) => void,
): SVGElement {
  const el = document.createElementNS(SVG_NS, node.tag) as SVGElement;
  for (const [name, value] of Object.entries(node.attrs)) el.setAttribute(name, String(value));
  if (node.text !== undefined) el.textContent = node.text;
  if (node.children) {
    for (const child of node.children) el.appendChild(createSvgElement(child, onElement));
  }
  onElement?.(node, el);
  return el;
}

/** Sets the attributes that differ between two renders of the same element; removes dropped ones. */
export function patchAttributes(el: Element, before: SvgNode['attrs'], after: SvgNode['attrs']): void {
  for (const [name, value] of Object.entries(after)) {
    if (before[name] !== value) el.setAttribute(name, String(value));
  }
  for (const name of Object.keys(before)) {
    if (!Object.hasOwn(after, name)) el.removeAttribute(name);
  }
}

export function childKeys(node: SvgNode): string {
  return (node.children ?? []).map((c) => c.key).join('\n');
}
