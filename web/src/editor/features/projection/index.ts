import type { Feature } from '../feature';
import { ProjectionPanel } from './ProjectionPanel';

/** The world's projection and central meridian. */
export const projection: Feature = { name: 'projection', actions: [], panels: [ProjectionPanel] };
