import { describe, expect, it } from 'vitest';
import { builtServerTexts } from '../testing/server-texts';
import { acceptedLanguage, translatorOf } from './server-texts';

describe('the server’s texts', () => {
  it('takes the first language of Accept-Language, by q value, that the interface speaks', () => {
    expect(acceptedLanguage('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(acceptedLanguage('en;q=0.5, ja')).toBe('ja');
    expect(acceptedLanguage('ko-KR, pt-BR;q=0.7, de;q=0.3')).toBe('pt');
    // Traditional Chinese is not offered: the next language listed is taken.
    expect(acceptedLanguage('zh-TW, th;q=0.5')).toBe('th');
    expect(acceptedLanguage('zh-CN')).toBe('zh-Hans');
    expect(acceptedLanguage('ar;q=0, *')).toBe('en');
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('garbage;;q=x,,')).toBe('en');
  });

  it('fills in the ICU arguments, plurals in the language’s own forms', async () => {
    const texts = await builtServerTexts();
    const english = translatorOf(texts, 'en');
    expect(english('published:unavailable.wait', { seconds: 1 })).toBe(
      'Please wait 1 second and reload the page.',
    );
    expect(english('published:unavailable.wait', { seconds: 30 })).toBe(
      'Please wait 30 seconds and reload the page.',
    );
    expect(translatorOf(texts, 'ar')('published:unavailable.wait', { seconds: 2 })).toContain('ثانيتين');
    // A language the interface does not speak is English.
    expect(translatorOf(texts, 'ko')('published:copy')).toBe('Make your own copy');
    expect(() => english('published:nothing')).toThrow(/no published:nothing/);
  });
});
