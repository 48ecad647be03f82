import { geoPath, type GeoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import type { Level } from '../geodata/division';
import { createProjection, type ProjectionSpec } from './projection';
import {
  MAP_SPACE_SIZE,
  type BBox,
  type MapSpace,
  type ProjectedDivision,
  type ProjectedLevel,
} from './projected-level';
import { divisionsExtent } from './extent';
import { arcsAcrossCut, projectByArcs, projectedArcBounds } from './project-arcs';
import { divisionBorders, divisionFeatures, type DivisionFeature, type DivisionTopology } from './topology';
import {
  extentWithBoxes,
  insetMembership,
  layoutCountry,
  subTopology,
  type CountryLayout,
  type InsetDeclaration,
  type InsetPlacement,
} from './insets';

export interface FittedProjection {
  readonly projection: GeoProjection;
  readonly space: MapSpace;
}

/** d3's base scale for fitting: fit projects at this scale, then scales the result linearly. */
const FIT_BASE_SCALE = 150;

/**
 * A box in longitude and latitude, [west, south, east, north] in degrees, that a map is fitted to
 * instead of its geometry (a region's: decision "Regions are maps cut from the world's data"). A box
 * across the antimeridian gives its east edge past 180 (Oceania's 110 to 235).
 */
export type GeoBox = readonly [number, number, number, number];

export interface FitOptions {
  /** Map space's longer side (MAP_SPACE_SIZE). */
  readonly size?: number;
  /** Fit to this box's projected bounds rather than to the topology's. */
  readonly fitTo?: GeoBox;
}

/** Points along each edge of a fit box: its edges curve under a conic or azimuthal projection. */
const BOX_EDGE_STEPS = 64;

/** The box's edges, sampled, projected: the bounds of what the box covers on the map. */
function projectedBoxBounds(box: GeoBox, projection: GeoProjection): BBox {
  const [west, south, east, north] = box;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i <= BOX_EDGE_STEPS; i++) {
    const t = i / BOX_EDGE_STEPS;
    const lon = west + (east - west) * t;
    const lat = south + (north - south) * t;
    for (const point of [
      [lon, south],
      [lon, north],
      [west, lat],
      [east, lat],
    ] as const) {
      const p = projection([point[0] > 180 ? point[0] - 360 : point[0], point[1]]);
      if (!p || !Number.isFinite(p[0]) || !Number.isFinite(p[1])) continue;
      x0 = Math.min(x0, p[0]);
      y0 = Math.min(y0, p[1]);
      x1 = Math.max(x1, p[0]);
      y1 = Math.max(y1, p[1]);
    }
  }
  return [x0, y0, x1, y1];
}

/**
 * Fits the projection so the topology's divisions fill map space (MAP_SPACE_SIZE on the longer
 * side) with their bounding box starting at the origin. Both levels of a country must be projected
 * with the same fitted projection so they line up; fit it to either level. Where the levels do not
 * cover quite the same land, the other level reaches past map space: each level's `extent` says how far.
 *
 * Fitted on the projected arc points (what projectByArcs draws), the way d3's fitExtent scales and
 * translates, but without streaming the geometry through geoPath twice (tens of milliseconds for a
 * detailed level, on the editor's critical path).
 *
 * With `fitTo`, the box's projected bounds fill map space instead: the topology may reach past them
 * (Russia beyond Europe's box), and what lies outside is cropped by the frame.
 */
export function fitMapProjection(
  spec: ProjectionSpec,
  topology: DivisionTopology,
  options: FitOptions = {},
): FittedProjection {
  const size = options.size ?? MAP_SPACE_SIZE;
  const projection = createProjection(spec).scale(FIT_BASE_SCALE).translate([0, 0]);
  const [x0, y0, x1, y1] = options.fitTo
    ? projectedBoxBounds(options.fitTo, projection)
    : projectedArcBounds(topology, projection);
  const k = Math.min(size / (x1 - x0), size / (y1 - y0));
  if (![x0, y0, x1, y1, k].every(Number.isFinite)) throw new Error('The map file has no drawable geometry');
  // A point at p (base scale) is now at k * p - k * (x0, y0): the bounds start at the origin.
  projection.scale(FIT_BASE_SCALE * k).translate([-k * x0, -k * y0]);
  return { projection, space: { width: k * (x1 - x0), height: k * (y1 - y0) } };
}

