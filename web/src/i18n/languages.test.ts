import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES } from '@mapwright/core/api/language';
import { detectLanguage, isLanguageCode, LANGUAGES } from './languages';

describe('the language of a first visit', () => {
  it('is the first of the browser’s languages that is offered, matched on the language', () => {
    expect(detectLanguage(['fr-FR', 'en-US'])).toBe('fr');
    expect(detectLanguage(['ko-KR', 'pt-BR', 'en'])).toBe('pt');
    expect(detectLanguage(['ar-EG'])).toBe('ar');
    expect(detectLanguage(['si_LK'])).toBe('si');
    expect(detectLanguage(['TH'])).toBe('th');
  });

  it('takes Simplified Chinese for zh, zh-CN, zh-SG and zh-Hans, not for Traditional', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN'])
      expect(detectLanguage([tag]), tag).toBe('zh-Hans');
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-TW'])
      expect(detectLanguage([tag, 'ja']), tag).toBe('ja');
  });

  it('is English when none of them is offered, or the browser names none', () => {
    expect(detectLanguage(['ko-KR', 'ru'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
  });

  it('offers twelve languages, each named in itself, Arabic alone right to left', () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual([
      'English',
      'Français',
      'Deutsch',
      'Español',
      'Português',
      'العربية',
      'हिन्दी',
      'සිංහල',
      'ไทย',
      '中文（简体）',
      '日本語',
      'Tiếng Việt',
    ]);
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    // The same codes the server keeps with an account.
    expect(LANGUAGES.map((l) => l.code)).toEqual([...INTERFACE_LANGUAGES]);
    expect(isLanguageCode('zh-Hans')).toBe(true);
    expect(isLanguageCode('zh')).toBe(false);
  });
});
