export * from './emoji-glyph';
export * from './credit';
export * from './catalogue';
export * from './catalogue-curated';