export interface ProjectOptions {
  /** Decimal digits of path coordinates: 1 (0.1 map unit) for the screen, 2 or 3 for print. */
  readonly digits?: number;
}

/** How projectCountry fits: to a box rather than to the geometry (a region's; not with insets). */
export interface CountryFitOptions extends ProjectOptions {
  readonly fitTo?: GeoBox;
}

/**
 * Projects one level's divisions and border mesh into map space: each TopoJSON arc is projected once
 * and every division's path, bounds and centroid come from the projected arcs in one pass
 * (project-arcs.ts). Same output as streaming each division through d3's geoPath
 * (`projectLevelWithGeoPath`, kept as the reference) within rounding, several times faster.
 */
export function projectLevel(
  topology: DivisionTopology,
  fitted: FittedProjection,
  level: Level,
  options: ProjectOptions = {},
): ProjectedLevel {
  const digits = options.digits ?? 1;
  let features: DivisionFeature[] | undefined;
  const path = geoPath(fitted.projection).digits(digits);
  // A world centred off Greenwich: what crosses its antimeridian is drawn by geoPath, which clips there.
  const across = arcsAcrossCut(topology, fitted.projection);
  const projected = projectByArcs(
    topology,
    fitted.projection,
    digits,
    (index) => {
      features ??= divisionFeatures(topology);
      const feature = features[index];
      if (!feature) throw new Error(`Division #${index} of the map file is missing`);
      return projectFeature(path, feature, digits);
    },
    across,
  );
  const { divisions } = projected;
  const borders =
    across && across.size > 0
      ? (path(divisionBorders(topology) as GeoPermissibleObjects) ?? '')
      : projected.borders;
  return { level, space: fitted.space, divisions, borders, extent: divisionsExtent(divisions) };
}

/**
 * The reference projection: every division streamed through d3's geoPath three times (path, bounds,
 * centroid) with adaptive resampling and clipping, and the mesh as GeoJSON. Slow (hundreds of ms for
 * thousands of divisions); the tests and bench/editor/verify-projection.ts compare projectLevel to it.
 */
export function projectLevelWithGeoPath(
  topology: DivisionTopology,
  fitted: FittedProjection,
  level: Level,
  options: ProjectOptions = {},
): ProjectedLevel {
  const digits = options.digits ?? 1;
  const path = geoPath(fitted.projection).digits(digits);
  const divisions = divisionFeatures(topology).map((feature) => projectFeature(path, feature, digits));
  const borders = path(divisionBorders(topology) as GeoPermissibleObjects) ?? '';
  return { level, space: fitted.space, divisions, borders, extent: divisionsExtent(divisions) };
}

function projectFeature(path: GeoPath, feature: DivisionFeature, digits: number): ProjectedDivision {
  const d = path(feature) ?? '';
  const [[x0, y0], [x1, y1]] = path.bounds(feature);
  const bbox: BBox =
    d === '' ? [0, 0, 0, 0] : [round(x0, digits), round(y0, digits), round(x1, digits), round(y1, digits)];
  const [cx, cy] = path.centroid(feature);
  const centroid: readonly [number, number] =
    Number.isFinite(cx) && Number.isFinite(cy)
      ? [round(cx, digits), round(cy, digits)]
      : [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2];
  const { name, nameLocal, aliases, code, formerCodes, parent } = feature.properties;
  return {
    id: feature.id,
    name,
    ...(nameLocal !== undefined && { nameLocal }),
    ...(aliases !== undefined && { aliases }),
    ...(code !== undefined && { code }),
    ...(formerCodes !== undefined && { formerCodes }),
    ...(parent !== undefined && { parent }),
    d,
    bbox,
    centroid,
  };
}

export interface CountryTopologies {
  readonly level1?: DivisionTopology;
  readonly level2?: DivisionTopology;
}

/** A fitted projection's scale and translate: with its spec, all it takes to rebuild it. */
export interface ProjectionFit {
  readonly scale: number;
  readonly translate: readonly [number, number];
}

/** The projection `fitMapProjection` fitted, rebuilt from its spec and fit without any geometry. */
export function projectionFromFit(spec: ProjectionSpec, fit: ProjectionFit): GeoProjection {
  return createProjection(spec).scale(fit.scale).translate([fit.translate[0], fit.translate[1]]);
}

