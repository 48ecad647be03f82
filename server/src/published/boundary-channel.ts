import type { MessagePort } from 'node:worker_threads';
import type { BoundaryReader } from './geometry';

/** The request thread's answer to a render thread's question for the boundaries under `hash`. */
type BoundaryAnswer =
  | { readonly hash: string; readonly content: string | null }
  | { readonly hash: string; readonly error: string };

/**
 * The request thread's end of a job's channel (decision "Own boundaries are stored once, by their
 * content"): a render thread has no database, so it asks here for the stored boundaries a map names,
 * and only when it does not keep them already (geometry.ts); each question is answered from `read`.
 */
export function serveBoundaries(port: MessagePort, read: BoundaryReader): void {
  port.on('message', (hash: unknown) => {
    if (typeof hash !== 'string') return;
    read(hash).then(
      (content) => port.postMessage({ hash, content } satisfies BoundaryAnswer),
      (error: unknown) =>
        port.postMessage({
          hash,
          error: error instanceof Error ? error.message : String(error),
        } satisfies BoundaryAnswer),
    );
  });
  // The job's pending promise keeps the process alive; the channel itself must not.
  port.unref();
}

/** The render thread's end: the stored boundaries under a hash, asked of the request thread. */
export function boundariesOver(port: MessagePort): BoundaryReader {
  return (hash) =>
    new Promise((resolve, reject) => {
      const answer = (message: BoundaryAnswer) => {
        if (message.hash !== hash) return;
        port.off('message', answer);
        if ('error' in message) reject(new Error(`The boundaries could not be read: ${message.error}`));
        else resolve(message.content);
      };
      port.on('message', answer);
      port.postMessage(hash);
    });
}
