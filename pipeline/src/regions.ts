/**
 * The region maps at /Regions/{slug} (decision "Regions are maps cut from the world's data"): each is
 * the world's recipe over the Natural Earth admin-0 units of one region, level 1 the region's
 * countries (the world's ids), level 2 their first-level divisions, fitted to a box around the
 * region, with the land of every other country drawn as quiet context.
 *
 * Membership: a unit with a Mapwright country is in the region(s) of that country's `region`
 * (REGIONS_OF); a unit without one (dependencies, special areas) is in UNIT_REGIONS' region. Asia
 * also takes the Middle East (all of its countries lie in Asia), and the Middle East also takes
 * Egypt (ALSO_IN), as maps of the Middle East draw it. Russia and the Caucasus stay in Europe only,
 * Cyprus too: a map of Asia shows them as context. Antarctica and the southern ocean islands are in
 * no region. REGION_UNITS states the result, so a change of the source or of a country's region is
 * seen (regions.test.ts derives it again from build.json; the build checks every member).
 */
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';
import { countryByIso3, REGION_MAPS, type Country } from '@mapwright/core/countries/countries';
import type { GeoBox, ProjectionFit } from '@mapwright/core/geo/project';
import type { MapSpace } from '@mapwright/core/geo/projected-level';
import { createProjection, type ProjectionSpec } from '@mapwright/core/geo/projection';
import type { RawFeature } from './loaders';
import { naturalEarthSource, naturalEarthUnits } from './naturalEarthCountries';
import type { CountryRecipe, Draft } from './recipes';
import type { SourceEntry } from './sources';
import { WORLD_RECIPE, worldCountry } from './world';

export type RegionSlug =
  'Europe' | 'Africa' | 'Asia' | 'MiddleEast' | 'NorthAmerica' | 'SouthAmerica' | 'Oceania';

/** The regions a country of each of Mapwright's regions is in. */
const REGIONS_OF: Readonly<Record<Exclude<Country['region'], 'World'>, readonly RegionSlug[]>> = {
  'Western Europe': ['Europe'],
  'Northern Europe': ['Europe'],
  'Eastern Europe': ['Europe'],
  Africa: ['Africa'],
  'South Asia': ['Asia'],
  'Southeast Asia': ['Asia'],
  'East Asia': ['Asia'],
  'Central Asia': ['Asia'],
  'Middle East': ['MiddleEast', 'Asia'],
  'North America': ['NorthAmerica'],
  'Central America and the Caribbean': ['NorthAmerica'],
  'South America': ['SouthAmerica'],
  Oceania: ['Oceania'],
};

/** Countries in a region beside their own (by level-1 id). */
const ALSO_IN: Readonly<Record<string, readonly RegionSlug[]>> = { EGY: ['MiddleEast'] };

/**
 * The region of each Natural Earth unit that has no Mapwright country (by adm0_a3), null for none:
 * UN M49's region for dependencies, the surrounding country's for special areas.
 */
export const UNIT_REGIONS: Readonly<Record<string, RegionSlug | null>> = {
  ABW: 'NorthAmerica', // Aruba
  ATA: null, // Antarctica
  ATC: 'Oceania', // Ashmore and Cartier Islands
  ATF: null, // French Southern and Antarctic Lands
  BLM: 'NorthAmerica', // Saint Barthélemy
  CLP: 'NorthAmerica', // Clipperton Island
  CSI: 'Oceania', // Coral Sea Islands
  CUW: 'NorthAmerica', // Curaçao
  CYM: 'NorthAmerica', // Cayman Islands
  CYN: 'Europe', // Northern Cyprus, with Cyprus
  ESB: 'Europe', // Dhekelia, on Cyprus
  FLK: 'SouthAmerica', // Falkland Islands
  FRO: 'Europe', // Faroe Islands
  GGY: 'Europe', // Guernsey
  GIB: 'Europe', // Gibraltar
  GUM: 'Oceania', // Guam
  HMD: null, // Heard Island and McDonald Islands
  IMN: 'Europe', // Isle of Man
  IOA: 'Oceania', // Christmas Island and the Cocos Islands (UN M49: Australia and New Zealand)
  IOT: 'Africa', // British Indian Ocean Territory (UN M49: Eastern Africa)
  JEY: 'Europe', // Jersey
  KAB: 'Asia', // Baikonur, in Kazakhstan
  KAS: 'Asia', // Siachen Glacier
  MAC: 'Asia', // Macao
  MAF: 'NorthAmerica', // Saint Martin
  MCO: 'Europe', // Monaco
  NFK: 'Oceania', // Norfolk Island
  NIU: 'Oceania', // Niue
  PCN: 'Oceania', // Pitcairn Islands
  PGA: 'Asia', // Spratly Islands
  PRI: 'NorthAmerica', // Puerto Rico
  SAH: 'Africa', // Western Sahara
  SGS: null, // South Georgia and the South Sandwich Islands
  SOL: 'Africa', // Somaliland
  SXM: 'NorthAmerica', // Sint Maarten
  TUV: 'Oceania', // Tuvalu
  UMI: 'Oceania', // United States Minor Outlying Islands (all but Navassa in the Pacific)
  USG: 'NorthAmerica', // Guantánamo Bay
  VAT: 'Europe', // Vatican City
  VGB: 'NorthAmerica', // British Virgin Islands
  WSB: 'Europe', // Akrotiri, on Cyprus
};

