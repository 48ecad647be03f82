import type { SvgNode } from '@mapwright/core/render/svg-tree';
import { withBasePath } from './basePaths';
import { createSvgElement, SVG_NS } from './svgDom';
import { cellGroupKey, splitByTile, type LevelTiles } from './tiles';

/** The render tree's top-level children cut where the map group stands. */
export interface TreeParts {
  /** Before the map group (the background). */
  readonly under: readonly SvgNode[];
  readonly map: SvgNode | undefined;
  /** After it (legend, title, subtitle, credit). */
  readonly over: readonly SvgNode[];
}

export function partsOf(tree: SvgNode): TreeParts {
  const children = tree.children ?? [];
  const at = children.findIndex((child) => child.key === 'map');
  if (at < 0) return { under: children, map: undefined, over: [] };
  return { under: children.slice(0, at), map: children[at], over: children.slice(at + 1) };
}

/**
 * A filled level's group, or its pixel dot map's cells: their paths are split over tiles by division;
 * other map children stay whole.
 */
function isFilledLevelGroup(node: SvgNode): boolean {
  return node.key.startsWith('level:') || node.key.startsWith('cells:');
}

/**
 * What places a path of a tiled group in a tile: its division, or for pixel cells their group (a
 * first-level parent's cells go to its first division's tile; a first-level division's are its own).
 */
export function divisionOfPath(node: SvgNode, tiles?: LevelTiles): string {
  const division = node.attrs['data-division'];
  if (division !== undefined) return String(division);
  const group = String(node.attrs['data-cells-of'] ?? '');
  return tiles?.tileOf.has(cellGroupKey(group)) ? cellGroupKey(group) : group;
}

/**
 * The DOM of one mounted render tree. The frame is drawn as stacked svg roots with the same viewBox:
 * `under` (background), then the pan layer holding the map (each filled level split into tile svgs,
 * outlines in one svg above them), then `over` (legend and texts). Every svg of the pan layer has its
 * own copy of the map group (placement transform) and of the level group (stroke and opacity), so
 * those attributes are patched on every copy.
 */
export interface MapLayers {
  readonly under: SVGSVGElement;
  readonly pan: HTMLDivElement;
  readonly over: SVGSVGElement;
  /** Every svg root, for the root's attributes (viewBox, data-country). */
  readonly roots: readonly SVGSVGElement[];
  /** Every copy of the map group (one per svg in the pan layer). */
  readonly mapGroups: readonly Element[];
  /** Every copy of each map child group, by its key ('level:2', 'outline:1'). */
  readonly groups: ReadonlyMap<string, readonly Element[]>;
  /**
   * Division paths by 'level:id'. With base paths, only the divisions drawn on their own (MapView
   * adds one when a division is painted or moved).
   */
  readonly paths: Map<string, SVGElement>;
  /** With base paths: each filled level's base path per tile, by level and tile index. */
  readonly bases: ReadonlyMap<number, ReadonlyMap<number, SVGElement>>;
  /** The keyboard's focus ring (a halo and a line over one division's outline); empty without a map. */
  readonly focusRing: readonly SVGElement[];
  /** Each tiled group's copy per tile, by the group's key ('cells:2') and the tile's index. */
  readonly tileGroups: ReadonlyMap<string, ReadonlyMap<number, Element>>;
}

/**
 * The ring around the division the keyboard is on (input/divisionFocus.ts): its own svg above the
 * map in the pan layer, so it pans with the map and moving it repaints neither the tiles nor the
 * outlines. A screen helper, like the selection: exports never draw it.
 */
const FOCUS_RING: SvgNode = {
  tag: 'g',
  key: 'focus-ring',
  attrs: { class: 'map-focus-ring', 'aria-hidden': 'true' },
  children: [
    { tag: 'path', key: 'halo', attrs: { class: 'map-focus-ring__halo' } },
    { tag: 'path', key: 'line', attrs: { class: 'map-focus-ring__line' } },
  ],
};

export interface LayerOptions {
  /**
   * Base paths (basePaths.ts): the fill a filled level's plain divisions share (baseFillOf), drawn as
   * one path per tile. Without it every division is a path of its own.
   */
  readonly baseFill?: (level: number) => string | undefined;
}

