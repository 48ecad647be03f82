/**
 * Runs `run` when the browser is idle (at most `timeout` ms on), or after a zero timer where there is
 * no requestIdleCallback (Safari). Returns a handle for cancelIdle.
 */
export function whenIdle(run: () => void, timeout: number): number {
  if (typeof requestIdleCallback === 'function') return requestIdleCallback(run, { timeout });
  return setTimeout(run, 0) as unknown as number;
}

export function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
