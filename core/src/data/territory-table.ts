import type { DivisionMatcher } from './match';
import { parseDelimited } from './table';

/** One territory a table names, with the divisions its rows put in it (in row order). */
interface TerritoryGroup {
  readonly name: string;
  readonly members: readonly string[];
}

export interface TerritoryTable {
  readonly groups: readonly TerritoryGroup[];
  /** Division names of rows no division of the level matched (the header row aside). */
  readonly unmatched: readonly string[];
  /** Rows whose division an earlier row already put in a group: the first row wins. */
  readonly duplicates: number;
}

/**
 * A two-column table (division, group), pasted or read from a file, as one group of divisions per
 * distinct group name, in the order the names first appear. Divisions are matched as a data
 * import's are (codes, names, aliases). A first row that matches no division is the header.
 */
export function territoryGroupsFromTable(text: string, matcher: DivisionMatcher): TerritoryTable {
  const rows = parseDelimited(text)
    .map((cells) => cells.map((cell) => String(cell ?? '').trim()))
    .filter((cells) => cells.length >= 2 && cells[0] !== '' && cells[1] !== '');
  const report = matcher.match(rows.map((cells) => ({ key: cells[0] ?? '' })));
  const members = new Map<string, string[]>();
  const unmatched: string[] = [];
  let duplicates = 0;
  report.rows.forEach((match, index) => {
    const [division = '', group = ''] = rows[index] ?? [];
    if (match.status === 'matched') {
      const list = members.get(group);
      if (list) list.push(match.id);
      else members.set(group, [match.id]);
    } else if (match.status === 'duplicate') {
      duplicates++;
    } else if (index > 0 || members.size > 0) {
      unmatched.push(division);
    }
  });
  return {
    groups: [...members].map(([name, ids]) => ({ name, members: ids })),
    unmatched,
    duplicates,
  };
}
