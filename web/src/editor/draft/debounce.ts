/**
 * A trailing debounce with an explicit flush: autosave waits for a pause in the edits, but a page
 * that is being hidden or closed must write at once (pagehide gives no second chance).
 */
export interface Debounced {
  (): void;
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

export function debounce(run: () => void, waitMs: number): Debounced {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    run();
  };
  const debounced = (() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  }) as Debounced;
  debounced.flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    fire();
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  Object.defineProperty(debounced, 'pending', { get: () => timer !== undefined });
  return debounced;
}
