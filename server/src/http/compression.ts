import { createReadStream } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { Duplex, Readable } from 'node:stream';
import type { ReadableWritablePair } from 'node:stream/web';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import {
  cacheKey,
  CompressedBodies,
  UpgradeQueue,
  zlibCompressor,
  type Compressor,
  type ContentEncoding,
} from './compressed-cache';
import { SIBLING_SUFFIX } from '../../../pipeline/src/precompressed';
import { findSibling } from './precompressed';
import { etagFor, servedFileOf, type FoundFile } from './static-files';

export type { ContentEncoding } from './compressed-cache';

/**
 * Response compression with brotli and gzip from node:zlib (Hono's built-in middleware has no brotli).
 * Map data is large JSON, where brotli saves a good fifth over gzip. Compression streams, so big files
 * do not sit in memory. Server-sent events are excluded by the content-type filter (they must flush).
 *
 * Files from disk (web assets, map files) that were compressed at build time have `.br` and `.gz`
 * siblings (precompressed.ts): one of those, if not older than the file, is sent as it is, with no
 * compression at all. Other files are compressed once: the first response streams as above and its
 * compressed bytes are kept in a bounded in-memory LRU (compressed-cache.ts); later requests get them
 * with a Content-Length. Immutable (content-hashed) files are then recompressed once, in the
 * background, at the best quality (brotli 11: smaller, and far slower; bench/RESULTS.md, "Static files").
 */

/** Server preference when the client rates both equally. */
const SUPPORTED: readonly ContentEncoding[] = ['br', 'gzip'];

/** Smaller bodies gain nothing: the framing overhead eats the saving. */
const DEFAULT_THRESHOLD_BYTES = 1024;

/**
 * Picks the encoding from an Accept-Encoding header (RFC 9110 §12.5.3): highest q wins, q=0 refuses,
 * '*' stands for any coding not named. Returns undefined for identity.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of SUPPORTED) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (best === undefined || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export interface CompressionOptions {
  readonly thresholdBytes?: number;
  /** Memory for compressed static files; 0 turns the cache off. */
  readonly cacheBytes?: number;
  readonly compressor?: Compressor;
  /** Wait before a background best-quality recompression, so it does not compete with the page load. */
  readonly upgradeDelayMs?: number;
}

/** What one compression middleware keeps: the bodies and the queue of best-quality upgrades. */
interface FileCache {
  readonly bodies: CompressedBodies;
  readonly upgrades: UpgradeQueue;
  readonly compressor: Compressor;
}

const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
const DEFAULT_UPGRADE_DELAY_MS = 2000;

export function compression(options: CompressionOptions = {}): MiddlewareHandler & {
  /** For tests: the cache and its queue. */
  readonly fileCache: FileCache;
} {
  const threshold = options.thresholdBytes ?? DEFAULT_THRESHOLD_BYTES;
  const compressor = options.compressor ?? zlibCompressor;
  const cache: FileCache = {
    bodies: new CompressedBodies(options.cacheBytes ?? DEFAULT_CACHE_BYTES),
    upgrades: new UpgradeQueue(options.upgradeDelayMs ?? DEFAULT_UPGRADE_DELAY_MS),
    compressor,
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      [204, 206, 304].includes(res.status) ||
      res.headers.has('Content-Encoding') ||
      type === null ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const lengthHeader = res.headers.get('Content-Length');
    const length = lengthHeader === null ? undefined : Number(lengthHeader);
    if (length !== undefined && length < threshold) return;
    // Caches must key on Accept-Encoding for anything we might compress, compressed this time or not.
    const vary = res.headers.get('Vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
      res.headers.set('Vary', `${vary}, Accept-Encoding`);
    }
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const whole = wholeFileOf(c, res);
    const sibling = whole && (await openSibling(whole, encoding));
    if (sibling) {
      // The file's own stream is not needed: close it rather than leave the descriptor open.
      void res.body.cancel().catch(() => undefined);
      const body = Readable.toWeb(createReadStream(sibling.path, { fd: sibling.handle })) as unknown;
      c.res = new Response(body as ReadableStream<Uint8Array>, res);
      c.res.headers.set('Content-Length', String(sibling.size));
      setEncodingHeaders(c.res, encoding);
      return;
    }
    const file =
      whole && whole.size <= cache.bodies.maxEntryBytes && cache.bodies.maxBytes > 0 ? whole : undefined;
    const key = file && cacheKey(file, encoding);
    const cached = key === undefined ? undefined : cache.bodies.get(key);
    if (file && key !== undefined && cached !== undefined) {
      // The file's own stream is not needed: close it rather than leave the descriptor open.
      void res.body.cancel().catch(() => undefined);
      c.res = new Response(cached, res);
      c.res.headers.set('Content-Length', String(cached.byteLength));
      if (IMMUTABLE.test(res.headers.get('Cache-Control') ?? '')) upgrade(cache, key, file, encoding, cached);
    } else {
      const transform = Duplex.toWeb(compressor.stream(encoding, length)) as unknown as ReadableWritablePair<
        Uint8Array,
        Uint8Array
      >;
      let body = res.body.pipeThrough(transform);
      if (key !== undefined) body = body.pipeThrough(keepCopy((bytes) => cache.bodies.set(key, bytes)));
      c.res = new Response(body, res);
      // Assigning c.res copies the old headers back; fix them up on the new response.
      c.res.headers.delete('Content-Length');
    }
    setEncodingHeaders(c.res, encoding);
  };
  return Object.assign(middleware, { fileCache: cache });
}

