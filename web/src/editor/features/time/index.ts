/** Time maps: the control over the map, the settings in the Data panel, the import's choice. */
export { TimeControl } from './TimeControl';
export { TimeFields } from './TimeFields';
export { TimeMapChoice } from './TimeMapChoice';
