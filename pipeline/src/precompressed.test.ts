import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureAllPrecompressed, ensurePrecompressed, isPrecompressible } from './precompressed';

describe('isPrecompressible', () => {
  it.each([
    ['app.1234abcd.js', true],
    ['app.css', true],
    ['index.html', true],
    ['flag.svg', true],
    ['ROU-2.screen.8c6a62e5.topo.json', true],
    ['inter.woff2', false],
    ['photo.png', false],
    ['app.js.br', false],
    ['app.js.gz', false],
  ])('%s -> %s', (name, expected) => {
    expect(isPrecompressible(name)).toBe(expected);
  });
});

describe('ensurePrecompressed', () => {
  let dir: string;
  const big = JSON.stringify(Array.from({ length: 1500 }, (_, i) => ({ id: `RO-${i}`, n: i % 9 })));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mw-precompressed-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz siblings that decompress to the file, once', async () => {
    const file = path.join(dir, 'map.json');
    await writeFile(file, big);
    expect(await ensurePrecompressed(file)).toBe(2);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(big);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(big);
    const before = (await stat(`${file}.br`)).mtimeMs;
    expect(await ensurePrecompressed(file)).toBe(0);
    expect((await stat(`${file}.br`)).mtimeMs).toBe(before);
  });

  it('rewrites a sibling older than its file, and only that one', async () => {
    const file = path.join(dir, 'map.json');
    await writeFile(file, big);
    await ensurePrecompressed(file);
    const changed = big.replace('RO-0', 'RO-X');
    await writeFile(file, changed);
    // The file rewritten at `now`; its .br sibling is as new (so taken as current), its .gz older.
    const now = new Date();
    const old = new Date(now.getTime() - 60_000);
    await utimes(file, now, now);
    await utimes(`${file}.br`, now, now);
    await utimes(`${file}.gz`, old, old);
    expect(await ensurePrecompressed(file)).toBe(1);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(changed);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(big);
  });

  it('leaves small and incompressible files without siblings', async () => {
    await writeFile(path.join(dir, 'tiny.json'), '{"a":1}');
    await writeFile(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 3));
    await writeFile(path.join(dir, 'big.js'), big);
    const written = await ensureAllPrecompressed(
      ['tiny.json', 'font.woff2', 'big.js', 'missing.js'].map((f) => path.join(dir, f)),
    );
    expect(written).toBe(2);
    for (const f of ['tiny.json.br', 'tiny.json.gz', 'font.woff2.br', 'missing.js.br']) {
      await expect(stat(path.join(dir, f)), f).rejects.toThrow();
    }
  });
});
