import { boundaryHashOf } from '../document/map-slug';
import { OTHER_COUNTRIES } from './otherCountries';

/**
 * The 34 countries with detailed sources. The slug is the route segment, spelled exactly as the spec
 * spells it (`/Countries/{slug}`); ISO codes tie it to the map sources; the region groups the /Countries
 * page (the landing page's world map shows the first eight groups, where the 34 lie). Every other
 * country is in OTHER_COUNTRIES (decision "Every other country from Natural Earth").
 */
export const REGIONS = [
  'South Asia',
  'Southeast Asia',
  'East Asia',
  'Middle East',
  'Western Europe',
  'Northern Europe',
  'Eastern Europe',
  'Africa',
  'Central Asia',
  'North America',
  'Central America and the Caribbean',
  'South America',
  'Oceania',
] as const;

/** The world map's region in the index: no country is in it (decision "The world is a map like a country's"). */
export const WORLD_REGION = 'World';

type Region = (typeof REGIONS)[number] | typeof WORLD_REGION;

export interface Country {
  readonly slug: string;
  readonly name: string;
  readonly iso3: string;
  readonly iso2: string;
  readonly region: Region;
  /**
   * A variant: the country's boundaries before a change, with its own map files and index entry
   * (decision "Former boundaries are a variant of the country"). The slug of today's country.
   */
  readonly variantOf?: string;
  /** A variant's boundaries hold until this date (ISO 8601, exclusive). */
  readonly until?: string;
  /** Key of the map files and the recipe: the ISO3 code, or `<ISO3>_<tag>` for a variant. */
  readonly mapKey?: string;
  /**
   * Only the first level, from Natural Earth; no second level is available (decision "Every other
   * country from Natural Earth"). Absent for the detailed countries: the 34 and the United States.
   */
  readonly firstLevelOnly?: true;
}

