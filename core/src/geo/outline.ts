import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { Topology, GeometryObject } from 'topojson-specification';
import { createProjection, type ProjectionSpec } from './projection';

export interface OutlineDrawing {
  /** SVG path data, coordinates rounded to 0.1. */
  readonly d: string;
  readonly width: number;
  readonly height: number;
}

/**
 * A country's outline as one SVG path fitted into a box of `size` (keeping the aspect ratio), drawn in
 * the country's own projection so the thumbnail looks like the map the editor will show.
 */
export function drawOutline(
  topology: Topology,
  objectName: string,
  spec: ProjectionSpec,
  size: { width: number; height: number },
): OutlineDrawing {
  const object = topology.objects[objectName] as GeometryObject | undefined;
  if (!object) throw new Error(`The outline has no object "${objectName}"`);
  const shape = feature(topology, object);
  const projection = createProjection(spec).fitSize([size.width, size.height], shape);
  const path = geoPath(projection).digits(1);
  const [[x0, y0], [x1, y1]] = path.bounds(shape);
  // Centre the drawing in the box (fitSize anchors it at the top-left on the shorter side).
  const [tx, ty] = projection.translate();
  projection.translate([tx + (size.width - (x1 - x0)) / 2 - x0, ty + (size.height - (y1 - y0)) / 2 - y0]);
  return { d: path(shape) ?? '', width: size.width, height: size.height };
}
