import { svgNode, type SvgNode } from '../render/svg-tree';
import { parseViewBox } from '../render/view-box';

/**
 * One emoji of the bundled vector set (Twemoji, from the npm package @twemoji/svg), parsed into render
 * nodes so the map draws it as vector shapes in its own tree: the same on every computer, in SVG, PNG
 * and PDF, never from a system font. The core does no I/O: the caller reads the file (the server from
 * node_modules, the browser by fetching it) and hands the markup to `parseEmojiSvg`.
 */
export interface EmojiGlyph {
  /** The drawing's own box (Twemoji: 0 0 36 36). */
  readonly viewBox: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  readonly nodes: readonly SvgNode[];
}

/** Finds a loaded glyph by emoji id; undefined while it is not loaded (or does not exist). */
export type EmojiLookup = (id: string) => EmojiGlyph | undefined;

/** What the set's files use; anything else (scripts, images, links, styles) is dropped. */
const ELEMENTS = new Set(['g', 'path', 'circle', 'ellipse', 'defs', 'clipPath']);
const ATTRIBUTES = new Set([
  'd',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'opacity',
  'transform',
  'id',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
]);

const TAG = /<(\/?)([A-Za-z][\w:-]*)([^>]*?)(\/?)>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*"([^"]*)"/g;

interface Building {
  readonly tag: string;
  readonly attrs: Record<string, string>;
  readonly children: SvgNode[];
}

/** Parses an emoji SVG file; throws when it is not an SVG with a viewBox. */
export function parseEmojiSvg(markup: string): EmojiGlyph {
  let viewBox: EmojiGlyph['viewBox'] | undefined;
  const stack: Building[] = [];
  const root: SvgNode[] = [];
  let skipDepth = 0;
  let counter = 0;
  const close = (building: Building) => {
    const node = toNode(building, `e${counter++}`);
    const parent = stack.at(-1);
    (parent ? parent.children : root).push(node);
  };
  for (const match of markup.matchAll(TAG)) {
    const [, slash, tag = '', rawAttributes = '', selfClosing] = match;
    if (tag === 'svg') {
      if (slash) continue;
      const attrs = readAttributes(rawAttributes);
      viewBox = parseViewBox(attrs.viewBox) ?? viewBox;
      continue;
    }
    const known = ELEMENTS.has(tag);
    if (slash) {
      if (skipDepth > 0) skipDepth--;
      else if (known) {
        const building = stack.pop();
        if (building) close(building);
      }
      continue;
    }
    if (!known || skipDepth > 0) {
      if (!selfClosing) skipDepth++;
      continue;
    }
    const building: Building = { tag, attrs: pickAttributes(readAttributes(rawAttributes)), children: [] };
    if (selfClosing) close(building);
    else stack.push(building);
  }
  if (!viewBox || viewBox.width <= 0 || viewBox.height <= 0) throw new Error('Not an emoji SVG (no viewBox)');
  return { viewBox, nodes: root };
}

function readAttributes(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name = '', value = ''] of raw.matchAll(ATTRIBUTE)) attrs[name] = value;
  return attrs;
}

function pickAttributes(attrs: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    // A clip-path may only point inside the same file (url(#id)), never to anything outside it.
    if (name === 'clip-path' && !/^url\(#[\w-]+\)$/.test(value)) continue;
    if (ATTRIBUTES.has(name)) picked[name] = value;
  }
  return picked;
}

/**
 * Circles and ellipses become paths, so an emoji is paths only: what SVG readers, svg2pdf and resvg
 * all draw alike, and what "vector paths" in an export means.
 */
function toNode(building: Building, key: string): SvgNode {
  const { tag, attrs, children } = building;
  if (tag === 'circle' || tag === 'ellipse') {
    const { cx = '0', cy = '0', r, rx, ry, ...rest } = attrs;
    const x = Number(cx);
    const y = Number(cy);
    const a = Number(tag === 'circle' ? r : rx);
    const b = Number(tag === 'circle' ? r : ry);
    if (![x, y, a, b].every(Number.isFinite) || a <= 0 || b <= 0) return svgNode('g', key, {});
    const d = `M${x - a} ${y}a${a} ${b} 0 1 0 ${2 * a} 0a${a} ${b} 0 1 0 ${-2 * a} 0z`;
    return svgNode('path', key, { ...rest, d });
  }
  return svgNode(tag, key, attrs, children.length > 0 ? children : undefined);
}
