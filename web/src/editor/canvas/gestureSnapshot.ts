import { MAX_BORDER_WIDTH } from '@mapwright/core/document/level';
import { parseViewBox } from '@mapwright/core/render/view-box';
import { cancelIdle, whenIdle } from '../state/whenIdle';
import { SVG_NS } from './svgDom';

/** An idle task of the picture runs at the latest this long after it is asked for. */
const IDLE_TIMEOUT_MS = 2000;
/** How long the map must have been still (no change) before its picture is drawn again. */
const SNAPSHOT_QUIET_MS = 400;
/** The picture reaches this far past the frame on each side (a share of the frame's size). */
export const SNAPSHOT_MARGIN = 0.5;
/** At most this many pixels (about 48 MB of RGBA): a larger picture is drawn at a lower resolution. */
export const MAX_PIXELS = 12e6;

/** The pan layer's state, on its `data-snapshot` attribute (for CSS, tests and the benchmark). */
type SnapshotState = 'ready' | 'shown';

/** A rectangle in the frame's units. */
export interface FrameBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A picture of the map for a phone's gestures: one canvas the compositor moves and scales while the
 * fingers move, in place of the tile layers' paths.
 *
 * Why: on a phone every page has touch listeners (React registers them on its root), and while any
 * exist Chromium's layerize step walks the hit-test data of every painted path in every frame in
 * which a layer moves: on Romania's 3,186 paths at 4x CPU throttling it was the largest part of a
 * pinch frame (decision "On the phone, gestures move a picture of the map"). A bitmap is one display item.
 *
 * How: when the map has been still for SNAPSHOT_QUIET_MS, each layer of the pan layer (a tile, the
 * outlines, a tile of pixel cells) is drawn, one per idle task, as an SVG image of its own map group
 * (the elements the screen shows, serialised: the picture cannot differ from the map) over the box it
 * covers in an offscreen canvas at the screen's resolution that reaches SNAPSHOT_MARGIN past the
 * frame, so that a pan or a pinch out has map to show; when all are drawn, the bitmap goes to a
 * canvas with a bitmap renderer, which replaces the last one (a 2D canvas on screen made pinch frames
 * slower; bench/RESULTS.md). One layer at a time because parsing the whole map as one image blocked
 * the main thread in one long task, and a tap then waited for all of it. Any change to the
 * map makes the picture stale (a version number); a gesture that starts while it is stale moves the
 * tiles, as without a picture.
 */
export class GestureSnapshot {
  readonly #pan: HTMLElement;
  /** The picture (drawn for version #drawn). */
  #canvas: HTMLCanvasElement | undefined;
  /** Bumped by every change of what the pan layer draws. */
  #version = 0;
  /** The version the picture shows (-1: none). */
  #drawn = -1;
  #shown = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #idle: number | undefined;
  #destroyed = false;
  /** When the picture under way started (for its performance measure). */
  #drawnAt = 0;

  constructor(pan: HTMLElement) {
    this.#pan = pan;
    this.invalidate();
  }

  /** Whether the picture shows the map as it is now. */
  get ready(): boolean {
    return this.#drawn === this.#version;
  }

  /** The map changed: the picture is stale until drawn again once the map is still. */
  invalidate(): void {
    this.#version++;
    this.#shown = false;
    this.#pan.removeAttribute('data-snapshot');
    this.#cancel();
    if (this.#destroyed) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#idle = whenIdle(() => {
        this.#idle = undefined;
        this.#drawnAt = performance.now();
        this.#draw(this.#version);
      }, IDLE_TIMEOUT_MS);
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
    this.#canvas?.remove();
    this.#canvas = undefined;
    this.#pan.removeAttribute('data-snapshot');
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#idle !== undefined) cancelIdle(this.#idle);
    this.#idle = undefined;
  }

  #current(version: number): boolean {
    return version === this.#version && !this.#destroyed;
  }

  /** Finds the layers and their boxes (one layout read), then draws them one idle task each. */
  #draw(version: number): void {
    // Without these (an older Safari) there is no picture: gestures move the tiles.
    if (typeof OffscreenCanvas !== 'function') return;
    // The surface (the pan layer's parent) is never transformed: its box is the frame on screen.
    const surface = this.#pan.parentElement?.getBoundingClientRect();
    const layers = [...this.#pan.children].filter(
      (el) => el.namespaceURI === SVG_NS && el.getAttribute('data-layer') !== 'focus',
    );
    const frame = frameOf(layers[0]?.getAttribute('viewBox'));
    if (!surface || !frame || !(surface.width > 0)) return;
    const cssPerUnit = surface.width / frame.width;
    const area = pictureArea(frame);
    const scale = pictureScale(frame, cssPerUnit * (globalThis.devicePixelRatio || 1));
    const jobs = layers.flatMap((layer) => {
      const box = layer.firstElementChild?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0) return [];
      // Strokes reach past the fill box by half their width at most (frame units, at every zoom).
      const pad = MAX_BORDER_WIDTH / 2 + 1;
      const covered = intersect(
        {
          x: frame.x + (box.left - surface.left) / cssPerUnit - pad,
          y: frame.y + (box.top - surface.top) / cssPerUnit - pad,
          width: box.width / cssPerUnit + 2 * pad,
          height: box.height / cssPerUnit + 2 * pad,
        },
        area,
      );
      return covered ? [{ layer, box: covered }] : [];
    });
    // Drawn off screen, then handed to the shown canvas as one bitmap (a bitmap renderer: the
    // compositor gets a finished image, as from an <img>).
    const picture = new OffscreenCanvas(
      Math.max(1, Math.round(area.width * scale)),
      Math.max(1, Math.round(area.height * scale)),
    );
    // Read back from once per piece (drawPiece's pixel read makes it draw now): a canvas read from is
    // one kept in memory, as willReadFrequently asks, rather than on the GPU, where each read is a round
    // trip and Chrome warns of it (issue 42 item 16).
    const context = picture.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    const next = (index: number) => {
      this.#idle = whenIdle(() => {
        this.#idle = undefined;
        if (!this.#current(version)) return;
        const job = jobs[index];
        if (!job) {
          const canvas = pictureCanvas(area, frame, picture);
          return canvas && this.#finish(version, canvas);
        }
        void drawPiece(context, job.layer, job.box, area, scale, () => this.#current(version)).then(
          () => this.#current(version) && next(index + 1),
          // No picture (the browser could not draw it): gestures move the tiles, as without one.
          () => undefined,
        );
      }, IDLE_TIMEOUT_MS);
    };
    next(0);
  }

  #finish(version: number, canvas: HTMLCanvasElement): void {
    this.#canvas?.remove();
    this.#canvas = canvas;
    this.#pan.prepend(canvas);
    this.#drawn = version;
    this.#pan.setAttribute('data-snapshot', 'ready' satisfies SnapshotState);
    // For the benchmark: how long the picture took from its first piece to its last (wall time).
    performance.measure('mapwright:snapshot', { start: this.#drawnAt });
  }
}

