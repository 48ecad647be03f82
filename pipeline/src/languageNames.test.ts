import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryIndexSchema } from '@mapwright/core/geodata/countryIndex';
import {
  languageNamesSchema,
  NAMES_MANIFEST_FILE,
  namesManifestSchema,
} from '@mapwright/core/names/language-names';
import { buildMaps } from './build';
import { defaultMirror } from './inputs';
import { namesContents, namesInLanguage, neNames, wofNames } from './languageNames';
import { countryNames } from './world';

describe('names in the map languages from the sources', () => {
  it("reads Natural Earth's name_<lng> fields, zh as Simplified, without a left-over particle", () => {
    const names = neNames({
      name_fr: 'de Homs',
      name_zh: '霍姆斯省',
      name_ja: 'ホムス県',
      name_en: 'Homs',
      name_ru: 'Хомс',
    });
    expect(names).toEqual({ fr: 'Homs', 'zh-Hans': '霍姆斯省', ja: 'ホムス県' });
  });

  it("reads Who's On First's preferred names by ISO 639-3 code", () => {
    const names = wofNames({
      'name:sin_x_preferred': ['කොළඹ'],
      'name:tha_x_preferred': ['โคลัมโบ'],
      'name:eng_x_preferred': ['Colombo'],
    });
    expect(names).toEqual({ si: 'කොළඹ', th: 'โคลัมโบ' });
  });

  it("names the world's countries in every map language by ISO code", () => {
    const names = countryNames('DE');
    expect(names).toMatchObject({ fr: 'Allemagne', de: 'Deutschland', ja: 'ドイツ', 'zh-Hans': '德国' });
    expect(Object.keys(names).sort()).toEqual([
      'ar',
      'de',
      'es',
      'fr',
      'hi',
      'ja',
      'pt',
      'si',
      'th',
      'vi',
      'zh-Hans',
    ]);
  });

  it("writes only names that differ from the usual one, the country's own language from its local names", () => {
    const tokyo = {
      id: 'JP-13',
      properties: { name: 'Tokyo', nameLocal: '東京都' },
      draft: { names: { ja: '東京', fr: 'Tokyo' } },
    };
    const osaka = { id: 'JP-27', properties: { name: 'Osaka' }, draft: { names: { fr: 'Osaka-fu' } } };
    expect(namesInLanguage('ja', [[tokyo, osaka]], 'ja')).toEqual({ 1: { 'JP-13': '東京都' } });
    expect(namesInLanguage('fr', [[tokyo, osaka]], 'ja')).toEqual({ 1: { 'JP-27': 'Osaka-fu' } });
    expect(namesInLanguage('th', [[tokyo, osaka]], 'ja')).toEqual({});
    const files = namesContents('JPN', [[tokyo, osaka], []]);
    expect(files.map((f) => f.language)).toEqual(['fr', 'ja']);
    expect(languageNamesSchema.parse(JSON.parse(files[1]!.content))).toEqual({
      language: 'ja',
      levels: { 1: { 'JP-13': '東京都' } },
    });
  });
});

const mirror = defaultMirror();

describe.skipIf(!mirror)('building Syria (Who’s On First and Natural Earth) from the mirror', () => {
  it('writes a names file per language it has names in, listed in a manifest beside the index', async () => {
    const mapsDir = mkdtempSync(path.join(tmpdir(), 'mw-names-'));
    await buildMaps({ mapsDir, mirror, only: ['SYR'], workers: 0 });
    const read = (url: string): unknown =>
      JSON.parse(readFileSync(path.join(mapsDir, path.basename(url)), 'utf8'));
    const index = countryIndexSchema.parse(read('index.json'));
    const manifest = namesManifestSchema.parse(read(NAMES_MANIFEST_FILE));
    const files = manifest.SYR!;
    expect(Object.keys(files).sort()).toEqual([
      'ar',
      'de',
      'es',
      'fr',
      'hi',
      'ja',
      'pt',
      'si',
      'th',
      'vi',
      'zh-Hans',
    ]);
    const fr = languageNamesSchema.parse(read(files.fr!));
    expect(fr.levels[1]).toMatchObject({ 'SY-DI': 'Damas', 'SY-HL': 'Alep', 'SY-LA': 'Lattaquié' });
    // Homs is Homs in French (once Natural Earth's 'de' has gone): nothing to write.
    expect(fr.levels[1]?.['SY-HI']).toBeUndefined();
    const ar = languageNamesSchema.parse(read(files.ar!));
    expect(Object.keys(ar.levels[1] ?? {})).toHaveLength(14);
    expect(Object.keys(ar.levels[2] ?? {}).length).toBeGreaterThan(50);
    // The projected file, what the editor loads first, carries no names in other languages.
    const projected = read(index.countries[0]!.projected!.url) as {
      level1: { divisions: Record<string, unknown>[] };
    };
    expect(projected.level1.divisions.filter((d) => 'names' in d)).toEqual([]);
  });
});
