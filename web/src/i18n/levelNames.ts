import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A level's English label from the map data ("States and union territories") as a catalogue key. */
export function levelKey(label: string): string {
  const [first = '', ...rest] = label
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return first.toLowerCase() + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('');
}

/** Languages whose common nouns are not capitalised inside a sentence (German capitalises them). */
const LOWER_CASE_NOUNS: ReadonlySet<string> = new Set(['en', 'fr', 'es', 'pt', 'vi', 'en-XA']);

export interface LevelNames {
  /** The level's name in the interface's language, as a heading ("Provinces"). */
  readonly name: (label: string) => string;
  /** The same inside a sentence ("Search provinces"). */
  readonly noun: (label: string) => string;
}

/**
 * The levels' names in the interface's language. The map data names its levels in English; a label
 * the `levels` catalogue does not know (the user's own boundaries' groups) is shown as it is.
 */
export function useLevelNames(): LevelNames {
  const { t, i18n } = useTranslation('levels');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = useCallback((label: string) => t(`levels:${levelKey(label)}`, { defaultValue: label }), [t]);
  const noun = useCallback(
    (label: string) =>
      LOWER_CASE_NOUNS.has(language) ? name(label).toLocaleLowerCase(language) : name(label),
    [name, language],
  );
  return useMemo(() => ({ name, noun }), [name, noun]);
}
