import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { zlibCompressor, type ContentEncoding } from './compressed-cache';
import { contentTypeFor, type FoundFile } from './static-files';

/**
 * Files compressed at build time: beside `app.1234abcd.js` lie `app.1234abcd.js.br` (brotli 11) and
 * `app.1234abcd.js.gz` (gzip 9), written by the Vite build (scripts/precompress.ts) and the map
 * pipeline. The server sends a sibling as it is, so no request ever waits for, or shares the CPU with,
 * a compression of a built file. A sibling older than its file is ignored (the file was rebuilt).
 */

export const SIBLING_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Smaller files are sent as they are (the compression middleware's threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** True for a sibling's name: such names are never served as files of their own. */
export function isPrecompressedSibling(filePath: string): boolean {
  return /\.(?:br|gz)$/i.test(filePath);
}

/** Whether a file gets siblings: the content types the server compresses (so not images or woff2). */
export function isPrecompressible(filePath: string): boolean {
  return !isPrecompressedSibling(filePath) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentTypeFor(filePath));
}

/** The up-to-date sibling of file in this encoding, if there is one. */
export async function findSibling(
  file: FoundFile,
  encoding: ContentEncoding,
): Promise<FoundFile | undefined> {
  const siblingPath = file.path + SIBLING_SUFFIX[encoding];
  try {
    const stats = await stat(siblingPath);
    if (!stats.isFile() || stats.mtimeMs < file.mtimeMs) return undefined;
    return { path: siblingPath, size: stats.size, mtimeMs: stats.mtimeMs };
  } catch {
    return undefined;
  }
}

async function mtimeOf(filePath: string): Promise<number | undefined> {
  try {
    return (await stat(filePath)).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Writes file's .br and .gz siblings when they are missing or older than the file (each atomically, so
 * the server never sees half a sibling). Small or incompressible files get none, and lose stale ones.
 * Returns how many siblings were written.
 */
export async function ensurePrecompressed(filePath: string): Promise<number> {
  const fileMtime = await mtimeOf(filePath);
  if (fileMtime === undefined) return 0;
  const encodings = Object.keys(SIBLING_SUFFIX) as ContentEncoding[];
  const siblingMtimes = await Promise.all(encodings.map((e) => mtimeOf(filePath + SIBLING_SUFFIX[e])));
  const stale = encodings.filter((_, i) => {
    const mtime = siblingMtimes[i];
    return mtime === undefined || mtime < fileMtime;
  });
  if (stale.length === 0) return 0;
  const data = await readFile(filePath);
  if (!isPrecompressible(filePath) || data.byteLength < PRECOMPRESS_MIN_BYTES) {
    await Promise.all(encodings.map((e) => unlink(filePath + SIBLING_SUFFIX[e]).catch(() => undefined)));
    return 0;
  }
  await Promise.all(
    stale.map(async (encoding) => {
      const target = filePath + SIBLING_SUFFIX[encoding];
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, await zlibCompressor.best(encoding, data));
      await rename(tmp, target);
    }),
  );
  return stale.length;
}

/** ensurePrecompressed for many files, a few at a time (zlib's work runs on libuv's thread pool). */
export async function ensureAllPrecompressed(
  filePaths: readonly string[],
  parallel = Math.min(4, availableParallelism()),
): Promise<number> {
  const queue = filePaths.filter(isPrecompressible);
  let written = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, queue.length) }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        written += await ensurePrecompressed(next);
      }
    }),
  );
  return written;
}
