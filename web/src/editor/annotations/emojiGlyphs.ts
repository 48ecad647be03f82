import { parseEmojiSvg, type EmojiGlyph, type EmojiLookup } from '@mapwright/core/emoji/emoji-glyph';

/**
 * The emoji glyphs the page has loaded: each fetched once from the web build's copy of the bundled set
 * (`/emoji/{id}.svg`, scripts/emojiAssets.ts) and parsed by the core into render nodes, so the map and
 * every export draw the same vector shapes on every computer. Listeners hear when new glyphs are in
 * (the map redraws the emojis that waited for them).
 */
const glyphs = new Map<string, EmojiGlyph>();
const loading = new Map<string, Promise<EmojiGlyph | undefined>>();
const listeners = new Set<() => void>();

export function emojiUrl(id: string): string {
  return `/emoji/${id}.svg`;
}

export const emojiLookup: EmojiLookup = (id) => glyphs.get(id);

function loadOne(id: string): Promise<EmojiGlyph | undefined> {
  let promise = loading.get(id);
  if (!promise) {
    promise = fetch(emojiUrl(id))
      .then(async (response) => {
        if (!response.ok) throw new Error(`The emoji ${id} could not be loaded (HTTP ${response.status}).`);
        const glyph = parseEmojiSvg(await response.text());
        glyphs.set(id, glyph);
        return glyph;
      })
      .catch((error: unknown) => {
        loading.delete(id); // a later draw asks again
        throw error;
      });
    loading.set(id, promise);
  }
  return promise;
}

/** Loads the glyphs not loaded yet; resolves when all are in (rejects if one cannot be). */
export async function loadEmojiGlyphs(ids: Iterable<string>): Promise<void> {
  const missing = [...new Set(ids)].filter((id) => !glyphs.has(id));
  if (missing.length === 0) return;
  await Promise.all(missing.map(loadOne));
  for (const listener of [...listeners]) listener();
}
