import { mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChecksumError, readVerified, sha256, verifyBytes } from './checksum';
import { InputStore } from './inputs';

const data = Buffer.from('{"type":"FeatureCollection","features":[]}');
const good = sha256(data);
const bad = 'f'.repeat(64);

describe('checksums', () => {
  it('accepts matching bytes', () => {
    expect(() => verifyBytes('a.json', data, good)).not.toThrow();
  });

  it('names the file, the expected and the actual hash on a mismatch', () => {
    expect(() => verifyBytes('data/a.json', data, bad)).toThrow(ChecksumError);
    expect(() => verifyBytes('data/a.json', data, bad)).toThrow(
      `Checksum mismatch for data/a.json: expected sha256 ${bad}, got ${good}`,
    );
  });

  it('verifies files read from disk', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mw-sum-'));
    const f = path.join(dir, 'x.json');
    writeFileSync(f, data);
    expect(readVerified(f, good).equals(data)).toBe(true);
    expect(() => readVerified(f, bad)).toThrow(/x\.json: expected sha256 f{64}, got [0-9a-f]{64}/);
  });
});

describe('InputStore', () => {
  it('reads a mirror file and verifies it', async () => {
    const mirror = mkdtempSync(path.join(tmpdir(), 'mw-mirror-'));
    mkdirSync(path.join(mirror, 'src-a', 'dir'), { recursive: true });
    writeFileSync(path.join(mirror, 'src-a', 'dir', 'f.json'), data);
    const store = new InputStore({ mirror });
    expect((await store.github('src-a', 'dir/f.json', 'https://x/f.json', good)).equals(data)).toBe(true);
    await expect(store.github('src-a', 'dir/f.json', 'https://x/f.json', bad)).rejects.toThrow(ChecksumError);
  });

  it('downloads into the cache once, and never keeps a file that does not match', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'mw-cache-'));
    const urls: string[] = [];
    const store = new InputStore({ cacheDir, fetcher: async (u) => (urls.push(u), new Uint8Array(data)) });
    await store.github('src-b', 'a/f.json', 'https://example.org/f.json', good);
    await store.github('src-b', 'a/f.json', 'https://example.org/f.json', good);
    expect(urls).toEqual(['https://example.org/f.json']);
    expect(readFileSync(path.join(cacheDir, 'src-b', 'a', 'f.json')).equals(data)).toBe(true);

    await expect(store.github('src-b', 'a/g.json', 'https://example.org/g.json', bad)).rejects.toThrow(
      `Checksum mismatch for https://example.org/g.json: expected sha256 ${bad}`,
    );
    expect(existsSync(path.join(cacheDir, 'src-b', 'a', 'g.json'))).toBe(false);
  });
});
