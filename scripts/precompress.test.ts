import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('the precompress Vite plugin', () => {
  let root: string;
  let outDir: string;
  let files: string[];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'mw-vite-precompress-'));
    outDir = path.join(root, 'out');
    await mkdir(path.join(root, 'public'));
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    await writeFile(
      path.join(root, 'main.js'),
      `export const words = ${JSON.stringify(words)};\ndocument.title = words.join(' ');\n`,
    );
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
    );
    await writeFile(path.join(root, 'public', 'data.json'), JSON.stringify({ words }));
    await writeFile(path.join(root, 'public', 'font.woff2'), Buffer.alloc(4096, 5));
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [precompress()],
      build: { outDir, emptyOutDir: true, minify: false, sourcemap: true },
    });
    files = (await readdir(outDir, { recursive: true })).map(String).sort();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes .br and .gz siblings that decompress to each compressible file over 1 KB', async () => {
    const script = files.find((f) => /^assets\/index-.+\.js$/.test(f));
    expect(script).toBeDefined();
    for (const name of [script!, 'data.json']) {
      const original = await readFile(path.join(outDir, name));
      expect(original.length).toBeGreaterThan(1024);
      expect(brotliDecompressSync(await readFile(path.join(outDir, `${name}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(await readFile(path.join(outDir, `${name}.gz`))).equals(original)).toBe(true);
    }
  });

  it('skips small files, already-compressed fonts and source maps', () => {
    expect(files).toContain('index.html');
    expect(files).toContain('font.woff2');
    expect(files.some((f) => f.endsWith('.js.map'))).toBe(true);
    const siblings = files.filter((f) => /\.(?:br|gz)$/.test(f));
    expect(siblings.map((f) => f.replace(/\.(?:br|gz)$/, ''))).not.toContainEqual(
      expect.stringMatching(/index\.html$|\.woff2$|\.map$/),
    );
    expect(siblings).toHaveLength(4);
  });
});
