import { z } from 'zod';
import { DIVISIONS_OBJECT } from '../geodata/division';
import { projectionSpecSchema } from '../geo/projection';
import { CUSTOM_LIMITS } from './limits';

/**
 * A user's boundaries as stored once on the server and named by a map (content-addressed by the
 * sha256 of this JSON): the screen and print topologies the browser built and the projection it chose.
 * The server checks it with this schema, never trusting the browser's parse: polygons only, every
 * division named, the counts within the limits, both topologies of the same divisions.
 */
const position = z.tuple([z.number().finite(), z.number().finite()]);
const arcIndexes = z.array(z.number().int());
const properties = z.object({
  name: z.string().min(1).max(200),
  code: z.string().min(1).max(200).optional(),
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

export const storedBoundarySchema = z
  .object({
    version: z.literal(1),
    /** The file's name, for the user's list of uploads. */
    name: z.string().trim().min(1).max(200),
    projection: projectionSpecSchema,
    screen: topologySchema,
    print: topologySchema,
  })
  .superRefine((value, ctx) => {
    const ids = (t: z.infer<typeof topologySchema>) =>
      t.objects[DIVISIONS_OBJECT].geometries.map((g) => g.id);
    const screen = ids(value.screen);
    if (new Set(screen).size !== screen.length)
      ctx.addIssue({ code: 'custom', message: 'has two divisions with one id' });
    if (screen.join('\n') !== ids(value.print).join('\n')) {
      ctx.addIssue({ code: 'custom', message: 'has other divisions for print than for the screen' });
    }
    for (const [key, topology] of [
      ['screen', value.screen],
      ['print', value.print],
    ] as const) {
      const arcs = topology.arcs.length;
      const bad = topology.objects[DIVISIONS_OBJECT].geometries.some((g) =>
        g.arcs.flat(2).some((i) => (i < 0 ? ~i : i) >= arcs),
      );
      if (bad)
        ctx.addIssue({
          code: 'custom',
          message: `names an arc its ${key} topology does not have`,
          path: [key],
        });
    }
  });
