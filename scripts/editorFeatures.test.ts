import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The editor by feature, kept (decision "The editor by feature"; eslint.config.js says the same to
 * the editor as one types): every folder under web/src/editor/features is a registered feature, a feature reaches another
 * only through its index.ts, and the chrome imports no feature.
 */

const EDITOR_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../web/src/editor');
const FEATURES_DIR = join(EDITOR_DIR, 'features');

const folders = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files a source file imports by a relative path, resolved to paths under the editor folder. */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) =>
    relative(EDITOR_DIR, resolve(dirname(file), specifier))
      .split(sep)
      .join('/'),
  );
}

describe('the editor by feature', () => {
  it('registers every folder under features/ once, by its name', () => {
    // FEATURES in features/index.ts lists each folder's feature, imported from the folder's index.
    const registry = readFileSync(join(FEATURES_DIR, 'index.ts'), 'utf8');
    const imported = new Map(
      [...registry.matchAll(/import \{ (\w+) \} from '\.\/(\w+)';/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    const listed = (/FEATURES: readonly Feature\[\] = \[([^\]]*)\]/.exec(registry)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(listed.map((name) => imported.get(name)).sort()).toEqual(folders);
    expect(new Set(listed).size).toBe(listed.length);
    for (const name of listed) {
      const folder = imported.get(name) ?? '';
      const index = readFileSync(join(FEATURES_DIR, folder, 'index.ts'), 'utf8');
      expect(index).toMatch(new RegExp(`export const ${name}: Feature = \\{\\s*name: '${folder}'`));
    }
  });

  it('gives every feature an index.ts', () => {
    for (const folder of folders) expect(readdirSync(join(FEATURES_DIR, folder))).toContain('index.ts');
  });

  it('lets a feature reach another only through its index', () => {
    const reaches: string[] = [];
    for (const folder of folders) {
      for (const file of sourceFiles(join(FEATURES_DIR, folder))) {
        for (const target of relativeImports(file)) {
          const [top, other, ...rest] = target.split('/');
          if (top !== 'features' || other === undefined || other === folder || rest.length === 0) continue;
          if (rest.join('/') !== 'index') reaches.push(`${relative(EDITOR_DIR, file)} -> ${target}`);
        }
      }
    }
    expect(reaches).toEqual([]);
  });

  it('keeps the chrome free of features', () => {
    const reaches = sourceFiles(join(EDITOR_DIR, 'chrome')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => target.startsWith('features/') || target === 'features')
        .map((target) => `${relative(EDITOR_DIR, file)} -> ${target}`),
    );
    expect(reaches).toEqual([]);
  });
});
