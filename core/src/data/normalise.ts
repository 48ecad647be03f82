/**
 * Name keys for matching a spreadsheet's names to divisions. Two spellings of one name get the same
 * key when they differ only in case, accents, punctuation or spacing ("Y.S.R." and "YSR",
 * "Ştefan cel Mare" and "stefan-cel-mare"); the generic-free key also drops the words that say what
 * kind of unit a name is rather than which ("Pune District", "Provincia di Roma").
 */

/** Letters NFKD does not take apart, written as a reader of a Latin-script sheet would type them. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
};

/** Lowercase, accents removed, special letters spelled out, '&' read as 'and'; other scripts kept. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłıþħŧ]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/&/g, ' and ');
}

/** The words of a text: runs of letters and digits after folding. */
export function wordsOf(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Words naming the kind of unit, in the languages of our 34 countries' sheets (English, French,
 * Italian, Spanish, German, Nordic, Romanian, South and South-East Asian administrative terms).
 * "of" and "the" go too ("National Capital Territory of Delhi", "The Nilgiris").
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  // English
  'district',
  'districts',
  'dist',
  'dt',
  'province',
  'provincial',
  'state',
  'region',
  'regional',
  'county',
  'prefecture',
  'municipality',
  'municipal',
  'city',
  'town',
  'township',
  'borough',
  'council',
  'division',
  'department',
  'governorate',
  'territory',
  'union',
  'national',
  'capital',
  'nct',
  'ut',
  'area',
  'metropolitan',
  'of',
  'the',
  // French, Italian, Spanish, Portuguese
  'departement',
  'commune',
  'communaute',
  'provincia',
  'regione',
  'comune',
  'citta',
  'metropolitana',
  'comunidad',
  'autonoma',
  'municipio',
  'distrito',
  'de',
  'del',
  'di',
  'du',
  'des',
  'la',
  'le',
  // German, Nordic, Romanian
  'landkreis',
  'kreis',
  'kreisfreie',
  'stadt',
  'bezirk',
  'land',
  'kommune',
  'kommun',
  'kunta',
  'amt',
  'lan',
  'fylke',
  'judetul',
  'judet',
  'comuna',
  'oras',
  'orasul',
  'municipiul',
  'sector',
  // South and South-East Asia, Middle East
  'zila',
  'zilla',
  'jila',
  'jilla',
  'tehsil',
  'taluk',
  'taluka',
  'mandal',
  'upazila',
  'thana',
  'changwat',
  'amphoe',
  'khet',
  'srok',
  'krong',
  'tinh',
  'thanh',
  'pho',
  'huyen',
  'quan',
  'thi',
  'xa',
  'wilayat',
  'muhafazah',
  'mohafazat',
  'qada',
  'caza',
  'nahiya',
  'mintaqah',
  'ken',
  'shi',
  'sheng',
  'zizhiqu',
  'diqu',
]);

/** Letters and digits only: "Y.S.R." → "ysr", "Leh (Ladakh)" → "lehladakh". Spacing-insensitive. */
export function nameKey(text: string): string {
  return wordsOf(text).join('');
}

/**
 * The key without generic words ("Pune District" → "pune"). When every word is generic ("North
 * District" keeps "north", but "City" alone) the plain key is returned instead, so no name becomes ''.
 */
export function genericFreeKey(text: string): string {
  const words = wordsOf(text);
  const kept = words.filter((word) => !GENERIC_WORDS.has(word));
  return (kept.length > 0 ? kept : words).join('');
}

/**
 * A name and its bracketed or comma-separated qualifier: "Leh(Ladakh)" → { name: "Leh", qualifier:
 * "Ladakh" }, "Aurangabad, Bihar" → { name: "Aurangabad", qualifier: "Bihar" }. The qualifier is often
 * the parent, sometimes another name of the same unit.
 */
export function splitQualifier(text: string): { name: string; qualifier: string } | undefined {
  const bracket = /^(.*?)\s*[([]([^)\]]+)[)\]]\s*(.*)$/.exec(text);
  if (bracket) {
    const name = `${bracket[1] ?? ''} ${bracket[3] ?? ''}`.trim();
    const qualifier = (bracket[2] ?? '').trim();
    if (name !== '' && qualifier !== '') return { name, qualifier };
  }
  const comma = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (comma) {
    const name = (comma[1] ?? '').trim();
    const qualifier = (comma[2] ?? '').trim();
    if (name !== '' && qualifier !== '') return { name, qualifier };
  }
  return undefined;
}

/**
 * A code's key: case and separators ignored, leading zeros of a number dropped (spreadsheets turn
 * "003" into 3).
 */
export function codeKey(text: string): string {
  const compact = foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');
  return /^\d+$/.test(compact) ? compact.replace(/^0+(?=\d)/, '') : compact;
}

/** Every key of a text from one folding: as a code, as a name, and without generic words. */
export interface TextKeys {
  readonly code: string;
  readonly name: string;
  readonly generic: string;
}

export function keysOf(text: string): TextKeys {
  const folded = foldText(text);
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  const name = words.join('');
  const kept = words.filter((word) => !GENERIC_WORDS.has(word));
  const generic = kept.length > 0 ? kept.join('') : name;
  const code = /^\d+$/.test(name) ? name.replace(/^0+(?=\d)/, '') : name;
  return { code, name, generic };
}
