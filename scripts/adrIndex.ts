/**
 * `npm run docs:index`: writes docs/decisions/README.md, the index of the decisions, from the ADR files
 * themselves (number, title, status), so it cannot stop short of the newest one. Its test fails when
 * the file is not what this writes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DECISIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
export const INDEX_FILE = join(DECISIONS, 'README.md');

interface Adr {
  readonly file: string;
  readonly number: string;
  readonly title: string;
  readonly status: string;
}

/** An ADR's number, title (its first heading without the number) and status (the Status line's first word). */
export function readAdr(file: string, text: string): Adr {
  const number = file.slice(0, 4);
  const heading = /^# (.*)$/m.exec(text)?.[1] ?? file;
  const title = heading.replace(/^\d{4}\s*(?:[:—–-]\s*)?/, '').trim();
  const status = /^Status:\s*([A-Za-z-]+)/m.exec(text)?.[1]?.toLowerCase() ?? 'unknown';
  return { file, number, title, status };
}

/** The index's text for the ADR files in dir. */
export function adrIndex(dir = DECISIONS): string {
  const adrs = readdirSync(dir)
    .filter((name) => /^\d{4}-.*\.md$/.test(name))
    .sort()
    .map((file) => readAdr(file, readFileSync(join(dir, file), 'utf8')));
  const rows = adrs.map(
    ({ file, number, title, status }) =>
      `- [${number}](${file}): ${title}${status === 'accepted' ? '' : ` (${status})`}`,
  );
  return [
    '# Decisions',
    '',
    '<!-- Written by `npm run docs:index` from the ADR files; do not edit by hand. -->',
    '',
    `${adrs.length} architecture decision records, one decision each; all accepted unless marked.`,
    'A gap in the numbering is a number not in use.',
    '',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(INDEX_FILE, adrIndex());
  console.log(`wrote ${INDEX_FILE}`);
}
