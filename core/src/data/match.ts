import { aliasGroupsOf, type AliasGroup } from './aliases';
import { codeKey, foldText, genericFreeKey, keysOf, nameKey, splitQualifier } from './normalise';
import { bigramsOf, similarity, type Bigrams } from './similarity';

/**
 * Matching a table's rows to a level's divisions (issue 17): by code (ISO 3166-2 and the sources'
 * codes, leading zeros and separators ignored), then by every name the division record carries and
 * the alias table's former names, ignoring case, accents, punctuation and spacing, then without the
 * generic words ("district", "province" …), then by a bracketed or comma qualifier. A parent column
 * (or the qualifier) tells namesakes apart. Rows left over get up to three suggestions ranked by
 * similarity; a user's choice for a name is applied to every row with that name.
 */

/** What the matcher reads of a division: its id, parent, code and every `name…` field it has. */
export interface MatchableDivision {
  readonly id: string;
  readonly name: string;
  /** Other names (English exonyms, spellings), matched like names. */
  readonly aliases?: readonly string[];
  readonly code?: string;
  /** Codes the division had before (a merger's), matched like its code. */
  readonly formerCodes?: readonly string[];
  readonly parent?: string;
}

export type MatchHow = 'code' | 'name' | 'alias' | 'generic' | 'qualifier' | 'choice';

export interface Suggestion {
  readonly id: string;
  /** 0..1, higher is closer. */
  readonly score: number;
}

export type RowMatch =
  | { readonly status: 'matched'; readonly id: string; readonly how: MatchHow }
  /** Another, earlier row matched the same division; this row's value is not used. */
  | { readonly status: 'duplicate'; readonly id: string; readonly firstRow: number }
  /** Several divisions carry the name and nothing tells them apart. */
  | { readonly status: 'ambiguous'; readonly suggestions: readonly Suggestion[] }
  | { readonly status: 'unmatched'; readonly suggestions: readonly Suggestion[] }
  /** The user chose to leave this name out. */
  | { readonly status: 'skipped' }
  /** No name in the row. */
  | { readonly status: 'empty' };

export interface MatchRowInput {
  readonly key: string;
  readonly parent?: string;
}

export interface MatchReport {
  readonly rows: readonly RowMatch[];
  /** Divisions that got a row. */
  readonly matchedDivisions: number;
  /** Rows needing the user: unmatched or ambiguous. */
  readonly unmatchedRows: number;
  readonly duplicateRows: number;
  readonly skippedRows: number;
  /** Divisions of the level no row matched, in the level's order. */
  readonly missing: readonly string[];
}

/** A user's decision for one name (and parent): a division id, or null to skip such rows. */
export type MatchChoices = ReadonlyMap<string, string | null>;

/** The key a choice is remembered by: the row's name (and parent) as the matcher compares them. */
export function choiceKey(row: MatchRowInput): string {
  return `${nameKey(row.key)}|${row.parent ? nameKey(row.parent) : ''}`;
}

/**
 * Every name a division record carries: `name`, `nameLocal` and any other `name…` field (own-script
 * and Latin-script names, romanisations), plus string lists under `names`, `alternates`, `aliases`.
 */
export function namesOf(division: MatchableDivision): string[] {
  const names: string[] = [];
  for (const [field, value] of Object.entries(division)) {
    if (/^name/i.test(field) && typeof value === 'string') names.push(value);
    else if (/^(names|alternates|aliases|altNames)$/i.test(field) && Array.isArray(value)) {
      for (const item of value) if (typeof item === 'string') names.push(item);
    }
  }
  return names.filter((name) => name.trim() !== '');
}

const MAX_SUGGESTIONS = 3;
/** Suggestions below this similarity are noise. */
const MIN_SUGGESTION_SCORE = 0.25;
/** Ranking bonus for a division in the row's parent. */
const SAME_PARENT_BONUS = 0.15;

type Index = Map<string, string[]>;

function add(index: Index, key: string, id: string): void {
  if (key === '') return;
  const ids = index.get(key);
  if (!ids) index.set(key, [id]);
  else if (!ids.includes(id)) ids.push(id);
}

export interface MatcherOptions {
  /** The country slug, for its alias table. */
  readonly country?: string;
  readonly level: 1 | 2;
  /** Level 2: the first-level divisions, to read a parent column or qualifier. */
  readonly parents?: readonly MatchableDivision[];
}

