export * from './emoji-glyph';
export * from './credit';
export * from './catalogue';
export * from './catalogue-curated';
export type { EmojiCatalogueData, EmojiCatalogueRow } from './catalogue-build';
