import { wordsOf } from '../data/normalise';
import type { EmojiCatalogueData } from './catalogue-build';
import { CURATED_EMOJI_CATEGORIES, EXTRA_KEYWORDS } from './catalogue-curated';

/**
 * The emoji picker's catalogue: the spec's Map, Military and Nature first, then every emoji of the
 * bundled set (Twemoji) by Unicode group, each with an English name and keywords from emojibase-data.
 * The data (≈ 180 kB, 47 kB gzipped) is a generated JSON file loaded with a dynamic import, so it is
 * a separate chunk the browser fetches when the picker first opens, never with the editor.
 */

export interface EmojiEntry {
  /** Twemoji file id, what an emoji annotation stores (`1f3f0`). */
  readonly id: string;
  /** The character(s), for copying and for searching by pasting an emoji. */
  readonly char: string;
  /** English name ("european castle"). */
  readonly name: string;
  readonly keywords: readonly string[];
  /** The Unicode group it belongs to (`travel-places`). */
  readonly group: string;
}

interface EmojiCategory {
  /** `map`, `military`, `nature`, then the Unicode group keys (`smileys-emotion` … `flags`). */
  readonly key: string;
  readonly name: string;
  readonly emoji: readonly EmojiEntry[];
}

export interface EmojiCatalogue {
  readonly categories: readonly EmojiCategory[];
  readonly byId: ReadonlyMap<string, EmojiEntry>;
  /** The packages the names and files come from. */
  readonly source: string;
}

export interface EmojiSearchOptions {
  /** Only this category's emoji (a key of `categories`). */
  readonly category?: string;
  /** At most this many results (default all). */
  readonly limit?: number;
}

/** The character without variation selectors: how a pasted emoji and a catalogue entry compare. */
const bare = (char: string) => char.replace(/\uFE0F/g, '');

const CURATED_KEYWORDS = new Map(Object.entries(EXTRA_KEYWORDS).map(([char, words]) => [bare(char), words]));

/** Builds the catalogue from its data (the generated file, or a test's own). */
export function createEmojiCatalogue(data: EmojiCatalogueData): EmojiCatalogue {
  const byId = new Map<string, EmojiEntry>();
  const byChar = new Map<string, EmojiEntry>();
  const groups: EmojiCategory[] = data.groups.map((group) => ({
    key: group.key,
    name: group.name,
    emoji: group.emoji.map(([id, char, name, keywords]) => {
      const extra = CURATED_KEYWORDS.get(bare(char)) ?? [];
      const all = extra.length > 0 ? [...new Set([...keywords, ...extra])] : keywords;
      const entry: EmojiEntry = { id, char, name, keywords: all, group: group.key };
      byId.set(id, entry);
      byChar.set(bare(char), entry);
      return entry;
    }),
  }));
  const curated: EmojiCategory[] = CURATED_EMOJI_CATEGORIES.map((category) => ({
    key: category.key,
    name: category.name,
    emoji: category.chars.flatMap((char) => byChar.get(bare(char)) ?? []),
  }));
  return { categories: [...curated, ...groups], byId, source: data.source };
}

let loading: Promise<EmojiCatalogue> | undefined;

/** The bundled catalogue, loaded once on first call (a separate chunk in the browser). */
export function loadEmojiCatalogue(): Promise<EmojiCatalogue> {
  loading ??= import('./catalogue.generated.json').then((module) =>
    // The file is written by buildEmojiCatalogueData and checked against it by a test.
    createEmojiCatalogue(module.default as unknown as EmojiCatalogueData),
  );
  return loading;
}

interface Indexed {
  readonly nameFolded: string;
  readonly nameWords: readonly string[];
  readonly keywordWords: readonly string[];
}

const index = new WeakMap<EmojiEntry, Indexed>();

function indexed(entry: EmojiEntry): Indexed {
  let found = index.get(entry);
  if (!found) {
    const nameWords = wordsOf(entry.name);
    found = {
      nameFolded: nameWords.join(' '),
      nameWords,
      keywordWords: entry.keywords.flatMap((keyword) => wordsOf(keyword)),
    };
    index.set(entry, found);
  }
  return found;
}

/**
 * Emoji whose name or keywords match the query, best first: the exact name, then every query word a
 * whole word of the name or keywords, then names starting with the query, then word beginnings in the
 * name, then in the name and keywords; within a rank, the Map, Military and Nature emoji first (a map
 * maker's "pin" is 📍 before 🧷), then Unicode order. Every word of the
 * query must begin a word of the name or a keyword ("cast" finds 🏰, "eau" nothing, "Château" ≡
 * "chateau"); case and accents are ignored. A pasted emoji finds itself. An empty query gives the
 * category's emoji (or all) in order.
 */
export function searchEmoji(
  catalogue: EmojiCatalogue,
  query: string,
  options: EmojiSearchOptions = {},
): EmojiEntry[] {
  const pool = candidates(catalogue, options.category);
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const words = wordsOf(query);
  if (words.length === 0) {
    const char = bare(query.trim());
    if (char === '') return pool.slice(0, limit);
    return pool.filter((entry) => bare(entry.char) === char).slice(0, limit);
  }
  const phrase = words.join(' ');
  const ranked: { entry: EmojiEntry; rank: number; order: number }[] = [];
  pool.forEach((entry, order) => {
    const rank = rankOf(indexed(entry), words, phrase);
    if (rank !== undefined) ranked.push({ entry, rank, order });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

function rankOf(entry: Indexed, words: readonly string[], phrase: string): number | undefined {
  if (entry.nameFolded === phrase) return 0;
  const has = (list: readonly string[], word: string) => list.includes(word);
  const begins = (list: readonly string[], word: string) => list.some((w) => w.startsWith(word));
  // Whole words before word beginnings: "pin" is 📍's keyword before it begins "pink heart".
  if (words.every((word) => has(entry.nameWords, word) || has(entry.keywordWords, word))) return 1;
  if (entry.nameFolded.startsWith(phrase)) return 2;
  if (words.every((word) => begins(entry.nameWords, word))) return 3;
  if (words.every((word) => begins(entry.nameWords, word) || begins(entry.keywordWords, word))) return 4;
  return undefined;
}

const searchOrders = new WeakMap<EmojiCatalogue, readonly EmojiEntry[]>();

/** The emoji a search looks through: one category's, or every emoji once, curated ones first. */
function candidates(catalogue: EmojiCatalogue, category: string | undefined): readonly EmojiEntry[] {
  if (category !== undefined) return catalogue.categories.find((c) => c.key === category)?.emoji ?? [];
  let order = searchOrders.get(catalogue);
  if (!order) {
    order = [...new Set(catalogue.categories.flatMap((c) => c.emoji))];
    searchOrders.set(catalogue, order);
  }
  return order;
}
