/**
 * The public page's zoom: a scale and a translation of the map group in frame pixels, applied outside
 * the document's own placement, so the map zooms and pans while the legend, title and credit stay
 * where they are. Pure maths here; viewer.ts applies it to the drawing.
 */
export interface ViewerZoom {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export const ZOOM_STEP = 1.5;
export const MAX_ZOOM = 8;
export const IDENTITY: ViewerZoom = { k: 1, x: 0, y: 0 };

interface Frame {
  readonly width: number;
  readonly height: number;
}

/** Keeps the zoomed map covering the whole frame: no panning past its edges, never below 1. */
export function clampZoom(zoom: ViewerZoom, frame: Frame): ViewerZoom {
  const k = Math.min(MAX_ZOOM, Math.max(1, zoom.k));
  if (k === 1) return IDENTITY;
  const x = Math.min(0, Math.max(frame.width * (1 - k), zoom.x));
  const y = Math.min(0, Math.max(frame.height * (1 - k), zoom.y));
  return { k, x, y };
}

/** Zooms by `factor` around a point of the frame (the centre for the buttons), keeping it in place. */
export function zoomAround(
  zoom: ViewerZoom,
  factor: number,
  at: { x: number; y: number },
  frame: Frame,
): ViewerZoom {
  const k = Math.min(MAX_ZOOM, Math.max(1, zoom.k * factor));
  const ratio = k / zoom.k;
  return clampZoom({ k, x: at.x - (at.x - zoom.x) * ratio, y: at.y - (at.y - zoom.y) * ratio }, frame);
}

export function panBy(zoom: ViewerZoom, dx: number, dy: number, frame: Frame): ViewerZoom {
  return clampZoom({ k: zoom.k, x: zoom.x + dx, y: zoom.y + dy }, frame);
}

/** The map group's transform: the viewer's zoom around the document's placement. */
export function zoomedTransform(zoom: ViewerZoom, placement: string): string {
  if (zoom.k === 1) return placement;
  const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
  return `translate(${round(zoom.x, 2)} ${round(zoom.y, 2)}) scale(${round(zoom.k, 4)}) ${placement}`;
}
