import { describe, expect, it } from 'vitest';
import { buildEmojiCatalogueData, twemojiIdOf, type EmojiCatalogueData } from './catalogue-build';
import { createEmojiCatalogue, loadEmojiCatalogue, searchEmoji } from './catalogue';
import { CURATED_EMOJI_CATEGORIES } from './catalogue-curated';

describe('twemojiIdOf', () => {
  const files = new Set(['23-20e3', '1f3f3-fe0f-200d-1f308', '1f441-200d-1f5e8', '2764', '1f1f7-1f1f4']);
  const has = (id: string) => files.has(id);

  it('writes code points in lowercase without leading zeros, without FE0F outside ZWJ sequences', () => {
    expect(twemojiIdOf('0023-FE0F-20E3', has)).toBe('23-20e3');
    expect(twemojiIdOf('2764-FE0F', has)).toBe('2764');
    expect(twemojiIdOf('1F1F7-1F1F4', has)).toBe('1f1f7-1f1f4');
  });

  it('keeps FE0F inside ZWJ sequences where Twemoji does, drops it where the file has none', () => {
    expect(twemojiIdOf('1F3F3-FE0F-200D-1F308', has)).toBe('1f3f3-fe0f-200d-1f308');
    expect(twemojiIdOf('1F441-FE0F-200D-1F5E8-FE0F', has)).toBe('1f441-200d-1f5e8');
  });

  it('gives undefined for an emoji the set cannot draw', () => {
    expect(twemojiIdOf('1FAE9', has)).toBeUndefined();
  });
});

describe('buildEmojiCatalogueData', () => {
  const groups = [
    { key: 'smileys-emotion', message: 'smileys & emotion', order: 0 },
    { key: 'component', message: 'components', order: 2 },
    { key: 'travel-places', message: 'travel & places', order: 5 },
  ];
  const emoji = [
    { hexcode: '1F3F0', label: 'castle', unicode: '🏰', group: 5, order: 20, tags: ['castle', 'european'] },
    { hexcode: '1F3EF', label: 'Japanese castle', unicode: '🏯', group: 5, order: 10, tags: ['castle'] },
    { hexcode: '1F600', label: 'grinning face', unicode: '😀', group: 0, order: 1 },
    { hexcode: '1F3FB', label: 'light skin tone', unicode: '🏻', group: 2, order: 5 },
    { hexcode: '1F1E6', label: 'regional indicator A', unicode: '🇦' },
    { hexcode: '1FAE9', label: 'face with bags under eyes', unicode: '🫩', group: 0, order: 2 },
  ];
  const data = buildEmojiCatalogueData(
    emoji,
    groups,
    new Set(['1f3f0', '1f3ef', '1f600', '1f3fb', '1f1e6']),
    'test',
  );

  it('groups by Unicode group in order, each in Unicode order, without components or missing files', () => {
    expect(data.groups.map((g) => [g.key, g.name, g.emoji.map(([id]) => id)])).toEqual([
      ['smileys-emotion', 'Smileys & emotion', ['1f600']],
      ['travel-places', 'Travel & places', ['1f3ef', '1f3f0']],
    ]);
    expect(data.groups[1]?.emoji[1]).toEqual(['1f3f0', '🏰', 'castle', ['castle', 'european']]);
  });
});

