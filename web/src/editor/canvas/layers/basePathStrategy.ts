import type { Level, MapDocument } from '@mapwright/core/document/schema';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import { baseFillOf, fillOf, offsetTransformOf } from '@mapwright/core/render/fill-of';
import { renderDivision } from '@mapwright/core/render/render-map';
import { basePathData } from '../basePaths';
import type { LayerOptions } from '../mapLayers';
import { createSvgElement } from '../svgDom';
import { splitByTile } from '../tiles';
import type { FillStrategy, FillStrategyFactory } from './fillStrategy';
import type { MapScene } from './mapScene';

/**
 * Base paths (basePaths.ts), the phone's fills: a filled level's plain divisions are one path per
 * tile, and a division gets an element of its own once it is drawn otherwise (painted, moved,
 * selected, flashed), which goes again once it is plain. The phone's input finds divisions in the
 * geometry, so unpainted ones need no element.
 */
class BasePaths implements FillStrategy {
  readonly #scene: MapScene;
  /** The divisions left out of their tile's base path (moved), per level. */
  #movedOut: Record<Level, Set<string>> = { 1: new Set(), 2: new Set() };
  /** Each tile's divisions in drawing order, per level (made on first move). */
  readonly #tileDivisions: Partial<Record<Level, ProjectedDivision[][]>> = {};
  /** Tiles whose base path gains or loses a division in the moves under way, per level. */
  readonly #rebased: Record<Level, Set<number>> = { 1: new Set(), 2: new Set() };

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  layerOptions(doc: MapDocument): LayerOptions {
    return { baseFill: (level) => (level === 1 || level === 2 ? baseFillOf(doc, level) : undefined) };
  }

  mount(): void {
    // buildLayers leaves a division out of its base path when the tree draws it moved.
    const doc = this.#scene.doc;
    for (const level of [1, 2] as const) {
      this.#movedOut[level] = new Set(
        Object.keys(doc.levels[level].offsets).filter(
          (id) => offsetTransformOf(doc, level, id) !== undefined,
        ),
      );
    }
  }

  pathOf(level: Level, id: string): SVGElement | undefined {
    return this.#scene.dom?.paths.get(`${level}:${id}`);
  }

  /** Appended to its tile's group, over the base, drawn as the render draws it. */
  elementFor(level: Level, id: string): SVGElement | undefined {
    const existing = this.pathOf(level, id);
    if (existing) return existing;
    const { dom, tiles, doc } = this.#scene;
    const tile = tiles[level]?.tileOf.get(id);
    const group = tile === undefined ? undefined : dom?.tileGroups.get(`level:${level}`)?.get(tile);
    const division = this.#scene.divisionOf(level, id);
    if (!dom || !group || !division || division.d === '') return undefined;
    const el = createSvgElement(renderDivision(doc, level, division));
    group.appendChild(el);
    dom.paths.set(`${level}:${id}`, el);
    return el;
  }

  /**
   * Takes a division's element away once the base draws it the same (its paint reverted, back in
   * its place, not selected nor flashing), so elements do not pile up over a session.
   */
  release(level: Level, id: string, fill?: string, base?: string): void {
    const el = this.pathOf(level, id);
    if (!el || el.hasAttribute('data-selected') || el.classList.contains('map-flash')) return;
    if (this.#movedOut[level].has(id)) return;
    const doc = this.#scene.doc;
    const parent = level === 2 ? this.#scene.divisionOf(2, id)?.parent : undefined;
    if ((fill ?? fillOf(doc, level, id, parent)) !== (base ?? baseFillOf(doc, level))) return;
    el.remove();
    this.#scene.dom?.paths.delete(`${level}:${id}`);
  }

  paint(level: Level, id: string, fill: string, base: string): void {
    const el = this.pathOf(level, id);
    // A division drawn as the base draws it has no element until it differs.
    if (!el) {
      if (fill !== base) this.elementFor(level, id);
      return;
    }
    if (el.getAttribute('fill') !== fill) el.setAttribute('fill', fill);
    this.release(level, id, fill, base);
  }

  paintBase(level: Level, base: string): void {
    for (const path of this.#scene.dom?.bases.get(level)?.values() ?? []) {
      if (path.getAttribute('fill') !== base) path.setAttribute('fill', base);
    }
  }

  moved(level: Level, id: string, out: boolean): void {
    const moved = this.#movedOut[level];
    if (moved.has(id) === out) return;
    if (out) moved.add(id);
    else moved.delete(id);
    const tile = this.#scene.tiles[level]?.tileOf.get(id);
    if (tile !== undefined) this.#rebased[level].add(tile);
    this.release(level, id);
  }

  movesDone(level: Level): void {
    for (const tile of this.#rebased[level]) this.#rebase(level, tile);
    this.#rebased[level].clear();
  }

  /** Writes a tile's base path again from its divisions in their place. */
  #rebase(level: Level, tile: number): void {
    const base = this.#scene.dom?.bases.get(level)?.get(tile);
    const tiles = this.#scene.tiles[level];
    if (!base || !tiles) return;
    this.#tileDivisions[level] ??= splitByTile(
      this.#scene.levelOf(level)?.divisions ?? [],
      tiles,
      (d) => d.id,
    );
    base.setAttribute('d', basePathData(this.#tileDivisions[level][tile] ?? [], this.#movedOut[level]));
  }
}

export const basePaths: FillStrategyFactory = (scene) => new BasePaths(scene);
