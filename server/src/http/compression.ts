import { Duplex } from 'node:stream';
import type { ReadableWritablePair } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/**
 * Response compression with brotli and gzip from node:zlib (Hono's built-in middleware has no brotli).
 * Map data is large JSON, where brotli saves a good fifth over gzip. Compression streams, so big files
 * do not sit in memory. Server-sent events are excluded by the content-type filter (they must flush).
 */

export type ContentEncoding = 'br' | 'gzip';

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

function createCompressor(encoding: ContentEncoding, sizeHint: number | undefined): Duplex {
  if (encoding === 'gzip') return createGzip({ level: 6 });
  // Quality 11 (the default) is meant for offline compression and is far too slow per request;
  // 5 compresses better than gzip at about the same speed.
  const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: 5 };
  if (sizeHint !== undefined) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return createBrotliCompress({ params });
}

export function compression(options: { thresholdBytes?: number } = {}): MiddlewareHandler {
  const threshold = options.thresholdBytes ?? DEFAULT_THRESHOLD_BYTES;
  return async (c, next) => {
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
    const transform = Duplex.toWeb(createCompressor(encoding, length)) as unknown as ReadableWritablePair<
      Uint8Array,
      Uint8Array
    >;
    c.res = new Response(res.body.pipeThrough(transform), res);
    // Assigning c.res copies the old headers back; fix them up on the new response.
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    // The compressed bytes differ, so a strong validator would be wrong; a weak one still revalidates.
    if (etag !== null && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