/** A small catalogue whose ranks are known. */
const data: EmojiCatalogueData = {
  source: 'test',
  groups: [
    {
      key: 'travel-places',
      name: 'Travel & places',
      emoji: [
        ['1f3ef', '🏯', 'Japanese castle', ['castle', 'japanese']],
        ['1f3f0', '🏰', 'castle', ['european']],
        ['1f5fa', '🗺️', 'world map', ['map', 'world']],
        ['1f6a2', '🚢', 'ship', ['boat', 'passenger']],
      ],
    },
    {
      key: 'objects',
      name: 'Objects',
      emoji: [
        ['1f5e1', '🗡️', 'dagger', ['knife', 'weapon']],
        ['2694', '⚔️', 'crossed swords', ['crossed', 'swords', 'weapon']],
        ['1f1e8-1f1ee', '🇨🇮', 'flag: Côte d’Ivoire', ['flag']],
      ],
    },
  ],
};
const small = createEmojiCatalogue(data);
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe('searchEmoji', () => {
  it('ranks the exact name, then whole words, then names starting with the query, then word beginnings', () => {
    expect(ids(searchEmoji(small, 'castle'))).toEqual(['1f3f0', '1f3ef']);
    // A whole keyword ("boat") before a word it only begins ("boating" is not here, "bo" begins both).
    expect(ids(searchEmoji(small, 'boat'))).toEqual(['1f6a2']);
    expect(ids(searchEmoji(small, 'pass'))).toEqual(['1f6a2']);
    expect(ids(searchEmoji(small, 'world'))).toEqual(['1f5fa']);
    // Both by keyword; the Military category's own order (⚔️ before 🗡️) comes first.
    expect(ids(searchEmoji(small, 'weapon'))).toEqual(['2694', '1f5e1']);
    expect(ids(searchEmoji(small, 'sw'))).toEqual(['2694']);
    expect(ids(searchEmoji(small, 'cross sword'))).toEqual(['2694']);
  });

  it('matches word beginnings only, every word of the query', () => {
    expect(searchEmoji(small, 'astle')).toEqual([]);
    expect(ids(searchEmoji(small, 'japanese castle'))).toEqual(['1f3ef']);
    expect(searchEmoji(small, 'castle ship')).toEqual([]);
  });

  it('ignores case and accents, and finds a pasted emoji with or without its variation selector', () => {
    expect(ids(searchEmoji(small, 'CÔTE'))).toEqual(['1f1e8-1f1ee']);
    expect(ids(searchEmoji(small, 'cote divoire'))).toEqual([]);
    expect(ids(searchEmoji(small, 'cote d'))).toEqual(['1f1e8-1f1ee']);
    expect(ids(searchEmoji(small, '🗺'))).toEqual(['1f5fa']);
    expect(ids(searchEmoji(small, '⚔️'))).toEqual(['2694']);
  });

  it('filters by category and limits the results; an empty query lists the category', () => {
    expect(ids(searchEmoji(small, 'castle', { category: 'objects' }))).toEqual([]);
    expect(ids(searchEmoji(small, '', { category: 'objects' }))).toEqual(['1f5e1', '2694', '1f1e8-1f1ee']);
    expect(ids(searchEmoji(small, 'weapon', { limit: 1, category: 'objects' }))).toEqual(['1f5e1']);
    expect(ids(searchEmoji(small, 'map', { category: 'map' }))).toEqual(['1f5fa']);
    expect(searchEmoji(small, 'map', { category: 'nope' })).toEqual([]);
  });

  it('puts the curated categories first, with what of them the data has', () => {
    expect(small.categories.map((c) => c.key)).toEqual([
      'map',
      'military',
      'nature',
      'travel-places',
      'objects',
    ]);
    expect(ids([...(small.categories[1]?.emoji ?? [])])).toEqual([
      '2694',
      '1f5e1',
      '1f6a2',
      '1f3f0',
      '1f3ef',
    ]);
  });
});

describe('the bundled catalogue', () => {
  it('has Map, Military and Nature first, every curated emoji drawable, then the Unicode groups', async () => {
    const catalogue = await loadEmojiCatalogue();
    expect(catalogue.categories.map((c) => c.name).slice(0, 3)).toEqual(['Map', 'Military', 'Nature']);
    for (const curated of CURATED_EMOJI_CATEGORIES) {
      const category = catalogue.categories.find((c) => c.key === curated.key);
      expect(category?.emoji.length, curated.name).toBe(curated.chars.length);
      expect(curated.chars.length).toBeGreaterThanOrEqual(20);
      expect(curated.chars.length).toBeLessThanOrEqual(50);
    }
    expect(catalogue.categories.slice(3).map((c) => c.key)).toEqual([
      'smileys-emotion',
      'people-body',
      'animals-nature',
      'food-drink',
      'travel-places',
      'activities',
      'objects',
      'symbols',
      'flags',
    ]);
    expect(catalogue.byId.size).toBeGreaterThan(1800);
    expect(await loadEmojiCatalogue()).toBe(catalogue);
  });

  it('finds what a map maker types', async () => {
    const catalogue = await loadEmojiCatalogue();
    const first = (query: string, category?: string) =>
      searchEmoji(catalogue, query, { category, limit: 1 })[0]?.id;
    expect(first('castle')).toBe('1f3f0');
    expect(first('pin', 'map')).toBe('1f4cd');
    expect(first('Romania')).toBe('1f1f7-1f1f4');
    expect(first('helmet', 'military')).toBe('1fa96');
    expect(first('volcano')).toBe('1f30b');
    // A whole keyword ranks before a word it only begins ("pin" → 📍, not "pink heart").
    expect(first('pin')).toBe('1f4cd');
    expect(first('plane')).toBe('2708');
    // The map maker's words added to emojibase's keywords.
    expect(first('army')).toBe('1fa96');
    expect(first('navy')).toBe('1f6a2');
    expect(first('forest')).toBe('1f332');
    expect(searchEmoji(catalogue, 'tank')).toEqual([]);
    expect(searchEmoji(catalogue, 'tree', { category: 'nature' }).length).toBeGreaterThanOrEqual(3);
  });
});
