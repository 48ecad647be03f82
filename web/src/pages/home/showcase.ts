import type { ShowcaseKey } from '../../media/manifest';

/**
 * The feature showcase (spec section 3, "Feature showcase entry"): the spec's keys in its order. Each
 * entry's heading (the spec's, exact in English) and its two or three paragraphs, captions of our own
 * that say what each clip shows the real editor doing, are in the 'home' catalogue under
 * showcase.<key>.
 */
export interface ShowcaseEntry {
  readonly key: ShowcaseKey;
  readonly paragraphs: 2 | 3;
}

export const SHOWCASE: readonly ShowcaseEntry[] = [
  { key: 'simpleClicks', paragraphs: 2 },
  { key: 'takeControl', paragraphs: 2 },
  { key: 'featureRich', paragraphs: 3 },
  { key: 'dualMapping', paragraphs: 2 },
  { key: 'downloadHQ', paragraphs: 2 },
  { key: 'easyUI', paragraphs: 2 },
  { key: 'fishingExploit', paragraphs: 2 },
  { key: 'quikMoji', paragraphs: 2 },
  { key: 'heatMap', paragraphs: 2 },
  { key: 'pixelDotMap', paragraphs: 2 },
];
