import castle from '@twemoji/svg/1f3f0.svg?raw';
import clipped from '@twemoji/svg/1f6dc.svg?raw';
import { describe, expect, it } from 'vitest';
import type { Anchor } from '../../document/anchor';
import { createAnnotation } from '../../document/annotation-defaults';
import type { Annotation, AnnotationType } from '../../document/annotations';
import { createDocument } from '../../document/defaults';
import {
  addAnnotation,
  applyOperation,
  panBy,
  setAnnotationsHidden,
  setLayerOrder,
  setTitlesVisible,
  updateAnnotation,
  zoomAt,
} from '../../document/operations/index';
import type { MapDocument } from '../../document/schema';
import { parseEmojiSvg, type EmojiGlyph } from '../../emoji/emoji-glyph';
import { TWEMOJI_CREDIT } from '../../emoji/credit';
import { documentFontFamilies } from '../../fonts/document-fonts';
import { fitMapProjection, projectCountry } from '../../geo/project';
import { twoSquaresTopology } from '../../geo/test-topology';
import { anchorConverter } from '../anchor-frame';
import { renderMap, type MapGeometry } from '../render-map';
import { findNodes, type SvgNode } from '../svg-tree';
import { toSvgString } from '../to-svg-string';
import { mapToFrame } from '../transform';
import { renderAnnotation } from './render-annotations';

const topology = twoSquaresTopology();
const spec = { type: 'mercator' } as const;
const projected = projectCountry({ level1: topology, level2: topology }, spec);
/** The screen's geometry: the projected levels and the projection they were fitted with. */
const geometry: MapGeometry = { ...projected, geo: fitMapProjection(spec, topology).projection };
const base: MapDocument = createDocument('France');

const glyphs = new Map<string, EmojiGlyph>([
  ['1f3f0', parseEmojiSvg(castle)],
  ['1f6dc', parseEmojiSvg(clipped)],
]);
const emoji = (id: string) => glyphs.get(id);

function add(doc: MapDocument, type: AnnotationType, anchor: Anchor, id: string, patch = {}): MapDocument {
  const withOne = applyOperation(doc, addAnnotation, createAnnotation(type, anchor, { id }));
  return applyOperation(withOne, updateAnnotation, id, patch);
}

function groupOf(tree: SvgNode, id: string): SvgNode {
  const [group] = findNodes(tree, (n) => n.attrs['data-annotation-id'] === id);
  if (!group) throw new Error(`no group for ${id}`);
  return group;
}

function translation(node: SvgNode): { x: number; y: number } {
  const match = /^translate\(([-\d.]+) ([-\d.]+)\)/.exec(String(node.attrs.transform));
  if (!match) throw new Error('no translate');
  return { x: Number(match[1]), y: Number(match[2]) };
}

const texts = (node: SvgNode) => findNodes(node, (n) => n.tag === 'text' || n.tag === 'tspan');