/** An index over one level's divisions, built once and used for every row and every re-match. */
export class DivisionMatcher {
  readonly divisions: readonly MatchableDivision[];
  readonly #byId = new Map<string, MatchableDivision>();
  readonly #codes: Index = new Map();
  /** ISO 3166-2 subdivision parts ("OR" of "IN-OR"), tried after names. */
  readonly #shortCodes: Index = new Map();
  readonly #names: Index = new Map();
  readonly #aliases: Index = new Map();
  readonly #generic: Index = new Map();
  /** Name keys per division, and their letter pairs, made on the first suggestion. */
  readonly #keys = new Map<string, string[]>();
  #bigramCache: Map<string, Bigrams[]> | undefined;
  readonly #parentCache = new Map<string, readonly string[]>();
  readonly #parents: DivisionMatcher | undefined;

  constructor(divisions: readonly MatchableDivision[], options: MatcherOptions) {
    this.divisions = divisions;
    this.#parents =
      options.parents && options.parents.length > 0
        ? new DivisionMatcher(options.parents, { country: options.country, level: 1 })
        : undefined;
    const aliases = aliasGroupsOf(options.country, options.level);
    for (const division of divisions) {
      const { id } = division;
      this.#byId.set(id, division);
      for (const code of [division.code, id, ...(division.formerCodes ?? [])]) {
        if (!code) continue;
        add(this.#codes, codeKey(code), id);
        const iso = /^[A-Za-z]{2}-([A-Za-z0-9]{1,3})$/.exec(code);
        if (iso?.[1]) add(this.#shortCodes, codeKey(iso[1]), id);
      }
      const names = namesOf(division);
      const other = aliasNamesOf(division, names, aliases);
      const keys = new Set<string>();
      for (const [index, list] of [
        [this.#names, names],
        [this.#aliases, other],
      ] as const) {
        for (const text of list) {
          const { name, generic } = keysOf(text);
          add(index, name, id);
          add(this.#generic, generic, id);
          keys.add(name).add(generic);
        }
      }
      this.#keys.set(
        id,
        [...keys].filter((k) => k !== ''),
      );
    }
  }

  division(id: string): MatchableDivision | undefined {
    return this.#byId.get(id);
  }

  /** Ids of the first-level divisions a parent cell names (empty when it names none). */
  parentIdsOf(text: string | undefined): readonly string[] {
    if (!text || !this.#parents) return [];
    let ids = this.#parentCache.get(text);
    if (!ids) {
      ids = this.#parents.#lookup(text)?.ids ?? [];
      this.#parentCache.set(text, ids);
    }
    return ids;
  }

  #bigrams(): Map<string, Bigrams[]> {
    this.#bigramCache ??= new Map([...this.#keys].map(([id, keys]) => [id, keys.map(bigramsOf)]));
    return this.#bigramCache;
  }

  /** Whether a cell names or codes a division (no suggestions: cheap enough to test a whole column). */
  recognises(text: string): boolean {
    if (this.#lookup(text)) return true;
    const split = splitQualifier(text);
    return split !== undefined && this.#lookup(split.name) !== undefined;
  }

  /** Matches every row; `choices` (by choiceKey) override the matcher and apply to every such row. */
  match(rows: readonly MatchRowInput[], choices: MatchChoices = new Map()): MatchReport {
    const results: RowMatch[] = [];
    const firstRowOf = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      const result = this.matchRow(row, choices);
      if (result.status === 'matched') {
        const first = firstRowOf.get(result.id);
        if (first !== undefined) {
          results.push({ status: 'duplicate', id: result.id, firstRow: first });
          continue;
        }
        firstRowOf.set(result.id, index);
      }
      results.push(result);
    }
    const count = (status: RowMatch['status']) => results.filter((r) => r.status === status).length;
    return {
      rows: results,
      matchedDivisions: firstRowOf.size,
      unmatchedRows: count('unmatched') + count('ambiguous'),
      duplicateRows: count('duplicate'),
      skippedRows: count('skipped'),
      missing: this.divisions.map((d) => d.id).filter((id) => !firstRowOf.has(id)),
    };
  }

  /** One row, without the duplicate check. */
  matchRow(row: MatchRowInput, choices: MatchChoices = new Map()): RowMatch {
    if (row.key.trim() === '') return { status: 'empty' };
    const choice = choices.get(choiceKey(row));
    if (choice === null) return { status: 'skipped' };
    if (choice !== undefined && this.#byId.has(choice))
      return { status: 'matched', id: choice, how: 'choice' };

    const parentIds = this.parentIdsOf(row.parent);
    const found = this.#lookup(row.key);
    if (found) {
      const narrowed = this.#narrow(found.ids, parentIds);
      if (narrowed.length === 1) return { status: 'matched', id: narrowed[0] as string, how: found.how };
      if (narrowed.length > 1) return { status: 'ambiguous', suggestions: this.#rank(row, narrowed) };
    }

    // "Leh(Ladakh)", "Aurangabad, Bihar", "Kadapa (YSR)": the name, told apart by its qualifier.
    const split = splitQualifier(row.key);
    if (split) {
      const qualifierParents = this.parentIdsOf(split.qualifier);
      const inner = this.#lookup(split.name);
      if (inner) {
        const byQualifier =
          qualifierParents.length > 0 ? this.#narrow(inner.ids, qualifierParents) : inner.ids;
        const narrowed = this.#narrow(byQualifier, parentIds);
        if (narrowed.length === 1) return { status: 'matched', id: narrowed[0] as string, how: 'qualifier' };
        if (narrowed.length > 1) return { status: 'ambiguous', suggestions: this.#rank(row, narrowed) };
      }
      const other = this.#lookup(split.qualifier);
      if (other && qualifierParents.length === 0) {
        const narrowed = this.#narrow(other.ids, parentIds);
        if (narrowed.length === 1) return { status: 'matched', id: narrowed[0] as string, how: 'qualifier' };
      }
    }
    if (found && found.ids.length > 1)
      return { status: 'ambiguous', suggestions: this.#rank(row, found.ids) };
    return { status: 'unmatched', suggestions: this.suggest(row) };
  }

  /** Up to three divisions closest to the row's name, those in the row's parent ranked up. */
  suggest(row: MatchRowInput, limit = MAX_SUGGESTIONS): Suggestion[] {
    const split = splitQualifier(row.key);
    const texts = [row.key, ...(split ? [split.name] : [])];
    const probes = [...new Set(texts.flatMap((t) => [nameKey(t), genericFreeKey(t)]))]
      .filter((k) => k.length > 0)
      .map(bigramsOf);
    if (probes.length === 0) return [];
    const parents = new Set([
      ...this.parentIdsOf(row.parent),
      ...(split ? this.parentIdsOf(split.qualifier) : []),
    ]);
    const scored: Suggestion[] = [];
    for (const division of this.divisions) {
      let best = 0;
      for (const names of this.#bigrams().get(division.id) ?? []) {
        for (const probe of probes) best = Math.max(best, similarity(probe, names));
      }
      if (best < MIN_SUGGESTION_SCORE) continue;
      const bonus = division.parent && parents.has(division.parent) ? SAME_PARENT_BONUS : 0;
      scored.push({ id: division.id, score: Math.min(1, best + bonus) });
    }
    return top(scored, limit, this.#byId);
  }

  /** The first tier that knows the text: code, name, alias, generic-free name, short ISO code. */
  #lookup(text: string): { ids: readonly string[]; how: MatchHow } | undefined {
    const keys = keysOf(text);
    const tiers: [Index, string, MatchHow][] = [
      [this.#codes, keys.code, 'code'],
      [this.#names, keys.name, 'name'],
      [this.#aliases, keys.name, 'alias'],
      [this.#generic, keys.generic, 'generic'],
      [this.#shortCodes, keys.code, 'code'],
    ];
    for (const [index, key, how] of tiers) {
      const ids = key === '' ? undefined : index.get(key);
      if (ids && ids.length > 0) return { ids, how };
    }
    return undefined;
  }

  /** The candidates in the given parents; all of them when no parent is known or none fits. */
  #narrow(ids: readonly string[], parents: readonly string[]): readonly string[] {
    if (parents.length === 0 || ids.length <= 1) return ids;
    const inParent = ids.filter((id) => {
      const parent = this.#byId.get(id)?.parent;
      return parent !== undefined && parents.includes(parent);
    });
    return inParent.length > 0 ? inParent : ids;
  }

  /** Candidates of an ambiguous name, ranked by closeness of their names to the row's. */
  #rank(row: MatchRowInput, ids: readonly string[]): Suggestion[] {
    const probe = bigramsOf(nameKey(row.key));
    const scored = ids.map((id) => ({
      id,
      score: Math.max(0, ...(this.#bigrams().get(id) ?? []).map((names) => similarity(probe, names))),
    }));
    return top(scored, ids.length, this.#byId);
  }
}

/** Alias names of a division: every group (of its level, and its parent where the group says) naming it. */
function aliasNamesOf(
  division: MatchableDivision,
  names: readonly string[],
  groups: readonly AliasGroup[],
): string[] {
  if (groups.length === 0) return [];
  const keys = new Set(names.map(nameKey));
  const found: string[] = [];
  for (const group of groups) {
    if (group.parent && group.parent !== division.parent) continue;
    if (group.names.some((name) => keys.has(nameKey(name)))) found.push(...group.names);
  }
  return found;
}

function top(
  scored: Suggestion[],
  limit: number,
  byId: ReadonlyMap<string, MatchableDivision>,
): Suggestion[] {
  const label = (id: string) => foldText(byId.get(id)?.name ?? id);
  return scored
    .sort((a, b) => b.score - a.score || label(a.id).localeCompare(label(b.id)))
    .slice(0, limit)
    .map((s) => ({ id: s.id, score: Math.round(s.score * 1000) / 1000 }));
}
