/**
 * Writes core/src/emoji/catalogue.generated.json: every emoji of @twemoji/svg with its English name,
 * keywords and Unicode group from emojibase-data. Run after upgrading either package:
 * `npm run emoji:catalogue`. A test (emojiCatalogue.test.ts) fails while the committed file differs
 * from what this writes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildEmojiCatalogueData,
  type EmojibaseCompactEmoji,
  type EmojibaseGroup,
  type EmojiCatalogueData,
} from '@mapwright/core/emoji/catalogue-build';

export const CATALOGUE_FILE = path.resolve('core/src/emoji/catalogue.generated.json');

const require = createRequire(path.resolve('core/package.json'));
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

/** The catalogue for the installed emojibase-data and @twemoji/svg. */
export async function emojiCatalogueData(): Promise<EmojiCatalogueData> {
  const emojibase = packageDir('emojibase-data');
  const twemoji = packageDir('@twemoji/svg');
  const emoji = await readJson<EmojibaseCompactEmoji[]>(path.join(emojibase, 'en/compact.json'));
  const messages = await readJson<{ groups: EmojibaseGroup[] }>(path.join(emojibase, 'en/messages.json'));
  const versions = await Promise.all(
    [emojibase, twemoji].map((dir) =>
      readJson<{ name: string; version: string }>(path.join(dir, 'package.json')),
    ),
  );
  const ids = new Set((await readdir(twemoji)).filter((f) => f.endsWith('.svg')).map((f) => f.slice(0, -4)));
  const source = versions.map((v) => `${v.name} ${v.version}`).join(', ');
  return buildEmojiCatalogueData(emoji, messages.groups, ids, source);
}

/**
 * The committed file's text: JSON with one emoji per line, so an upgrade's diff shows which emoji
 * changed. Prettier leaves it alone (.prettierignore) since it would spread every row over many lines.
 */
export function formatEmojiCatalogue(data: EmojiCatalogueData): string {
  const groups = data.groups.map((group) => {
    const rows = group.emoji.map((row) => `        ${JSON.stringify(row)}`).join(',\n');
    const head = `      "key": ${JSON.stringify(group.key)},\n      "name": ${JSON.stringify(group.name)},\n`;
    return `    {\n${head}      "emoji": [\n${rows}\n      ]\n    }`;
  });
  return `{\n  "source": ${JSON.stringify(data.source)},\n  "groups": [\n${groups.join(',\n')}\n  ]\n}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const data = await emojiCatalogueData();
  await writeFile(CATALOGUE_FILE, formatEmojiCatalogue(data));
  const count = data.groups.reduce((n, g) => n + g.emoji.length, 0);
  console.log(`${CATALOGUE_FILE}: ${count} emoji in ${data.groups.length} groups`);
}