export interface ProjectedCountry {
  readonly space: MapSpace;
  /**
   * The fitted projection's parameters, so what needs longitude/latitude (annotations pinned to the
   * map) has the projection without fetching a TopoJSON file to fit it again. Absent in older files.
   */
  readonly fit?: ProjectionFit;
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  /** The country's territory insets as laid out in map space (insets.ts); absent when it has none. */
  readonly insets?: readonly InsetPlacement[];
  /**
   * A region's neighbouring land, outside its members, as one SVG path in map space (the divisions'
   * coordinates, 0.1 unit), clipped a little beyond the frame: drawn as quiet context. Absent for a
   * country (decision "Regions are maps cut from the world's data").
   */
  readonly context?: string;
}

/**
 * Projects one level laid out with insets: the mainland's divisions with the mainland's fit, each
 * inset's with its own, in the level's order. The borders are each part's mesh, so no border runs
 * from the mainland into a box. The extent holds the boxes, whose frames are drawn.
 */
export function projectLevelLaidOut(
  topology: DivisionTopology,
  spec: ProjectionSpec,
  layout: CountryLayout,
  level: Level,
  options: ProjectOptions = {},
): ProjectedLevel {
  const member = insetMembership(topology, layout.insets);
  const parts = [
    { spec, fit: layout.mainland, index: -1 },
    ...layout.insets.map((inset, index) => ({ spec: inset.projection, fit: inset.fit, index })),
  ];
  const byId = new Map<string, ProjectedDivision>();
  let borders = '';
  for (const part of parts) {
    if (!member.includes(part.index)) continue;
    const sub = subTopology(topology, (i) => member[i] === part.index);
    const fitted = { projection: projectionFromFit(part.spec, part.fit), space: layout.space };
    const projected = projectLevel(sub, fitted, level, options);
    for (const division of projected.divisions) byId.set(division.id, division);
    borders += projected.borders;
  }
  const divisions = divisionFeaturesOrder(topology).map((id) => {
    const division = byId.get(id);
    if (!division) throw new Error(`Division ${id} of the map file is missing`);
    return division;
  });
  return {
    level,
    space: layout.space,
    divisions,
    borders,
    extent: extentWithBoxes(
      divisions,
      layout.insets.filter((_, i) => member.includes(i)).map((inset) => inset.box),
    ),
  };
}

function divisionFeaturesOrder(topology: DivisionTopology): string[] {
  return (topology.objects.divisions?.geometries ?? []).map((g) => String(g.id));
}

/**
 * Projects the available levels of a country with one fitted projection (fitted to level 1 when
 * present, or to `options.fitTo`: then each level's extent is the box's, so the frame shows exactly
 * the box). Do this once per map file and keep the result: frame, zoom and pan never need it again.
 */
export function projectCountry(
  topologies: CountryTopologies,
  spec: ProjectionSpec,
  options: CountryFitOptions = {},
  insets: readonly InsetDeclaration[] = [],
): ProjectedCountry {
  const reference = topologies.level1 ?? topologies.level2;
  if (!reference) throw new Error('No map level to project');
  if (options.fitTo && insets.length > 0) throw new Error('A map fitted to a box has no insets');
  if (insets.length > 0) {
    const layout = layoutCountry(spec, reference, insets);
    const level = (topology: DivisionTopology, n: Level) =>
      projectLevelLaidOut(topology, spec, layout, n, options);
    return {
      space: layout.space,
      fit: {
        scale: layout.mainland.scale,
        translate: [layout.mainland.translate[0], layout.mainland.translate[1]],
      },
      ...(topologies.level1 && { level1: level(topologies.level1, 1) }),
      ...(topologies.level2 && { level2: level(topologies.level2, 2) }),
      insets: layout.insets,
    };
  }
  const { fitTo, ...projectOptions } = options;
  const fitted = fitMapProjection(spec, reference, fitTo ? { fitTo } : {});
  const [tx, ty] = fitted.projection.translate();
  const level = (topology: DivisionTopology, n: Level): ProjectedLevel => {
    const projected = projectLevel(topology, fitted, n, projectOptions);
    return fitTo ? { ...projected, extent: [0, 0, fitted.space.width, fitted.space.height] } : projected;
  };
  return {
    space: fitted.space,
    fit: { scale: fitted.projection.scale(), translate: [tx, ty] },
    ...(topologies.level1 && { level1: level(topologies.level1, 1) }),
    ...(topologies.level2 && { level2: level(topologies.level2, 2) }),
  };
}

function round(value: number, digits: number): number {
  const k = 10 ** digits;
  return Math.round(value * k) / k;
}
