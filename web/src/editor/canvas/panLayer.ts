import { transformAttribute, type MapTransform } from '@mapwright/core/render/transform';
import { cancelFrameTask, scheduleFrame } from './frameScheduler';

/** How long a move must have stopped (outside a drag) before its placement is written to the map. */
export const SETTLE_MS = 150;

interface Size {
  readonly width: number;
  readonly height: number;
}

/** How big a frame unit is on screen, for translates that land on whole device pixels. */
export interface ScreenScale {
  /** CSS pixels per frame unit (the frame is scaled to fit the window). */
  readonly cssPerUnit: number;
  readonly devicePixelRatio: number;
}

/**
 * Where the map stands on screen. The pan layer is a composited layer (`will-change: transform`):
 * a move that keeps the scale (Shift+drag, an arrow nudge, centring on a search result, undoing a pan)
 * is shown as a CSS translate of it, which the compositor applies to the already rastered map, so a
 * frame of a pan costs neither paint nor raster however many paths the map has. When the move stops
 * (the drag ends, or SETTLE_MS without another move), the placement is written into the map groups'
 * transform attribute and the translate dropped, in one frame: the DOM then says exactly what the
 * document says. A change of scale (zoom, frame size) is written at once.
 *
 * The translate is snapped to whole device pixels: the layers were rastered aligned to the pixel grid,
 * and a fractional offset makes the compositor resample every layer's pixels in every frame of the pan
 * (in software compositing, twice the cost per frame, see bench/RESULTS.md; on a GPU, a blurred map
 * while it moves). The half pixel at most that this leaves is gone when the placement is written.
 */
export class PanLayer {
  /** Undefined (or a zero scale) when the surface is not on screen: the translate is then in %. */
  readonly #screenScale: () => ScreenScale | undefined;
  #pan: HTMLElement | undefined;
  #groups: readonly Element[] = [];
  /** What the groups' transform attribute says. */
  #written: MapTransform | undefined;
  /** What the screen shows (the written placement plus the translate). */
  #shown: MapTransform | undefined;
  #frame: Size = { width: 1, height: 1 };
  #live = false;
  /** The screen scale read at the gesture's first frame: the surface keeps its size while it lasts. */
  #liveScreen: ScreenScale | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #settle = () => this.settle();

  constructor(screenScale: () => ScreenScale | undefined = () => undefined) {
    this.#screenScale = screenScale;
  }

  /** Takes over a freshly mounted pan layer whose groups already carry `written`. */
  attach(pan: HTMLElement, groups: readonly Element[], written: MapTransform, frame: Size): void {
    this.#cancel();
    this.#pan = pan;
    this.#groups = groups;
    this.#written = written;
    this.#shown = written;
    this.#frame = frame;
  }

  /** Shows the map at `next`: a translate when only the offset changed, else written at once. */
  show(next: MapTransform, frame: Size): void {
    this.#shown = next;
    const written = this.#written;
    const sameFrame = frame.width === this.#frame.width && frame.height === this.#frame.height;
    this.#frame = frame;
    if (!written || !sameFrame) return this.settle();
    if (written.scale !== next.scale) {
      if (!this.#live) return this.settle();
      return this.#showScaled(written, next, frame);
    }
    const dx = next.x - written.x;
    const dy = next.y - written.y;
    if (dx === 0 && dy === 0) return this.#clearTranslate();
    this.#pan?.style.setProperty('transform', this.#translate(dx, dy, frame));
    if (!this.#live) this.#restartTimer();
  }

  /**
   * While true (a drag or a pinch is under way) the placement is not written until setLive(false);
   * a change of scale meanwhile is shown as a compositor scale.
   */
  setLive(live: boolean): void {
    this.#live = live;
    this.#liveScreen = undefined;
    if (live) this.#stopTimer();
    else if (this.#written !== this.#shown) scheduleFrame(this.#settle);
  }

  /** Writes the shown placement into the map groups and drops the translate. */
  settle(): void {
    this.#cancel();
    const shown = this.#shown;
    if (!shown) return;
    if (shown !== this.#written) {
      const value = transformAttribute(shown);
      for (const group of this.#groups) group.setAttribute('transform', value);
      this.#written = shown;
    }
    this.#clearTranslate();
  }

  detach(): void {
    this.#cancel();
    this.#pan = undefined;
    this.#groups = [];
  }

  #translate(dx: number, dy: number, frame: Size): string {
    // Read once per gesture: a box read in each frame forces a style and layout pass (a pass in every
    // pinch frame on a phone, where the frame's own change has just dirtied them).
    const screen = this.#live ? (this.#liveScreen ??= this.#screenScale()) : this.#screenScale();
    if (!screen || !(screen.cssPerUnit > 0) || !(screen.devicePixelRatio > 0)) {
      // Percentages of the layer, which is the frame: right whatever its size on screen.
      return `translate(${(dx / frame.width) * 100}%, ${(dy / frame.height) * 100}%)`;
    }
    const { cssPerUnit, devicePixelRatio } = screen;
    const snap = (units: number) => Math.round(units * cssPerUnit * devicePixelRatio) / devicePixelRatio;
    return `translate(${snap(dx)}px, ${snap(dy)}px)`;
  }

  /**
   * A pinch (a live gesture that changes the scale) is shown as a compositor scale of the already
   * rastered map, like a pan: rewriting the groups' transform at every step would repaint every path
   * in every frame. The map is blurred while the fingers move and drawn sharp when they lift. With
   * the layer's origin at its top-left corner, map point p shows at k·(s·p + w) + t, which is
   * s'·p + n for k = s'/s and t = n − k·w.
   */
  #showScaled(written: MapTransform, next: MapTransform, frame: Size): void {
    const k = next.scale / written.scale;
    const translate = this.#translate(next.x - k * written.x, next.y - k * written.y, frame);
    this.#pan?.style.setProperty('transform', `${translate} scale(${k})`);
  }

  #clearTranslate(): void {
    this.#pan?.style.removeProperty('transform');
  }

  #restartTimer(): void {
    this.#stopTimer();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      scheduleFrame(this.#settle);
    }, SETTLE_MS);
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #cancel(): void {
    this.#stopTimer();
    cancelFrameTask(this.#settle);
  }
}
