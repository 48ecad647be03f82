import { describe, expect, it } from 'vitest';
import { insetContentBox, type InsetDeclaration } from './insets';
import { projectCountry } from './project';
import type { ProjectionSpec } from './projection';
import { twoSquaresTopology } from './test-topology';
import type { DivisionTopology } from './topology';

/** The two squares (mainland) and a far island C at 50..51 E, as a country with one inset. */
function withIsland(): DivisionTopology {
  const topology = twoSquaresTopology();
  const arcs = [
    ...topology.arcs,
    [
      [51, 1],
      [51, 0],
      [50, 0],
      [50, 1],
      [51, 1],
    ],
  ];
  const geometries = [
    ...topology.objects.divisions.geometries,
    { type: 'Polygon' as const, id: 'C', arcs: [[3]], properties: { name: 'Island' } },
  ];
  return { ...topology, arcs, objects: { divisions: { type: 'GeometryCollection', geometries } } };
}

const spec: ProjectionSpec = { type: 'mercator' };
const island: InsetDeclaration = {
  id: 'island',
  caption: 'The Island',
  divisions: ['C'],
  box: [0, 0.6, 0.4, 1],
  projection: { type: 'mercator', rotate: [-50.5, 0, 0] },
};

describe('territory insets (decision "Territory insets are laid out by the pipeline")', () => {
  it('fits the mainland without the far island and draws the island inside its box', () => {
    const without = projectCountry({ level1: withIsland() }, spec);
    // Without an inset the island 50 degrees away squeezes the mainland into a sliver.
    const sliver = without.level1!.divisions.find((d) => d.id === 'A')!.bbox;
    expect(sliver[2] - sliver[0]).toBeLessThan(50);

    const projected = projectCountry({ level1: withIsland() }, spec, {}, [island]);
    const [a, b, c] = projected.level1!.divisions;
    expect([a!.id, b!.id, c!.id]).toEqual(['A', 'B', 'C']);
    // The mainland (2 x 1 degrees) spans the whole width of map space.
    expect(b!.bbox[2] - a!.bbox[0]).toBeCloseTo(1000, 0);
    const [inset] = projected.insets!;
    expect(inset!.id).toBe('island');
    const content = insetContentBox(inset!.box);
    expect(c!.bbox[0]).toBeGreaterThanOrEqual(content[0] - 0.1);
    expect(c!.bbox[1]).toBeGreaterThanOrEqual(content[1] - 0.1);
    expect(c!.bbox[2]).toBeLessThanOrEqual(content[2] + 0.1);
    expect(c!.bbox[3]).toBeLessThanOrEqual(content[3] + 0.1);
    // The island fills its content box along one side.
    const filled = Math.max(
      (c!.bbox[2] - c!.bbox[0]) / (content[2] - content[0]),
      (c!.bbox[3] - c!.bbox[1]) / (content[3] - content[1]),
    );
    expect(filled).toBeGreaterThan(0.98);
    // The level's extent holds the box, whose frame is drawn.
    expect(projected.level1!.extent[3]).toBeCloseTo(inset!.box[3], 5);
    // The fit written is the mainland's: rebuilding it from the file gives the same points.
    expect(projected.fit!.scale).toBeGreaterThan(without.fit!.scale * 10);
  });

  it('projects a second level by its parent in the same boxes', () => {
    const level2 = withIsland();
    level2.objects.divisions.geometries[2]!.properties = { name: 'Island district', parent: 'C' };
    level2.objects.divisions.geometries[2]!.id = 'C-1';
    const projected = projectCountry({ level1: withIsland(), level2 }, spec, {}, [island]);
    const one = projected.level1!.divisions.find((d) => d.id === 'C')!;
    const two = projected.level2!.divisions.find((d) => d.id === 'C-1')!;
    expect(two.bbox).toEqual(one.bbox);
    expect(two.d).toBe(one.d);
  });
});
