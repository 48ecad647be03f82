import type { Level } from './schema';

/**
 * One division of the map, named by its level and id: what a click hits, the keyboard focuses, a
 * label belongs to, a hover shows. The one spelling of `{level, id}` (decision "The editor by feature").
 */
export interface DivisionRef {
  readonly level: Level;
  readonly id: string;
}
