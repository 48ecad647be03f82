import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import data from './locales/en/data.json';
import dialogs from './locales/en/dialogs.json';

/**
 * A translator over the English catalogues of the editor's panels and dialogs, ready at once, for
 * unit tests of code that says its texts through `t` (its English is the spec's, word for word).
 */
export function englishTranslator(): TFunction {
  const instance = i18next.createInstance();
  void instance.use(ICU).init({
    lng: 'en',
    resources: { en: { data, dialogs } },
    defaultNS: 'dialogs',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
