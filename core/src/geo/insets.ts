import type { GeometryObject } from 'topojson-specification';
import { z } from 'zod';
import type { DivisionProperties } from '../geodata/division';
import { createProjection, projectionSpecSchema, type ProjectionSpec } from './projection';
import { divisionsExtent, unionExtent } from './extent';
import {
  MAP_SPACE_SIZE,
  type BBox,
  type MapSpace,
  type ProjectedDivision,
  type ProjectedLevel,
} from './projected-level';
import { projectedArcBounds } from './project-arcs';
import { divisionsObject, type DivisionTopology } from './topology';

/**
 * Territory insets (decision "Territory insets are laid out by the pipeline"): a far-away part of a
 * country (France's overseas regions, Spain's Canaries) drawn in a box of its own beside the mainland,
 * with its own projection fitted to it, so the mainland is fitted without it. The pipeline lays the
 * boxes out in map space once; every screen, export and the public page then draw one map space.
 */

const finite = z.number().finite();

/** What a country's recipe declares for one inset. */
interface InsetDeclarationFields {
  readonly id: string;
  /** The caption drawn in the box (the territory's name). */
  readonly caption: string;
  /** First-level division ids drawn in the inset; second-level ones follow by their parent. */
  readonly divisions: string[];
  /**
   * The box [x0, y0, x1, y1] in units of the mainland's longer side, the mainland standing in
   * [0, 0, width, height] (its longer side 1): boxes go beside it or over its empty corners.
   */
  readonly box: [number, number, number, number];
}
export type InsetDeclaration = InsetDeclarationFields & {
  /** The inset's own projection (the pipeline chooses it from the territory's extent). */
  readonly projection: ProjectionSpec;
};

/** One inset as laid out in map space: written in the projected file. */
export const insetPlacementSchema = z.object({
  id: z.string().min(1),
  caption: z.string().min(1),
  divisions: z.array(z.string().min(1)),
  /** The box in map space (frame and caption are drawn on it). */
  box: z.tuple([finite, finite, finite, finite]),
  projection: projectionSpecSchema,
  fit: z.object({ scale: finite.positive(), translate: z.tuple([finite, finite]) }),
});
export type InsetPlacement = z.infer<typeof insetPlacementSchema>;

interface Fit {
  readonly scale: number;
  readonly translate: readonly [number, number];
}

/** The mainland's fit, the insets' placements and map space: how every level of the country is projected. */
export interface CountryLayout {
  readonly mainland: Fit;
  readonly space: MapSpace;
  readonly insets: readonly InsetPlacement[];
}

const FIT_BASE_SCALE = 150;
/** The box's inner margin, as a share of its shorter side. */
const BOX_PADDING = 0.06;
/** The band at the top of a box kept for its caption, as a share of its height. */
export const CAPTION_BAND = 0.16;

/** Which inset (index) each division of a level belongs to, or -1 for the mainland. */
export function insetMembership(
  topology: DivisionTopology,
  insets: readonly Pick<InsetPlacement, 'divisions'>[],
): number[] {
  const byId = new Map<string, number>();
  insets.forEach((inset, i) => inset.divisions.forEach((id) => byId.set(id, i)));
  return divisionsObject(topology).geometries.map((g) => {
    const own = byId.get(String(g.id));
    if (own !== undefined) return own;
    const parent = (g.properties as Partial<DivisionProperties> | undefined)?.parent;
    return parent === undefined ? -1 : (byId.get(parent) ?? -1);
  });
}

/** The topology with only the divisions `keep` accepts and the arcs they use (re-indexed). */
export function subTopology(topology: DivisionTopology, keep: (index: number) => boolean): DivisionTopology {
  const object = divisionsObject(topology);
  const geometries = object.geometries.filter((_, i) => keep(i));
  const newIndex = new Map<number, number>();
  const arcs: (typeof topology.arcs)[number][] = [];
  const map = (i: number): number => {
    const j = i < 0 ? ~i : i;
    let k = newIndex.get(j);
    if (k === undefined) {
      k = arcs.length;
      newIndex.set(j, k);
      arcs.push(topology.arcs[j] ?? []);
    }
    return i < 0 ? ~k : k;
  };
  const remapped = geometries.map((g): GeometryObject<DivisionProperties> => {
    if (g.type === 'Polygon') return { ...g, arcs: g.arcs.map((ring) => ring.map(map)) };
    if (g.type === 'MultiPolygon')
      return { ...g, arcs: g.arcs.map((polygon) => polygon.map((ring) => ring.map(map))) };
    return g;
  });
  return {
    ...topology,
    arcs,
    objects: { ...topology.objects, divisions: { ...object, geometries: remapped } },
  };
}

