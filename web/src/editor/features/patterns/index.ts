import type { Feature } from '../feature';

export { fillBackground } from './fillSwatch';
export { PatternPicker } from './PatternPicker';
export { useDescribeFill } from './useDescribeFill';

/** Patterns: fills that are definitions a fill refers to, picked and edited in the colour panel. */
export const patterns: Feature = { name: 'patterns', actions: [], panels: [] };