function setEncodingHeaders(res: Response, encoding: ContentEncoding): void {
  res.headers.set('Content-Encoding', encoding);
  const etag = res.headers.get('ETag');
  // The compressed bytes differ, so a strong validator would be wrong; a weak one still revalidates.
  if (etag !== null && !etag.startsWith('W/')) res.headers.set('ETag', `W/${etag}`);
}

/** The file behind this response, when the response is that whole file from disk. */
function wholeFileOf(c: Context, res: Response): FoundFile | undefined {
  const file = servedFileOf(c);
  if (!file || res.status !== 200) return undefined;
  // Only if nothing after sendFile replaced the body (an error page, say).
  if (res.headers.get('ETag') !== etagFor(file) || res.headers.get('Content-Length') !== String(file.size)) {
    return undefined;
  }
  return file;
}

/**
 * The file's precompressed sibling in this encoding, opened, when it is not older than the file. Opened
 * before its size is read, so a sibling replaced in between cannot make the Content-Length wrong.
 */
async function openSibling(
  file: FoundFile,
  encoding: ContentEncoding,
): Promise<{ path: string; handle: FileHandle; size: number } | undefined> {
  const siblingPath = file.path + SIBLING_SUFFIX[encoding];
  let handle: FileHandle;
  try {
    handle = await open(siblingPath, 'r');
  } catch {
    return undefined;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile() && stats.mtimeMs >= file.mtimeMs)
      return { path: siblingPath, handle, size: stats.size };
  } catch {
    // Treated as no sibling.
  }
  await handle.close().catch(() => undefined);
  return undefined;
}

/** Passes bytes through and hands over a copy of all of them when the stream ends (not if aborted). */
function keepCopy(done: (bytes: Uint8Array) => void): TransformStream<Uint8Array, Uint8Array> {
  const chunks: Uint8Array[] = [];
  return new TransformStream({
    transform(chunk, controller) {
      chunks.push(chunk);
      controller.enqueue(chunk);
    },
    flush() {
      done(Buffer.concat(chunks));
    },
  });
}

const IMMUTABLE = /(?:^|,)\s*immutable\s*(?:,|$)/i;

/** Bodies already at the best quality (or for which it did not help): never recompressed again. */
const bestBodies = new WeakSet<Uint8Array>();

/**
 * Recompresses an immutable file at the best quality, once, in the background. Only files asked for a
 * second time get it: that is when the one-off cost (seconds of a core for a heavy map) starts paying,
 * and a file fetched once is not worth it.
 */
function upgrade(
  cache: FileCache,
  key: string,
  file: FoundFile,
  encoding: ContentEncoding,
  fast: Uint8Array,
): void {
  if (bestBodies.has(fast)) return;
  cache.upgrades.add(key, async () => {
    if (cache.bodies.get(key) !== fast) return;
    // Compressed at build time since (the pipeline ran while the server was up): nothing to improve.
    if (await findSibling(file, encoding)) return;
    const data = await readFile(file.path);
    const now = await stat(file.path);
    // Changed since (a new build under the same name): its own request will cache the new bytes.
    if (data.byteLength !== file.size || now.size !== file.size || now.mtimeMs !== file.mtimeMs) return;
    const best = await cache.compressor.best(encoding, data);
    const kept = best.byteLength < fast.byteLength ? best : fast;
    bestBodies.add(kept);
    if (cache.bodies.has(key)) cache.bodies.set(key, kept);
  });
}
