import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Duplex } from 'node:stream';
import { compressBest, type ContentEncoding } from '../../../pipeline/src/precompressed';
import type { FoundFile } from './static-files';

/**
 * Compressed bodies of static files (the web app's assets, the map files), kept in memory so a file is
 * compressed once per encoding rather than on every request: otherwise Romania's map (the largest) and every
 * editor chunk are compressed again on every page load of every user (bench/RESULTS.md).
 *
 * The key is path + size + mtime + encoding, so a file that changes on disk (a rebuild, a new map) is
 * compressed afresh, and the stale entry ages out of the LRU.
 */

export type { ContentEncoding };

/** How files are compressed; injectable so tests can count the work. */
export interface Compressor {
  /** The fast, streaming compression for a first request (brotli 5, gzip 6). */
  stream(encoding: ContentEncoding, sizeHint: number | undefined): Duplex;
  /** The slow, best compression (brotli 11, gzip 9), worth it only for bodies that are kept. */
  best(encoding: ContentEncoding, data: Uint8Array): Promise<Uint8Array>;
}

export const zlibCompressor: Compressor = {
  stream(encoding, sizeHint) {
    if (encoding === 'gzip') return createGzip({ level: 6 });
    // Quality 11 (the default) is meant for offline compression and is far too slow per request
    // (bench/RESULTS.md, "Static files"); 5 compresses better than gzip at about the same speed.
    const params: Record<number, number> = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    if (sizeHint !== undefined) params[constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
    return createBrotliCompress({ params });
  },
  best: compressBest,
};

export function cacheKey(file: FoundFile, encoding: ContentEncoding): string {
  return `${encoding}\0${file.size}\0${file.mtimeMs}\0${file.path}`;
}

/** A byte-bounded LRU of compressed bodies (a Map iterates in insertion order: first = least recent). */
export class CompressedBodies {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(
    readonly maxBytes: number,
    /** Larger files are not kept (they would push out everything else); they stream as before. */
    readonly maxEntryBytes: number = Math.floor(maxBytes / 8),
  ) {}

  get(key: string): Uint8Array | undefined {
    const body = this.entries.get(key);
    if (body !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, body: Uint8Array): void {
    if (body.byteLength > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, body);
    this.bytes += body.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.byteLength;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/**
 * Runs the best-compression upgrades of immutable files one at a time, after the request that
 * cached the fast version has been answered, so at most one core is busy with it and no request
 * waits for it.
 */
export class UpgradeQueue {
  private tail: Promise<void> = Promise.resolve();
  private readonly queued = new Set<string>();

  constructor(private readonly delayMs: number) {}

  add(key: string, job: () => Promise<void>): void {
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, this.delayMs).unref()))
      .then(job)
      .catch(() => undefined)
      .finally(() => this.queued.delete(key));
  }

  /** Resolves when every queued upgrade has finished (for tests). */
  idle(): Promise<void> {
    return this.tail;
  }
}
