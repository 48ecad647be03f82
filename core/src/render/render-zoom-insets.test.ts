import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { setDataLayer, setDataValues } from '../document/operations/data-layers';
import { addZoomInset, moveZoomInset, removeZoomInset } from '../document/operations/insets';
import { setShow } from '../document/operations/levels';
import { paintDivision } from '../document/operations/paint';
import { projectCountry } from '../geo/project';
import { twoSquaresTopology } from '../geo/test-topology';
import { capitalInset } from './capital-insets';
import { renderMap } from './render-map';
import { zoomInsetBox, zoomInsetSource } from './render-zoom-insets';
import { findNodes } from './svg-tree';

const geometry = projectCountry({ level1: twoSquaresTopology() }, { type: 'mercator' });
const base = createDocument('France');
const doc = {
  ...base,
  activeLevel: 1 as const,
  levels: {
    ...base.levels,
    1: { ...base.levels[1], style: { ...base.levels[1].style, visible: true } },
    2: { ...base.levels[2], style: { ...base.levels[2].style, visible: false } },
  },
};
const inset = {
  id: 'a',
  caption: 'Square A',
  area: [0, 0, 100, 100] as [number, number, number, number],
  x: 600,
  y: 500,
  zoom: 3,
  showArea: true,
};

describe('zoom insets (decision "Zoom insets are copies drawn by renderMap")', () => {
  it('draws a magnified copy of the divisions in the area, painted as they are', () => {
    const painted = applyOperation(
      applyOperation(doc, addZoomInset, inset),
      paintDivision,
      1,
      'A',
      '#d55e00',
    );
    const tree = renderMap(painted, geometry, { labels: false });
    const copies = findNodes(tree, (n) => n.attrs['data-zoom-division'] !== undefined);
    expect(copies.map((n) => n.attrs['data-zoom-division'])).toEqual(['A']);
    expect(copies[0]?.attrs.fill).toBe('#d55e00');
    expect(findNodes(tree, (n) => n.key === 'zoom-caption:a')[0]?.text).toBe('Square A');
    expect(findNodes(tree, (n) => n.tag === 'clipPath')).toHaveLength(1);
    // The original is still drawn once, where it is.
    expect(findNodes(tree, (n) => n.attrs['data-division'] === 'A')).toHaveLength(1);
  });

  it('maps a point in the box back to the area, and moves and removes the box', () => {
    expect(zoomInsetBox(inset)).toEqual([600, 500, 900, 800]);
    expect(zoomInsetSource([inset], 630, 560)).toMatchObject({ x: 10, y: 20 });
    expect(zoomInsetSource([inset], 590, 560)).toBeUndefined();
    const moved = applyOperation(applyOperation(doc, addZoomInset, inset), moveZoomInset, 'a', 10, -5);
    expect([moved.zoomInsets[0]?.x, moved.zoomInsets[0]?.y]).toEqual([610, 495]);
    expect(applyOperation(moved, removeZoomInset, 'a').zoomInsets).toEqual([]);
    expect(() => applyOperation(moved, addZoomInset, inset)).toThrow();
  });

  it('has a one-click capital region only where one is set', () => {
    expect(capitalInset('Germany', [geometry.level1])).toBeUndefined();
    expect(capitalInset('France', [geometry.level1])).toBeUndefined();
  });

  it('draws the area and the connector only where the inset shows its area (decision "Showing a zoom inset\'s area is the user\'s choice")', () => {
    const keys = (showArea: boolean) =>
      findNodes(
        renderMap(applyOperation(doc, addZoomInset, { ...inset, showArea }), geometry, { labels: false }),
        (n) => n.key.startsWith('zoom-'),
      ).map((n) => n.key.split(':')[0]);
    expect(keys(true)).toEqual(expect.arrayContaining(['zoom-area', 'zoom-connector', 'zoom-frame']));
    expect(keys(false)).not.toContain('zoom-area');
    expect(keys(false)).not.toContain('zoom-connector');
    expect(keys(false)).toEqual(expect.arrayContaining(['zoom-back', 'zoom-frame', 'zoom-caption']));
  });

  it('draws the pixel dot map\'s cells inside the copy, counted at the magnified scale (decision "A zoom inset counts its own cells")', () => {
    let dots = applyOperation(doc, setDataLayer, 'pixelDotMap', 1);
    dots = applyOperation(dots, setDataValues, 'pixelDotMap', { A: 50, B: 50 });
    dots = applyOperation(dots, addZoomInset, inset);
    const tree = renderMap(dots, geometry, { labels: false });
    const [box] = findNodes(tree, (n) => n.key === 'zoom-inset:a');
    const cells = findNodes(box!, (n) => n.attrs['data-zoom-cells'] === 'a');
    expect(cells).toHaveLength(1);
    // Clipped to the area, under the copies.
    expect(cells[0]?.attrs['clip-path']).toBe('url(#mw-zoom-clip-a)');
    const view = findNodes(box!, (n) => n.key === 'zoom-view:a')[0]!;
    const order = (view.children ?? []).map((n) => n.key.split(':')[0]);
    expect(order.indexOf('zoom-cells')).toBeLessThan(order.indexOf('zoom-copies'));
    // Only the divisions reaching into the area have cells, some on, some off.
    const paths = findNodes(cells[0]!, (n) => n.attrs['data-cells'] !== undefined);
    expect(new Set(paths.map((n) => n.attrs['data-cells']))).toEqual(new Set(['on', 'off']));
    expect(new Set(paths.map((n) => n.attrs['data-cells-of']))).toEqual(new Set(['A']));
    // A cell in the box is as big as one on the map: the grid's pitch is the map's over the zoom.
    const scale = (node: { attrs: Record<string, unknown> }) =>
      Number(/scale\(([^)]+)\)/.exec(String(node.attrs.transform))?.[1]);
    const [mainland] = findNodes(tree, (n) => n.attrs['data-pixel-grid'] !== undefined);
    const zoomed = scale(cells[0]!.children![0]!);
    expect(zoomed).toBeCloseTo(scale(mainland!) / inset.zoom, 6);
    // The copies stay unfilled over their cells; without a dot map there are no cells in the box.
    expect(findNodes(box!, (n) => n.attrs['data-zoom-division'] === 'A')[0]?.attrs.fill).toBe('none');
    const plain = renderMap(applyOperation(doc, addZoomInset, inset), geometry, { labels: false });
    expect(findNodes(plain, (n) => n.attrs['data-zoom-cells'] !== undefined)).toHaveLength(0);
  });

  it("draws the first level's borders over the copy when both levels are shown", () => {
    const twoLevels = projectCountry(
      { level1: twoSquaresTopology(), level2: twoSquaresTopology() },
      { type: 'mercator' },
    );
    const both = applyOperation(applyOperation(base, setShow, 'both'), addZoomInset, inset);
    const tree = renderMap(both, twoLevels, { labels: false });
    const view = findNodes(tree, (n) => n.key === 'zoom-view:a')[0]!;
    const order = (view.children ?? []).map((n) => n.key.split(':')[0]);
    expect(order.indexOf('zoom-outline')).toBeGreaterThan(order.indexOf('zoom-copies'));
    const outline = findNodes(view, (n) => n.key === 'zoom-outline:a')[0]!;
    const style = both.levels[1].style;
    expect(outline.attrs).toMatchObject({
      fill: 'none',
      stroke: style.borderColor,
      'clip-path': 'url(#mw-zoom-clip-a)',
    });
    const [borders] = findNodes(outline, (n) => n.attrs['data-zoom-outline'] === 1);
    expect(borders?.attrs.d).toBe(twoLevels.level1?.borders);
    // The copies are the second level's, as the map's filled level.
    expect(findNodes(view, (n) => n.attrs['data-zoom-division'] !== undefined)[0]?.attrs['data-level']).toBe(
      2,
    );
    // One level shown: no outline in the box.
    const one = applyOperation(applyOperation(base, setShow, '2'), addZoomInset, inset);
    expect(
      findNodes(renderMap(one, twoLevels, { labels: false }), (n) => n.key.startsWith('zoom-outline')),
    ).toEqual([]);
  });
});
