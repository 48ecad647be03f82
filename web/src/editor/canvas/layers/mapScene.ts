import type { Level, MapDocument } from '@mapwright/core/document/schema';
import type { ProjectedDivision, ProjectedLevel } from '@mapwright/core/geo/projected-level';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import { composeFrame, type Composition } from '@mapwright/core/render/composition/compose-frame';
import { partsInvalidatedBy, type PartName } from '@mapwright/core/render/composition/parts';
import type { MapProjection } from '@mapwright/core/render/anchor-frame';
import type { MapGeometry, RenderOptions } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { mapTransform, type MapTransform } from '@mapwright/core/render/transform';
import type { MapLayers } from '../mapLayers';
import type { FillStrategy, FillStrategyFactory } from './fillStrategy';
import { PanLayer } from '../panLayer';
import { tilesOf, type LevelTiles } from '../tiles';

/** What the layers share: the document on screen, the geometry, the mounted DOM and its placement. */
export interface SceneHooks {
  /** The data credit of the drawn levels, asked per document. */
  readonly creditOf?: (doc: MapDocument) => string;
  /** Mounts every layer again (a patch met a structure it does not know). */
  readonly remount: () => void;
  /** Tells every layer that the skeleton patch ran. */
  readonly patched: () => void;
  /** Tells every layer that the pan layer's drawing changed outside an update. */
  readonly panRepainted: () => void;
}

export class MapScene {
  readonly surface: HTMLElement;
  readonly geometry: MapGeometry;
  readonly tiles: Readonly<Record<Level, LevelTiles | undefined>>;
  readonly pan: PanLayer;
  readonly hooks: SceneHooks;
  doc: MapDocument;
  /** The mounted DOM of the map (undefined before the first mount and after destroy). */
  dom: MapLayers | undefined;
  /** The render tree without paths as last patched (skeletonLayer.ts). */
  tree: SvgNode | undefined;
  /** How the device draws the divisions, and their elements (a highlight asks it for one). */
  readonly fills: FillStrategy;
  #divisionIndex: Map<string, ProjectedDivision> | undefined;
  /** The frame composed for a document on screen, and the parts invalidated since (setDocument). */
  #composed: Composition | undefined;
  #composedFor: { doc: MapDocument; credit: string | undefined; geo: MapProjection | undefined } | undefined;
  /** The map's projection once loaded (places symbols by latitude and longitude), and the geometry with it. */
  #geo: MapProjection | undefined;
  #composeGeometry: MapGeometry;
  #invalidated = new Set<PartName>();
  /** The document setDocument brought: one set otherwise (a test's) is composed afresh. */
  #tracked: MapDocument | undefined;
  #districtIndex: Map<string, string[]> | undefined;

  constructor(
    surface: HTMLElement,
    geometry: MapGeometry,
    doc: MapDocument,
    hooks: SceneHooks,
    fills: FillStrategyFactory,
  ) {
    this.surface = surface;
    this.geometry = geometry;
    this.#composeGeometry = geometry;
    this.doc = doc;
    this.hooks = hooks;
    this.tiles = {
      1: geometry.level1 && tilesOf(geometry.level1),
      2: geometry.level2 && tilesOf(geometry.level2),
    };
    this.pan = new PanLayer(() => ({
      // The surface itself is never transformed, so its box is its size on screen.
      cssPerUnit: surface.getBoundingClientRect().width / this.doc.frame.width,
      devicePixelRatio: globalThis.devicePixelRatio || 1,
    }));
    this.fills = fills(this);
  }

  /** The document on screen is now `doc`, `changes` telling what differs from the one before. */
  setDocument(doc: MapDocument, changes: DocumentChanges): void {
    if (doc === this.doc) return;
    this.doc = doc;
    this.#tracked = doc;
    for (const part of partsInvalidatedBy(changes)) this.#invalidated.add(part);
  }

  /** The map's projection has arrived: the parts placed by it are composed again. */
  setProjection(geo: MapProjection): void {
    this.#geo = geo;
    this.#composeGeometry = { ...this.geometry, geo };
    this.#invalidated.add('symbols');
    this.#invalidated.add('annotations');
  }

  /**
   * The core's composition of the frame on screen (composition/compose-frame.ts), made when a layer
   * first asks for it after a change: the parts no change since invalidated are the last one's, so
   * each is drawn once per document that changes it, whichever layers read it.
   */
  composition(): Composition {
    const credit = this.hooks.creditOf?.(this.doc);
    const composed = this.#composed;
    const was = this.#composedFor;
    if (composed && was && was.doc === this.doc && was.credit === credit && was.geo === this.#geo)
      return composed;
    const options = credit === undefined ? {} : { credit };
    const tracked = this.#tracked === this.doc && was?.credit === credit;
    const reuse = composed && tracked ? { previous: composed, invalidated: this.#invalidated } : undefined;
    this.#composed = composeFrame(this.doc, this.#composeGeometry, options, reuse);
    this.#composedFor = { doc: this.doc, credit, geo: this.#geo };
    this.#invalidated = new Set();
    return this.#composed;
  }

  levelOf(level: Level): ProjectedLevel | undefined {
    return level === 1 ? this.geometry.level1 : this.geometry.level2;
  }

  /** Where the map stands in the frame, undefined when no level has geometry. */
  placement(doc: MapDocument = this.doc): MapTransform | undefined {
    const geometry = this.geometry;
    return geometry.level1 || geometry.level2 ? mapTransform(doc, geometry) : undefined;
  }

  /** Hands the freshly mounted (or regrouped) map groups to the pan layer. */
  attachPan(): void {
    const placement = this.placement();
    const dom = this.dom;
    if (placement && dom) this.pan.attach(dom.pan, dom.mapGroups, placement, this.doc.frame);
    else this.pan.detach();
  }

  /** What the screen's render differs in from an export's: only the data credit, asked per document. */
  renderOptions(): RenderOptions {
    const credit = this.hooks.creditOf?.(this.doc);
    return credit === undefined ? {} : { credit };
  }

  divisionOf(level: Level, id: string): ProjectedDivision | undefined {
    if (!this.#divisionIndex) {
      this.#divisionIndex = new Map();
      for (const projected of [this.geometry.level1, this.geometry.level2]) {
        for (const d of projected?.divisions ?? []) this.#divisionIndex.set(`${projected?.level}:${d.id}`, d);
      }
    }
    return this.#divisionIndex.get(`${level}:${id}`);
  }

  /** A province's districts (ids), from an index made on first use. */
  districtsOf(province: string): readonly string[] {
    if (!this.#districtIndex) {
      this.#districtIndex = new Map();
      for (const d of this.geometry.level2?.divisions ?? []) {
        if (d.parent === undefined) continue;
        const ids = this.#districtIndex.get(d.parent) ?? [];
        ids.push(d.id);
        this.#districtIndex.set(d.parent, ids);
      }
    }
    return this.#districtIndex.get(province) ?? [];
  }
}
