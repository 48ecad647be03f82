import { describe, expect, it } from 'vitest';
import { familyCoverage, requiredFaces } from './coverage';
import { familySpec, fontFileName, fontWeightOf } from './families';
import { fallbackFamilies, fontStack, formatFontFamilyList, parseFontFamilyList } from './font-stack';
import { itemizeText } from './itemize';
import { textUses } from './text-uses';
import { formatUnicodeRange, parseUnicodeRange, rangesCover } from './unicode-range';
import { svgNode } from '../render/svg-tree';

/** Small stand-ins for the packages' unicode.json (server/src/fonts tests use the real ones). */
const UNICODE: Record<string, Record<string, string>> = {
  Inter: {
    latin: 'U+0000-00FF,U+2000-206F',
    'latin-ext': 'U+0100-02BA',
    vietnamese: 'U+0300-0301,U+1EA0-1EF9',
  },
  'Noto Sans Thai': { thai: 'U+0E01-0E5B,U+200C-200D', latin: 'U+0000-00FF' },
  'Noto Sans JP': { '[0]': 'U+672D,U+5E4C', '[1]': 'U+5317,U+6D77,U+9053,U+5E02', latin: 'U+0000-00FF' },
};
const coverageOf = (family: string) => {
  const spec = familySpec(family);
  const unicode = UNICODE[family];
  return spec && unicode && familyCoverage(spec, unicode);
};

const DEFAULT = 'Inter, "Helvetica Neue", Arial, sans-serif';

describe('font choice', () => {
  it('needs no fallback for Latin, Vietnamese, Romanian, Greek or Cyrillic text', () => {
    for (const text of ['Județul Iași', 'Thành phố Hồ Chí Minh', 'Αθήνα', 'Москва', 'Île-de-France 2025']) {
      expect(fallbackFamilies(text), text).toEqual([]);
      expect(fontStack(DEFAULT, text)).toBe(DEFAULT);
    }
  });

  it('picks the Noto family of each script, in order of appearance', () => {
    const cases: [string, string[]][] = [
      ['กรุงเทพมหานคร', ['Noto Sans Thai']],
      ['الرياض', ['Noto Sans Arabic']],
      ['کراچی ڈویژن', ['Noto Sans Arabic']],
      ['ירושלים', ['Noto Sans Hebrew']],
      ['ភ្នំពេញ', ['Noto Sans Khmer']],
      ['ວຽງຈັນ', ['Noto Sans Lao']],
      ['ရန်ကုန်', ['Noto Sans Myanmar']],
      ['ঢাকা', ['Noto Sans Bengali']],
      ['काठमाडौं', ['Noto Sans Devanagari']],
      ['කොළඹ', ['Noto Sans Sinhala']],
      ['யாழ்ப்பாணம்', ['Noto Sans Tamil']],
      ['Colombo කොළඹ கொழும்பு', ['Noto Sans Sinhala', 'Noto Sans Tamil']],
      ['札幌市', ['Noto Sans SC']],
      ['さっぽろ', ['Noto Sans JP']],
    ];
    for (const [text, families] of cases) expect(fallbackFamilies(text), text).toEqual(families);
  });

  it('sets Han in the Japanese style on maps of Japan or beside kana, else in the Chinese style', () => {
    expect(fallbackFamilies('札幌市', 'Japan')).toEqual(['Noto Sans JP']);
    expect(fallbackFamilies('北海道 さっぽろ')).toEqual(['Noto Sans JP']);
    expect(fallbackFamilies('北京市', 'China')).toEqual(['Noto Sans SC']);
  });

  it('puts the fallbacks after the first family of the style, quoted as CSS needs', () => {
    expect(fontStack(DEFAULT, 'กรุงเทพฯ')).toBe(
      'Inter, "Noto Sans Thai", "Helvetica Neue", Arial, sans-serif',
    );
    expect(fontStack("'My Font', serif", 'ירושלים')).toBe('"My Font", "Noto Sans Hebrew", serif');
    expect(fontStack('Inter, "Noto Sans Thai"', 'กรุงเทพฯ')).toBe('Inter, "Noto Sans Thai"');
    expect(parseFontFamilyList(' Inter , "Noto Sans JP",sans-serif')).toEqual([
      'Inter',
      'Noto Sans JP',
      'sans-serif',
    ]);
    expect(formatFontFamilyList(['Inter', 'Noto Sans JP', 'sans-serif'])).toBe(
      'Inter, "Noto Sans JP", sans-serif',
    );
  });

  it('names files and weights as the packages do', () => {
    const jp = familySpec('Noto Sans JP');
    const inter = familySpec('Inter');
    if (!jp || !inter) throw new Error('missing family');
    expect(fontFileName(jp, '[12]', 700, 'woff')).toBe('noto-sans-jp-12-700-normal.woff');
    expect(fontFileName(inter, 'latin-ext', 400, 'woff2')).toBe('inter-latin-ext-400-normal.woff2');
    expect([fontWeightOf(400), fontWeightOf('700'), fontWeightOf('bold'), fontWeightOf(undefined)]).toEqual([
      400, 700, 700, 400,
    ]);
  });
});