/** The regions of one Natural Earth unit, by the rule above (its features give its ISO code). */
export function regionsOfUnit(adm0: string, features: readonly RawFeature[]): readonly RegionSlug[] {
  const { id } = worldCountry(adm0, features);
  const country = countryByIso3(id);
  if (country && country.region !== 'World') return [...REGIONS_OF[country.region], ...(ALSO_IN[id] ?? [])];
  const region = UNIT_REGIONS[adm0];
  if (region === undefined) throw new Error(`Natural Earth unit ${adm0} (${id}) is in no region's table`);
  return region ? [region] : [];
}

const units = (list: string) => list.split(' ');

/** Each region's units (adm0_a3) in build.json 1.0.8, as regionsOfUnit assigns them. */
export const REGION_UNITS: Readonly<Record<RegionSlug, readonly string[]>> = {
  Europe: units(
    'ALB ALD AND ARM AUT AZE BEL BGR BIH BLR CHE CYN CYP CZE DEU DNK ESB ESP EST FIN FRA FRO GBR GEO GGY ' +
      'GIB GRC HRV HUN IMN IRL ISL ITA JEY KOS LIE LTU LUX LVA MCO MDA MKD MLT MNE NLD NOR POL PRT ROU ' +
      'RUS SMR SRB SVK SVN SWE UKR VAT WSB',
  ),
  Africa: units(
    'AGO BDI BEN BFA BWA CAF CIV CMR COD COG COM CPV DJI DZA EGY ERI ETH GAB GHA GIN GMB GNB GNQ IOT KEN ' +
      'LBR LBY LSO MAR MDG MLI MOZ MRT MUS MWI NAM NER NGA RWA SAH SDN SDS SEN SHN SLE SOL SOM STP SWZ ' +
      'SYC TCD TGO TUN TZA UGA ZAF ZMB ZWE',
  ),
  Asia: units(
    'AFG ARE BGD BHR BRN BTN CHN HKG IDN IND IRN IRQ ISR JOR JPN KAB KAS KAZ KGZ KHM KOR KWT LAO LBN LKA ' +
      'MAC MDV MMR MNG MYS NPL OMN PAK PGA PHL PRK PSX QAT SAU SGP SYR THA TJK TKM TLS TUR TWN UZB VNM ' +
      'YEM',
  ),
  MiddleEast: units('ARE BHR EGY IRN IRQ ISR JOR KWT LBN OMN PSX QAT SAU SYR TUR YEM'),
  NorthAmerica: units(
    'ABW AIA ATG BHS BLM BLZ BMU BRB CAN CLP CRI CUB CUW CYM DMA DOM GRD GRL GTM HND HTI JAM KNA LCA ' +
      'MAF MEX MSR NIC PAN PRI SLV SPM SXM TCA TTO USA USG VCT VGB VIR',
  ),
  SouthAmerica: units('ARG BOL BRA CHL COL ECU FLK GUY PER PRY SUR URY VEN'),
  Oceania: units(
    'ASM ATC AUS COK CSI FJI FSM GUM IOA KIR MHL MNP NCL NFK NIU NRU NZL PCN PLW PNG PYF SLB TON TUV ' +
      'UMI VUT WLF WSM',
  ),
};

/**
 * Each region's counts in build.json 1.0.8, so the count gate sees a change of the source: its units
 * (the countries of level 1) and their admin-1 features (the divisions of level 2).
 */
