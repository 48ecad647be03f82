import { describe, expect, it } from 'vitest';
import { naturalHeight, BAR_HEIGHT_PX } from './embedProtocol';
import { clampZoom, IDENTITY, MAX_ZOOM, panBy, zoomAround, zoomedTransform } from './viewerZoom';

const frame = { width: 1600, height: 900 };
const centre = { x: 800, y: 450 };

describe('the public page zoom', () => {
  it('zooms around the centre and back to where it started', () => {
    const inOnce = zoomAround(IDENTITY, 2, centre, frame);
    expect(inOnce).toEqual({ k: 2, x: -800, y: -450 });
    expect(zoomAround(inOnce, 0.5, centre, frame)).toEqual(IDENTITY);
  });

  it('never zooms out past the whole map or in past the maximum', () => {
    expect(zoomAround(IDENTITY, 0.5, centre, frame)).toEqual(IDENTITY);
    let zoom = IDENTITY;
    for (let i = 0; i < 20; i++) zoom = zoomAround(zoom, 1.5, centre, frame);
    expect(zoom.k).toBe(MAX_ZOOM);
  });

  it('pans only while the zoomed map still covers the frame', () => {
    const zoomed = zoomAround(IDENTITY, 2, centre, frame);
    expect(panBy(zoomed, 100, -50, frame)).toEqual({ k: 2, x: -700, y: -500 });
    expect(panBy(zoomed, 5000, 5000, frame)).toEqual({ k: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -5000, -5000, frame)).toEqual({ k: 2, x: -1600, y: -900 });
    expect(panBy(IDENTITY, 100, 100, frame)).toEqual(IDENTITY);
    expect(clampZoom({ k: 0.2, x: 3, y: 4 }, frame)).toEqual(IDENTITY);
  });

  it("puts the viewer's zoom outside the document's placement", () => {
    expect(zoomedTransform(IDENTITY, 'matrix(0.7 0 0 0.7 10 20)')).toBe('matrix(0.7 0 0 0.7 10 20)');
    expect(zoomedTransform({ k: 2.25, x: -800.123, y: -450 }, 'matrix(0.7 0 0 0.7 10 20)')).toBe(
      'translate(-800.12 -450) scale(2.25) matrix(0.7 0 0 0.7 10 20)',
    );
  });
});

describe('the embed height', () => {
  it('is the frame at the given width plus the bar', () => {
    expect(naturalHeight(800, frame)).toBe(450 + BAR_HEIGHT_PX);
    expect(naturalHeight(333, frame)).toBe(Math.ceil((333 * 900) / 1600) + BAR_HEIGHT_PX);
  });
});
