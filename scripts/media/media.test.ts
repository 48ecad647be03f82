import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allMediaFiles,
  CLIP_BYTES_LIMIT,
  clipFiles,
  MEDIA_TOTAL_BYTES,
  SHOWCASE_KEYS,
  STILL_BYTES_LIMIT,
} from '../../web/src/media/manifest';

const ROOT = resolve(import.meta.dirname, '../..');
const PUBLIC = join(ROOT, 'web/public');
const size = (file: string) => statSync(join(PUBLIC, file), { throwIfNoEntry: false })?.size;

/** Every page source under web/src/pages, to find media paths written outside the manifest. */
function pageSources(dir = join(ROOT, 'web/src/pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageSources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('media the landing and About pages show (npm run media)', () => {
  it('has every file the manifest lists, committed under web/public', () => {
    const missing = allMediaFiles().filter((file) => !size(file));
    expect(missing).toEqual([]);
  });

  it('keeps each clip under 800 KB, each still under its limit, and everything under 10 MB', () => {
    let total = 0;
    for (const file of allMediaFiles()) {
      const bytes = size(file) ?? 0;
      total += bytes;
      const limit = /\.(webm|mp4)$/.test(file) ? CLIP_BYTES_LIMIT : STILL_BYTES_LIMIT;
      expect(bytes, file).toBeLessThan(limit);
    }
    expect(total).toBeLessThan(MEDIA_TOTAL_BYTES);
  });

  it('serves a WebM, an MP4 and a poster for all ten clips', () => {
    expect(SHOWCASE_KEYS).toHaveLength(10);
    for (const key of SHOWCASE_KEYS) {
      const files = clipFiles(key);
      expect(allMediaFiles()).toEqual(expect.arrayContaining([files.webm, files.mp4, files.poster]));
    }
  });

  it('is referenced by the pages only through the manifest', () => {
    for (const file of pageSources()) expect(readFileSync(file, 'utf8'), file).not.toMatch(/['"`]\/media\//);
  });
});
