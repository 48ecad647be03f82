import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { usesEmoji } from '@mapwright/core/emoji/credit';
import { composeFrame } from '@mapwright/core/render/composition/compose-frame';
import type { PartName } from '@mapwright/core/render/composition/parts';
import { serialiseFrame } from '@mapwright/core/render/composition/serialise-frame';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { cancelFrameTask, scheduleFrame } from '../frameScheduler';
import { partsOf, withoutSize, type MapLayers } from '../mapLayers';
import { childKeys, patchAttributes } from '../svgDom';
import type { CanvasLayer } from './canvasLayer';
import type { MapScene } from './mapScene';
import { INSET_GROUPS, patchInsetGroup } from '../../features/insets/insetPatch';
import { group, patchChildren } from './treePatch';

/**
 * The same levels without their path data or borders: composed on it, the frame has every attribute but the
 * paths (divisions with empty path data are not drawn, nor do they have pixel cells), while what
 * depends on which divisions exist (the heat bar's no-data swatch) comes out as on the full tree.
 */
function skeletonOf(geometry: MapGeometry): MapGeometry {
  const strip = (level: MapGeometry['level1']) =>
    level && {
      ...level,
      divisions: level.divisions.map((division) => ({ ...division, d: '' })),
      borders: '',
    };
  // The insets and the projection stay: the legend is placed clear of the insets' boxes and the
  // annotations (render/legend-placement.ts) as in the full tree.
  return { ...geometry, level1: strip(geometry.level1), level2: strip(geometry.level2) };
}

/**
 * The parts of the composition drawn by layers of their own (annotationController, labelsLayer,
 * territoriesLayer, heatOverlaysLayer, symbolsLayer): neither the mount's tree nor the skeleton's holds them.
 */
export const OWN_LAYER_PARTS: ReadonlySet<PartName> = new Set([
  'annotations',
  'labels',
  'territories',
  'heatOverlays',
  'symbols',
]);

/**
 * Everything but the paths (placement, level styles, legend, title, frame): the parts no other layer
 * owns, composed by the core over a skeleton geometry with no paths, and only the attributes and sub-trees that
 * differ are patched, once per animation frame. The placement goes through the pan layer (a pan is a
 * CSS translate until it stops, panLayer.ts). While a drag or a pinch moves the map, the rest of the
 * placement waits until it ends.
 */
export class SkeletonLayer implements CanvasLayer {
  readonly #scene: MapScene;
  readonly #skeleton: MapGeometry;
  #live = false;
  /** Placement changes seen while live, whose patch waits until the gesture ends. */
  #deferred = false;
  readonly #patchTask = () => this.#patch();
  readonly #showPlacement = () => {
    const placement = this.#scene.placement();
    if (placement) this.#scene.pan.show(placement, this.#scene.doc.frame);
  };

  constructor(scene: MapScene) {
    this.#scene = scene;
    this.#skeleton = skeletonOf(scene.geometry);
  }

  mount(): void {
    cancelFrameTask(this.#patchTask);
    cancelFrameTask(this.#showPlacement);
    this.#scene.tree = this.#render();
  }

  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): void {
    // Fills alone are the fill layer's.
    if (changes.parts.size === 0) return;
    // Annotations are their own layer's: a change of them alone (a drag) needs no skeleton pass,
    // unless it adds or removes the emoji credit on the credit line.
    const annotationsOnly =
      changes.parts.size === 1 && changes.parts.has('annotations') && usesEmoji(before) === usesEmoji(doc);
    if (annotationsOnly) return;
    // Labels alone are the labels layer's. (Territories are their layer's, but their names are the legend's.)
    if (changes.parts.size === 1 && changes.parts.has('labels')) return;
    if (this.#live && changes.parts.size === 1 && changes.parts.has('placement')) {
      // The pan layer moves and scales the map on the compositor, and the rest of the placement
      // (border widths follow the zoom, and an inherited attribute changed on a level group restyles
      // every path under it) is patched when the gesture ends.
      this.#deferred = true;
      scheduleFrame(this.#showPlacement);
      return;
    }
    scheduleFrame(this.#patchTask);
  }

  setLive(live: boolean): void {
    this.#live = live;
    if (!live && this.#deferred) {
      this.#deferred = false;
      scheduleFrame(this.#patchTask);
    }
  }

  destroy(): void {
    cancelFrameTask(this.#patchTask);
    cancelFrameTask(this.#showPlacement);
  }

  /**
   * The render tree without paths (what the patches compare). Pixel cells are counted on the real
   * outlines, whose count and path text are cached: counted on the stripped ones, every patch would
   * count the level again for a group that #patchMap leaves to the cells layer.
   */
  #render(): SvgNode {
    const scene = this.#scene;
    const composition = composeFrame(scene.doc, this.#skeleton, {
      ...scene.renderOptions(),
      cellGeometry: scene.geometry,
    });
    return serialiseFrame(composition, OWN_LAYER_PARTS);
  }

  #patch(): void {
    const scene = this.#scene;
    const next = this.#render();
    const previous = scene.tree;
    const dom = scene.dom;
    if (!previous || !dom) return scene.hooks.remount();
    const rootBefore = withoutSize(previous.attrs);
    const rootAfter = withoutSize(next.attrs);
    for (const root of dom.roots) patchAttributes(root, rootBefore, rootAfter);
    const before = partsOf(previous);
    const after = partsOf(next);
    if (
      !patchChildren(dom.under, group('under', before.under), group('under', after.under)) ||
      !patchChildren(dom.over, group('over', before.over), group('over', after.over)) ||
      !this.#patchMap(dom, before.map, after.map)
    ) {
      return scene.hooks.remount();
    }
    scene.tree = next;
    scene.hooks.patched();
  }

  /**
   * The map group's copies: their attributes, the placement (through the pan layer) and each level
   * group's attributes. Returns false when the groups themselves changed, which needs a remount.
   */
  #patchMap(dom: MapLayers, before: SvgNode | undefined, after: SvgNode | undefined): boolean {
    if (!before || !after) return before === after;
    // The pixel cells' groups are the cells layer's; the rest must match to be patched.
    const withoutCells = (node: SvgNode) => ({
      ...node,
      children: (node.children ?? []).filter((child) => !child.key.startsWith('cells:')),
    });
    if (childKeys(withoutCells(before)) !== childKeys(withoutCells(after))) return false;
    const { transform: _before, ...attrsBefore } = before.attrs;
    const { transform: _after, ...attrsAfter } = after.attrs;
    for (const el of dom.mapGroups) patchAttributes(el, attrsBefore, attrsAfter);
    this.#showPlacement();
    for (const child of after.children ?? []) {
      const old = before.children?.find((node) => node.key === child.key);
      // The cells group's pitch must change with its paths: the cells layer sets both.
      if (!old || child.key.startsWith('cells:')) continue;
      for (const el of dom.groups.get(child.key) ?? []) {
        if (!INSET_GROUPS.has(child.key)) patchAttributes(el, old.attrs, child.attrs);
        else if (!patchInsetGroup(el, old, child)) return false;
      }
    }
    return true;
  }
}