/** The picture's canvas: the drawn bitmap, placed over `area` (in % of the frame). */
function pictureCanvas(
  area: FrameBox,
  frame: FrameBox,
  picture: OffscreenCanvas,
): HTMLCanvasElement | undefined {
  const canvas = document.createElement('canvas');
  const renderer = canvas.getContext('bitmaprenderer');
  if (!renderer) return undefined;
  renderer.transferFromImageBitmap(picture.transferToImageBitmap());
  canvas.className = 'map-snapshot';
  canvas.setAttribute('aria-hidden', 'true');
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  Object.assign(canvas.style, {
    left: percent(area.x - frame.x, frame.width),
    top: percent(area.y - frame.y, frame.height),
    width: percent(area.width, frame.width),
    height: percent(area.height, frame.height),
  });
  return canvas;
}

/**
 * One layer's map group, as an SVG image of `box`, drawn there in the picture. The pixel read makes
 * the canvas draw it now, in this idle task, rather than when the picture is first shown. The image
 * decodes in the background; if the map changed meanwhile (`wanted` says no), it is not drawn: the
 * draw rasterises the layer on the main thread, where it would hold up the tap that changed the map.
 */
export async function drawPiece(
  context: OffscreenCanvasRenderingContext2D,
  layer: Element,
  box: FrameBox,
  area: FrameBox,
  scale: number,
  wanted: () => boolean,
): Promise<void> {
  let groups = '';
  const serializer = new XMLSerializer();
  for (const child of layer.children) groups += serializer.serializeToString(child);
  // Pattern fills name the map's <defs>, which the background's svg holds: the piece is a document
  // of its own and needs a copy of them.
  if (groups.includes('url(#')) groups = patternDefsOf(layer, serializer) + groups;
  const url = URL.createObjectURL(new Blob([pieceSvg(box, groups, scale)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (!wanted()) return;
    const x = (box.x - area.x) * scale;
    const y = (box.y - area.y) * scale;
    context.drawImage(image, x, y, box.width * scale, box.height * scale);
    context.getImageData(Math.floor(x), Math.floor(y), 1, 1);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The map's pattern definitions (in the background's svg, beside the pan layer) as markup, or ''. */
function patternDefsOf(layer: Element, serializer: XMLSerializer): string {
  const surface = layer.closest('.map-pan')?.parentElement;
  const defs = surface?.querySelector(':scope > svg > defs[data-element="patterns"]');
  return defs ? serializer.serializeToString(defs) : '';
}

/** The frame's box from its svg's viewBox; undefined unless four numbers with a positive size. */
export function frameOf(viewBox: string | null | undefined): FrameBox | undefined {
  const box = parseViewBox(viewBox);
  return box && box.width > 0 && box.height > 0 ? box : undefined;
}

/** What the picture covers: the frame and SNAPSHOT_MARGIN of it on each side. */
export function pictureArea(frame: FrameBox): FrameBox {
  const grow = 1 + 2 * SNAPSHOT_MARGIN;
  return {
    x: frame.x - SNAPSHOT_MARGIN * frame.width,
    y: frame.y - SNAPSHOT_MARGIN * frame.height,
    width: frame.width * grow,
    height: frame.height * grow,
  };
}

/** Device pixels per frame unit for the picture: the screen's, lower where it would pass MAX_PIXELS. */
export function pictureScale(frame: FrameBox, devicePixelsPerUnit: number): number {
  const area = pictureArea(frame);
  const wanted = area.width * area.height * devicePixelsPerUnit ** 2;
  return devicePixelsPerUnit * Math.min(1, Math.sqrt(MAX_PIXELS / wanted));
}

/** An SVG document of `groups` (markup in the frame's units) over `box`, `scale` pixels a unit. */
export function pieceSvg(box: FrameBox, groups: string, scale: number): string {
  const width = Math.max(1, Math.round(box.width * scale));
  const height = Math.max(1, Math.round(box.height * scale));
  const viewBox = [box.x, box.y, box.width, box.height].join(' ');
  return `<svg xmlns="${SVG_NS}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="none">${groups}</svg>`;
}

export function intersect(a: FrameBox, b: FrameBox): FrameBox | undefined {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : undefined;
}
