import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EMOJI_ID } from '@mapwright/core/document/annotations';
import { parseEmojiSvg, type EmojiGlyph, type EmojiLookup } from '@mapwright/core/emoji/emoji-glyph';

/** The bundled emoji set's folder: the npm package @twemoji/svg, one `{id}.svg` per emoji. */
const EMOJI_DIR = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/** Parsed glyphs, kept for the process's life (a few KB each; the set has about 3,700). */
const glyphs = new Map<string, Promise<EmojiGlyph | undefined>>();

function glyphOf(id: string): Promise<EmojiGlyph | undefined> {
  let glyph = glyphs.get(id);
  if (!glyph) {
    // The id was checked by the document schema; checked again, since it names a file.
    glyph = EMOJI_ID.test(id)
      ? readFile(path.join(EMOJI_DIR, `${id}.svg`), 'utf8').then(parseEmojiSvg, () => undefined)
      : Promise.resolve(undefined);
    glyphs.set(id, glyph);
  }
  return glyph;
}

/** Reads the glyphs of some emoji ids; the lookup renderMap takes (an unknown id draws nothing). */
export async function loadEmoji(ids: readonly string[]): Promise<EmojiLookup> {
  const loaded = new Map<string, EmojiGlyph>();
  await Promise.all(
    ids.map(async (id) => {
      const glyph = await glyphOf(id);
      if (glyph) loaded.set(id, glyph);
    }),
  );
  return (id) => loaded.get(id);
}
