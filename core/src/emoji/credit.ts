import type { MapDocument } from '../document/schema';

/**
 * Twemoji's graphics are licensed CC BY 4.0, which asks for credit wherever they are shown: the
 * export's credit line (renderMap adds it) and the sources dialog carry this when a map shows an emoji.
 */
export const TWEMOJI_CREDIT = 'Emoji: Twemoji (CC BY 4.0)';

export const TWEMOJI_SOURCE = {
  name: 'Twemoji',
  author: 'Twitter, Inc. and other contributors (jdecked/twemoji)',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  url: 'https://github.com/jdecked/twemoji',
} as const;

/** Whether the map draws an emoji (a hidden one is not drawn, so it needs no credit). */
export function usesEmoji(doc: MapDocument): boolean {
  return doc.annotations.some((a) => a.type === 'emoji' && !a.hidden);
}

/** The credits the map's annotations call for, for the credit line and the sources dialog. */
export function annotationCredits(doc: MapDocument): string[] {
  return usesEmoji(doc) ? [TWEMOJI_CREDIT] : [];
}

/** The emoji ids a map draws: what an export must load before it renders. */
export function emojiIdsOf(doc: MapDocument): string[] {
  return [...new Set(doc.annotations.flatMap((a) => (a.type === 'emoji' && !a.hidden ? [a.emoji] : [])))];
}
