/**
 * Builds the emoji catalogue's data from emojibase-data (names, keywords, Unicode groups) and the list
 * of files in @twemoji/svg, keeping only the emoji the bundled set can draw. Pure: the generator script
 * (scripts/emojiCatalogue.ts) does the reading and writing, and a test checks the committed file is
 * what this gives for the installed packages.
 */

/** One entry of emojibase-data's `compact.json` (only the fields used). */
export interface EmojibaseCompactEmoji {
  readonly hexcode: string;
  readonly label: string;
  readonly unicode: string;
  readonly group?: number;
  readonly order?: number;
  readonly tags?: readonly string[];
}

/** One entry of emojibase-data's `messages.json` groups. */
export interface EmojibaseGroup {
  readonly key: string;
  readonly message: string;
  readonly order: number;
}

/** `[id, character, name, keywords]`: compact, since the browser downloads all of them. */
type EmojiCatalogueRow = readonly [id: string, char: string, name: string, keywords: readonly string[]];

export interface EmojiCatalogueData {
  /** Where the names come from, for the record. */
  readonly source: string;
  /** Unicode groups in their standard order, each with its emoji in Unicode's order. */
  readonly groups: readonly {
    readonly key: string;
    readonly name: string;
    readonly emoji: readonly EmojiCatalogueRow[];
  }[];
}

/**
 * Skin tone swatches, hair styles and regional indicator letters are parts of other emoji, not
 * pictures to place on a map.
 */
const LEFT_OUT_GROUPS = new Set(['component']);

/**
 * Twemoji's file name for an emojibase hexcode, or undefined when the set has no file. Twemoji writes
 * code points in lowercase without leading zeros and usually drops U+FE0F (always outside ZWJ
 * sequences, in some inside them), so the candidates are tried in that order.
 */
export function twemojiIdOf(hexcode: string, hasFile: (id: string) => boolean): string | undefined {
  const parts = hexcode.split('-').map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
  const withoutFe0f = parts.filter((part) => part !== 'fe0f').join('-');
  const candidates = parts.includes('200d') ? [parts.join('-'), withoutFe0f] : [withoutFe0f, parts.join('-')];
  return candidates.find(hasFile);
}

/** The catalogue's data; emoji without a Twemoji file and skin-tone variants are left out. */
export function buildEmojiCatalogueData(
  emoji: readonly EmojibaseCompactEmoji[],
  groups: readonly EmojibaseGroup[],
  twemojiIds: ReadonlySet<string>,
  source: string,
): EmojiCatalogueData {
  const hasFile = (id: string) => twemojiIds.has(id);
  const sortedGroups = [...groups].sort((a, b) => a.order - b.order);
  const rowsByGroup = new Map<number, { order: number; row: EmojiCatalogueRow }[]>();
  const seen = new Set<string>();
  for (const entry of emoji) {
    if (entry.group === undefined) continue;
    const id = twemojiIdOf(entry.hexcode, hasFile);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const keywords = [...new Set((entry.tags ?? []).map((tag) => tag.trim()).filter(Boolean))];
    const rows = rowsByGroup.get(entry.group) ?? [];
    rows.push({
      order: entry.order ?? Number.MAX_SAFE_INTEGER,
      row: [id, entry.unicode, entry.label, keywords],
    });
    rowsByGroup.set(entry.group, rows);
  }
  return {
    source,
    groups: sortedGroups
      .filter((group) => !LEFT_OUT_GROUPS.has(group.key))
      .map((group) => ({
        key: group.key,
        name: capitalise(group.message),
        emoji: (rowsByGroup.get(group.order) ?? []).sort((a, b) => a.order - b.order).map(({ row }) => row),
      }))
      .filter((group) => group.emoji.length > 0),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
