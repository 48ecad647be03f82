import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Docs that cannot drift: every repository path named in the docs (inline paths and relative links)
 * and in code comments exists. A path is a string that starts with one of the repository's top-level
 * folders (`web/src/editor/canvas/MapView.ts`); paths relative to a part (`render/fit.ts`) are prose.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository's own top-level folders: what a named path starts with. */
const TOP_FOLDERS = ['core', 'web', 'server', 'pipeline', 'scripts', 'tooling', 'e2e', 'bench', 'docs'];

/** Paths named on purpose although they do not exist, each with its reason. */
const HYPOTHETICAL: Readonly<Record<string, string>> = {
  'web/src/x.ts': 'an example of a named path, in this test',
  'server/src/db/migrations/NNNN_name.ts': "the pattern of a migration's file name (ADR 0002)",
};

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.cache', 'var', 'test-results', '.git']);
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

/**
 * Repository paths in a text: a top-level folder, then path characters, ending on a name character (so
 * a sentence's full stop is not part of it). Globs, placeholders (`{ISO}`, `<id>`) and elisions (`…`)
 * are patterns, not paths, and are left out; so is a path inside another (a URL, `../web/…`).
 */
export function namedPaths(text: string): string[] {
  const folders = TOP_FOLDERS.join('|');
  const pattern = new RegExp(`(?<![\\w./@~:-])(?:${folders})/[\\w.@/{}<>*…$-]*`, 'g');
  const paths: string[] = [];
  for (const [match] of text.matchAll(pattern)) {
    if (/[{}<>*…$]/.test(match)) continue;
    const path = match.replace(/[.-]+$/, '');
    if (path.includes('/')) paths.push(path);
  }
  return paths;
}

/** Relative links of a markdown text (`[text](target)`), without their anchors. */
export function relativeLinks(text: string): string[] {
  const links: string[] = [];
  for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    const path = target.split('#')[0] ?? '';
    if (path) links.push(decodeURIComponent(path));
  }
  return links;
}

/** The comments of a source file, as TypeScript's parser finds them (so strings and JSX text are not). */
export function comments(text: string, jsx: boolean): string[] {
  const source = ts.createSourceFile(
    jsx ? 'file.tsx' : 'file.ts',
    text,
    ts.ScriptTarget.Latest,
    false,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = new Map<number, string>();
  const add = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    // What follows a node: its line's comment, and the lines before a closing brace.
    add(ts.getTrailingCommentRanges(text, node.end));
    add(ts.getLeadingCommentRanges(text, node.end));
    // Inside an opening brace (a block, an object, a JSX expression that holds only a comment).
    const start = node.getStart(source);
    if (text[start] === '{') {
      add(ts.getTrailingCommentRanges(text, start + 1));
      add(ts.getLeadingCommentRanges(text, start + 1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()];
}

function files(dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...files(join(dir, entry.name), keep));
    } else if (keep(entry.name)) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

const rel = (file: string) => relative(ROOT, file).split('\\').join('/');
const exists = (path: string) => HYPOTHETICAL[path] !== undefined || existsSync(join(ROOT, path));

describe('paths named in the docs and in comments', () => {
  it('finds paths that start with a top-level folder, and not patterns, URLs or paths inside paths', () => {
    expect(namedPaths('see `web/src/x.ts`, and core/src/render/. Or docs/decisions.')).toEqual([
      'web/src/x.ts',
      'core/src/render/',
      'docs/decisions',
    ]);
    expect(
      namedPaths('https://a.dev/web/x ../server/src/a.ts e2e/**/*.ts var/maps bench/{a,b}.ts @x/core/y'),
    ).toEqual([]);
    expect(relativeLinks('[a](decisions/0001-stack.md#why) [b](https://x.dev) [c](#top)')).toEqual([
      'decisions/0001-stack.md',
    ]);
  });

  it('reads comments only, past strings, regular expressions, templates and JSX text', () => {
    const text = [
      "const a = '// core/a.ts'; const r = /\\/\\//; const h = a / 2 / 3;",
      'function f() { return `${a}/* ${{ b: 1 }.b} //`; } // core/b.ts',
      '/* web/c */',
    ].join('\n');
    expect(comments(text, false).flatMap(namedPaths)).toEqual(['core/b.ts', 'web/c']);
    const jsx = [
      "const p = <p>it's // core/d.ts, {/* core/e.ts */}</p>;",
      'function g() {\n  // core/f.ts\n}',
      'function h() {\n  f();\n  // core/g.ts\n}',
      'const o = { a: 1 /* core/h.ts */ };',
    ].join('\n');
    expect(comments(jsx, true).flatMap(namedPaths).sort()).toEqual([
      'core/e.ts',
      'core/f.ts',
      'core/g.ts',
      'core/h.ts',
    ]);
  });

  it('names in docs/ and the READMEs only paths and links that exist', () => {
    const docs = [
      ...files(join(ROOT, 'docs'), (name) => name.endsWith('.md')),
      ...TOP_FOLDERS.map((folder) => join(ROOT, folder, 'README.md')).filter(existsSync),
      join(ROOT, 'README.md'),
    ];
    expect(docs.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const file of docs) {
      const text = readFileSync(file, 'utf8');
      for (const path of namedPaths(text)) if (!exists(path)) missing.push(`${rel(file)}: ${path}`);
      for (const link of relativeLinks(text)) {
        const target = resolve(dirname(file), link);
        if (!existsSync(target)) missing.push(`${rel(file)}: (${link})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names in code comments only paths that exist', () => {
    const code = TOP_FOLDERS.filter((folder) => existsSync(join(ROOT, folder))).flatMap((folder) =>
      files(join(ROOT, folder), (name) => CODE_FILE.test(name)),
    );
    code.push(
      ...readdirSync(ROOT).filter((name) => CODE_FILE.test(name) && statSync(join(ROOT, name)).isFile()),
    );
    expect(code.length).toBeGreaterThan(500);
    const missing: string[] = [];
    for (const file of code.map((f) => resolve(ROOT, f))) {
      const text = readFileSync(file, 'utf8');
      if (namedPaths(text).length === 0) continue; // nothing to check: no need to parse it
      for (const comment of comments(text, file.endsWith('x'))) {
        for (const path of namedPaths(comment)) if (!exists(path)) missing.push(`${rel(file)}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('docs/ARCHITECTURE.md', () => {
  const lines = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8').trimEnd().split('\n');

  it('stays short: about 150 lines, each under 120 characters', () => {
    expect(lines.length).toBeLessThanOrEqual(170);
    expect(lines.filter((line) => [...line].length >= 120)).toEqual([]);
  });

  it('draws the parts and the flows of a click and of an export', () => {
    const text = lines.join('\n');
    for (const part of ['core/src', 'web/src', 'server/src', 'pipeline/src']) expect(text).toContain(part);
    expect(text).toContain('## A click on the map');
    expect(text).toContain('## An export');
  });
});