describe('unicode ranges', () => {
  it('parse, merge, test and format', () => {
    const ranges = parseUnicodeRange('U+0E01-0E5B, U+25CC,U+0E5C, u+4??');
    expect(ranges).toEqual([
      [0x400, 0x4ff],
      [0xe01, 0xe5c],
      [0x25cc, 0x25cc],
    ]);
    expect(rangesCover(ranges, 0xe10)).toBe(true);
    expect(rangesCover(ranges, 0xe5d)).toBe(false);
    expect(rangesCover(ranges, 0x25cc)).toBe(true);
    expect(formatUnicodeRange(ranges)).toBe('U+0400-04FF,U+0E01-0E5C,U+25CC');
    expect(() => parseUnicodeRange('U+zz')).toThrow(/unicode-range/);
  });
});

describe('itemizing and required faces', () => {
  const stackFor = (text: string, country?: string) =>
    parseFontFamilyList(fontStack(DEFAULT, text, country)).flatMap((f) => coverageOf(f) ?? []);

  it('sets spaces and digits in Inter and keeps each cluster whole in its script font', () => {
    const text = 'ถนน 5 ที่';
    const items = itemizeText(text, stackFor(text));
    expect(items.map((i) => [text.slice(i.start, i.end), i.face?.family, i.face?.subset])).toEqual([
      ['ถนน', 'Noto Sans Thai', 'thai'],
      [' 5 ', 'Inter', 'latin'],
      ['ที่', 'Noto Sans Thai', 'thai'],
    ]);
  });

  it('splits Latin across Inter subsets as the browser does (ș, ț in Latin Extended; ệ in Vietnamese)', () => {
    const faces = (text: string) =>
      itemizeText(text, stackFor(text)).map((i) => `${text.slice(i.start, i.end)}:${i.face?.subset}`);
    expect(coverageOf('Noto Sans Thai')?.faces.map((f) => f.subset)).toEqual(['thai']);
    expect(coverageOf('Noto Sans JP')?.faces.map((f) => f.subset)).toEqual(['[0]', '[1]']);
    expect(faces('Iași')).toEqual(['Ia:latin', 'ș:latin-ext', 'i:latin']);
    expect(faces('Việt')).toEqual(['Vi:latin', 'ệ:vietnamese', 't:latin']);
  });

  it('lists the files a tree needs, by weight, with the characters of each, and what nothing covers', () => {
    const tree = svgNode('svg', 'root', {}, [
      svgNode(
        'text',
        'title',
        { 'font-family': fontStack(DEFAULT, '北海道 札幌市', 'Japan'), 'font-weight': 700 },
        '北海道 札幌市',
      ),
      svgNode('g', 'legend', { 'font-family': DEFAULT }, [svgNode('text', 'label', {}, 'Hokkaidō')]),
      svgNode('text', 'lost', { 'font-family': DEFAULT }, 'ᚠ'),
    ]);
    const uses = textUses(tree);
    expect(uses.map((u) => [u.text, u.weight])).toEqual([
      ['北海道 札幌市', 700],
      ['Hokkaidō', 400],
      ['ᚠ', 400],
    ]);
    const { faces, missing } = requiredFaces(uses, coverageOf);
    const summary = faces.map((f) => `${f.face.family}|${f.weight}|${String.fromCodePoint(...f.codePoints)}`);
    expect(summary.some((s) => s.startsWith('Noto Sans JP|700|'))).toBe(true);
    expect(
      faces.filter((f) => f.face.family === 'Noto Sans JP').flatMap((f) => [...f.codePoints]).length,
    ).toBe(6);
    expect(summary).toContain('Inter|700| ');
    expect(summary).toContain('Inter|400|Hokaid');
    expect(summary).toContain('Inter|400|ō');
    expect([...missing]).toEqual(['ᚠ'.codePointAt(0)]);
  });
});