export function buildLayers(
  tree: SvgNode,
  tilesOfLevel: (level: number) => LevelTiles | undefined,
  options: LayerOptions = {},
): MapLayers {
  const { under, map, over } = partsOf(tree);
  const rootAttrs = withoutSize(tree.attrs);
  const paths = new Map<string, SVGElement>();
  const onElement = (node: SvgNode, el: SVGElement) => {
    if (node.tag === 'path' && node.attrs['data-division'] !== undefined) {
      paths.set(`${node.attrs['data-level']}:${node.attrs['data-division']}`, el);
    }
  };

  const underSvg = layerSvg(
    'under',
    rootAttrs,
    under.map((node) => createSvgElement(node)),
  );
  const overSvg = layerSvg(
    'over',
    rootAttrs,
    over.map((node) => createSvgElement(node)),
  );
  const pan = document.createElement('div');
  pan.className = 'map-pan';
  const mapGroups: Element[] = [];
  const groups = new Map<string, Element[]>();
  const tileGroups = new Map<string, Map<number, Element>>();
  const bases = new Map<number, Map<number, SVGElement>>();
  const panRoots: SVGSVGElement[] = [];

  /** One svg in the pan layer: a copy of the map group, around a copy of `group` with `children`. */
  const addPanSvg = (kind: string, group?: SvgNode, children: readonly SvgNode[] = [], tile?: number) => {
    if (!map) return;
    const mapEl = createSvgElement({ ...map, children: [] });
    if (group) {
      const groupEl = createSvgElement({ ...group, children }, onElement);
      mapEl.appendChild(groupEl);
      groups.set(group.key, [...(groups.get(group.key) ?? []), groupEl]);
      if (tile !== undefined) {
        const byTile = tileGroups.get(group.key) ?? new Map<number, Element>();
        byTile.set(tile, groupEl);
        tileGroups.set(group.key, byTile);
      }
    }
    mapGroups.push(mapEl);
    const svg = layerSvg(kind, rootAttrs, [mapEl]);
    panRoots.push(svg);
    pan.appendChild(svg);
  };

  for (const group of map?.children ?? []) {
    // A level's group names its level in data-level-group, its pixel cells' group in data-pixel-grid:
    // both are tiled, so a pixel dot map mounted with the map can be taken off again (removeTiledGroup).
    const level = Number(group.attrs['data-level-group'] ?? group.attrs['data-pixel-grid']);
    const tiles = isFilledLevelGroup(group) ? tilesOfLevel(level) : undefined;
    if (!tiles) {
      addPanSvg('map', group, group.children ?? []);
      continue;
    }
    const byTile = splitByTile(group.children ?? [], tiles, (path) => divisionOfPath(path, tiles));
    // Cells get a tile svg wherever a division is, even one with no cell drawn yet (too small at this
    // cell size, or all its paths empty), so a later update has a group to fill.
    const cells = group.key.startsWith('cells:');
    const baseFill = cells ? undefined : options.baseFill?.(level);
    const used = new Set(tiles.tileOf.values());
    byTile.forEach((tilePaths, tile) => {
      if (baseFill !== undefined && tilePaths.length > 0) {
        addPanSvg('tile', group, withBasePath(tilePaths, level, baseFill), tile);
        const base = tileGroups.get(group.key)?.get(tile)?.firstElementChild;
        const byTile = bases.get(level) ?? new Map<number, SVGElement>();
        if (base instanceof SVGElement) byTile.set(tile, base);
        bases.set(level, byTile);
      } else if (tilePaths.length > 0 || (cells && used.has(tile)))
        addPanSvg(cells ? 'cells' : 'tile', group, tilePaths, tile);
    });
  }
  // A map with no level drawn still has its (empty) group, so placement has somewhere to go.
  if (mapGroups.length === 0) addPanSvg('map');
  addPanSvg('focus', FOCUS_RING, FOCUS_RING.children);
  const focusRing = [...(groups.get(FOCUS_RING.key)?.[0]?.children ?? [])] as SVGElement[];
  groups.delete(FOCUS_RING.key);
  return {
    under: underSvg,
    pan,
    over: overSvg,
    roots: [underSvg, ...panRoots, overSvg],
    mapGroups,
    groups,
    paths,
    bases,
    focusRing,
    tileGroups,
  };
}

function layerSvg(kind: string, attrs: SvgNode['attrs'], children: readonly Element[]): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, String(value));
  svg.setAttribute('class', 'map-layer');
  svg.setAttribute('data-layer', kind);
  svg.append(...children);
  return svg;
}