export const REGION_COUNTS: Readonly<Record<RegionSlug, { units: number; features: number }>> = {
  Europe: { units: 58, features: 1796 },
  Africa: { units: 58, features: 924 },
  Asia: { units: 50, features: 1012 },
  MiddleEast: { units: 16, features: 270 },
  NorthAmerica: { units: 40, features: 434 },
  SouthAmerica: { units: 13, features: 244 },
  Oceania: { units: 28, features: 178 },
};

interface RegionFrame {
  readonly projection: ProjectionSpec;
  /** The box the map is fitted to: the region, not its members' far territories. */
  readonly fitTo: GeoBox;
}

/**
 * Each region's projection (equal-area, so a country's colour covers land in proportion to its size)
 * and box. Outside the box lie Russia east of the Urals and France's overseas regions (Europe),
 * Hawaii and the western Aleutians (North America), the subantarctic islands (Oceania, Africa).
 */
export const REGION_FRAMES: Readonly<Record<RegionSlug, RegionFrame>> = {
  Europe: {
    projection: { type: 'conicEqualArea', parallels: [43, 62], rotate: [-10, 0] },
    fitTo: [-25, 34, 45, 72],
  },
  Africa: { projection: { type: 'azimuthalEqualArea', rotate: [-18, -2] }, fitTo: [-26, -36, 58, 38] },
  Asia: {
    projection: { type: 'conicEqualArea', parallels: [15, 50], rotate: [-90, 0] },
    fitTo: [25, -12, 150, 56],
  },
  MiddleEast: { projection: { type: 'azimuthalEqualArea', rotate: [-44, -28] }, fitTo: [24, 11, 64, 43] },
  NorthAmerica: {
    projection: { type: 'conicEqualArea', parallels: [20, 60], rotate: [100, 0] },
    fitTo: [-168, 7, -52, 84],
  },
  SouthAmerica: { projection: { type: 'azimuthalEqualArea', rotate: [60, 22] }, fitTo: [-92, -56, -34, 13] },
  // Centred in the Pacific: its own antimeridian (20 W) crosses no member; the box passes 180.
  Oceania: { projection: { type: 'azimuthalEqualArea', rotate: [-160, 12] }, fitTo: [110, -48, 232, 22] },
};

/** Level 2 of a region: its units' first-level divisions, each unit checked against the rule. */
async function regionUnits(region: RegionSlug, ne: (adm0: string) => RawFeature[]): Promise<Draft[]> {
  return REGION_UNITS[region].flatMap((adm0) => {
    const features = ne(adm0);
    if (!regionsOfUnit(adm0, features).includes(region))
      throw new Error(`${region}: unit ${adm0} is no longer in the region (update REGION_UNITS)`);
    const group = worldCountry(adm0, features);
    return naturalEarthUnits(features).map((d) => ({ ...d, group }));
  });
}

/** A region's map key (WLD_EUR) by its slug. */
export function regionKey(region: RegionSlug): string {
  const map = REGION_MAPS.find((r) => r.slug === region);
  if (!map?.mapKey) throw new Error(`No region map ${region}`);
  return map.mapKey;
}

