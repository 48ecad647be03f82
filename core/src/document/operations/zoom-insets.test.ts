import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { applyOperation } from './apply-operation';
import { addZoomInset, setZoomInsetCaption, setZoomInsetZoom } from './insets';
import { moveElement } from './move-element';

const inset = {
  id: 'z',
  caption: 'Paris',
  area: [0, 0, 10, 10] as [number, number, number, number],
  x: 100,
  y: 50,
  zoom: 4,
  showArea: true,
};
const doc = applyOperation(createDocument('France'), addZoomInset, inset);

describe('zoom inset operations', () => {
  it('a new zoom keeps the area and the box corner, within 1..50, rounded', () => {
    const zoomed = applyOperation(doc, setZoomInsetZoom, 'z', 6.12345);
    expect(zoomed.zoomInsets[0]).toEqual({ ...inset, zoom: 6.12, showArea: true });
    expect(applyOperation(doc, setZoomInsetZoom, 'z', 0.2).zoomInsets[0]?.zoom).toBe(1);
    expect(applyOperation(doc, setZoomInsetZoom, 'z', 400).zoomInsets[0]?.zoom).toBe(50);
    expect(applyOperation(doc, setZoomInsetZoom, 'gone', 3)).toBe(doc);
    expect(() => applyOperation(doc, setZoomInsetZoom, 'z', Number.NaN)).toThrow(RangeError);
  });

  it('the caption is set, emptied, cut to its limit', () => {
    expect(applyOperation(doc, setZoomInsetCaption, 'z', 'Île-de-France').zoomInsets[0]?.caption).toBe(
      'Île-de-France',
    );
    expect(applyOperation(doc, setZoomInsetCaption, 'z', '').zoomInsets[0]?.caption).toBe('');
    expect(
      applyOperation(doc, setZoomInsetCaption, 'z', 'x'.repeat(200)).zoomInsets[0]?.caption,
    ).toHaveLength(80);
  });

  it('the move tool moves an inset box by frame pixels, turned into map units', () => {
    const moved = applyOperation(doc, moveElement, { kind: 'zoomInset', id: 'z' }, 20, -10, 2);
    expect(moved.zoomInsets[0]).toMatchObject({ x: 110, y: 45 });
    const territory = applyOperation(doc, moveElement, { kind: 'inset', id: 'guyane' }, 20, -10, 2);
    expect(territory.insets.guyane).toEqual({ hidden: false, dx: 10, dy: -5, scale: 1 });
  });
});
