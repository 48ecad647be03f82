import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { pseudoCatalogue } from './pseudoCatalogue';
import { pseudoMessage } from './pseudoMessage';

const format = (message: string, values: Record<string, unknown> = {}) =>
  new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).format(values) as string;

describe('the pseudo-locale’s messages', () => {
  it('accents every Latin letter, doubles the vowels and brackets the whole', () => {
    expect(pseudoMessage('Download')).toBe('[Ðööŵñļööååð]');
  });

  it('is about 40 % longer than a sentence of English', () => {
    const english =
      'Colour, annotate and download print-quality maps of 34 countries, by state and by district.';
    const pseudo = pseudoMessage(english);
    expect(pseudo.length / english.length).toBeGreaterThan(1.3);
    expect(pseudo.length / english.length).toBeLessThan(1.6);
  });

  it('keeps arguments, plurals and # as they are, rewriting only their literal text', () => {
    const message = '{count, plural, one {# map of {name}} other {# maps of {name}}}';
    const pseudo = pseudoMessage(message);
    expect(format(pseudo, { count: 1, name: 'Nepal' })).toBe('[1 ɱååþ ööƒ Nepal]');
    expect(format(pseudo, { count: 3, name: 'Nepal' })).toBe('[3 ɱååþš ööƒ Nepal]');
  });

  it('keeps number styles and skeletons', () => {
    expect(format(pseudoMessage('{n, number, percent} done'), { n: 0.5 })).toBe('[50% ðööñéé]');
    expect(format(pseudoMessage('Pay {n, number, ::currency/USD}'), { n: 2.5 })).toBe('[Þååý $2.50]');
  });

  it('keeps <Trans> tags’ names, and quotes what ICU would read as syntax', () => {
    expect(pseudoMessage('Read <link>the policy</link> or <regions/>')).toBe(
      '[Ŕééååð <link>ţĥéé þööļîîçý</link> ööŕ <regions/>]',
    );
    // An apostrophe, braces quoted in the English, and a # in a plural's text survive as text.
    expect(format(pseudoMessage("It's '{'{n}'}'"), { n: 2 })).toBe("[ÎÎţ'š {2}]");
    expect(format(pseudoMessage("{n, plural, other {# in row '#'1}}"), { n: 4 })).toBe('[4 îîñ ŕööŵ #1]');
  });

  it('generates every namespace English has, key for key', async () => {
    const english = import.meta.glob<object>('../locales/en/*.json', { eager: true, import: 'default' });
    for (const [path, catalogue] of Object.entries(english)) {
      const ns = path.slice('../locales/en/'.length, -'.json'.length);
      const pseudo = await pseudoCatalogue(ns);
      expect(keysOf(pseudo), ns).toEqual(keysOf(catalogue));
      for (const message of Object.values(flatten(pseudo))) expect(message).toMatch(/^\[[\s\S]*\]$/);
    }
  });
});

function flatten(value: object, prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) =>
      typeof v === 'string' ? { [prefix + k]: v } : flatten(v as object, `${prefix}${k}.`),
    ),
  ) as Record<string, string>;
}
const keysOf = (value: object) => Object.keys(flatten(value)).sort();
