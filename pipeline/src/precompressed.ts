import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';

/**
 * Files compressed at build time: beside `app.1234abcd.js` lie `app.1234abcd.js.br` (brotli 11) and
 * `app.1234abcd.js.gz` (gzip 9), written by the Vite build (scripts/precompress.ts) and the map
 * pipeline. The server sends a sibling as it is (server/src/http/precompressed.ts), so no request ever
 * waits for, or shares the CPU with, a compression of a built file. A sibling older than its file is
 * ignored (the file was rebuilt). This module is the pipeline's, below the server, so both builds and
 * the server share one convention without the pipeline importing the server.
 */

export type ContentEncoding = 'br' | 'gzip';

export const SIBLING_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** Smaller files are sent as they are (the compression middleware's threshold). */
const PRECOMPRESS_MIN_BYTES = 1024;

const EXTRA_MIME_TYPES: Readonly<Record<string, string>> = {
  topojson: 'application/json',
  geojson: 'application/geo+json',
};

/** The content type the server sends a file with. */
export function contentTypeFor(filePath: string): string {
  const ext = path.extname(filePath).slice(1).toLowerCase();
  return EXTRA_MIME_TYPES[ext] ?? getMimeType(filePath) ?? 'application/octet-stream';
}

/** True for a sibling's name: such names are never served as files of their own. */
export function isPrecompressedSibling(filePath: string): boolean {
  return /\.(?:br|gz)$/i.test(filePath);
}

/** Whether a file gets siblings: the content types the server compresses (so not images or woff2). */
export function isPrecompressible(filePath: string): boolean {
  return !isPrecompressedSibling(filePath) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentTypeFor(filePath));
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The slow, best compression (brotli 11, gzip 9), worth it only for bodies that are kept. */
export function compressBest(encoding: ContentEncoding, data: Uint8Array): Promise<Uint8Array> {
  if (encoding === 'gzip') return gzipAsync(data, { level: 9 });
  return brotliAsync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
    },
  });
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
      await writeFile(tmp, await compressBest(encoding, data));
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
