import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { showOf } from '@mapwright/core/document/show';
import type { DivisionChanges, DocumentChanges } from '@mapwright/core/editor/changes';
import { categoryLevelOf } from '@mapwright/core/document/categories';
import { bivariateLevelOf } from '@mapwright/core/document/bivariate';
import { heatLevelOf, pixelLevelOf } from '@mapwright/core/render/data-fill';
import { baseFillOf, fillOf, offsetTransformOf } from '@mapwright/core/render/fill-of';
import type { CanvasLayer } from './canvasLayer';
import type { FillStrategy } from './fillStrategy';
import { dataEdits } from '../../features/data/heatEdits';
import type { MapScene } from './mapScene';

/**
 * The divisions' fills and offsets. A fill change sets the `fill` of exactly the changed paths
 * (fillOf), synchronously, so a click is visible in the very next frame and only that path's tile
 * repaints; a moved division gets its transform. How the divisions are drawn (a path each, or base
 * paths per tile) is the device's FillStrategy.
 */
export class FillLayer implements CanvasLayer {
  readonly #scene: MapScene;
  readonly #strategy: FillStrategy;

  constructor(scene: MapScene) {
    this.#scene = scene;
    this.#strategy = scene.fills;
  }

  mount(): void {
    this.#strategy.mount();
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    // A data layer's change (a value, the classes, the palette, a category's colour, turning it on or off) can recolour
    // every division of its level: each path's fill is recomputed and set only where it differs.
    const dataChanged =
      changes.parts.has('heatMap') ||
      changes.parts.has('pixelDotMap') ||
      changes.parts.has('categories') ||
      changes.parts.has('bivariate');
    const dataLevels = new Set([
      categoryLevelOf(before),
      categoryLevelOf(doc),
      bivariateLevelOf(before),
      bivariateLevelOf(doc),
      heatLevelOf(before),
      heatLevelOf(doc),
      pixelLevelOf(before),
      pixelLevelOf(doc),
    ]);
    for (const level of [1, 2] as const) {
      const restyled =
        changes.styledLevels.has(level) &&
        before.levels[level].style.defaultFill !== doc.levels[level].style.defaultFill;
      const data = dataChanged && dataLevels.has(level) ? dataEdits(before, doc, level) : undefined;
      const fills =
        level === 2 ? this.#withInherited(doc, changes.fills[2], changes.fills[1]) : changes.fills[1];
      const all = restyled || fills === 'all' || (dataChanged && dataLevels.has(level) && data === undefined);
      this.#repaint(level, all ? 'all' : data ? new Set([...data, ...fills]) : fills);
      this.#move(level, changes.offsets[level]);
    }
  }

  destroy(): void {}

  #repaint(level: Level, ids: DivisionChanges): void {
    const doc = this.#scene.doc;
    // Once per repaint, not per division (a whole level is thousands of them).
    const base = baseFillOf(doc, level);
    const paint = (id: string) => {
      const parent = level === 2 ? this.#scene.divisionOf(2, id)?.parent : undefined;
      this.#strategy.paint(level, id, fillOf(doc, level, id, parent), base);
    };
    if (ids === 'all') {
      // The base fill changes only with what repaints a whole level (a new default, a data layer).
      this.#strategy.paintBase(level, base);
      for (const division of this.#scene.levelOf(level)?.divisions ?? []) paint(division.id);
    } else {
      for (const id of ids) paint(id);
    }
    if (doc.zoomInsets.length > 0) this.#repaintCopies(level, ids);
  }

  /** The divisions' copies in zoom insets (decision "Zoom insets are copies drawn by renderMap") take their division's fill. */
  #repaintCopies(level: Level, ids: DivisionChanges): void {
    const doc = this.#scene.doc;
    const pan = this.#scene.dom?.pan;
    if (!pan || (ids !== 'all' && ids.size === 0)) return;
    for (const el of pan.querySelectorAll(`[data-zoom-division][data-level="${level}"]`)) {
      const id = el.getAttribute('data-zoom-division') ?? '';
      if (ids !== 'all' && !ids.has(id)) continue;
      const parent = level === 2 ? this.#scene.divisionOf(2, id)?.parent : undefined;
      el.setAttribute('fill', fillOf(doc, level, id, parent));
    }
  }

  /**
   * With both levels shown a province's paint shows in its districts (fillOf): a change of level-1
   * fills repaints the districts of the provinces it names, beside level 2's own changes.
   */
  #withInherited(doc: MapDocument, districts: DivisionChanges, provinces: DivisionChanges): DivisionChanges {
    if (showOf(doc) !== 'both' || districts === 'all' || (provinces !== 'all' && provinces.size === 0))
      return districts;
    if (provinces === 'all') return 'all';
    const ids = new Set(districts);
    for (const province of provinces) for (const id of this.#scene.districtsOf(province)) ids.add(id);
    return ids;
  }

  #move(level: Level, ids: DivisionChanges): void {
    const doc = this.#scene.doc;
    const strategy = this.#strategy;
    const list = ids === 'all' ? (this.#scene.levelOf(level)?.divisions ?? []).map((d) => d.id) : ids;
    for (const id of list) {
      const transform = offsetTransformOf(doc, level, id);
      const el = transform === undefined ? strategy.pathOf(level, id) : strategy.elementFor(level, id);
      if (!el) continue;
      if (transform === undefined) el.removeAttribute('transform');
      else el.setAttribute('transform', transform);
      strategy.moved(level, id, transform !== undefined);
    }
    strategy.movesDone(level);
  }
}
