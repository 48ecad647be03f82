import { SVG_NS } from './svgDom';

/** How long the map must have been still (no change) before its picture is drawn again. */
export const SNAPSHOT_QUIET_MS = 400;
/** The picture reaches this far past the frame on each side (a share of the frame's size). */
export const SNAPSHOT_MARGIN = 0.5;
/** At most this many pixels (about 48 MB of RGBA): a larger picture is drawn at a lower resolution. */
export const MAX_PIXELS = 12e6;

/** The pan layer's state, on its `data-snapshot` attribute (for CSS, tests and the benchmark). */
export type SnapshotState = 'ready' | 'shown';

/**
 * A picture of the map for a phone's gestures: one bitmap the compositor moves and scales while the
 * fingers move, in place of the tile layers' paths.
 *
 * Why: on a phone every page has touch listeners (React registers them on its root), and while any
 * exist Chromium's layerize step walks the hit-test data of every painted path in every frame in
 * which a layer moves: on Romania's 3,186 paths at 4x CPU throttling it was the largest part of a
 * pinch frame (ADR 0020). A bitmap is one display item.
 *
 * How: when the map has been still for SNAPSHOT_QUIET_MS and the page is idle, the pan layer's map
 * groups (the same elements the screen shows, serialised: the picture cannot differ from the map) are
 * drawn as one SVG image into a canvas, at the screen's resolution, reaching SNAPSHOT_MARGIN past the
 * frame so that a pan or a pinch out has map to show. Any change to the map makes the picture stale
 * (a version number); a gesture that starts while it is stale moves the tiles as before.
 */
export class GestureSnapshot {
  readonly #pan: HTMLElement;
  /** Device pixels per frame unit on screen now (undefined while the map is not on screen). */
  readonly #devicePixelsPerUnit: () => number | undefined;
  readonly #canvas: HTMLCanvasElement;
  /** Bumped by every change of what the pan layer draws. */
  #version = 0;
  /** The version the canvas shows (-1: none). */
  #drawn = -1;
  #shown = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #idle: number | undefined;
  #destroyed = false;

