import type { Feature } from '../feature';
import { newMap, openJson, saveJson, useOwnBoundaries } from './file';

/** The map as a .json file: a new map, saved, opened. */
export const file: Feature = {
  name: 'file',
  actions: [newMap, saveJson, openJson, useOwnBoundaries],
  panels: [],
};
