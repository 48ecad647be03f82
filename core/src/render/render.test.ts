import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import {
  applyOperation,
  moveDivision,
  paintDivision,
  setLegendLabel,
  setLegendTitle,
  setLevelStyle,
  setPlacement,
  setTextStyle,
  setShow,
  setTitle,
} from '../document/operations/index';
import type { MapDocument } from '../document/schema';
import { fitMapProjection, projectCountry, projectLevel } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { fillOf } from './fill-of';
import { LEGEND_PLACEHOLDER } from './render-legend';
import { renderMap } from './render-map';
import { findNodes, type SvgNode } from './svg-tree';
import { escapeAttribute, escapeText, toSvgString } from './to-svg-string';
import {
  fitExtent,
  frameToMap,
  mapScaleOf,
  mapToFrame,
  mapTransform,
  titleReserve,
  transformAttribute,
} from './transform';

const topology = twoSquaresTopology();
const geometry = projectCountry({ level1: topology, level2: topology }, { type: 'mercator' });
const base: MapDocument = createDocument('France');

function byAttr(root: SvgNode, name: string, value?: string | number): SvgNode[] {
  return findNodes(root, (n) => name in n.attrs && (value === undefined || n.attrs[name] === value));
}

describe('renderMap', () => {
  it('draws each division with its fill and stable keys', () => {
    const doc = applyOperation(base, paintDivision, 1, 'A', '#e69f00');
    const tree = renderMap(doc, geometry);
    const paths = byAttr(tree, 'data-division');
    expect(paths.map((p) => [p.key, p.attrs['data-level'], p.attrs.fill])).toEqual([
      ['division:1:A', 1, '#e69f00'],
      ['division:1:B', 1, base.levels[1].style.defaultFill],
    ]);
    expect(fillOf(doc, 1, 'A')).toBe('#e69f00');
    expect(fillOf(doc, 1, 'B')).toBe(base.levels[1].style.defaultFill);
    expect(fillOf(doc, 1, 'toString')).toBe(base.levels[1].style.defaultFill);
  });

  it('in both mode draws level 2 filled and level 1 as its border mesh on top', () => {
    let doc = applyOperation(base, setShow, 'both');
    doc = applyOperation(doc, paintDivision, 2, 'B', '#0072b2');
    doc = applyOperation(doc, paintDivision, 1, 'A', '#e69f00');
    const map = byAttr(renderMap(doc, geometry), 'data-element', 'map')[0];
    expect(map?.children?.map((c) => c.key)).toEqual(['level:2', 'outline:1']);
    const filled = byAttr(map as SvgNode, 'data-division');
    expect(filled.every((p) => p.attrs['data-level'] === 2)).toBe(true);
    expect(filled.map((p) => p.attrs.fill)).toEqual([doc.levels[2].style.defaultFill, '#0072b2']);
    const outline = map?.children?.[1];
    expect(outline?.attrs).toMatchObject({ fill: 'none', stroke: doc.levels[1].style.borderColor });
    expect(outline?.children?.[0]?.attrs.d).toBe(geometry.level1?.borders);
  });

  it('shows only level 2 when asked, and nothing of a level whose geometry is missing', () => {
    const two = applyOperation(base, setShow, '2');
    expect(
      byAttr(renderMap(two, geometry), 'data-level-group').map((g) => g.attrs['data-level-group']),
    ).toEqual([2]);
    expect(byAttr(renderMap(two, { level1: geometry.level1 }), 'data-division')).toEqual([]);
  });

  it('places the map with one transform that fits it inside the frame', () => {
    const tree = renderMap(base, geometry);
    const map = byAttr(tree, 'data-element', 'map')[0];
    const t = mapTransform(base, geometry);
    expect(map?.attrs.transform).toBe(transformAttribute(t));
    const reserve = titleReserve(base);
    expect(reserve).toBeGreaterThan(0);
    // Both squares are level 1: its extent is map space, to the 0.1 unit the paths are rounded to.
    const [x0, y0, x1, y1] = geometry.level1?.extent ?? [0, 0, 0, 0];
    expect([x0, y0, x1, y1]).toEqual([0, 0, 1000, 500]);
    expect(t.scale).toBeCloseTo(Math.min((1600 - 90) / (x1 - x0), (900 - 90 - 2 * reserve) / (y1 - y0)), 9);
    const pad = base.margins.top;
    const topLeft = mapToFrame(base, geometry, { x: x0, y: y0 });
    const bottomRight = mapToFrame(base, geometry, { x: x1, y: y1 });
    expect(topLeft.x).toBeGreaterThanOrEqual(pad - 1e-9);
    expect(topLeft.y).toBeGreaterThanOrEqual(pad - 1e-9);
    expect(bottomRight.x).toBeLessThanOrEqual(base.frame.width - pad + 1e-9);
    expect(bottomRight.y).toBeLessThanOrEqual(base.frame.height - pad + 1e-9);
    // Centred: equal margins left and right.
    expect(topLeft.x).toBeCloseTo(base.frame.width - bottomRight.x, 6);
    const back = frameToMap(base, geometry, topLeft);
    expect(back.x).toBeCloseTo(0, 9);
    expect(back.y).toBeCloseTo(0, 9);
  });

  it('keeps borders the same width in frame pixels at any zoom', () => {
    const zoomed = applyOperation(base, setPlacement, { zoom: 4 });
    for (const doc of [base, zoomed]) {
      const group = byAttr(renderMap(doc, geometry), 'data-level-group', 1)[0];
      const width = Number(group?.attrs['stroke-width']) * mapScaleOf(doc, geometry);
      expect(width).toBeCloseTo(doc.levels[1].style.borderWidth, 5);
    }
    const none = applyOperation(base, setLevelStyle, 1, { borderWidth: 0, opacity: 0.5 });
    const group = byAttr(renderMap(none, geometry), 'data-level-group', 1)[0];
    expect(group?.attrs).toMatchObject({ stroke: 'none', opacity: 0.5 });
  });

  it('translates a moved division by its offset', () => {
    const doc = applyOperation(base, moveDivision, 1, 'B', 12, -3);
    const b = byAttr(renderMap(doc, geometry), 'data-division', 'B')[0];
    expect(b?.attrs.transform).toBe('translate(12 -3)');
    expect(byAttr(renderMap(doc, geometry), 'data-division', 'A')[0]?.attrs.transform).toBeUndefined();
  });

  it('draws the legend from colours in use, with a placeholder only on screen', () => {
    let doc = applyOperation(base, paintDivision, 1, 'A', '#e69f00');
    doc = applyOperation(doc, paintDivision, 1, 'B', '#0072b2');
    doc = applyOperation(doc, setLegendLabel, '#e69f00', 'Visited');
    doc = applyOperation(doc, setLegendTitle, 'Trips');
    const screen = byAttr(renderMap(doc, geometry), 'data-element', 'legend')[0] as SvgNode;
    expect(byAttr(screen, 'data-legend-colour').map((e) => e.attrs['data-legend-colour'])).toEqual([
      '#e69f00',
      '#0072b2',
    ]);
    const texts = findNodes(screen, (n) => n.tag === 'text').map((n) => n.text);
    expect(texts).toEqual(['Trips', 'Visited', LEGEND_PLACEHOLDER]);
    const exported = byAttr(
      renderMap(doc, geometry, { forExport: true }),
      'data-element',
      'legend',
    )[0] as SvgNode;
    expect(findNodes(exported, (n) => n.tag === 'text').map((n) => n.text)).toEqual(['Trips', 'Visited']);
    expect(byAttr(renderMap(base, geometry), 'data-element', 'legend')).toEqual([]);
  });

  it('writes title, subtitle and credit as text; the credit line carries the attribution', () => {
    const tree = renderMap(base, geometry, { credit: 'Boundaries: geoBoundaries (CC BY 4.0)' });
    const title = byAttr(tree, 'data-element', 'title')[0];
    expect(title?.tag).toBe('text');
    expect(title?.text).toBe('France');
    expect(byAttr(tree, 'data-element', 'subtitle')).toEqual([]);
    expect(byAttr(tree, 'data-element', 'credit')[0]?.text).toBe('Boundaries: geoBoundaries (CC BY 4.0)');
  });

  it('wraps a long credit line inside the frame, growing upwards from its baseline, losing no text', () => {
    const attribution =
      'Made with Natural Earth (naturalearthdata.com) · Contains public information based on the Open Government Licence v1.0 (OGL-ROU-1.0): UAT boundaries – Agenția Națională de Cadastru și Publicitate Imobiliară (ANCPI)';
    const doc: MapDocument = { ...base, frame: { preset: 'custom', width: 800, height: 600 } };
    const credit = byAttr(renderMap(doc, geometry, { credit: attribution }), 'data-element', 'credit')[0];
    const lines = credit?.children ?? [];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.text).join('')).toBe(
      [doc.credit.text, attribution].filter(Boolean).join(' · '),
    );
    const size = Number(credit?.attrs['font-size']);
    const x = Number(credit?.attrs.x);
    for (const line of lines) {
      expect(line.tag).toBe('tspan');
      expect(line.attrs.x).toBe(x);
      expect(x + (line.text ?? '').trimEnd().length * size * 0.55).toBeLessThanOrEqual(800 - x);
    }
    // The first line moves up by the others' height, so the last sits on the block's baseline.
    expect(Number(lines[0]?.attrs.dy)).toBeLessThan(0);
    const total = lines.reduce((sum, l) => sum + Number(l.attrs.dy), 0);
    expect(total).toBeCloseTo(0, 5);
  });

  it('keeps the fitted map below a title at the top, and uses the whole frame without one', () => {
    const titleBottom = base.title.position.y + base.title.style.fontSize * 0.3;
    expect(mapToFrame(base, geometry, { x: 0, y: 0 }).y).toBeGreaterThanOrEqual(titleBottom - 1e-9);
    const untitled: MapDocument = {
      ...base,
      title: { ...base.title, text: '' },
      subtitle: { ...base.subtitle, text: '' },
    };
    expect(titleReserve(untitled)).toBe(0);
    expect(mapTransform(untitled, geometry).scale).toBeGreaterThanOrEqual(mapTransform(base, geometry).scale);
  });

  describe('fit to the levels on show', () => {
    // Level 2 reaches 0.5 degrees north of level 1 (as India's districts reach past its states).
    const taller = twoSquaresTopology();
    const arcs = taller.arcs as number[][][];
    for (const arc of arcs) for (const point of arc) if (point[1] === 1) point[1] = 1.5;
    const fitted = fitMapProjection({ type: 'mercator' }, topology);
    const levels = {
      level1: projectLevel(topology, fitted, 1),
      level2: projectLevel(taller, fitted, 2),
    };
    const titled = applyOperation(base, setTitle, 'A title at the top');
    const titleBottom = titled.title.position.y + titled.title.style.fontSize * 0.3;
    const pad = titled.margins.top;

    it('takes the union of the extents of the levels drawn', () => {
      expect(levels.level2.extent[1]).toBeLessThan(levels.level1.extent[1] - 100);
      expect(fitExtent(titled, levels)).toEqual(levels.level1.extent);
      const both = applyOperation(titled, setShow, 'both');
      expect(fitExtent(both, levels)).toEqual([
        levels.level1.extent[0],
        levels.level2.extent[1],
        levels.level1.extent[2],
        levels.level1.extent[3],
      ]);
      expect(fitExtent(applyOperation(titled, setShow, '2'), levels)).toEqual(levels.level2.extent);
      // A level on show that is not loaded yet: the other one, else map space.
      expect(fitExtent(both, { level1: levels.level1 })).toEqual(levels.level1.extent);
      expect(fitExtent(applyOperation(titled, setShow, '2'), { level1: levels.level1 })).toEqual([
        0,
        0,
        fitted.space.width,
        fitted.space.height,
      ]);
    });

    it('keeps every drawn level below the title and inside the padded frame, at either level and both', () => {
      for (const show of ['1', '2', 'both'] as const) {
        const doc = applyOperation(titled, setShow, show);
        const drawn = [show !== '2' && levels.level1, show !== '1' && levels.level2].filter(
          (l) => l !== false,
        );
        for (const level of drawn) {
          const [x0, y0, x1, y1] = level.extent;
          const topLeft = mapToFrame(doc, levels, { x: x0, y: y0 });
          const bottomRight = mapToFrame(doc, levels, { x: x1, y: y1 });
          expect(topLeft.y, `${show}: level ${level.level} under the title`).toBeGreaterThanOrEqual(
            titleBottom - 1e-6,
          );
          expect(topLeft.x).toBeGreaterThanOrEqual(pad - 1e-6);
          expect(bottomRight.x).toBeLessThanOrEqual(doc.frame.width - pad + 1e-6);
          expect(bottomRight.y).toBeLessThanOrEqual(doc.frame.height - pad + 1e-6);
        }
        // The map group's transform is the one checked here.
        const map = byAttr(renderMap(doc, levels), 'data-element', 'map')[0];
        expect(map?.attrs.transform).toBe(transformAttribute(mapTransform(doc, levels)));
      }
    });
  });

  it('paints a background unless it is turned off', () => {
    expect(byAttr(renderMap(base, geometry), 'data-element', 'background')[0]?.attrs.fill).toBe('#ffffff');
    expect(
      byAttr(renderMap(base, geometry, { background: '#000000' }), 'data-element', 'background')[0]?.attrs
        .fill,
    ).toBe('#000000');
    expect(byAttr(renderMap(base, geometry, { background: false }), 'data-element', 'background')).toEqual(
      [],
    );
  });
});

