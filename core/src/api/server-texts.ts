/**
 * The texts of the pages the server writes itself (a published map's page, its status pages), taken
 * from the web app's catalogues by the web build into SERVER_TEXTS_FILE (decision "The server's pages
 * speak from the web's catalogues"): by language, then 'namespace:key' (nested keys joined by dots).
 */
export const SERVER_TEXTS_FILE = 'server-texts.json';

/** The catalogues' namespaces the server's pages use: a published map's, and the server's own (sign-in). */
export const SERVER_TEXT_NAMESPACES = ['published', 'server'] as const;

export type ServerTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;
