import { gzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import mapshaper from 'mapshaper';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature as topoFeature } from 'topojson-client';
import { DIVISIONS_OBJECT, type DivisionProperties } from '@mapwright/core/geodata/division';
import { OUTLINE_OBJECT, type BBox, type ProjectionSpec } from '@mapwright/core/geodata/countryIndex';
import { projectedCountryFile } from '@mapwright/core/geodata/projectedCountry';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import type { InsetDeclaration } from '@mapwright/core/geo/insets';
import { projectCountry } from '@mapwright/core/geo/project';
import type { DivisionTopology } from '@mapwright/core/geo/topology';
import type { MapLanguage } from '@mapwright/core/document/map-language';
import { asciiJson } from './ascii-json';
import { namesContents } from './languageNames';
import { sha256 } from './checksum';
import {
  areaKm2,
  bboxOf,
  coreBBox,
  extentMetres,
  findParent,
  isAreal,
  unionBBox,
  type Areal,
  type ParentMethod,
} from './geo';
import { isLatin } from './cleanups';
import { cleanId, slug, uniqueIds } from './ids';
import type { InputStore } from './inputs';
import type { RawFeature } from './loaders';
import { coverageOfTopologies, coverageProblems, type Coverage } from './coverage';
import { cleanPolygons, clipToMask, dissolveByKey, eraseByMask, outputText } from './mapshaperOps';
import { chooseProjection } from './projection';
import type { OfficialNames } from './officialNames';
import {
  RECIPES,
  type CountAdjustment,
  type CountryRecipe,
  type Draft,
  type GroupMeta,
  type LevelRecipe,
} from './recipes';
import { primarySource, type SourceEntry } from './sources';
import { gateLevel, type LevelGate } from './gate';
import { validateLevel, geometryProblem } from './validate';

interface Division {
  id: string;
  properties: DivisionProperties;
  geometry: Geometry | null;
}

export interface BuiltFile {
  /** File name inside the maps folder (content-hashed). */
  file: string;
  content: string;
  bytes: number;
  gzipBytes: number;
}

interface LevelResult {
  level: 1 | 2;
  available: boolean;
  label: string;
  singular: string;
  unavailableReason?: string;
  source?: SourceEntry;
  count: number;
  screen?: BuiltFile;
  print?: BuiltFile;
  parentMethods?: Partial<Record<ParentMethod | 'property' | 'group' | 'name', number>>;
}

export interface CountryResult {
  /** The map key: the ISO3 code, or a variant's (VNM_PRE2025). */
  iso3: string;
  levels: [LevelResult, LevelResult];
  bbox: BBox;
  projection: ProjectionSpec;
  /** The box the projection is fitted to, when not the geometry (a region's). */
  fitTo?: BBox;
  outline: Topology;
  /** Both available levels' screen files projected for the editor (absent when none is available). */
  projected?: BuiltFile;
  /** The divisions' names in each map language that has any (languageNames.ts), loaded when needed. */
  names: Partial<Record<MapLanguage, BuiltFile>>;
  /** How far the two levels' print files agree (absent when a level is unavailable). */
  coverage?: Coverage;
  /** Each available level's mosaic check (decision "Each level is a mosaic"), on the print files. */
  gates: LevelGate[];
  problems: string[];
  seconds: number;
  simplification: { screenInterval: number; printInterval: number };
}

export interface CountryContext {
  store: InputStore;
  sources: readonly SourceEntry[];
  /** Natural Earth admin-1 features by adm0_a3 (only the units this country needs). */
  ne: ReadonlyMap<string, RawFeature[]>;
  log?: (msg: string) => void;
}

/** Size limits (gzipped bytes) the simplification is tuned to. */
const SIZE_LIMITS = { screen: 400_000, print: 3_000_000 } as const;
/** Aim a little below the hard limits. */
const SIZE_AIMS = { screen: 360_000, print: 2_700_000 } as const;

/**
 * Simplification and quantization, as divisors of the country's core extent: the screen file keeps
 * details down to extent/4000 (about 0.25 px at 16× the fit-to-screen zoom of a 1000 px map), the print
 * file down to extent/25000 (a 300 dpi A3 print at 2× zoom).
 */
