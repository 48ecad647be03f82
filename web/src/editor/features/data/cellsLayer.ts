import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { filledLevels } from '@mapwright/core/document/show';
import { pixelLevelOf } from '@mapwright/core/render/data-fill';
import { pitchOf } from '@mapwright/core/render/render-pixel-grid';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { patchCells } from '../../canvas/cellsPatch';
import { cancelFrameTask, scheduleFrame } from '../../canvas/frameScheduler';
import { insertTiledGroup, partsOf, removeTiledGroup } from '../../canvas/mapLayers';
import type { CanvasLayer } from '../../canvas/layers/canvasLayer';
import type { MapScene } from '../../canvas/layers/mapScene';

/** After a zoom the cells are counted again at the new pitch once the wheel rests this long. */
const CELLS_AFTER_ZOOM_MS = 150;

/** The level whose pixel cells are drawn, if any (a pixel dot map on a level drawn filled). */
function cellsLevelOf(doc: MapDocument): Level | undefined {
  const level = pixelLevelOf(doc);
  return level !== undefined && filledLevels(doc).includes(level) ? level : undefined;
}

/** The pixel cells as drawn, and what they were drawn from (settings, offsets, pitch). */
interface DrawnCells {
  readonly node: SvgNode;
  readonly settings: unknown;
  readonly offsets: unknown;
  readonly pitch: number;
}

/**
 * A pixel dot map's cells, one tiled group over the level's tiles (mapLayers.ts). Turning the map on
 * or off adds or removes the cells' svgs in place (their first draw costs the cells alone, not a
 * remount of every division); a change of its settings, values or offsets patches them in the next
 * frame (cellsPatch.ts); a new pitch alone (a zoom) waits until the wheel rests, the old cells
 * scaling with the map meanwhile.
 */
export class CellsLayer implements CanvasLayer {
  readonly #scene: MapScene;
  #drawn: DrawnCells | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #patchTask = () => this.#patch();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  mount(tree: SvgNode): void {
    const level = cellsLevelOf(this.#scene.doc);
    const node = partsOf(tree).map?.children?.find((child) => child.key === `cells:${level}`);
    this.#drawn = level === undefined || !node ? undefined : this.#record(level, node);
  }

  update(doc: MapDocument, _changes: unknown, before: MapDocument): 'remount' | void {
    if (cellsLevelOf(before) !== cellsLevelOf(doc) && !this.#toggle(cellsLevelOf(before))) return 'remount';
    if (cellsLevelOf(doc) !== undefined) this.#schedule();
  }

  destroy(): void {
    cancelFrameTask(this.#patchTask);
    clearTimeout(this.#timer);
  }

  /** What was drawn from: undefined where the level has no geometry or the map no placement. */
  #record(level: Level, node: SvgNode): DrawnCells | undefined {
    const doc = this.#scene.doc;
    const transform = this.#scene.placement();
    const projected = this.#scene.levelOf(level);
    if (!transform || !projected) return undefined;
    return {
      node,
      settings: doc.pixelDotMap,
      offsets: doc.levels[level].offsets,
      pitch: pitchOf(doc, transform, projected),
    };
  }

  /** Adds or removes the cells' svgs; false when the layers are not as expected (then remount). */
  #toggle(previous: Level | undefined): boolean {
    const scene = this.#scene;
    const dom = scene.dom;
    const map = scene.tree && partsOf(scene.tree).map;
    if (!dom || !map) return false;
    if (previous !== undefined) removeTiledGroup(dom, `cells:${previous}`);
    this.#drawn = undefined;
    const level = cellsLevelOf(scene.doc);
    if (level !== undefined) {
      const transform = scene.placement();
      const projected = scene.levelOf(level);
      const tiles = scene.tiles[level];
      if (!projected || !tiles || !transform) return false;
      const node = scene.composition().part('pixelGrid').nodes[0];
      if (!node) return false;
      const first = dom.tileGroups.get(`level:${level}`);
      const before = first ? ([...first.values()][0]?.closest('svg') ?? null) : null;
      const levelSvg = before ?? dom.groups.get(`level:${level}`)?.[0]?.closest('svg') ?? null;
      insertTiledGroup(dom, { ...map, children: [] }, node, tiles, levelSvg);
      this.#drawn = this.#record(level, node);
    }
    // The pan layer moves every copy of the map group, the cells' new ones too.
    if (scene.placement()) scene.attachPan();
    return true;
  }

  #schedule(): void {
    const doc = this.#scene.doc;
    const level = cellsLevelOf(doc);
    const transform = this.#scene.placement();
    const drawn = this.#drawn;
    const projected = level === undefined ? undefined : this.#scene.levelOf(level);
    if (level === undefined || !transform || !drawn || !projected) return;
    const pitch = pitchOf(doc, transform, projected);
    const sameData = drawn.settings === doc.pixelDotMap && drawn.offsets === doc.levels[level].offsets;
    if (sameData && pitch === drawn.pitch) return;
    clearTimeout(this.#timer);
    if (sameData) this.#timer = setTimeout(() => scheduleFrame(this.#patchTask), CELLS_AFTER_ZOOM_MS);
    else scheduleFrame(this.#patchTask);
  }

  #patch(): void {
    const scene = this.#scene;
    const level = cellsLevelOf(scene.doc);
    const drawn = this.#drawn;
    const transform = scene.placement();
    const projected = level === undefined ? undefined : scene.levelOf(level);
    const tiles = level === undefined ? undefined : scene.tiles[level];
    if (!scene.dom || !drawn || !transform || !projected || !tiles || level === undefined) return;
    const node = scene.composition().part('pixelGrid').nodes[0];
    if (!node) return;
    patchCells(scene.dom, tiles, drawn.node, node);
    this.#drawn = this.#record(level, node);
    scene.hooks.panRepainted();
  }
}