/** Fits `spec` so the topology's drawn bounds sit centred in `box` (map space). */
function fitInto(spec: ProjectionSpec, topology: DivisionTopology, box: BBox): InsetPlacement['fit'] {
  const base = createProjection(spec).scale(FIT_BASE_SCALE).translate([0, 0]);
  const [x0, y0, x1, y1] = projectedArcBounds(topology, base);
  const bw = box[2] - box[0];
  const bh = box[3] - box[1];
  const k = Math.min(bw / Math.max(x1 - x0, 1e-9), bh / Math.max(y1 - y0, 1e-9));
  if (![x0, y0, x1, y1, k].every(Number.isFinite))
    throw new Error('An inset of the map file has no drawable geometry');
  return {
    scale: FIT_BASE_SCALE * k,
    translate: [box[0] + (bw - k * (x1 - x0)) / 2 - k * x0, box[1] + (bh - k * (y1 - y0)) / 2 - k * y0],
  };
}

/** Where an inset's geometry is fitted inside its box: below the caption band, inside the margin. */
export function insetContentBox(box: BBox): BBox {
  const pad = BOX_PADDING * Math.min(box[2] - box[0], box[3] - box[1]);
  const band = CAPTION_BAND * (box[3] - box[1]);
  return [box[0] + pad, box[1] + Math.max(pad, band), box[2] - pad, box[3] - pad];
}

/**
 * Lays a country out in map space: the mainland (every division in no inset) fitted with `spec`, each
 * inset's box placed relative to it as declared, and the whole fitted to MAP_SPACE_SIZE on its longer
 * side from the origin. `reference` is the level the fit is made on (level 1 when present, as
 * projectCountry does).
 */
export function layoutCountry(
  spec: ProjectionSpec,
  reference: DivisionTopology,
  declarations: readonly InsetDeclaration[],
): CountryLayout {
  const member = insetMembership(reference, declarations);
  const mainland = subTopology(reference, (i) => member[i] === -1);
  const base = createProjection(spec).scale(FIT_BASE_SCALE).translate([0, 0]);
  const [x0, y0, x1, y1] = projectedArcBounds(mainland, base);
  const longer = Math.max(x1 - x0, y1 - y0);
  if (![x0, y0, x1, y1].every(Number.isFinite) || !(longer > 0))
    throw new Error('The map file has no drawable geometry');
  const relative: BBox = [0, 0, (x1 - x0) / longer, (y1 - y0) / longer];
  const union = unionExtent([relative, ...declarations.map((d) => d.box)]);
  const unit = MAP_SPACE_SIZE / Math.max(union[2] - union[0], union[3] - union[1]);
  const k = unit / longer;
  const mainlandFit: Fit = {
    scale: FIT_BASE_SCALE * k,
    translate: [-k * x0 - unit * union[0], -k * y0 - unit * union[1]],
  };
  const insets = declarations.map((declaration, i): InsetPlacement => {
    const [a, b, c, d] = declaration.box;
    const box: BBox = [
      unit * (a - union[0]),
      unit * (b - union[1]),
      unit * (c - union[0]),
      unit * (d - union[1]),
    ];
    const own = subTopology(reference, (j) => member[j] === i);
    return {
      id: declaration.id,
      caption: declaration.caption,
      divisions: [...declaration.divisions],
      box: [...box],
      projection: declaration.projection,
      fit: fitInto(declaration.projection, own, insetContentBox(box)),
    };
  });
  return {
    mainland: mainlandFit,
    space: { width: unit * (union[2] - union[0]), height: unit * (union[3] - union[1]) },
    insets,
  };
}

/** A level's extent with the boxes of its insets: the frames are drawn, so the fit keeps them in. */
export function extentWithBoxes(divisions: readonly ProjectedDivision[], boxes: readonly BBox[]): BBox {
  return unionExtent([divisionsExtent(divisions), ...boxes]);
}

/** Divisions of a projected level by inset index (-1: mainland), from the placements' division ids. */
export function projectedMembership(
  level: Pick<ProjectedLevel, 'divisions'>,
  insets: readonly Pick<InsetPlacement, 'divisions'>[],
): Map<string, number> {
  const byId = new Map<string, number>();
  insets.forEach((inset, i) => inset.divisions.forEach((id) => byId.set(id, i)));
  const out = new Map<string, number>();
  for (const division of level.divisions) {
    const own =
      byId.get(division.id) ?? (division.parent !== undefined ? byId.get(division.parent) : undefined);
    if (own !== undefined) out.set(division.id, own);
  }
  return out;
}
