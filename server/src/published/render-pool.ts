import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RenderLimits } from '../config';
import { serializeError, type Logger } from '../logger';
import { serveBoundaries } from './boundary-channel';
import type { BoundaryReader } from './geometry';
import { jobMapId, type RenderFailureReason, type RenderJob, type RenderResult } from './render-job';

/**
 * A drawing that could not be made: why (the visitor's page says it in their language from this),
 * in English words (for logs and the API), and how long to wait before asking again.
 */
export type RenderFailure = {
  readonly kind: 'unavailable';
  readonly reason: RenderFailureReason;
  readonly message: string;
  /** The drawing's deadline, for a 'timeout'. */
  readonly limitSeconds?: number;
  readonly retryAfterSeconds: number;
};

export interface RenderPool {
  /** Draws in a render thread; never throws: a failed drawing is an `unavailable` answer. */
  run(job: RenderJob): Promise<Extract<RenderResult, { kind: 'ok' }> | RenderFailure>;
  close(): Promise<void>;
}

/** Jobs waiting for a thread, per thread; beyond, a request is told to come back (503). */
const QUEUE_PER_THREAD = 16;
/** A thread idle this long ends, giving its memory back (a render after that starts a new one). */
const IDLE_MS = 20_000;
const RETRY_AFTER_SECONDS = 60;
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * A fixed pool of worker threads that draw published pages, previews and saved maps' thumbnails
 * (decisions "Published pages and previews are drawn in worker threads" and "Saved maps' thumbnails are
 * drawn on the server"), so the thread that
 * answers requests never draws: however heavy a map, /api/health and every other request are served
 * meanwhile. Each job has a deadline (RENDER_TIMEOUT_MS, its wait for a thread included) and each
 * thread a heap limit (RENDER_MEMORY_MB); a job past its deadline ends its thread, one out of memory
 * ends with its thread, and either answers 503 with Retry-After while the pool starts a fresh thread.
 */
export function createRenderPool(
  limits: RenderLimits,
  mapsDir: string,
  logger: Logger,
  /** The user's own boundaries a map names (the threads have no database): asked over each job's channel. */
  readBoundary: BoundaryReader,
): RenderPool {
  const pool = new Piscina({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    // The thread loads the TypeScript sources as the server does (tsx), whatever ran the server.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: IDLE_MS,
    maxQueue: limits.threads * QUEUE_PER_THREAD,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    // Drawing is background work: under load the request thread (health checks, cached pages, the API)
    // goes first on the CPU (Linux nice per thread; ignored where the platform has none).
    niceIncrement: 10,
  });
  return {
    async run(job) {
      const channel = new MessageChannel();
      serveBoundaries(channel.port1, readBoundary);
      try {
        const result = (await pool.run(
          { mapsDir, job, boundaries: channel.port2 },
          { signal: AbortSignal.timeout(limits.timeoutMs), transferList: [channel.port2] },
        )) as RenderResult;
        if (result.kind === 'ok') return { kind: 'ok', bytes: new Uint8Array(result.bytes) };
        return { ...result, retryAfterSeconds: RETRY_AFTER_SECONDS };
      } catch (error) {
        const failure = describe(error, limits);
        logger.warn('a map could not be drawn', {
          mapId: jobMapId(job),
          kind: job.kind,
          reason: failure.reason,
          error: serializeError(error),
        });
        return { kind: 'unavailable', ...failure };
      } finally {
        channel.port1.close();
      }
    },
    close: () => pool.close({ force: true }),
  };
}

function describe(error: unknown, limits: RenderLimits): Omit<RenderFailure, 'kind'> {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | undefined)?.code;
  const text = error instanceof Error ? error.message : String(error);
  if (name === 'AbortError' || name === 'TimeoutError' || /abort/i.test(text)) {
    const limitSeconds = Math.round(limits.timeoutMs / 1000);
    return {
      reason: 'timeout',
      message: `This map takes longer than ${limitSeconds} s to draw; please try again later.`,
      limitSeconds,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    };
  }
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return {
      reason: 'memory',
      message: 'This map needs more memory to draw than the server allows; please try again later.',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    };
  }
  if (/queue is at limit/i.test(text)) {
    return {
      reason: 'busy',
      message: 'The server is drawing many maps right now; please try again in a few seconds.',
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    };
  }
  return {
    reason: 'error',
    message: 'This map could not be drawn right now; please try again later.',
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  };
}