const SIMPLIFY = { screenDivisor: 4000, printDivisor: 25000, outlineDivisor: 150 } as const;

/**
 * Gaps between second-level neighbours up to this size (km²) are closed (decision "Both levels cover the
 * same land").
 */
const SLIVER_KM2 = 1;

/** An output file named by the first 8 hex digits of its content's sha256, with its sizes for the index. */
export function builtFile(nameFor: (hash: string) => string, content: string): BuiltFile {
  return {
    file: nameFor(sha256(content).slice(0, 8)),
    content,
    bytes: Buffer.byteLength(content),
    gzipBytes: gzipSync(content, { level: 9 }).length,
  };
}

function fileFor(iso3: string, level: 1 | 2, variant: 'screen' | 'print', content: string): BuiltFile {
  return builtFile((hash) => `${iso3}-${level}.${variant}.${hash}.topo.json`, content);
}

/**
 * The editor's projected file: `projectCountry` (core, the code the editor would otherwise run on
 * load) over the two screen files as written, in the suggested projection.
 */
function projectedFileFor(
  iso3: string,
  levels: readonly [LevelResult, LevelResult],
  projection: ProjectionSpec,
  insets: readonly InsetDeclaration[] = [],
  region: Pick<CountryRecipe, 'fitTo' | 'context'> & { members?: ReadonlySet<string> } = {},
): BuiltFile | undefined {
  const [screen1, screen2] = levels.map((l) =>
    l.available && l.screen ? (JSON.parse(l.screen.content) as DivisionTopology) : undefined,
  );
  if (!screen1 && !screen2) return undefined;
  const fitted = projectCountry(
    { ...(screen1 && { level1: screen1 }), ...(screen2 && { level2: screen2 }) },
    projection,
    region.fitTo ? { fitTo: region.fitTo } : {},
    insets,
  );
  const context =
    region.context && fitted.fit ? region.context(region.members ?? new Set(), fitted.fit, fitted.space) : '';
  const projected = context ? { ...fitted, context } : fitted;
  return builtFile((hash) => `${iso3}.projected.${hash}.json`, asciiJson(projectedCountryFile(projected)));
}

/** Turns mapshaper's TopoJSON into the contract's: one object `divisions`, string ids, clean properties. */
export function toContractTopology(text: string, layer: string): Topology {
  const topo = JSON.parse(text) as Topology;
  const obj = topo.objects[layer] as GeometryCollection<Record<string, unknown>> | undefined;
  if (!obj) throw new Error(`mapshaper output lacks layer ${layer}`);
  for (const g of obj.geometries) {
    const p: Record<string, unknown> = g.properties ?? {};
    g.id = String(p.id);
    const props: DivisionProperties = { name: String(p.name) };
    for (const k of ['nameLocal', 'code', 'parent'] as const) {
      const v = p[k];
      if (typeof v === 'string' && v) props[k] = v;
    }
    // mapshaper writes array properties as they are; lists are kept only when not empty.
    for (const k of ['aliases', 'formerCodes'] as const) {
      const v = p[k];
      if (Array.isArray(v) && v.length) props[k] = v.map(String);
    }
    g.properties = props;
  }
  topo.objects = { [DIVISIONS_OBJECT]: obj };
  return topo;
}

function toFeatureCollection(divs: readonly Division[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: divs.flatMap((d) =>
      d.geometry
        ? [{ type: 'Feature' as const, properties: { id: d.id, ...d.properties }, geometry: d.geometry }]
        : [],
    ),
  };
}

async function mergeSameKeys(drafts: Draft[], enabled: boolean | undefined): Promise<Draft[]> {
  if (!enabled) return drafts;
  const byKey = new Map<string, Draft[]>();
  for (const d of drafts) byKey.set(d.key, [...(byKey.get(d.key) ?? []), d]);
  const multi = [...byKey.values()].filter((g) => g.length > 1).flat();
  if (multi.length === 0) return drafts;
  const merged = await dissolveByKey(
    multi.filter((d) => d.geometry).map((d) => ({ key: d.key, geometry: d.geometry! })),
  );
  const out: Draft[] = [];
  for (const [key, group] of byKey)
    out.push(group.length === 1 ? group[0]! : { ...group[0]!, geometry: merged.get(key) ?? null });
  return out;
}

