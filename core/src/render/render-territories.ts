import type { Immutable } from 'immer';
import type { MapDocument } from '../document/schema';
import { shownTerritories, type Territory } from '../document/territories';
import type { ProjectedLevel } from '../geo/projected-level';
import { territoryOutline } from '../geo/territory-outline';
import { paintOf } from './render-patterns';
import type { MapGeometry } from './render-map';
import { svgNode, type SvgNode } from './svg-tree';
import { territoryHeatFill } from './territory-heat';
import { fmt, type MapTransform } from './transform';

/**
 * The territories, above the levels (a territory may cross level-1 borders, which would otherwise
 * be drawn through it): each its own group with one path, the union of its members filled with its
 * colour and stroked with its border, so no inner border shows (decision "Territories are unions
 * made from the topology"). They take no clicks: a click goes to the division under them.
 */
export function renderTerritories(
  doc: MapDocument,
  geometry: MapGeometry,
  transform: MapTransform,
): SvgNode | undefined {
  const shown = shownTerritories(doc);
  if (shown.length === 0) return undefined;
  const children: SvgNode[] = [];
  for (const territory of shown) {
    const level = territory.level === 1 ? geometry.level1 : geometry.level2;
    if (level)
      children.push(renderTerritory(territory, level, transform.scale, territoryHeatFill(doc, territory)));
  }
  if (children.length === 0) return undefined;
  return svgNode(
    'g',
    'territories',
    { 'data-element': 'territories', 'pointer-events': 'none', 'stroke-linejoin': 'round' },
    children,
  );
}

/** One territory: a group (its own layer on the screen) holding its one outline path. */
export function renderTerritory(
  territory: Immutable<Territory>,
  level: ProjectedLevel,
  scale: number,
  /** The heat map's colour for it, drawn by territory, in place of its own fill. */
  heatFill?: string,
): SvgNode {
  const d = territoryOutline(level, territory.members);
  const stroked = territory.borderWidth > 0;
  return svgNode(
    'g',
    `territory:${territory.id}`,
    { 'data-territory': territory.id, 'data-level': level.level },
    [
      svgNode('path', `territory-outline:${territory.id}`, {
        d,
        fill: heatFill ?? paintOf(territory.fill, 'map'),
        'fill-rule': 'evenodd',
        stroke: stroked ? territory.borderColor : 'none',
        // In frame pixels at every zoom, as the levels' borders (render-map.ts strokeAttributes).
        'stroke-width': stroked ? fmt(territory.borderWidth / scale) : undefined,
        'data-territory-outline': territory.id,
      }),
    ],
  );
}