  constructor(pan: HTMLElement, devicePixelsPerUnit: () => number | undefined) {
    this.#pan = pan;
    this.#devicePixelsPerUnit = devicePixelsPerUnit;
    this.#canvas = document.createElement('canvas');
    this.#canvas.className = 'map-snapshot';
    this.#canvas.setAttribute('aria-hidden', 'true');
    const inset = `${-SNAPSHOT_MARGIN * 100}%`;
    const size = `${(1 + 2 * SNAPSHOT_MARGIN) * 100}%`;
    Object.assign(this.#canvas.style, { left: inset, top: inset, width: size, height: size });
    pan.prepend(this.#canvas);
    this.invalidate();
  }

  /** Whether the picture shows the map as it is now. */
  get ready(): boolean {
    return this.#drawn === this.#version;
  }

  /** The map changed: the picture is stale until drawn again once the map is still. */
  invalidate(): void {
    this.#version++;
    this.hide();
    this.#pan.removeAttribute('data-snapshot');
    this.#cancel();
    if (this.#destroyed) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#idle = whenIdle(() => {
        this.#idle = undefined;
        void this.#draw(this.#version);
      });
    }, SNAPSHOT_QUIET_MS);
  }

  /** Shows the picture instead of the tiles (a gesture moves the map); false when it is stale. */
  show(): boolean {
    if (this.#shown) return true;
    if (!this.ready) return false;
    this.#shown = true;
    this.#pan.setAttribute('data-snapshot', 'shown' satisfies SnapshotState);
    return true;
  }

  /** The tiles again (the gesture ended, or the map changed under it). */
  hide(): void {
    if (!this.#shown) return;
    this.#shown = false;
    this.#pan.setAttribute('data-snapshot', 'ready' satisfies SnapshotState);
  }

  destroy(): void {
    this.#destroyed = true;
    this.#cancel();
    this.#canvas.remove();
    this.#pan.removeAttribute('data-snapshot');
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#idle !== undefined) cancelIdle(this.#idle);
    this.#idle = undefined;
  }

  async #draw(version: number): Promise<void> {
    const scale = this.#devicePixelsPerUnit();
    const markup = scale ? snapshotMarkup(this.#pan, scale) : undefined;
    if (!markup) return;
    const start = performance.now();
    const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      if (version !== this.#version || this.#destroyed) return;
      await paintInto(this.#canvas, image);
      if (version !== this.#version || this.#destroyed) return;
      this.#drawn = version;
      this.#pan.setAttribute('data-snapshot', 'ready' satisfies SnapshotState);
      // For the benchmark: how long the picture took from the markup to the bitmap (wall time).
      performance.measure('mapwright:snapshot', { start });
    } catch {
      // No picture (the browser could not draw it): gestures move the tiles, as without one.
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

/**
 * The pan layer's map as one SVG document: every map group copy of its layers (the tiles, the
 * outlines, the pixel cells; not the keyboard's focus ring). Undefined when there is nothing to draw.
 */
function snapshotMarkup(pan: Element, devicePixelsPerUnit: number): string | undefined {
  const layers = [...pan.children].filter(
    (el) => el.namespaceURI === SVG_NS && el.getAttribute('data-layer') !== 'focus',
  );
  const serializer = new XMLSerializer();
  let groups = '';
  for (const layer of layers)
    for (const child of layer.children) groups += serializer.serializeToString(child);
  return pictureSvg(layers[0]?.getAttribute('viewBox'), groups, devicePixelsPerUnit);
}

/**
 * An SVG document of `groups` (markup in the frame's units) whose viewBox reaches SNAPSHOT_MARGIN past
 * the frame's `viewBox` on each side, sized in device pixels (at most MAX_PIXELS). Undefined for a
 * viewBox that is not four numbers with a positive size.
 */
export function pictureSvg(
  viewBox: string | null | undefined,
  groups: string,
  devicePixelsPerUnit: number,
): string | undefined {
  const box = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!box || box.length !== 4 || box.some((n) => !Number.isFinite(n))) return undefined;
  const [x, y, width, height] = box as [number, number, number, number];
  if (!(width > 0 && height > 0 && devicePixelsPerUnit > 0)) return undefined;
  const grow = 1 + 2 * SNAPSHOT_MARGIN;
  const wanted = width * grow * height * grow * devicePixelsPerUnit ** 2;
  const scale = devicePixelsPerUnit * Math.min(1, Math.sqrt(MAX_PIXELS / wanted));
  const pixelWidth = Math.max(1, Math.round(width * grow * scale));
  const pixelHeight = Math.max(1, Math.round(height * grow * scale));
  const picture = [x - SNAPSHOT_MARGIN * width, y - SNAPSHOT_MARGIN * height, width * grow, height * grow];
  return `<svg xmlns="${SVG_NS}" width="${pixelWidth}" height="${pixelHeight}" viewBox="${picture.join(' ')}" preserveAspectRatio="none">${groups}</svg>`;
}

/**
 * Draws the image into the canvas at its own size: as an ImageBitmap handed to a bitmap renderer
 * where the browser has one (the drawing happens here, in idle time, not in the gesture's first
 * frame), else with a 2D context.
 */
async function paintInto(canvas: HTMLCanvasElement, image: HTMLImageElement): Promise<void> {
  const renderer = typeof createImageBitmap === 'function' ? canvas.getContext('bitmaprenderer') : null;
  if (renderer) {
    renderer.transferFromImageBitmap(await createImageBitmap(image));
    return;
  }
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context');
  context.drawImage(image, 0, 0);
}

/** requestIdleCallback where the browser has it (not Safari): else a timer. */
function whenIdle(run: () => void): number {
  if (typeof requestIdleCallback === 'function') return requestIdleCallback(run, { timeout: 2000 });
  return setTimeout(run, 0) as unknown as number;
}

function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
