/** Lower-case ASCII slug of a name: accents dropped, runs of other characters become '-'. */
export function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** An id safe in URLs and file-independent: keeps letters, digits, '-', '_', '.'. */
export function cleanId(s: string): string {
  return s
    .trim()
    .replace(/[~\s]+/g, '')
    .replace(/[^A-Za-z0-9_.\-\p{L}\p{N}]+/gu, '-');
}

export interface IdCandidate {
  /** The preferred id (the source's code, or a stable source id). */
  base: string;
  /** Disambiguators tried in order when `base` collides, e.g. the slug of the name, the parent. */
  tiebreaks: string[];
}

/**
 * Makes ids unique without ever looking at array order: an id that collides gets its first
 * disambiguator appended (for every member of the collision), then the next, and so on. The result
 * depends only on the set of units, so reordering the source does not change any id. Returns the
 * ids in input order; ids that still collide after all disambiguators are left as they are (the
 * validation step reports them).
 */
export function uniqueIds(cands: readonly IdCandidate[]): string[] {
  const ids = cands.map((c) => c.base);
  const maxSteps = Math.max(0, ...cands.map((c) => c.tiebreaks.length));
  for (let step = 0; step < maxSteps; step++) {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    let changed = false;
    ids.forEach((id, i) => {
      const t = cands[i]!.tiebreaks[step];
      if ((counts.get(id) ?? 0) > 1 && t) {
        ids[i] = `${id}-${t}`;
        changed = true;
      }
    });
    if (!changed) break;
  }
  return ids;
}