/**
 * Gives units their official names from the recipe's table (decision "One language per level"). The
 * table is the whole truth for the units it names: its further names are their aliases, and a local
 * name in Latin script (Natural Earth's, often misspelt: "Sjaælland") is dropped; an own-script one
 * stays. A key the table names but no unit has is a problem (a stale table).
 */
export function applyOfficialNames(
  drafts: Draft[],
  table: OfficialNames | undefined,
  where: string,
): string[] {
  if (!table) return [];
  const keys = new Set(drafts.map((d) => d.key));
  for (const d of drafts) {
    const entry = table[d.key];
    if (!entry) continue;
    const [name, ...aliases] = typeof entry === 'string' ? [entry] : entry;
    d.aliases = aliases;
    d.name = name;
    if (d.nameLocal && isLatin(d.nameLocal)) d.nameLocal = undefined;
  }
  return Object.keys(table)
    .filter((k) => !keys.has(k))
    .map((k) => `${where}: official name for '${k}', which no unit has`);
}

/**
 * The aliases worth writing: distinct, and not the name or local name again (compared as search
 * compares them, so 'Sicilia' is not an alias of 'Sicília').
 */
export function namesBeside(
  p: Pick<DivisionProperties, 'name' | 'nameLocal'>,
  aliases: readonly (string | undefined)[] = [],
): string[] {
  const seen = new Set([p.name, p.nameLocal].filter((n): n is string => !!n).map(normaliseForSearch));
  const out: string[] = [];
  for (const a of aliases) {
    const k = a ? normaliseForSearch(a) : '';
    if (!a || !k || seen.has(k)) continue;
    seen.add(k);
    out.push(a);
  }
  return out;
}

function toDivisions(drafts: readonly Draft[]): (Division & { draft: Draft })[] {
  const ids = uniqueIds(
    drafts.map((d) => ({ base: cleanId(d.key), tiebreaks: (d.tiebreaks ?? []).map(cleanId) })),
  );
  return drafts.map((d, i) => {
    const properties: DivisionProperties = { name: d.name ?? '' };
    // A local name that differs only by accents ('Iasi' beside 'Iași') is not a second name.
    if (d.nameLocal && normaliseForSearch(d.nameLocal) !== normaliseForSearch(d.name ?? ''))
      properties.nameLocal = d.nameLocal;
    if (d.code) properties.code = d.code;
    const aliases = namesBeside(properties, d.aliases);
    if (aliases.length) properties.aliases = aliases;
    if (d.formerCodes?.length) properties.formerCodes = [...d.formerCodes];
    return { id: ids[i]!, properties, geometry: d.geometry, draft: d };
  });
}

function expectedCount(
  recipe: LevelRecipe,
  entry: SourceEntry,
  extra: readonly CountAdjustment[] = [],
): { count: number; detail: string } | undefined {
  const base = entry[recipe.expected.base];
  if (typeof base !== 'number') return undefined;
  const adj = [...(recipe.expected.adjust ?? []), ...extra];
  const count = base + adj.reduce((s, a) => s + a.delta, 0);
  const detail = [
    `${recipe.expected.base} ${base}`,
    ...adj.map((a) => `${a.delta > 0 ? '+' : ''}${a.delta}: ${a.why}`),
  ].join('; ');
  return { count, detail };
}

interface Simplified {
  files: Record<string, string>;
}

