/**
 * The render tree: plain objects, one per SVG element. The screen maps it to React elements (using
 * `key`), exports serialise it with `toSvgString`; both draw the same tree.
 */
export type SvgAttributeValue = string | number;

export interface SvgNode {
  readonly tag: string;
  /** Stable among siblings across renders (e.g. 'division:2:LK-1'), for keyed reconciliation. */
  readonly key: string;
  readonly attrs: Readonly<Record<string, SvgAttributeValue>>;
  readonly children?: readonly SvgNode[];
  /** Text content (for <text>, <title>); escaped on serialisation. */
  readonly text?: string;
}

export function svgNode(
  tag: string,
  key: string,
  attrs: Readonly<Record<string, SvgAttributeValue | undefined>>,
  content?: readonly SvgNode[] | string,
): SvgNode {
  const clean: Record<string, SvgAttributeValue> = {};
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) clean[name] = value;
  if (typeof content === 'string') return { tag, key, attrs: clean, text: content };
  return content ? { tag, key, attrs: clean, children: content } : { tag, key, attrs: clean };
}

/** Depth-first search of a tree, e.g. for tests and hit lookups. */
export function findNodes(root: SvgNode, predicate: (node: SvgNode) => boolean): SvgNode[] {
  const found: SvgNode[] = [];
  const visit = (node: SvgNode) => {
    if (predicate(node)) found.push(node);
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return found;
}
