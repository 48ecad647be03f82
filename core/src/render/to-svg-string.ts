import type { SvgNode } from './svg-tree';

/** Element and attribute names come from our code, never from users; anything odd is a bug. */
const NAME = /^[A-Za-z][A-Za-z0-9:._-]*$/;

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = { ...TEXT_ESCAPES, '"': '&quot;', "'": '&#39;' };

/** Characters XML 1.0 does not allow at all; they are dropped so the file always parses. */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeText(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').replace(/[&<>]/g, (c) => TEXT_ESCAPES[c] ?? c);
}

export function escapeAttribute(value: string): string {
  return value.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c);
}

function formatValue(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} into an SVG attribute`);
    return String(value);
  }
  return escapeAttribute(value);
}

/**
 * Serialises a render tree to SVG markup. All user text (labels, titles) and every attribute value
 * is escaped; the `key` is React's and is not written. The root gets the SVG namespace.
 */
export function toSvgString(root: SvgNode, options: { xmlDeclaration?: boolean } = {}): string {
  const parts: string[] = [];
  if (options.xmlDeclaration) parts.push('<?xml version="1.0" encoding="UTF-8"?>\n');
  write(root, parts, true);
  return parts.join('');
}

function write(node: SvgNode, out: string[], isRoot: boolean): void {
  if (!NAME.test(node.tag)) throw new Error(`Invalid SVG element name: ${node.tag}`);
  out.push('<', node.tag);
  const attrs =
    isRoot && !('xmlns' in node.attrs) ? { xmlns: 'http://www.w3.org/2000/svg', ...node.attrs } : node.attrs;
  for (const [name, value] of Object.entries(attrs)) {
    if (!NAME.test(name)) throw new Error(`Invalid SVG attribute name: ${name}`);
    out.push(' ', name, '="', formatValue(value), '"');
  }
  const children = node.children ?? [];
  if (node.text === undefined && children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  if (node.text !== undefined) out.push(escapeText(node.text));
  for (const child of children) write(child, out, false);
  out.push('</', node.tag, '>');
}