async function simplify(
  l1: FeatureCollection,
  /** Absent when the country has no second level (decision "Every other country from Natural Earth"). */
  l2: FeatureCollection | undefined,
  o: { screen: number; print: number; outline: number; qScreen: number; qPrint: number },
  /** First-level ids drawn in territory insets: the outline (the /Countries card) is the mainland's. */
  insetIds: readonly string[] = [],
): Promise<Simplified> {
  const out = (target: string, file: string, q: number) =>
    `-o target=${target} ${file} format=topojson quantization=${q} id-field=id`;
  for (const id of insetIds) if (!/^[\w-]+$/.test(id)) throw new Error(`An inset names an odd id: ${id}`);
  const mainland =
    insetIds.length === 0
      ? ['-dissolve target=l1 + name=outline']
      : [
          `-filter "[${insetIds.map((id) => `'${id}'`).join(',')}].indexOf(id) < 0" target=l1 + name=mainland`,
          '-dissolve target=mainland + name=outline',
        ];
  const cmd = [
    l2 ? '-i l1.json l2.json combine-files' : '-i l1.json',
    `-simplify interval=${o.print} keep-shapes`,
    out('l1', 'l1.print.json', o.qPrint),
    ...(l2 ? [out('l2', 'l2.print.json', o.qPrint)] : []),
    `-simplify interval=${o.screen} keep-shapes`,
    out('l1', 'l1.screen.json', o.qScreen),
    ...(l2 ? [out('l2', 'l2.screen.json', o.qScreen)] : []),
    ...mainland,
    `-simplify interval=${o.outline} keep-shapes`,
    `-o target=outline outline.json format=topojson quantization=4000`,
  ].join(' ');
  const res = await mapshaper.applyCommands(cmd, { 'l1.json': l1, ...(l2 && { 'l2.json': l2 }) });
  const files: Record<string, string> = {};
  for (const k of Object.keys(res)) files[k] = outputText(res[k], k);
  return { files };
}

/**
 * Closes slivers between neighbouring units (gaps up to SLIVER_KM2) and resolves overlaps, in place.
 * Overlaps go to the smaller unit. A unit that cleaning would shrink to less than half (a source whose
 * units overlap wholesale), or one no larger than a sliver (Japan's unassigned slips of land, which
 * cleaning can only distort), keeps its own shape.
 */
async function closeSlivers(units: { geometry: Geometry | null }[]): Promise<void> {
  if (units.length === 0) return;
  const cleaned = await cleanPolygons(
    units.flatMap((d, i) => (d.geometry ? [{ key: String(i), geometry: d.geometry }] : [])),
    SLIVER_KM2,
  );
  units.forEach((d, i) => {
    const c = cleaned.get(String(i));
    if (!c || !isAreal(d.geometry)) return;
    const before = areaKm2(d.geometry);
    if (before > SLIVER_KM2 && areaKm2(c) >= before / 2) d.geometry = c;
  });
}

/**
 * Units of one parent (level 2) or of the country (level 1) with the same name, which the source says are
 * distinct (each has its own code), take names that tell them apart: the first of the recipe's
 * `distinctNames` that does, else the name with the code ('Bang Sai (1404)'). Units the source does not tell apart keep their names,
 * and the mosaic gate reports them (decision "Each level is a mosaic").
 */
