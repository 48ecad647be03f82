import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DECISIONS = join(ROOT, 'docs/decisions');

/** An ADR records one decision; a longer one is a work log (figures belong in bench/RESULTS.md). */
const MAX_ADR_LINES = 120;

/** The source trees whose comments must cite decisions by title. */
const SOURCE_DIRS = ['core', 'server', 'web', 'pipeline'];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.cache']);

/**
 * "ADR 0010" or "decision 0012", also when a comment's line break falls inside it ("ADR\n * 0010"); not
 * a file name such as docs/decisions/0021-render-budget.md.
 */
const ADR_BY_NUMBER = /\b(?:ADRs?|[Dd]ecisions?)(?:[\s*]|\/\/)*0\d{3}\b/g;

/** Each citation of an ADR by number in a text, with its line (1-based). */
export function adrNumberCitations(text: string): { line: number; text: string }[] {
  return [...text.matchAll(ADR_BY_NUMBER)].map((m) => ({
    line: text.slice(0, m.index).split('\n').length,
    text: m[0].replace(/\s+/g, ' '),
  }));
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...sourceFiles(join(dir, entry.name)));
    } else if (SOURCE_FILE.test(entry.name)) {
      files.push(join(dir, entry.name));
    }
  }
  return files;
}

const adrs = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));

describe('decisions, not logs', () => {
  it('finds a citation by number wherever a comment puts it, and not a title or a decision file name', () => {
    expect(adrNumberCitations('// Tiles (ADR 0010, decision 12).').map((c) => c.line)).toEqual([1]);
    expect(adrNumberCitations('/**\n * every order included (ADR\n * 0026), on PGlite').length).toBe(1);
    expect(adrNumberCitations('/* (ADRs 0022, 0025) */').length).toBe(1);
    expect(
      adrNumberCitations('// Most requests check the session from a cookie (decision 0012).').length,
    ).toBe(1);
    expect(
      adrNumberCitations('// (decision "A render budget", docs/decisions/0021-render-budget.md)'),
    ).toEqual([]);
  });

  it('keeps every ADR within its length', () => {
    expect(adrs.length).toBeGreaterThan(50);
    const long = adrs
      .map((name) => ({
        name,
        lines: readFileSync(join(DECISIONS, name), 'utf8').trimEnd().split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_ADR_LINES)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('links ADRs to files that exist', () => {
    const broken: string[] = [];
    for (const name of adrs) {
      const text = readFileSync(join(DECISIONS, name), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(resolve(DECISIONS, target))) broken.push(`${name} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has source comments cite decisions by title, not by ADR number', () => {
    const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(300);
    const citations = files
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .flatMap((path) =>
        adrNumberCitations(readFileSync(join(ROOT, path), 'utf8')).map((c) => `${path}:${c.line}: ${c.text}`),
      );
    expect(citations).toEqual([]);
  });
});
