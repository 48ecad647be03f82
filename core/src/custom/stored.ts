import { z } from 'zod';
import { DIVISIONS_OBJECT } from '../geodata/division';
import { projectionSpecSchema } from '../geo/projection';
import { CUSTOM_LIMITS } from './limits';

/**
 * A user's boundaries as stored once on the server and named by a map (content-addressed by the
 * sha256 of this JSON): the screen and print topologies the browser built and the projection it chose,
 * and, when the user grouped the divisions by a parent property, a second level (`level2`: the
 * divisions, level 1 being the groups). The server checks it with this schema, never trusting the
 * browser's parse: polygons only, every division named, the counts within the limits, both topologies
 * of a level of the same divisions, every second-level division under a first-level one.
 */
const position = z.tuple([z.number().finite(), z.number().finite()]);
const arcIndexes = z.array(z.number().int());
const properties = z.object({
  name: z.string().min(1).max(200),
  code: z.string().min(1).max(200).optional(),
  /** Second level only: the id of the first-level division (the group) it is in. */
  parent: z.string().min(1).max(200).optional(),
});
const divisionGeometry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Polygon'),
    id: z.string().min(1).max(200),
    properties,
    arcs: z.array(arcIndexes),
  }),
  z.object({
    type: z.literal('MultiPolygon'),
    id: z.string().min(1).max(200),
    properties,
    arcs: z.array(z.array(arcIndexes)),
  }),
]);
const topologySchema = z.object({
  type: z.literal('Topology'),
  bbox: z.array(z.number().finite()).optional(),
  objects: z.object({
    [DIVISIONS_OBJECT]: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(divisionGeometry).min(1).max(CUSTOM_LIMITS.divisions),
    }),
  }),
  arcs: z.array(z.array(position)),
});

type StoredTopology = z.infer<typeof topologySchema>;

const levelSchema = z.object({ screen: topologySchema, print: topologySchema });

export const storedBoundarySchema = z
  .object({
    version: z.literal(1),
    /** The file's name, for the user's list of uploads. */
    name: z.string().trim().min(1).max(200),
    projection: projectionSpecSchema,
    /** Level 1: the divisions, or the groups when there is a second level. */
    screen: topologySchema,
    print: topologySchema,
    /**
     * The divisions under the groups of level 1, when the user grouped them. Absent (not null) for one
     * level, so a one-level boundary's JSON, and so its hash, is what it was before levels were two.
     */
    level2: levelSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const geometries = (t: StoredTopology) => t.objects[DIVISIONS_OBJECT].geometries;
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    // A division as both topologies of its level must agree on it: its id and its group.
    const divisionsOf = (t: StoredTopology) =>
      geometries(t)
        .map((g) => `${g.id}\n${g.properties.parent ?? ''}`)
        .join('\n');
    const checkLevel = (screen: StoredTopology, print: StoredTopology, path: string[]) => {
      const ids = geometries(screen).map((g) => g.id);
      if (new Set(ids).size !== ids.length) issue('has two divisions with one id', path);
      if (divisionsOf(screen) !== divisionsOf(print))
        issue('has other divisions for print than for the screen', path);
      for (const [key, topology] of [
        ['screen', screen],
        ['print', print],
      ] as const) {
        const arcs = topology.arcs.length;
        const bad = geometries(topology).some((g) => g.arcs.flat(2).some((i) => (i < 0 ? ~i : i) >= arcs));
        if (bad) issue(`names an arc its ${key} topology does not have`, [...path, key]);
      }
    };
    checkLevel(value.screen, value.print, []);
    if (geometries(value.screen).some((g) => g.properties.parent !== undefined))
      issue('has a first-level division with a parent', ['screen']);
    if (!value.level2) return;
    checkLevel(value.level2.screen, value.level2.print, ['level2']);
    const firstLevel = new Set(geometries(value.screen).map((g) => g.id));
    for (const g of geometries(value.level2.screen)) {
      if (firstLevel.has(g.id)) {
        issue(`has the id ${g.id} on both levels`, ['level2', 'screen']);
        break;
      }
      if (g.properties.parent === undefined || !firstLevel.has(g.properties.parent)) {
        issue(`has a second-level division (${g.id}) under no first-level one`, ['level2', 'screen']);
        break;
      }
    }
  });
