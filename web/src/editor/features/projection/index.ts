import type { Feature } from '../feature';

/** The world's projection and central meridian. */
export const projection: Feature = { name: 'projection', actions: [], panels: ['ProjectionPanel'] };
