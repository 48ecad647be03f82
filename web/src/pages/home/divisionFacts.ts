import { countryBySlug, isDetailed, isOneCountry } from '@mapwright/core/countries/countries';
import type { CountryIndex } from '@mapwright/core/geodata/countryIndex';

/** The countries the facts block names, each with its count of smallest divisions. */
const FEATURED_COUNTRIES = ['Thailand', 'India', 'China'] as const;

export interface DivisionFacts {
  readonly countries: number;
  /** The countries with both levels from detailed sources (the others have their first level only). */
  readonly detailed: number;
  /** Every division of every available level, summed over the countries. */
  readonly divisions: number;
  readonly featured: readonly { slug: string; name: string; iso2?: string; count: number; label: string }[];
}

/** What the facts block says, read from the built map index (never typed in by hand). */
export function divisionFacts(index: CountryIndex): DivisionFacts {
  let divisions = 0;
  // Variants (a country's former boundaries) and the world are not more countries.
  const countries = index.countries.filter((c) => {
    const country = countryBySlug(c.slug);
    return country && isOneCountry(country);
  });
  for (const c of countries)
    for (const level of [c.levels[1], c.levels[2]]) if (level.available) divisions += level.count;
  const featured = FEATURED_COUNTRIES.flatMap((slug) => {
    const c = index.countries.find((entry) => entry.slug === slug);
    const level = c?.levels[2];
    return c && level?.available
      ? [{ slug, name: c.name, iso2: countryBySlug(slug)?.iso2, count: level.count, label: level.label }]
      : [];
  });
  const detailed = countries.filter((c) => {
    const country = countryBySlug(c.slug);
    return country && isDetailed(country) && c.levels[2].available;
  }).length;
  return { countries: countries.length, detailed, divisions, featured };
}