describe('annotations in renderMap', () => {
  it('puts a map-anchored dot over its place, and keeps it there when the map pans and zooms', () => {
    // Division A is the square 0..1 E, 0..1 N; its centroid is near (0.5, 0.5).
    let doc = add(base, 'dot', { kind: 'map', lon: 0.5, lat: 0.5 }, 'd');
    const centroid = (d: MapDocument) => {
      const a = projected.level1?.divisions.find((x) => x.id === 'A');
      if (!a) throw new Error('no A');
      return mapToFrame(d, geometry, { x: a.centroid[0], y: a.centroid[1] });
    };
    const check = (d: MapDocument) => {
      const at = translation(groupOf(renderMap(d, geometry, { emoji }), 'd'));
      const c = centroid(d);
      expect(Math.abs(at.x - c.x)).toBeLessThan(1);
      expect(Math.abs(at.y - c.y)).toBeLessThan(1);
    };
    check(doc);
    doc = applyOperation(doc, panBy, 120, -40);
    doc = applyOperation(doc, zoomAt, { x: 300, y: 300 }, 2);
    check(doc);
  });

  it('draws each type in a group with its id, in the document order, hidden ones left out', () => {
    let doc = base;
    const types: AnnotationType[] = ['text', 'dot', 'note', 'emoji', 'chart'];
    types.forEach((type, i) => {
      doc = add(
        doc,
        type,
        { kind: 'frame', x: 100 + i * 200, y: 300 },
        type,
        type === 'emoji' ? { emoji: '1f3f0' } : {},
      );
    });
    const tree = renderMap(doc, geometry, { emoji, forExport: true });
    const [layer] = findNodes(tree, (n) => n.attrs['data-element'] === 'annotations');
    expect(layer?.children?.map((c) => [c.key, c.attrs['data-annotation-type']])).toEqual(
      types.map((t) => [`annotation:${t}`, t]),
    );
    const hidden = applyOperation(doc, setAnnotationsHidden, ['note'], true);
    const shown = findNodes(renderMap(hidden, geometry, { emoji }), (n) => 'data-annotation-id' in n.attrs);
    expect(shown.map((n) => n.attrs['data-annotation-id'])).toEqual(['text', 'dot', 'emoji', 'chart']);
    // Without the projection, map anchors cannot be placed: those annotations wait, frame ones draw.
    const mixed = add(doc, 'dot', { kind: 'map', lon: 0.5, lat: 0.5 }, 'm');
    const noGeo = renderMap(mixed, projected);
    expect(findNodes(noGeo, (n) => n.attrs['data-annotation-id'] === 'm')).toEqual([]);
    expect(findNodes(noGeo, (n) => n.attrs['data-annotation-id'] === 'text')).toHaveLength(1);
    // The screen may draw them itself: an empty group, in its place.
    const empty = renderMap(doc, geometry, { annotations: false });
    expect(findNodes(empty, (n) => n.key === 'annotations')[0]?.children).toEqual([]);
  });

  it('stacks the layers in the document order; hidden titles keep the credit line', () => {
    let doc = add(base, 'text', { kind: 'frame', x: 10, y: 10 }, 't');
    const order = (d: MapDocument) =>
      (renderMap(d, geometry).children ?? []).map((c) => String(c.attrs['data-element'] ?? c.key));
    // The legend is empty (nothing painted) and the credit line has no text: neither is drawn.
    expect(order(doc)).toEqual(['background', 'map', 'annotations', 'title']);
    doc = applyOperation(doc, setLayerOrder, ['annotations', 'titles', 'map', 'legend']);
    expect(order(doc)).toEqual(['background', 'annotations', 'title', 'map']);
    doc = applyOperation(doc, setTitlesVisible, false);
    const tree = renderMap(doc, geometry, { credit: 'Boundaries: GADM' });
    expect(order(doc)).toEqual(['background', 'annotations', 'map']);
    expect((tree.children ?? []).map((c) => c.key)).toEqual(['background', 'annotations', 'credit', 'map']);
    expect(findNodes(tree, (n) => n.key === 'credit')[0]?.text).toBe('Boundaries: GADM');
  });
});

describe('text', () => {
  it('is real text: a tspan per line, halo as a stroke under the fill, rotation, the script’s font', () => {
    const doc = add(base, 'text', { kind: 'frame', x: 50, y: 60 }, 't', {
      text: 'Ganga\n\nगंगा नदी',
      rotation: 30,
      italic: true,
      haloWidth: 2,
      haloColor: '#ffffff',
    });
    const group = groupOf(renderMap(doc, geometry), 't');
    expect(translation(group)).toEqual({ x: 50, y: 60 });
    const [text] = findNodes(group, (n) => n.tag === 'text');
    expect(text?.attrs).toMatchObject({
      transform: 'rotate(30)',
      'font-style': 'italic',
      stroke: '#ffffff',
      'stroke-width': 4,
      'paint-order': 'stroke',
    });
    expect(String(text?.attrs['font-family'])).toMatch(/Noto Sans Devanagari/);
    const lines = findNodes(group, (n) => n.tag === 'tspan');
    expect(lines.map((l) => [l.text, l.attrs.y])).toEqual([
      ['Ganga', 0],
      ['गंगा नदी', 60],
    ]);
    const svg = toSvgString(renderMap(doc, geometry, { forExport: true }));
    expect(svg).toContain('>गंगा नदी</tspan>');
    expect(
      documentFontFamilies(add(base, 'dot', { kind: 'map', lon: 0, lat: 0 }, 'd', { label: 'गंगा' })),
    ).toContain('Noto Sans Devanagari');
  });

  it('an empty text shows a placeholder on screen and nothing in an export', () => {
    const doc = add(base, 'text', { kind: 'frame', x: 5, y: 5 }, 't', { text: '' });
    expect(texts(groupOf(renderMap(doc, geometry), 't'))[0]?.text).toBe('Text');
    expect(
      findNodes(renderMap(doc, geometry, { forExport: true }), (n) => n.attrs['data-annotation-id'] === 't'),
    ).toEqual([]);
  });
});

