import type { MapDocument } from '../document/schema';
import { showOf } from '../document/show';
import type { CountryEntry } from './countryIndex';

/**
 * The data credit of the levels a document draws: each drawn level's attribution from the country
 * index, deduplicated (both levels often share one source), joined with ' · '. What the credit line
 * prints after the user's own credit text (renderMap's `credit` option).
 */
export function attributionOfDrawnLevels(entry: CountryEntry, doc: MapDocument): string {
  const show = showOf(doc);
  const levels = show === 'both' ? ([1, 2] as const) : show === '1' ? ([1] as const) : ([2] as const);
  const lines = levels.flatMap((level) => {
    const info = entry.levels[level];
    return info.available ? [creditOf(info.attribution)] : [];
  });
  return [...new Set(lines)].join(' · ');
}

/**
 * The credit itself, without the sources' note to us on whether it is required ("Made with Natural
 * Earth (naturalearthdata.com) — attribution optional" prints "Made with Natural Earth
 * (naturalearthdata.com)"): a map shows the credit, never our licence notes (issue 31).
 */
export function creditOf(attribution: string): string {
  return attribution.replace(/\s*[—–-]\s*attribution (?:optional|not required)\s*$/i, '').trim();
}