export function withoutSize(attrs: SvgNode['attrs']): SvgNode['attrs'] {
  const { width: _w, height: _h, ...rest } = attrs;
  return rest;
}

/**
 * Adds a layer's own svg to the pan layer, before `before`, holding `inner` inside a copy of the map
 * group at the placement the other copies carry now. The copy and the svg join `mapGroups` and
 * `roots`, so the pan layer writes the placement into it and the skeleton patch a new frame's
 * viewBox into it, as into every other. Undefined where `tree` has no map group.
 */
export function attachLayerSvg(
  layers: MapLayers,
  tree: SvgNode,
  kind: string,
  inner: Element,
  before: Element | null,
): SVGSVGElement | undefined {
  const map = tree.children?.find((child) => child.key === 'map');
  if (!map) return undefined;
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries(withoutSize(tree.attrs))) svg.setAttribute(name, String(value));
  svg.setAttribute('class', 'map-layer');
  svg.setAttribute('data-layer', kind);
  const mapCopy = createSvgElement({ ...map, children: [] });
  const written = layers.mapGroups[0]?.getAttribute('transform');
  if (written) mapCopy.setAttribute('transform', written);
  mapCopy.append(inner);
  svg.append(mapCopy);
  layers.pan.insertBefore(svg, before);
  (layers.mapGroups as Element[]).push(mapCopy);
  (layers.roots as SVGSVGElement[]).push(svg);
  return svg;
}

/**
 * Adds a tiled group (a pixel dot map's cells) to mounted layers without rebuilding the rest: one
 * svg per tile with a copy of the map group around the group's paths of that tile, inserted before
 * `before` (the level's first tile) in the pan layer. Returns the new svgs.
 */
export function insertTiledGroup(
  layers: MapLayers,
  map: SvgNode,
  group: SvgNode,
  tiles: LevelTiles,
  before: Element | null,
): SVGSVGElement[] {
  const rootAttrs: Record<string, string> = {};
  for (const attribute of Array.from(layers.roots[0]?.attributes ?? [])) {
    if (attribute.name !== 'class' && attribute.name !== 'data-layer')
      rootAttrs[attribute.name] = attribute.value;
  }
  const byTile = splitByTile(group.children ?? [], tiles, (path) => divisionOfPath(path, tiles));
  const used = new Set(tiles.tileOf.values());
  const svgs: SVGSVGElement[] = [];
  const copies = new Map<number, Element>();
  const groupCopies: Element[] = [];
  byTile.forEach((paths, tile) => {
    if (!used.has(tile)) return;
    const mapEl = createSvgElement({ ...map, children: [] });
    const groupEl = createSvgElement({ ...group, children: paths });
    mapEl.appendChild(groupEl);
    copies.set(tile, groupEl);
    groupCopies.push(groupEl);
    (layers.mapGroups as Element[]).push(mapEl);
    svgs.push(layerSvg('cells', rootAttrs, [mapEl]));
  });
  layers.pan.insertBefore(svgFragment(svgs), before);
  (layers.roots as SVGSVGElement[]).push(...svgs);
  (layers.groups as Map<string, Element[]>).set(group.key, groupCopies);
  (layers.tileGroups as Map<string, Map<number, Element>>).set(group.key, copies);
  return svgs;
}

/** Takes a tiled group's svgs (the pixel cells) out of mounted layers. */
export function removeTiledGroup(layers: MapLayers, key: string): void {
  const copies = layers.tileGroups.get(key);
  if (!copies) return;
  const svgs = new Set<Element>();
  const mapEls = new Set<Element>();
  for (const groupEl of copies.values()) {
    if (groupEl.parentElement) mapEls.add(groupEl.parentElement);
    const svg = groupEl.closest('svg');
    if (svg) svgs.add(svg);
  }
  for (const svg of svgs) svg.remove();
  const roots = layers.roots as SVGSVGElement[];
  const mapGroups = layers.mapGroups as Element[];
  roots.splice(0, roots.length, ...roots.filter((root) => !svgs.has(root)));
  mapGroups.splice(0, mapGroups.length, ...mapGroups.filter((el) => !mapEls.has(el)));
  (layers.groups as Map<string, Element[]>).delete(key);
  (layers.tileGroups as Map<string, Map<number, Element>>).delete(key);
}

function svgFragment(svgs: readonly SVGSVGElement[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  fragment.append(...svgs);
  return fragment;
}
