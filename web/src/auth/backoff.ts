/** Reconnect back-off of the live user record (spec section 9): 1 s, ×1.5 per failed attempt, at most 60 s. */
const RECONNECT_INITIAL_MS = 1000;
const RECONNECT_MAX_MS = 60_000;
const RECONNECT_FACTOR = 1.5;

/** The wait before reconnect attempt `attempt` (0 for the first retry after a drop). */
export function reconnectDelay(attempt: number): number {
  if (!Number.isFinite(attempt) || attempt <= 0) return RECONNECT_INITIAL_MS;
  return Math.min(RECONNECT_MAX_MS, Math.round(RECONNECT_INITIAL_MS * RECONNECT_FACTOR ** attempt));
}
