import type { Feature } from '../feature';

/** Which of the map's first-level divisions it shows, fitted to them (a world of two countries). */
export const shown: Feature = { name: 'shown', actions: [], panels: ['ShownPanel'] };
