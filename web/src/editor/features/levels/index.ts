import type { Feature } from '../feature';
import { paintLevel1, paintLevel2, showBoth, showLevel1, showLevel2 } from './levels';

/** Which levels of divisions are shown and which one clicks paint. */
export const levels: Feature = {
  name: 'levels',
  actions: [showLevel1, showLevel2, showBoth, paintLevel1, paintLevel2],
  panels: ['LevelsPanel'],
};
