import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeEnvVars } from '../server/src/config';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The README's configuration table: variable name → default as written (`(unset)` when none). */
function readmeVariables(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, (cells[2] ?? '').replace(/^`|`$/g, ''));
  }
  return rows;
}

/** Variables read by the tooling (map pipeline, tests), not by the server's config. */
const TOOLING_VARIABLES = ['GEODATA_MIRROR', 'DATABASE_URL_TEST', 'CHROMIUM_PATH'];

describe('README contract', () => {
  it('names the two commands a new user runs', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    expect(readme).toMatch(/running at http:\/\/127\.0\.0\.1:3000/);
  });

  it('lists every environment variable the server reads, with its default, and no stale ones', () => {
    const rows = readmeVariables();
    for (const doc of describeEnvVars()) {
      expect(rows.has(doc.name), `README is missing ${doc.name}`).toBe(true);
      expect(rows.get(doc.name), `README default of ${doc.name}`).toBe(
        doc.default === '' ? '(unset)' : doc.default,
      );
    }
    const known = new Set([...describeEnvVars().map((d) => d.name), ...TOOLING_VARIABLES]);
    expect([...rows.keys()].filter((name) => !known.has(name))).toEqual([]);
  });

  it('links docs that exist', () => {
    for (const [, target] of readme.matchAll(/\]\(((?:docs)\/[^)#]*)\)/g)) {
      expect(existsSync(new URL(`../${target}`, import.meta.url)), target).toBe(true);
    }
  });
});
