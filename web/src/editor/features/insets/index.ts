import type { Feature } from '../feature';

/** Territory insets and zoom insets: their panel, their boxes moved and resized on the map, the drawn zoom inset. */
export const insets: Feature = { name: 'insets', actions: [], panels: ['InsetsPanel'] };
