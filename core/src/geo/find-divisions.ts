import type { ProjectedDivision, ProjectedLevel } from './projected-level';

/** Latin letters that no decomposition strips to a plain one ("Bodo" finds "Bodø", "Da" finds "Đà"). */
const LATIN_FOLDS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
};

/**
 * Name search for the "find a division" box. Case, accents and punctuation are ignored
 * ("Île-de-France" is found by "ile de fr", "Iași" by "Iasi"); names, local names (own script) and codes
 * are searched, so a division is found by either of its names.
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðłħıþ]/g, (c) => LATIN_FOLDS[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Better matches have lower ranks. */
const enum Rank {
  Exact = 0,
  Prefix = 1,
  WordPrefix = 2,
  Substring = 3,
}

function rankOf(key: string, query: string): Rank | undefined {
  if (key === query) return Rank.Exact;
  if (key.startsWith(query)) return Rank.Prefix;
  const at = key.indexOf(query);
  if (at < 0) return undefined;
  return key[at - 1] === ' ' ? Rank.WordPrefix : Rank.Substring;
}

interface SearchEntry {
  readonly division: ProjectedDivision;
  readonly keys: readonly string[];
}

/** Normalised keys per level, built on first search and kept while the level object lives. */
const indexes = new WeakMap<readonly ProjectedDivision[], readonly SearchEntry[]>();

function indexOf(divisions: readonly ProjectedDivision[]): readonly SearchEntry[] {
  let index = indexes.get(divisions);
  if (!index) {
    index = divisions.map((division) => ({
      division,
      keys: [
        division.name,
        division.nameLocal,
        division.code,
        ...(division.aliases ?? []),
        ...Object.values(division.names ?? {}),
      ]
        .filter((k): k is string => k !== undefined)
        .map(normaliseForSearch)
        .filter((k) => k !== ''),
    }));
    indexes.set(divisions, index);
  }
  return index;
}

export interface FoundDivision {
  readonly division: ProjectedDivision;
  readonly rank: number;
}

/**
 * Divisions whose name, local name, aliases or code matches the query: exact matches first, then prefixes,
 * then word prefixes, then substrings; ties by shorter name, then alphabetically.
 */
export function findDivisions(
  level: ProjectedLevel | readonly ProjectedDivision[],
  query: string,
  limit = 10,
): readonly FoundDivision[] {
  const q = normaliseForSearch(query);
  if (q === '') return [];
  const divisions = 'divisions' in level ? level.divisions : level;
  const found: FoundDivision[] = [];
  for (const { division, keys } of indexOf(divisions)) {
    let best: Rank | undefined;
    for (const key of keys) {
      const rank = rankOf(key, q);
      if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    }
    if (best !== undefined) found.push({ division, rank: best });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.division.name.length - b.division.name.length ||
      a.division.name.localeCompare(b.division.name),
  );
  return found.slice(0, limit);
}
