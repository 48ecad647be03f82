import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../api/language';

/**
 * Since version 14: the language the map's names and numbers are written in, one of the interface's
 * (decision "A map has a language of its own"). Divisions with no name in it keep their usual name.
 */
export const MAP_LANGUAGES = INTERFACE_LANGUAGES;
export type MapLanguage = (typeof MAP_LANGUAGES)[number];

export const mapLanguageSchema = z.enum(MAP_LANGUAGES);

/** The language a new map takes: the interface's when it is one of the map's, else English. */
export function mapLanguageOf(language: string | undefined): MapLanguage {
  return (MAP_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MapLanguage) : 'en';
}
