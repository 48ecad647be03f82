/**
 * Division names in the map languages (decision "A map has a language of its own"): what the sources
 * carry per language, and the small files the editor loads only when a map is in that language.
 */
import { MAP_LANGUAGES, type MapLanguage } from '@mapwright/core/document/map-language';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import type { LanguageNames } from '@mapwright/core/names/language-names';
import { clean } from './cleanups';

/** A division's names by map language (English is its usual name, never listed). */
export type NamesByLanguage = Partial<Record<MapLanguage, string>>;

type Props = Record<string, unknown>;

/** Natural Earth's `name_<lng>` fields for the map languages: it has no Sinhala or Thai; zh is Simplified. */
const NE_FIELDS: Partial<Record<MapLanguage, string>> = {
  fr: 'name_fr',
  de: 'name_de',
  es: 'name_es',
  pt: 'name_pt',
  ar: 'name_ar',
  hi: 'name_hi',
  'zh-Hans': 'name_zh',
  ja: 'name_ja',
  vi: 'name_vi',
};

/** Who's On First's ISO 639-3 codes for the map languages (`name:<code>_x_preferred`). */
const WOF_CODES: Partial<Record<MapLanguage, string>> = {
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  pt: 'por',
  ar: 'ara',
  hi: 'hin',
  si: 'sin',
  th: 'tha',
  'zh-Hans': 'zho',
  ja: 'jpn',
  vi: 'vie',
};

/**
 * The language of the local names of those of the 34 countries whose own language is a map language:
 * their national sources' local names are the names in it, and win over Natural Earth's.
 */
const OWN_LANGUAGE: Readonly<Record<string, MapLanguage>> = {
  LKA: 'si',
  IND: 'hi',
  FRA: 'fr',
  THA: 'th',
  DEU: 'de',
  PSE: 'ar',
  CHN: 'zh-Hans',
  SYR: 'ar',
  ESP: 'es',
  SAU: 'ar',
  VNM: 'vi',
  VNM_PRE2025: 'vi',
  JPN: 'ja',
  OMN: 'ar',
  IRQ: 'ar',
  LBN: 'ar',
  JOR: 'ar',
};

/**
 * Natural Earth cut a few French and Spanish names out of a longer one and kept its particle
 * ('de Homs' from 'Gouvernorat de Homs'): the particle goes.
 */
const LEFT_PARTICLE = /^(?:de la |de l'|de |d'|du |des |del )(?=\p{Lu})/u;

export function neNames(p: Props): NamesByLanguage {
  const names: NamesByLanguage = {};
  for (const [language, field] of Object.entries(NE_FIELDS) as [MapLanguage, string][]) {
    const name = clean(p[field])?.replace(LEFT_PARTICLE, '');
    if (name) names[language] = name;
  }
  return names;
}

export function wofNames(p: Props): NamesByLanguage {
  const names: NamesByLanguage = {};
  for (const [language, code] of Object.entries(WOF_CODES) as [MapLanguage, string][]) {
    const list = p[`name:${code}_x_preferred`];
    const name = Array.isArray(list) ? clean(list[0]) : undefined;
    if (name) names[language] = name;
  }
  return names;
}

interface NamedDivision {
  readonly id: string;
  readonly properties: { readonly name: string; readonly nameLocal?: string };
  readonly draft: { readonly names?: NamesByLanguage };
}

/**
 * Each level's names in one language, by division id: the local name where the language is the
 * country's own, else the source's name in it; only names that differ from the usual one (the rest fall
 * back to it on the map anyway).
 */
export function namesInLanguage(
  language: MapLanguage,
  levels: readonly (readonly NamedDivision[])[],
  ownLanguage: MapLanguage | undefined,
): LanguageNames['levels'] {
  const out: Record<string, Record<string, string>> = {};
  levels.forEach((divisions, i) => {
    const level: Record<string, string> = {};
    for (const d of divisions) {
      const own = language === ownLanguage ? d.properties.nameLocal : undefined;
      const name = own ?? d.draft.names?.[language];
      if (name && normaliseForSearch(name) !== normaliseForSearch(d.properties.name)) level[d.id] = name;
    }
    if (Object.keys(level).length) out[String(i + 1)] = level;
  });
  return out;
}

/**
 * The content of one file per map language that has any name, as plain UTF-8 JSON: names in Arabic or
 * Japanese are three bytes a letter there, six as ASCII escapes.
 */
export function namesContents(
  iso3: string,
  levels: readonly (readonly NamedDivision[])[],
): { language: MapLanguage; content: string }[] {
  const out: { language: MapLanguage; content: string }[] = [];
  for (const language of MAP_LANGUAGES) {
    if (language === 'en') continue;
    const names = namesInLanguage(language, levels, OWN_LANGUAGE[iso3]);
    if (Object.keys(names).length === 0) continue;
    const file: LanguageNames = { language, levels: names };
    out.push({ language, content: JSON.stringify(file) });
  }
  return out;
}