describe('toSvgString', () => {
  it('escapes user text and attribute values', () => {
    const hostile = `<script>alert("x")</script> & 'quotes'`;
    let doc = applyOperation(base, setTitle, hostile);
    doc = applyOperation(doc, paintDivision, 1, 'A', '#e69f00');
    doc = applyOperation(doc, setLegendLabel, '#e69f00', `"><img src=x onerror=alert(1)>`);
    doc = applyOperation(doc, setTextStyle, 'title', { fontFamily: 'Arial" onload="alert(1)' });
    const svg = toSvgString(renderMap(doc, geometry, { credit: 'A & B' }));
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; \'quotes\'');
    expect(svg).toContain('>"&gt;&lt;img src=x onerror=alert(1)&gt;</text>');
    expect(svg).toContain('font-family="Arial&quot; onload=&quot;alert(1)"');
    expect(svg).not.toContain('onload="');
    expect(svg).toContain('A &amp; B');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"')).toBe(true);
    expect(escapeAttribute(`a"b'c<d>&`)).toBe('a&quot;b&#39;c&lt;d&gt;&amp;');
    expect(escapeText('x\u0000y\u0007z')).toBe('xyz');
  });

  it('writes nested elements, self-closes empty ones and refuses odd names', () => {
    const tree: SvgNode = {
      tag: 'svg',
      key: 'root',
      attrs: { width: 10 },
      children: [
        { tag: 'rect', key: 'r', attrs: { x: 1 } },
        { tag: 'text', key: 't', attrs: {}, text: 'hi' },
      ],
    };
    expect(toSvgString(tree, { xmlDeclaration: true })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10"><rect x="1"/><text>hi</text></svg>',
    );
    expect(() => toSvgString({ tag: 'svg', key: 'k', attrs: { 'on click': 'x' } })).toThrow(/attribute name/);
    expect(() => toSvgString({ tag: 'svg><script', key: 'k', attrs: {} })).toThrow(/element name/);
    expect(() => toSvgString({ tag: 'svg', key: 'k', attrs: { width: Number.NaN } })).toThrow(/NaN/);
  });
});
