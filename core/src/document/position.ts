import { z } from 'zod';

/** A point in frame pixels (origin top-left). */
export const pointSchema = z.object({ x: z.number(), y: z.number() });
export type Point = z.infer<typeof pointSchema>;
