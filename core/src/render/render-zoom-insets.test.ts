import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { applyOperation } from '../document/operations/apply-operation';
import { addZoomInset, moveZoomInset, removeZoomInset } from '../document/operations/insets';
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
});
