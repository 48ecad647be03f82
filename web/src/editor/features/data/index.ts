import type { Feature } from '../feature';
import { importData } from './data';

export { levelDivisions } from './dataLevel';

/** Data maps: a table imported and shown as a heat map, a pixel dot map, heat overlays. */
export const data: Feature = { name: 'data', actions: [importData], panels: ['DataPanel'] };
