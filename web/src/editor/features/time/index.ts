import type { Feature } from '../feature';

/**
 * Time maps: the control over the map (the workspaces stand it), the settings in the Data panel, the
 * import's choice; no panel or action of its own.
 */
export const time: Feature = { name: 'time', actions: [], panels: [] };
export { TimeControl } from './TimeControl';
export { TimeFields } from './TimeFields';
export { TimeMapChoice } from './TimeMapChoice';
