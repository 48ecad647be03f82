/**
 * The lean baseline: the same projected geometry as the editor (core's projectCountry), one React
 * <path> per division with its fill from state in a single component, so every paint re-renders the
 * whole map. Leaner than react-simple-maps (no component per division); kept beside it for scale.
 * Written without JSX so the tooling typecheck (no JSX setting) covers it as plain TypeScript.
 */
import { createElement as h, useState } from 'react';
import { projectCountry, type ProjectedCountry } from '@mapwright/core/geo/project';
import { frameFit, HEIGHT, WIDTH, type BaselineInput } from './load';

function LeanMap({ projected }: { projected: ProjectedCountry }) {
  const [fills, setFills] = useState<Record<string, string>>({});
  const level2 = projected.level2;
  const level1 = projected.level1;
  const { space } = projected;
  const { scale, x, y } = frameFit(space);
  return h(
    'svg',
    { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, 'data-ready': 'true' },
    h(
      'g',
      { transform: `matrix(${scale} 0 0 ${scale} ${x} ${y})` },
      h(
        'g',
        { stroke: '#ffffff', strokeWidth: 0.5 / scale },
        (level2?.divisions ?? []).map((d) =>
          h('path', {
            key: d.id,
            d: d.d,
            fill: fills[d.id] ?? '#dcdcdc',
            'data-division': d.id,
            'data-level': 2,
            onClick: () => setFills((f) => ({ ...f, [d.id]: '#e69f00' })),
          }),
        ),
      ),
      level1 &&
        h('path', {
          d: level1.borders,
          fill: 'none',
          stroke: '#3c3c3c',
          strokeWidth: 1 / scale,
          pointerEvents: 'none',
        }),
    ),
  );
}

export function leanBaseline(input: BaselineInput) {
  const projected = projectCountry({ level1: input.level1, level2: input.level2 }, input.entry.projection);
  return h(LeanMap, { projected });
}
