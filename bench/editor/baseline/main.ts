/**
 * The baseline of the editor benchmark: the same projected geometry drawn the way react-simple-maps
 * and most React map editors do it, one React <path> element per division with its fill from state,
 * so every paint re-renders the whole map. Built separately by bench/editor/run.ts; never shipped.
 * Written without JSX so the tooling typecheck (no JSX setting) covers it as plain TypeScript.
 */
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { countryIndexSchema } from '../../../core/src/geodata/countryIndex';
import { projectCountry, type ProjectedCountry } from '../../../core/src/geo/project';
import type { DivisionTopology } from '../../../core/src/geo/topology';

const WIDTH = 1600;
const HEIGHT = 900;

function BaselineMap({ projected }: { projected: ProjectedCountry }) {
  const [fills, setFills] = useState<Record<string, string>>({});
  const level2 = projected.level2;
  const level1 = projected.level1;
  const { space } = projected;
  const scale = Math.min((WIDTH * 0.9) / space.width, (HEIGHT * 0.9) / space.height);
  const x = (WIDTH - scale * space.width) / 2;
  const y = (HEIGHT - scale * space.height) / 2;
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

async function main() {
  const slug = new URLSearchParams(location.search).get('country') ?? 'Romania';
  const index = countryIndexSchema.parse(await (await fetch('/maps/index.json')).json());
  const entry = index.countries.find((c) => c.slug === slug);
  if (!entry || !entry.levels[1].available || !entry.levels[2].available)
    throw new Error(`no data for ${slug}`);
  const [level1, level2] = (await Promise.all(
    [entry.levels[1].screen.url, entry.levels[2].screen.url].map(async (url) => (await fetch(url)).json()),
  )) as [DivisionTopology, DivisionTopology];
  const projected = projectCountry({ level1, level2 }, entry.projection);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(h(BaselineMap, { projected }));
}

void main();
