import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ensureAllPrecompressed } from '../pipeline/src/precompressed';

/** Every file under dir, recursively. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes the .br and .gz siblings of every compressible file in dir (see server/src/http/precompressed.ts),
 * source maps excepted: only the browser's developer tools fetch them, and they are three quarters of
 * the work at brotli 11 (bench/RESULTS.md, "Static files"); the server still compresses one when asked.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await listFiles(dir);
  // The emoji set's 3,700 small files (scripts/emojiAssets.ts) would take longer than the app itself;
  // the server compresses the few a map fetches when they are asked for.
  const emoji = `${path.sep}emoji${path.sep}`;
  return ensureAllPrecompressed(files.filter((f) => !f.endsWith('.map') && !f.includes(emoji)));
}

/**
 * Vite plugin: after `vite build` has written its output (assets, index.html, the public folder), every
 * compressible file over 1 KB gets brotli-11 and gzip-9 siblings, which the server sends as they are
 * instead of compressing the file on its first request. Silent unless it fails.
 */
export function precompress(): Plugin {
  let outDir: string | undefined;
  return {
    name: 'mapwright:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error || outDir === undefined) return;
      await precompressDir(outDir);
    },
  };
}
