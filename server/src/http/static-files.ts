import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { contentTypeFor } from '../../../pipeline/src/precompressed';
import { notModified } from './etag';

/**
 * Serving files from a directory: path resolution that cannot leave the directory, validators (ETag,
 * Last-Modified) so revalidation costs a 304, and streaming so large map files are never buffered.
 */

/**
 * Maps a URL path (as received, still percent-encoded) to an absolute path inside root, or undefined
 * when it is not a servable name: escapes the root, contains a NUL or a backslash, is badly encoded, or
 * has a dot-segment like /.env or /.git/ (hidden files are never served).
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return undefined;
  const absoluteRoot = path.resolve(root);
  const target = path.resolve(absoluteRoot, ...segments);
  return target === absoluteRoot || target.startsWith(absoluteRoot + path.sep) ? target : undefined;
}

export interface FoundFile {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

/** The regular file at target, if any. Symlinks are followed only when they stay inside root. */
export async function findFile(root: string, target: string): Promise<FoundFile | undefined> {
  try {
    const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)]);
    if (!realTarget.startsWith(realRoot + path.sep)) return undefined;
    const stats = await stat(realTarget);
    return stats.isFile() ? { path: realTarget, size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

export function etagFor(file: FoundFile): string {
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
}

/**
 * The file a request was answered with, so the compression middleware can reuse a compressed copy
 * (keyed by the Context, which outlives the Response objects that Hono copies between layers).
 */
const servedFiles = new WeakMap<Context, FoundFile>();

export function servedFileOf(c: Context): FoundFile | undefined {
  return servedFiles.get(c);
}

export function sendFile(c: Context, file: FoundFile, cacheControl: string): Response {
  const etag = etagFor(file);
  const headers = {
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
  };
  const unchanged = notModified(c, headers);
  if (unchanged) return unchanged;
  const full = { ...headers, 'Content-Length': String(file.size) };
  if (c.req.method === 'HEAD') return c.body(null, 200, full);
  servedFiles.set(c, file);
  const stream = Readable.toWeb(createReadStream(file.path)) as unknown as ReadableStream<Uint8Array>;
  return c.body(stream, 200, full);
}
