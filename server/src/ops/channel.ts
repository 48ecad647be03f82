/**
 * Lines handed from a writer to a reader running at the same time (a snapshot of one database loaded
 * into another), at most `limit` waiting: the writer waits when the reader lags. When the reader stops
 * (done or failed) the writer's next write rejects, so it does not wait for ever; when the writer fails,
 * the reader gets its error.
 */
export interface LineChannel {
  write(line: string): Promise<void>;
  /** The writer is done; with an error, the reader fails with it. */
  end(error?: unknown): void;
  lines(): AsyncGenerator<string>;
}

export function createLineChannel(limit = 2000): LineChannel {
  const buffer: string[] = [];
  let ended = false;
  let failure: { error: unknown } | undefined;
  let readerGone = false;
  let wakeReader: (() => void) | undefined;
  let wakeWriter: (() => void) | undefined;
  const wake = (which: 'reader' | 'writer') => {
    const resolve = which === 'reader' ? wakeReader : wakeWriter;
    if (which === 'reader') wakeReader = undefined;
    else wakeWriter = undefined;
    resolve?.();
  };
  return {
    async write(line) {
      if (readerGone) throw new Error('The reader stopped');
      buffer.push(line);
      wake('reader');
      if (buffer.length >= limit) {
        await new Promise<void>((resolve) => (wakeWriter = resolve));
        if (readerGone) throw new Error('The reader stopped');
      }
    },
    end(error) {
      ended = true;
      if (error !== undefined) failure = { error };
      wake('reader');
    },
    async *lines() {
      try {
        for (;;) {
          if (failure) throw failure.error;
          if (buffer.length > 0) {
            const line = buffer.shift()!;
            if (buffer.length < limit / 2) wake('writer');
            yield line;
            continue;
          }
          if (ended) return;
          await new Promise<void>((resolve) => (wakeReader = resolve));
        }
      } finally {
        readerGone = true;
        wake('writer');
      }
    },
  };
}
