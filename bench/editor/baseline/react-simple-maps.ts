/**
 * The react-simple-maps baseline: the library itself (5.0.5), used as its README shows. A
 * ComposableMap with the editor's fitted projection, <Geographies> fetching the level file by URL,
 * one <Geography> per division with its fill from state and an inline click handler, so every paint
 * re-renders every Geography. Same projection and files as the editor, so the same geometry.
 * Written without JSX so the tooling typecheck (no JSX setting) covers it as plain TypeScript.
 */
import { createElement as h, useState } from 'react';
import type { GeoProjection } from 'd3-geo';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
import { fitMapProjection } from '@mapwright/core/geo/project';
import { frameFit, HEIGHT, WIDTH, type BaselineInput } from './load';

interface SimpleMapProps {
  readonly projection: GeoProjection;
  readonly level1Url: string;
  readonly level2Url: string;
}

function SimpleMap({ projection, level1Url, level2Url }: SimpleMapProps) {
  const [fills, setFills] = useState<Record<string, string>>({});
  const divisions = h(Geographies, {
    geography: level2Url,
    children: ({ geographies }) =>
      geographies.map((geo) =>
        h(Geography, {
          key: geo.rsmKey,
          geography: geo,
          fill: fills[String(geo.id)] ?? '#dcdcdc',
          stroke: '#ffffff',
          strokeWidth: 0.5,
          ...{ 'data-division': String(geo.id), 'data-level': 2 },
          onClick: () => setFills((f) => ({ ...f, [String(geo.id)]: '#e69f00' })),
        }),
      ),
  });
  const outlines = h(Geographies, {
    geography: level1Url,
    pointerEvents: 'none',
    children: ({ borders, outline }) =>
      [borders, outline].map(
        (mesh) =>
          mesh &&
          h('path', {
            key: mesh.rsmKey,
            d: mesh.svgPath ?? '',
            fill: 'none',
            stroke: '#3c3c3c',
            strokeWidth: 1,
          }),
      ),
  });
  const map = h(
    ComposableMap,
    { projection, width: WIDTH, height: HEIGHT, style: { width: WIDTH, height: HEIGHT } },
    divisions,
    outlines,
  );
  return h('div', { 'data-ready': 'true' }, map);
}

/** The editor's fitted projection, scaled and moved to fill 90 % of the frame as the lean baseline does. */
function frameProjection(input: BaselineInput): GeoProjection {
  const { projection, space } = fitMapProjection(input.entry.projection, input.level1);
  const { scale, x, y } = frameFit(space);
  const [tx, ty] = projection.translate();
  return projection.scale(projection.scale() * scale).translate([x + scale * tx, y + scale * ty]);
}

export function reactSimpleMapsBaseline(input: BaselineInput) {
  return h(SimpleMap, {
    projection: frameProjection(input),
    level1Url: input.level1Url,
    level2Url: input.level2Url,
  });
}