describe('dots', () => {
  it('draws each shape as a path, with the label where asked or where there is room', () => {
    for (const shape of ['circle', 'square', 'triangle', 'star', 'pin'] as const) {
      const doc = add(base, 'dot', { kind: 'frame', x: 400, y: 400 }, 'd', {
        shape,
        radius: 8,
        fill: '#123456',
      });
      const [path] = findNodes(groupOf(renderMap(doc, geometry), 'd'), (n) => n.key === 'shape');
      expect(path?.tag).toBe('path');
      expect(path?.attrs.fill).toBe('#123456');
      expect(String(path?.attrs.d)).toMatch(/^M/);
    }
    const label = (x: number, labelPosition: 'auto' | 'below') => {
      const doc = add(base, 'dot', { kind: 'frame', x, y: 400 }, 'd', { label: 'Bucharest', labelPosition });
      const [text] = findNodes(groupOf(renderMap(doc, geometry), 'd'), (n) => n.key === 'label');
      return [text?.attrs['data-label-position'], text?.attrs['text-anchor']];
    };
    expect(label(400, 'auto')).toEqual(['right', 'start']);
    expect(label(base.frame.width - 20, 'auto')).toEqual(['left', 'end']);
    expect(label(400, 'below')).toEqual(['below', 'middle']);
  });
});

describe('notes', () => {
  function note(patch: Partial<Extract<Annotation, { type: 'note' }>>): SvgNode {
    const doc = add(base, 'note', { kind: 'frame', x: 100, y: 100 }, 'n', {
      target: { kind: 'frame', x: 400, y: 300 },
      ...patch,
    });
    return groupOf(renderMap(doc, geometry), 'n');
  }

  it('wraps its text in the box and draws the leader from the box edge to the target', () => {
    const group = note({
      text: 'A long note that must wrap inside its box of 180 pixels\nSecond paragraph',
      leaderEnd: 'dot',
    });
    const [box] = findNodes(group, (n) => n.key === 'box');
    const lines = texts(group).filter((n) => n.tag === 'tspan');
    expect(lines.length).toBeGreaterThan(2);
    expect(Number(box?.attrs.height)).toBeGreaterThan(lines.length * 14);
    const [leader] = findNodes(group, (n) => n.key === 'leader');
    // The target is 300, 200 from the box's corner; the line ends on it.
    expect(String(leader?.attrs.d)).toMatch(/L300 200$/);
    expect(findNodes(group, (n) => n.key === 'end')[0]?.attrs).toMatchObject({ cx: 300, cy: 200 });
  });

  it('curves, dashes and ends in an arrowhead when asked; no leader to a point inside the box', () => {
    const curved = note({ leaderStyle: 'curved', leaderEnd: 'arrow' });
    expect(String(findNodes(curved, (n) => n.key === 'leader')[0]?.attrs.d)).toMatch(/Q/);
    expect(String(findNodes(curved, (n) => n.key === 'arrow')[0]?.attrs.d)).toMatch(/^M300 200L/);
    const dashed = note({ leaderStyle: 'dashed', leaderEnd: 'none' });
    expect(findNodes(dashed, (n) => n.key === 'leader')[0]?.attrs['stroke-dasharray']).toBe('6 4.5');
    expect(findNodes(dashed, (n) => n.key === 'end' || n.key === 'arrow')).toEqual([]);
    const inside = note({ target: { kind: 'frame', x: 110, y: 110 } });
    expect(findNodes(inside, (n) => n.key === 'leader')).toEqual([]);
  });
});

describe('emoji', () => {
  it('draws the bundled glyph as paths, sized and turned, with its own clip ids; credits Twemoji', () => {
    let doc = add(base, 'emoji', { kind: 'frame', x: 200, y: 200 }, 'e', {
      emoji: '1f3f0',
      size: 72,
      rotation: 15,
    });
    doc = add(doc, 'emoji', { kind: 'frame', x: 300, y: 200 }, 'f', { emoji: '1f6dc' });
    const tree = renderMap(doc, geometry, { emoji, forExport: true });
    const [glyph] = findNodes(groupOf(tree, 'e'), (n) => n.key === 'glyph');
    expect(glyph?.attrs.transform).toBe('rotate(15) scale(2) translate(-18 -18)');
    const shapes = findNodes(glyph as SvgNode, (n) => n.tag !== 'g');
    expect(shapes.length).toBeGreaterThan(5);
    expect(shapes.every((n) => n.tag === 'path')).toBe(true);
    const ids = findNodes(groupOf(tree, 'f'), (n) => 'id' in n.attrs).map((n) => String(n.attrs.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith('emoji-f-'))).toBe(true);
    const clips = findNodes(groupOf(tree, 'f'), (n) => 'clip-path' in n.attrs);
    expect(clips.every((n) => String(n.attrs['clip-path']).startsWith('url(#emoji-f-'))).toBe(true);
    expect(findNodes(tree, (n) => n.key === 'credit')[0]?.text).toContain(TWEMOJI_CREDIT);
    const svg = toSvgString(tree);
    expect(svg).not.toContain('<circle');
    // Not loaded yet: a dashed square on screen, nothing in an export.
    expect(findNodes(renderMap(doc, geometry), (n) => n.key === 'loading')).toHaveLength(2);
    expect(
      findNodes(renderMap(doc, geometry, { forExport: true }), (n) => 'data-annotation-id' in n.attrs),
    ).toEqual([]);
  });

  it('parses only what an emoji file may hold', () => {
    const glyph = parseEmojiSvg(
      '<svg viewBox="0 0 36 36"><script>alert(1)</script><path d="M0 0h1" fill="#f00" onclick="x()"/><image href="http://x"/><circle cx="2" cy="3" r="1"/></svg>',
    );
    expect(glyph.viewBox).toEqual({ x: 0, y: 0, width: 36, height: 36 });
    expect(glyph.nodes.map((n) => [n.tag, n.attrs])).toEqual([
      ['path', { d: 'M0 0h1', fill: '#f00' }],
      ['path', { d: 'M1 3a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z' }],
    ]);
    expect(() => parseEmojiSvg('<p>no</p>')).toThrow(/emoji/);
  });
});

