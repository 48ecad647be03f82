import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../i18n/languages';

const DIALOGS = import.meta.glob<{ account: { signInToSave: string; signInShort: string } }>(
  '../../../i18n/locales/*/dialogs.json',
  { eager: true, import: 'default' },
);

/**
 * The bar's sign-in button shows a short text and is named by the whole sentence (AccountStatus): the
 * words on screen must be part of its name (WCAG 2.5.3, axe's label-content-name-mismatch), in every
 * language, or a speech user saying what they see cannot press it.
 */
describe("the bar's sign-in button", () => {
  it.each(LANGUAGES.map((language) => language.code))('in %s, its name holds the words it shows', (code) => {
    const account = DIALOGS[`../../../i18n/locales/${code}/dialogs.json`]?.account;
    expect(account).toBeDefined();
    expect(account?.signInToSave).toContain(account?.signInShort);
  });
});
