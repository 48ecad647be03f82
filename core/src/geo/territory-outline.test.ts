import { describe, expect, it } from 'vitest';
import { parseProjectedCountry } from '../geodata/projectedCountry';
import { subpathsOf } from './path-rings';
import { projectLevel, fitMapProjection } from './project';
import type { ProjectedLevel } from './projected-level';
import { twoSquaresTopology } from './test-topology';
import { territoryOutline, unionOutline } from './territory-outline';

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { query: string; import: string }): Record<string, () => Promise<T>>;
  }
}

const files = import.meta.glob<string>('../../../var/maps/DEU.projected.*.json', {
  query: '?raw',
  import: 'default',
});

/** Directed edges of path data, as "x,y>x,y" strings on a 1/1000 grid. */
function edgesOf(d: string): string[] {
  const edges: string[] = [];
  const key = (x: number, y: number) => `${Math.round(x * 1000)},${Math.round(y * 1000)}`;
  for (const { points } of subpathsOf(d)) {
    const n = points.length / 2;
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n;
      const a = key(points[2 * i] ?? 0, points[2 * i + 1] ?? 0);
      const b = key(points[2 * j] ?? 0, points[2 * j + 1] ?? 0);
      if (a !== b) edges.push(`${a}>${b}`);
    }
  }
  return edges;
}

const reverse = (edge: string) => edge.split('>').reverse().join('>');

describe('unionOutline', () => {
  const topology = twoSquaresTopology();
  const fit = fitMapProjection({ type: 'mercator' }, topology);
  const level = projectLevel(topology, fit, 1);

  it('makes two neighbours one ring, without the border they share', () => {
    const d = unionOutline(level, ['A', 'B']);
    expect(subpathsOf(d)).toHaveLength(1);
    const a = edgesOf(level.divisions.find((x) => x.id === 'A')?.d ?? '');
    const b = edgesOf(level.divisions.find((x) => x.id === 'B')?.d ?? '');
    const shared = a.filter((edge) => b.includes(reverse(edge)));
    expect(shared.length).toBeGreaterThan(0);
    const union = edgesOf(d);
    for (const edge of shared) {
      expect(union).not.toContain(edge);
      expect(union).not.toContain(reverse(edge));
    }
    expect(union).toHaveLength(a.length + b.length - 2 * shared.length);
  });

  it('is one division itself, and nothing for ids not on the level', () => {
    expect(subpathsOf(unionOutline(level, ['A']))).toHaveLength(1);
    expect(unionOutline(level, ['nope'])).toBe('');
  });

  it('is made once per set of members and level', () => {
    const first = territoryOutline(level, ['A', 'B']);
    expect(territoryOutline(level, ['A', 'B'])).toBe(first);
    expect(territoryOutline(level, ['A'])).not.toBe(first);
  });
});

describe.runIf(Object.keys(files).length > 0)('unionOutline on Germany', async () => {
  const load = Object.values(files)[0];
  const country = load ? parseProjectedCountry(JSON.parse(await load())) : undefined;
  const states = country?.level1 as ProjectedLevel;
  const edges = (id: string) => edgesOf(states.divisions.find((x) => x.id === id)?.d ?? '');

  it('keeps each member edge that no other member shares, and only those', () => {
    const members = ['01', '02', '03'];
    const union = new Set(edgesOf(unionOutline(states, members)));
    const all = members.flatMap(edges);
    const allSet = new Set(all);
    const outer = all.filter((edge) => !allSet.has(reverse(edge)));
    expect(union.size).toBe(outer.length);
    for (const edge of outer) expect(union.has(edge)).toBe(true);
    // Hamburg lies between Schleswig-Holstein and Lower Saxony: its land borders are inner ones.
    const hamburgInner = edges('02').filter((edge) => allSet.has(reverse(edge)));
    expect(hamburgInner.length).toBeGreaterThan(10);
    for (const edge of hamburgInner) expect(union.has(edge)).toBe(false);
  });

  it('leaves a hole where Bremen lies inside Lower Saxony, and none once Bremen joins', () => {
    const without = subpathsOf(unionOutline(states, ['03'])).length;
    const withBremen = subpathsOf(unionOutline(states, ['03', '04'])).length;
    expect(without - withBremen).toBeGreaterThanOrEqual(1);
  });
});
