import type { MapLanguage } from '../document/map-language';
import type { LabelScript } from '../document/labels';
import type { ProjectedDivision } from '../geo/projected-level';

type Named = Pick<ProjectedDivision, 'name' | 'nameLocal' | 'names'>;

/**
 * A division's name as the map shows it, one entry per line: the one place labels, the legend, the
 * hover, the data table and exports take it from (decision "A map has a language of its own").
 *
 * The first name is the map language's, else the usual one; `script` keeps its meaning beside it:
 * 'latin' shows that name alone, 'local' the division's own-script name (else that name), 'both'
 * the two on two lines, once when they read the same.
 */
export function shownNameLines(
  division: Named,
  language: MapLanguage,
  script: LabelScript = 'latin',
): string[] {
  const first = (language === 'en' ? undefined : division.names?.[language]?.trim()) || division.name;
  const local = division.nameLocal?.trim();
  if (script === 'latin' || !local) return [first];
  if (script === 'local') return [local];
  return local === first ? [first] : [first, local];
}

/** The name on one line, for the hover, the table and lists: the lines joined by " / ". */
export function shownName(division: Named, language: MapLanguage, script: LabelScript = 'latin'): string {
  return shownNameLines(division, language, script).join(' / ');
}