describe('charts', () => {
  function chart(patch: Partial<Extract<Annotation, { type: 'chart' }>>): SvgNode {
    const doc = add(base, 'chart', { kind: 'frame', x: 20, y: 30 }, 'c', {
      rows: [
        { label: 'North', value: 1234.5, color: '#e69f00' },
        { label: 'South', value: -200, color: '#56b4e9' },
        { label: 'East', value: 600, color: '#009e73' },
      ],
      title: 'Harvest',
      format: { decimals: 1, grouping: 'space', decimalMark: ',', prefix: '', suffix: ' t' },
      ...patch,
    });
    return groupOf(renderMap(doc, geometry), 'c');
  }

  it('bars: one per row in its colour, negative below the axis, values in the number format', () => {
    const group = chart({ kind: 'bar' });
    const bars = findNodes(group, (n) => n.key.startsWith('bar:'));
    expect(bars.map((b) => b.attrs.fill)).toEqual(['#e69f00', '#56b4e9', '#009e73']);
    const [north, south] = bars;
    const axisY = Number(String(findNodes(group, (n) => n.key === 'axis')[0]?.attrs.d).split(/[ L]/)[1]);
    expect(Number(north?.attrs.y) + Number(north?.attrs.height)).toBeCloseTo(axisY, 1);
    expect(Number(south?.attrs.y)).toBeCloseTo(axisY, 1);
    expect(texts(group).map((t) => t.text)).toEqual(
      expect.arrayContaining(['Harvest', 'North', '1\u00a0234,5 t', '−200,0 t']),
    );
  });

  it('horizontal bars, pie and donut; value labels off', () => {
    expect(findNodes(chart({ kind: 'hbar' }), (n) => n.key.startsWith('bar:'))).toHaveLength(3);
    const pie = chart({ kind: 'pie', valueLabels: false });
    // The negative row has no slice; its key row stays.
    expect(findNodes(pie, (n) => n.key.startsWith('slice:')).map((n) => n.key)).toEqual([
      'slice:0',
      'slice:2',
    ]);
    expect(texts(pie).map((t) => t.text)).toEqual(['Harvest', 'North', 'South', 'East']);
    const donut = chart({ kind: 'donut', rows: [{ label: 'All', value: 5, color: '#000000' }] });
    const [ring] = findNodes(donut, (n) => n.key === 'slice:0');
    // A full ring: outer circle and the hole, as four arcs.
    expect(String(ring?.attrs.d).match(/A/g)).toHaveLength(4);
  });
});

describe('anchorConverter', () => {
  it('turns lon/lat into frame pixels and back', () => {
    const convert = anchorConverter(applyOperation(base, panBy, 33, 12), geometry);
    const at = convert.toFrame({ kind: 'map', lon: 1.25, lat: 0.75 });
    if (!at) throw new Error('not placed');
    const back = convert.toMap(at);
    expect(back?.lon).toBeCloseTo(1.25, 9);
    expect(back?.lat).toBeCloseTo(0.75, 9);
    expect(anchorConverter(base, projected).toFrame({ kind: 'map', lon: 0, lat: 0 })).toBeUndefined();
    const single = renderAnnotation(createAnnotation('dot', { kind: 'frame', x: 1, y: 2 }), {
      converter: convert,
      frame: base.frame,
      forExport: false,
    });
    expect(single?.attrs.transform).toBe('translate(1 2)');
  });
});