export function distinguishNames(
  divs: readonly { properties: DivisionProperties; draft: Pick<Draft, 'distinctNames'> }[],
  byParent: boolean,
): void {
  const groups = new Map<string, (typeof divs)[number][]>();
  for (const d of divs) {
    const k = `${byParent ? (d.properties.parent ?? '') : ''}\u0000${normaliseForSearch(d.properties.name)}`;
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  for (const g of groups.values()) {
    if (g.length < 2) continue;
    const codes = new Set(g.map((d) => d.properties.code));
    if (codes.size < g.length || codes.has(undefined)) continue;
    const unique = (names: string[]) => new Set(names.map(normaliseForSearch)).size === names.length;
    const depth = Math.min(...g.map((d) => d.draft.distinctNames?.length ?? 0));
    const pick = [...Array(depth).keys()].map((i) => g.map((d) => d.draft.distinctNames![i]!)).find(unique);
    const names = pick ?? g.map((d) => `${d.properties.name} (${d.properties.code})`);
    g.forEach((d, i) => (d.properties.name = names[i]!));
  }
}

/** Builds one country: both levels, validated, simplified, with file names and sizes (not written). */
export async function buildCountry(iso3: string, ctx: CountryContext): Promise<CountryResult> {
  const t0 = performance.now();
  const recipe = RECIPES[iso3];
  if (!recipe) throw new Error(`No recipe for ${iso3}`);
  const log = ctx.log ?? (() => {});
  const problems: string[] = [];
  // A variant (VNM_PRE2025) reads the sources of its country.
  const source = recipe.sourceCountry ?? iso3;
  const e1 = primarySource(ctx.sources, source, recipe.levels[1].sourceLevel ?? 'ADM1');
  const e2 = primarySource(ctx.sources, source, recipe.levels[2].sourceLevel ?? 'ADM2');
  const ne = (adm0: string) => {
    const f = ctx.ne.get(adm0);
    if (!f) throw new Error(`${iso3}: Natural Earth features of ${adm0} were not loaded`);
    return f;
  };
  const r1 = recipe.levels[1];
  const r2 = recipe.levels[2];

  // Level 2 first: a derived level 1 is dissolved from it.
  const drafts2 =
    e2 && r2.load
      ? await mergeSameKeys(await r2.load({ store: ctx.store, entry: e2, ne }), r2.mergeSameKey)
      : [];
  problems.push(...applyOfficialNames(drafts2, r2.official, `${iso3} level 2`));
  // Slivers between neighbours that do not quite meet are closed before anything is dissolved.
  await closeSlivers(drafts2);
  let drafts1: Draft[];
  if (r1.load) {
    drafts1 = e1
      ? await mergeSameKeys(await r1.load({ store: ctx.store, entry: e1, ne }), r1.mergeSameKey)
      : [];
  } else {
    const groups = new Map<string, GroupMeta>();
    for (const d of drafts2) if (d.group) groups.set(d.group.id, d.group);
    const geoms = await dissolveByKey(
      drafts2.filter((d) => d.group && d.geometry).map((d) => ({ key: d.group!.id, geometry: d.geometry! })),
    );
    drafts1 = [...groups.values()].map((g) => ({
      key: g.id,
      code: g.code,
      name: g.name,
      nameLocal: g.nameLocal,
      aliases: g.aliases,
      names: g.names,
      geometry: geoms.get(g.id) ?? null,
    }));
  }
  problems.push(...applyOfficialNames(drafts1, r1.official, `${iso3} level 1`));
  if (recipe.coverage.method === 'clip-dissolve') {
    // Lakes and sea out of level 2: clipped to the land of level 1's source (decision "Both levels cover the
    // same land").
    const clipped = await clipToMask(
      drafts2.flatMap((d, i) => (d.geometry ? [{ key: String(i), geometry: d.geometry }] : [])),
      drafts1.flatMap((d) => (d.geometry ? [d.geometry] : [])),
    );
    // A unit with no land left in the mask (skerries the coarser coastline lacks) keeps its own shape.
    drafts2.forEach((d, i) => (d.geometry = clipped.get(String(i)) ?? d.geometry));
  }
  const divs1 = toDivisions(drafts1);
  const divs2 = toDivisions(drafts2);

  // Parents: a source property (or the dissolve group), else the level-1 name, else by location.
  const ids1 = new Set(divs1.map((d) => d.id));
  const byName = new Map<string, string | null>();
  for (const d of divs1)
    for (const n of [
      d.properties.name,
      d.properties.nameLocal,
      ...(d.draft.otherNames ?? []),
      ...(d.draft.aliases ?? []),
    ])
      if (n) byName.set(slug(n), byName.has(slug(n)) && byName.get(slug(n)) !== d.id ? null : d.id);
  const parentCands = divs1
    .filter((d) => isAreal(d.geometry))
    .map((d) => ({ id: d.id, geometry: d.geometry as Areal, bbox: bboxOf(d.geometry as Areal) }));
  const methods: NonNullable<LevelResult['parentMethods']> = {};
  for (const d of divs2) {
    const dr = d.draft;
    let parent: string | undefined;
    let method: keyof typeof methods | undefined;
    const byProp = dr.parentId ? cleanId(dr.parentId) : undefined;
    if (dr.group && ids1.has(dr.group.id)) [parent, method] = [dr.group.id, 'group'];
    else if (byProp && ids1.has(byProp)) [parent, method] = [byProp, 'property'];
    else if (dr.parentName && byName.get(slug(dr.parentName)))
      [parent, method] = [byName.get(slug(dr.parentName))!, 'name'];
    else if (isAreal(d.geometry)) {
      const found = findParent(d.geometry, parentCands);
      if (found) [parent, method] = [found.id, found.method];
    }
    if (parent) d.properties.parent = parent;
    if (method) methods[method] = (methods[method] ?? 0) + 1;
  }

  // Land of level 1 outside every level-2 unit, where the recipe says it is real (decision "Both levels
  // cover the same land").
  const outside = recipe.coverage.outside;
  if (outside) {
    const rest = await eraseByMask(
      divs1.flatMap((d) => (d.geometry ? [{ key: d.id, geometry: d.geometry }] : [])),
      divs2.flatMap((d) => (d.geometry ? [d.geometry] : [])),
      outside?.minKm2 ?? 5,
    );
    for (const id of outside?.ids ?? []) {
      const d1 = divs1.find((d) => d.id === id);
      const g = rest.get(id);
      if (!d1 || !g) {
        problems.push(`${iso3} level 2: no land of '${id}' lies outside the level-2 units`);
        continue;
      }
      const oid = `${id}-outside`;
      const name = `${outside!.name} (${d1.properties.name})`;
      divs2.push({
        id: oid,
        properties: { name, parent: id },
        geometry: g,
        draft: { key: oid, name, geometry: g },
      });
    }
    // The new units and their neighbours become one mosaic (no zero-width spikes along their borders).
    await closeSlivers(divs2);
  }

  // Units of level 1 that level 2 does not subdivide are repeated at level 2 (decision "Both levels cover
  // the same land").
  for (const u of recipe.coverage.unsubdivided ?? []) {
    const d1 = divs1.find((d) => d.id === u.id);
    if (!d1) {
      problems.push(`${iso3}: unsubdivided unit '${u.id}' is not a level-1 division`);
      continue;
    }
    if (divs2.some((d) => d.id === u.id)) problems.push(`${iso3} level 2: '${u.id}' already exists`);
    const draft: Draft = {
      key: u.id,
      name: d1.properties.name,
      names: d1.draft.names,
      geometry: d1.geometry,
    };
    divs2.push({ id: u.id, properties: { ...d1.properties, parent: u.id }, geometry: d1.geometry, draft });
  }
  if (
    (recipe.coverage.method === 'dissolve' || recipe.coverage.method === 'clip-dissolve') &&
    divs2.length > 0
  ) {
    // Level 1 takes its geometry from its children, so both levels cover the same land (decision "Both
    // levels cover the same land").
    const geoms = await dissolveByKey(
      divs2.flatMap((d) =>
        d.properties.parent && d.geometry ? [{ key: d.properties.parent, geometry: d.geometry }] : [],
      ),
    );
    for (const d of divs1) d.geometry = geoms.get(d.id) ?? null;
  }

  distinguishNames(divs1, false);
  distinguishNames(divs2, true);

  const entries = [e1, e2] as const;
  const levelDivs = [divs1, divs2] as const;
  const recipes = [r1, r2] as const;
  for (const i of [0, 1] as const) {
    const entry = entries[i];
    if (!entry) continue;
    problems.push(
      ...validateLevel({
        country: iso3,
        level: (i + 1) as 1 | 2,
        divisions: levelDivs[i].map((d) => ({
          id: d.id,
          name: d.properties.name,
          parent: d.properties.parent,
          geometry: d.geometry,
        })),
        ...(i === 1 ? { parentIds: ids1 } : {}),
        expected: expectedCount(
          recipes[i],
          entry,
          i === 1
            ? [
                ...(recipe.coverage.unsubdivided ?? []).map((u) => ({
                  delta: 1,
                  why: `${u.id} repeated from level 1: ${u.why}`,
                })),
                ...(recipe.coverage.outside?.ids ?? []).map((id) => ({
                  delta: 1,
                  why: `${id}-outside added: ${recipe.coverage.outside!.why}`,
                })),
              ]
            : [],
        ),
        licence: entry.licence,
        attribution: entry.attribution,
      }),
    );
  }

  const all = [...divs1, ...divs2].map((d) => d.geometry).filter(isAreal);
  if (all.length === 0) throw new Error(`${iso3}: no geometry at all`);
  const bbox = all.map(bboxOf).reduce(unionBBox);
  // A map fitted to a box is simplified for the box's size, not for its members' far territories.
  const core = recipe.fitTo
    ? ([...recipe.fitTo] as BBox)
    : coreBBox(divs1.length ? divs1.map((d) => d.geometry).filter(isAreal) : all);
  const ext = extentMetres(core);
  const fullExt = extentMetres(bbox);
  let screen = ext / SIMPLIFY.screenDivisor;
  let print = ext / SIMPLIFY.printDivisor;
  const fc1 = toFeatureCollection(divs1.filter((d) => d.geometry));
  const fc2 = e2 ? toFeatureCollection(divs2.filter((d) => d.geometry)) : undefined;
  const builtLevels = e2 ? ([1, 2] as const) : ([1] as const);

  let files: Record<string, BuiltFile> = {};
  let outline: Topology | undefined;
  for (let attempt = 0; ; attempt++) {
    // Islands smaller than a quantization cell vanish from a file: a recipe whose smallest units are
    // far below its screen detail (the world's Vatican, Tuvalu) asks for a finer grid.
    const fineness = recipe.quantizationFactor ?? 1;
    const q = (interval: number) =>
      Math.round(Math.min(2e6, Math.max(1e4, (fineness * fullExt) / (interval / 3))));
    const res = await simplify(
      fc1,
      fc2,
      {
        screen,
        print,
        outline: ext / SIMPLIFY.outlineDivisor,
        qScreen: q(screen),
        qPrint: q(print),
      },
      (recipe.insets ?? []).flatMap((inset) => inset.divisions),
    );
    files = {};
    for (const lv of builtLevels)
      for (const v of ['screen', 'print'] as const) {
        const topo = toContractTopology(res.files[`l${lv}.${v}.json`]!, `l${lv}`);
        files[`${lv}.${v}`] = fileFor(iso3, lv, v, asciiJson(topo));
      }
    outline = JSON.parse(res.files['outline.json']!) as Topology;
    const tooBig = (v: 'screen' | 'print') =>
      Math.max(...builtLevels.map((lv) => files[`${lv}.${v}`]!.gzipBytes)) > SIZE_AIMS[v];
    const [bigScreen, bigPrint] = [tooBig('screen'), tooBig('print')];
    if ((!bigScreen && !bigPrint) || attempt >= 6) break;
    if (bigScreen) screen *= 1.5;
    if (bigPrint) print *= 1.5;
    log(
      `${iso3}: over the size aim, simplifying more (screen ${Math.round(screen)} m, print ${Math.round(print)} m)`,
    );
  }
  outline.objects = { [OUTLINE_OBJECT]: Object.values(outline.objects)[0]! };

  // Check what we ship, not only what we read: every simplified division must still be a polygon.
  const tinyIds = new Set(
    divs2.filter((d) => isAreal(d.geometry) && areaKm2(d.geometry) * 1e6 < screen * screen).map((d) => d.id),
  );
  for (const lv of builtLevels)
    for (const v of ['screen', 'print'] as const) {
      const f = files[`${lv}.${v}`]!;
      const topo = JSON.parse(f.content) as Topology;
      const fc = topoFeature(topo, topo.objects[DIVISIONS_OBJECT] as GeometryCollection) as FeatureCollection;
      for (const feat of fc.features as Feature[]) {
        const gp = geometryProblem(feat.geometry);
        // A division smaller than a square of the screen detail may collapse there (Japan's 0.002 km²
        // unassigned slip on the Chiba–Tokyo border); the print file must keep it.
        const tiny = v === 'screen' && gp === 'has zero area' && tinyIds.has(String(feat.id));
        if (tiny) log(`division '${String(feat.id)}' is below the screen detail and collapses there`);
        else if (gp) problems.push(`${iso3} level ${lv} (${v} file): division '${String(feat.id)}' ${gp}`);
      }
      if (f.gzipBytes > SIZE_LIMITS[v])
        problems.push(
          `${iso3} level ${lv}: ${v} file is ${f.gzipBytes} bytes gzipped, over the ${SIZE_LIMITS[v]} limit`,
        );
    }

  // The two levels must cover the same land: measured on the finest files shipped (once, for a map
  // whose units another map's build measures).
  let coverage: Coverage | undefined;
  if (e1 && e2 && !recipe.coverage.measuredBy) {
    const print = (lv: 1 | 2) => JSON.parse(files[`${lv}.print`]!.content) as Topology;
    coverage = await coverageOfTopologies(print(1), print(2));
    problems.push(...coverageProblems(iso3, coverage));
  }
  // Each level must tile its land once, with no division twice and no two alike-named in one parent.
  const gates: LevelGate[] = [];
  for (const lv of [1, 2] as const) {
    if (!entries[lv - 1]) continue;
    const g = await gateLevel(iso3, lv, JSON.parse(files[`${lv}.print`]!.content) as Topology);
    gates.push(g);
    problems.push(...g.problems);
  }

  const level = (i: 0 | 1): LevelResult => {
    const r = recipes[i];
    const entry = entries[i];
    const lv = (i + 1) as 1 | 2;
    if (!entry)
      return {
        level: lv,
        available: false,
        label: r.label,
        singular: r.singular,
        count: 0,
        unavailableReason:
          r.unavailableReason ??
          `No openly licensed source for the ${r.label.toLowerCase()} of this country yet.`,
      };
    return {
      level: lv,
      available: true,
      label: r.label,
      singular: r.singular,
      source: entry,
      count: levelDivs[i].length,
      screen: files[`${lv}.screen`]!,
      print: files[`${lv}.print`]!,
      ...(lv === 2 ? { parentMethods: methods } : {}),
    };
  };

  const levels: [LevelResult, LevelResult] = [level(0), level(1)];
  // With insets the mainland is projected on its own (its core), each inset in a projection of its own.
  const insetIds = new Set((recipe.insets ?? []).flatMap((inset) => inset.divisions));
  const mainland = divs1
    .filter((d) => !insetIds.has(d.id))
    .map((d) => d.geometry)
    .filter(isAreal);
  const projection =
    recipe.projection ??
    chooseProjection(insetIds.size > 0 && mainland.length > 0 ? coreBBox(mainland) : core);
  const insets = (recipe.insets ?? []).map((inset): InsetDeclaration => {
    const own = divs1
      .filter((d) => inset.divisions.includes(d.id))
      .map((d) => d.geometry)
      .filter(isAreal);
    if (own.length !== inset.divisions.length)
      throw new Error(`${iso3}: inset ${inset.id} names a division the level lacks`);
    return { ...inset, projection: inset.projection ?? chooseProjection(own.map(bboxOf).reduce(unionBBox)) };
  });
  const projected = projectedFileFor(iso3, levels, projection, insets, {
    fitTo: recipe.fitTo,
    context: recipe.context,
    members: new Set(divs1.map((d) => d.id)),
  });
  const names: CountryResult['names'] = {};
  for (const { language, content } of namesContents(iso3, [divs1, divs2]))
    names[language] = builtFile((hash) => `${iso3}.names-${language}.${hash}.json`, content);
  return {
    iso3,
    levels,
    names,
    bbox: bbox.map((v) => Math.round(v * 1e4) / 1e4) as BBox,
    projection,
    ...(recipe.fitTo && { fitTo: [...recipe.fitTo] as BBox }),
    outline,
    ...(projected && { projected }),
    ...(coverage && { coverage }),
    gates,
    problems,
    seconds: (performance.now() - t0) / 1000,
    simplification: { screenInterval: Math.round(screen), printInterval: Math.round(print) },
  };
}