export const COUNTRIES: readonly Country[] = [
  { slug: 'SriLanka', name: 'Sri Lanka', iso3: 'LKA', iso2: 'LK', region: 'South Asia' },
  { slug: 'India', name: 'India', iso3: 'IND', iso2: 'IN', region: 'South Asia' },
  { slug: 'Malaysia', name: 'Malaysia', iso3: 'MYS', iso2: 'MY', region: 'Southeast Asia' },
  { slug: 'France', name: 'France', iso3: 'FRA', iso2: 'FR', region: 'Western Europe' },
  { slug: 'Italy', name: 'Italy', iso3: 'ITA', iso2: 'IT', region: 'Western Europe' },
  { slug: 'Thailand', name: 'Thailand', iso3: 'THA', iso2: 'TH', region: 'Southeast Asia' },
  { slug: 'Germany', name: 'Germany', iso3: 'DEU', iso2: 'DE', region: 'Western Europe' },
  { slug: 'Israel', name: 'Israel', iso3: 'ISR', iso2: 'IL', region: 'Middle East' },
  { slug: 'Palestine', name: 'Palestine', iso3: 'PSE', iso2: 'PS', region: 'Middle East' },
  { slug: 'China', name: 'China', iso3: 'CHN', iso2: 'CN', region: 'East Asia' },
  { slug: 'Syria', name: 'Syria', iso3: 'SYR', iso2: 'SY', region: 'Middle East' },
  { slug: 'Finland', name: 'Finland', iso3: 'FIN', iso2: 'FI', region: 'Northern Europe' },
  { slug: 'Denmark', name: 'Denmark', iso3: 'DNK', iso2: 'DK', region: 'Northern Europe' },
  { slug: 'Sweden', name: 'Sweden', iso3: 'SWE', iso2: 'SE', region: 'Northern Europe' },
  { slug: 'SouthAfrica', name: 'South Africa', iso3: 'ZAF', iso2: 'ZA', region: 'Africa' },
  { slug: 'Spain', name: 'Spain', iso3: 'ESP', iso2: 'ES', region: 'Western Europe' },
  { slug: 'Pakistan', name: 'Pakistan', iso3: 'PAK', iso2: 'PK', region: 'South Asia' },
  { slug: 'Myanmar', name: 'Myanmar', iso3: 'MMR', iso2: 'MM', region: 'Southeast Asia' },
  { slug: 'SaudiArabia', name: 'Saudi Arabia', iso3: 'SAU', iso2: 'SA', region: 'Middle East' },
  { slug: 'UnitedKingdom', name: 'United Kingdom', iso3: 'GBR', iso2: 'GB', region: 'Western Europe' },
  { slug: 'Cambodia', name: 'Cambodia', iso3: 'KHM', iso2: 'KH', region: 'Southeast Asia' },
  { slug: 'Vietnam', name: 'Vietnam', iso3: 'VNM', iso2: 'VN', region: 'Southeast Asia' },
  { slug: 'Japan', name: 'Japan', iso3: 'JPN', iso2: 'JP', region: 'East Asia' },
  { slug: 'Bangladesh', name: 'Bangladesh', iso3: 'BGD', iso2: 'BD', region: 'South Asia' },
  { slug: 'Oman', name: 'Oman', iso3: 'OMN', iso2: 'OM', region: 'Middle East' },
  { slug: 'Iraq', name: 'Iraq', iso3: 'IRQ', iso2: 'IQ', region: 'Middle East' },
  { slug: 'Philippines', name: 'Philippines', iso3: 'PHL', iso2: 'PH', region: 'Southeast Asia' },
  { slug: 'Belgium', name: 'Belgium', iso3: 'BEL', iso2: 'BE', region: 'Western Europe' },
  { slug: 'Romania', name: 'Romania', iso3: 'ROU', iso2: 'RO', region: 'Eastern Europe' },
  { slug: 'Lebanon', name: 'Lebanon', iso3: 'LBN', iso2: 'LB', region: 'Middle East' },
  { slug: 'Laos', name: 'Laos', iso3: 'LAO', iso2: 'LA', region: 'Southeast Asia' },
  { slug: 'Norway', name: 'Norway', iso3: 'NOR', iso2: 'NO', region: 'Northern Europe' },
  { slug: 'Jordan', name: 'Jordan', iso3: 'JOR', iso2: 'JO', region: 'Middle East' },
  { slug: 'Nepal', name: 'Nepal', iso3: 'NPL', iso2: 'NP', region: 'South Asia' },
];

/**
 * Former boundaries still offered (decision "Former boundaries are a variant of the country"): maps
 * made before a change keep opening on them, and tables of the former units import onto them.
 */
export const COUNTRY_VARIANTS: readonly Country[] = [
  {
    slug: 'VietnamBefore2025',
    name: 'Vietnam, before 1 July 2025',
    iso3: 'VNM',
    iso2: 'VN',
    region: 'Southeast Asia',
    variantOf: 'Vietnam',
    until: '2025-07-01',
    mapKey: 'VNM_PRE2025',
  },
];

/**
 * The world map at /World: its countries at level 1, their first-level divisions at level 2, from
 * Natural Earth (decision "The world is a map like a country's"). A map key like a country's, so
 * every tool, file, draft and publication works on it unchanged. WLD and 1W are the World Bank's
 * codes for the world (ISO 3166 has none).
 */
export const WORLD: Country = { slug: 'World', name: 'World', iso3: 'WLD', iso2: '1W', region: WORLD_REGION };

/**
 * The region maps at /Regions/{slug}: each region's countries at level 1 and their first-level
 * divisions at level 2, cut from the world's Natural Earth data (decision "Regions are maps cut from
 * the world's data"; which country is in which: pipeline/src/regions.ts). Keyed like a variant of the
 * world (WLD_EUR), so every tool, file and draft works on them as on the world.
 */
