import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILE, emojiCatalogueData, formatEmojiCatalogue } from './emojiCatalogue';

describe('the committed emoji catalogue', () => {
  it('is what the generator writes for the installed emojibase-data and @twemoji/svg', async () => {
    const committed = await readFile(CATALOGUE_FILE, 'utf8');
    // On failure: run `npm run emoji:catalogue` and commit the file.
    expect(committed).toBe(formatEmojiCatalogue(await emojiCatalogueData()));
    expect(JSON.parse(committed)).toEqual(await emojiCatalogueData());
  });

  it('names only emoji that Twemoji has a file for', async () => {
    const require = createRequire(path.resolve('core/package.json'));
    const twemoji = path.dirname(require.resolve('@twemoji/svg/package.json'));
    const files = new Set(await readdir(twemoji));
    const data = await emojiCatalogueData();
    const ids = data.groups.flatMap((g) => g.emoji.map(([id]) => id));
    expect(ids.length).toBeGreaterThan(1800);
    expect(ids.filter((id) => !files.has(`${id}.svg`))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
