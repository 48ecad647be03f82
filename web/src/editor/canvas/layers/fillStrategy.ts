import type { Level, MapDocument } from '@mapwright/core/document/schema';
import type { LayerOptions } from '../mapLayers';
import type { MapScene } from './mapScene';

/** The elements of divisions, as a fill strategy draws them. */
interface DivisionElements {
  /** The element a division has now, if any. */
  pathOf(level: Level, id: string): SVGElement | undefined;
  /** The element of a division, made if it is drawn as part of a base; undefined where not drawn. */
  elementFor(level: Level, id: string): SVGElement | undefined;
  /** A division may go back into its base if it is drawn as the base draws it (no-op without). */
  release(level: Level, id: string): void;
}

/**
 * How a device draws the filled levels' divisions (fillLayer.ts decides which fills and offsets
 * changed; the strategy puts them on elements). The desktop's: one path per division (OwnPaths),
 * which its mouse input hovers and clicks. The phone's: base paths per tile (basePathStrategy.ts).
 */
export interface FillStrategy extends DivisionElements {
  /** How buildLayers draws the filled levels for `doc`. */
  layerOptions(doc: MapDocument): LayerOptions;
  /** The map was (re)mounted: scene.dom is new. */
  mount(): void;
  /** A division's fill is now `fill`; `base` is its level's base fill (the same for a whole repaint). */
  paint(level: Level, id: string, fill: string, base: string): void;
  /** A whole level is repainted with this base fill (a new default, a data layer on or off). */
  paintBase(level: Level, base: string): void;
  /** A division's element was moved out of its place (true) or back (false). */
  moved(level: Level, id: string, out: boolean): void;
  /** The moves of one update on this level are done. */
  movesDone(level: Level): void;
}

export type FillStrategyFactory = (scene: MapScene) => FillStrategy;

/** Every division is a path of its own, made at mount (the desktop's). */
class OwnPaths implements FillStrategy {
  readonly #scene: MapScene;

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  layerOptions(): LayerOptions {
    return {};
  }

  mount(): void {}

  pathOf(level: Level, id: string): SVGElement | undefined {
    return this.#scene.dom?.paths.get(`${level}:${id}`);
  }

  elementFor(level: Level, id: string): SVGElement | undefined {
    return this.pathOf(level, id);
  }

  release(): void {}

  paint(level: Level, id: string, fill: string): void {
    const el = this.pathOf(level, id);
    if (el && el.getAttribute('fill') !== fill) el.setAttribute('fill', fill);
  }

  paintBase(): void {}

  moved(): void {}

  movesDone(): void {}
}

export const ownPaths: FillStrategyFactory = (scene) => new OwnPaths(scene);