export const REGION_MAPS: readonly Country[] = (
  [
    ['Europe', 'Europe', 'EUR'],
    ['Africa', 'Africa', 'AFR'],
    ['Asia', 'Asia', 'ASI'],
    ['MiddleEast', 'Middle East', 'MEA'],
    ['NorthAmerica', 'North America', 'NAM'],
    ['SouthAmerica', 'South America', 'SAM'],
    ['Oceania', 'Oceania', 'OCE'],
  ] as const
).map(([slug, name, tag]) => ({
  slug,
  name,
  iso3: WORLD.iso3,
  iso2: WORLD.iso2,
  region: WORLD_REGION,
  mapKey: `${WORLD.iso3}_${tag}`,
}));

/** Every country the /Countries page lists: the 34, then every other country, by name. */
export const ALL_COUNTRIES: readonly Country[] = [...COUNTRIES, ...OTHER_COUNTRIES];

/**
 * Every country and variant with map files, in the index's order: the 34, the variants, every other
 * country, then the world and its regions.
 */
export const MAPPED_COUNTRIES: readonly Country[] = [
  ...COUNTRIES,
  ...COUNTRY_VARIANTS,
  ...OTHER_COUNTRIES,
  WORLD,
  ...REGION_MAPS,
];

/** Whether the country has two levels from detailed sources (the /Countries page marks them). */
export function isDetailed(country: Country): boolean {
  return !country.firstLevelOnly;
}

/**
 * Whether a map is one more country: not a variant (a country's former boundaries), not the world nor
 * one of its regions.
 */
export function isOneCountry(country: Country): boolean {
  return !country.variantOf && country.region !== WORLD_REGION;
}

const regionSlugs: ReadonlySet<string> = new Set(REGION_MAPS.map((r) => r.slug));

/** A region map by its route slug (`/Regions/{slug}`); exact match only. */
export function regionBySlug(slug: string): Country | undefined {
  return regionSlugs.has(slug) ? countryBySlug(slug) : undefined;
}

/**
 * Where a map's editor is: `/World` for the world, `/Regions/{slug}` for a region,
 * `/Countries/{slug}` for a country or variant, `/Custom/{hash}` for the user's own boundaries.
 */
export function editorPathOf(slug: string): string {
  if (slug === WORLD.slug) return '/World';
  const hash = boundaryHashOf(slug);
  if (hash !== undefined) return `/Custom/${hash}`;
  if (regionSlugs.has(slug)) return `/Regions/${slug}`;
  return `/Countries/${encodeURIComponent(slug)}`;
}

/** What a map slug is called for people: the country's name, or "your own boundaries". */
export function mapNameOf(slug: string): string {
  if (boundaryHashOf(slug) !== undefined) return 'your own boundaries';
  return countryBySlug(slug)?.name ?? slug;
}

/**
 * The Country an editor of the user's own boundaries (slug `Custom/{hash}`) is opened for: one level, no
 * country of Natural Earth's; the boundaries' own name comes with their geometry.
 */
export function customCountryOf(slug: string): Country | undefined {
  if (boundaryHashOf(slug) === undefined) return undefined;
  return {
    slug,
    name: 'Your own boundaries',
    iso3: 'ZZZ',
    iso2: 'ZZ',
    region: WORLD_REGION,
    firstLevelOnly: true,
  };
}

/** Key of a country's map files and recipe. */
export function mapKeyOf(country: Country): string {
  return country.mapKey ?? country.iso3;
}

const bySlug = new Map(MAPPED_COUNTRIES.map((c) => [c.slug, c]));
const byIso3 = new Map(ALL_COUNTRIES.map((c) => [c.iso3, c]));

/**
 * The country (or variant) for a route slug; exact match only, as routes are case-sensitive in the
 * spec.
 */
export function countryBySlug(slug: string): Country | undefined {
  return bySlug.get(slug);
}

export function countryByIso3(iso3: string): Country | undefined {
  return byIso3.get(iso3);
}