/** The mirror's Natural Earth entry as each region's two levels, with the region's counts. */
export function regionEntries(sources: readonly SourceEntry[]): SourceEntry[] {
  const base = naturalEarthSource(sources);
  return (Object.keys(REGION_UNITS) as RegionSlug[]).flatMap((region): SourceEntry[] => {
    const { units: n, features } = REGION_COUNTS[region];
    const list = REGION_UNITS[region].join(', ');
    const common = {
      ...base,
      role: 'primary' as const,
      country: regionKey(region),
      parent_property: null,
      feature_count: features,
    };
    return [
      {
        ...common,
        level: 'ADM1',
        derived_count: n,
        name_property: 'admin (after dissolve by adm0_a3)',
        code_property: 'ISO 3166-1 alpha-3 of iso_a2 (after dissolve by adm0_a3)',
        notes: `build.json features of adm0_a3 ${list}; dissolve by adm0_a3 -> ${n} units`,
      },
      {
        ...common,
        level: 'ADM2',
        derived_count: undefined,
        name_property: 'name_en (else name)',
        code_property: 'iso_3166_2 (id: adm1_code)',
        notes: `build.json features of adm0_a3 ${list}; one division per feature, id adm1_code`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------------
// Context: the land around a region

type Land = (Polygon | MultiPolygon) & { properties?: { name?: string } };
type Countries50m = Topology<{ countries: GeometryCollection & { geometries: Land[] } }>;

/**
 * Natural Earth's 1:50m countries (npm world-atlas 2.0.2, public domain), read once, its points
 * weighed for simplification (presimplify) once.
 */
let world50m: Countries50m | undefined;
function countries50m(): Countries50m {
  world50m ??= presimplify(
    createRequire(import.meta.url)('world-atlas/countries-50m.json') as Countries50m,
  ) as Countries50m;
  return world50m;
}

/**
 * world-atlas' features without an ISO 3166-1 numeric id, by name: the level-1 id the world gives
 * the same land (its Natural Earth unit's).
 */
const UNNUMBERED: Readonly<Record<string, string>> = {
  Kosovo: 'XKX',
  'N. Cyprus': 'CYN',
  Somaliland: 'SOL',
  'Indian Ocean Ter.': 'IOA',
  'Siachen Glacier': 'KAS',
};

/** A world-atlas country's id as the world's level 1 has it (ISO3), or its name when it has none. */
export function contextId(land: Pick<Land, 'id' | 'properties'>): string {
  const name = land.properties?.name ?? '';
  return (land.id !== undefined && countries.numericToAlpha3(String(land.id))) || UNNUMBERED[name] || name;
}

/** How far past the frame the context reaches, as a share of its longer side. */
const CONTEXT_MARGIN = 0.05;
/**
 * What a frame shows beside the box, as the widest and the tallest shape (width over height) of the
 * box a frame fits the map into (core/src/render/transform.ts: the frame less its margins and the room kept
 * above and below for the title): a 16:9 slide with a title leaves one of about 2.3:1, a 9:16
 * story one of about 1:2. The context reaches as far as those show, and a little further.
 */
const WIDEST_FIT = 2.5;
const TALLEST_FIT = 1 / 2;
/**
 * The context's detail, in map units (1 px across a 1,600 px frame): quiet land needs less than the
 * divisions, and Natural Earth's 1:50m points at 0.1 unit would make it as large as a region's levels.
 */
const CONTEXT_DETAIL = 1.5;

/**
 * Where the context is clipped, in map space: the box's bounds, widened to fill the widest fit and
 * heightened to fill the tallest, plus the margin.
 */
export function contextClip(space: MapSpace): [[number, number], [number, number]] {
  const { width: w, height: h } = space;
  const margin = CONTEXT_MARGIN * Math.max(w, h);
  const mx = Math.max(0, (WIDEST_FIT * h - w) / 2) + margin;
  const my = Math.max(0, (w / TALLEST_FIT - h) / 2) + margin;
  return [
    [-mx, -my],
    [w + mx, h + my],
  ];
}

export function regionContext(
  members: ReadonlySet<string>,
  spec: ProjectionSpec,
  fit: ProjectionFit,
  space: MapSpace,
): string {
  // Simplified in degrees (planar triangle areas, as presimplify weighs them): a map unit is
  // 1 / scale radians at the projection's centre.
  const degrees = ((180 / Math.PI) * CONTEXT_DETAIL) / fit.scale;
  const world = simplify(countries50m(), (degrees * degrees) / 2) as Countries50m;
  const others = feature(world, {
    type: 'GeometryCollection',
    geometries: world.objects.countries.geometries.filter((g) => !members.has(contextId(g))),
  });
  const projection = createProjection(spec)
    .scale(fit.scale)
    .translate([fit.translate[0], fit.translate[1]])
    .clipExtent(contextClip(space));
  return geoPath(projection).digits(1)(others) ?? '';
}

function regionRecipe(region: RegionSlug): CountryRecipe {
  const { projection, fitTo } = REGION_FRAMES[region];
  return {
    ...WORLD_RECIPE,
    neUnits: [...REGION_UNITS[region]],
    // The world's units, dissolved as the world dissolves them: its build measures their coverage.
    coverage: { ...WORLD_RECIPE.coverage, measuredBy: 'WLD' },
    projection,
    fitTo,
    context: (members, fit, space) => regionContext(members, projection, fit, space),
    levels: {
      1: WORLD_RECIPE.levels[1],
      2: { ...WORLD_RECIPE.levels[2], load: async (ctx) => regionUnits(region, ctx.ne) },
    },
  };
}

/** The seven regions' recipes by map key. */
export const REGION_RECIPES: Readonly<Record<string, CountryRecipe>> = Object.fromEntries(
  (Object.keys(REGION_UNITS) as RegionSlug[]).map((region) => [regionKey(region), regionRecipe(region)]),
);
