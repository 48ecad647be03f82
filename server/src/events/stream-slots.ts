/** Live streams one user may hold open on one app server; a sixth closes the oldest (decision "At most
 * five streams per user per server"). */
export const STREAMS_PER_USER = 5;

export interface StreamSlots {
  /**
   * Takes a slot for a new stream of `uid`. When the user already holds `limit` streams, the oldest is
   * told to end (`evict` is called on it) and gives up its slot. Returns the function that frees the slot.
   */
  take(uid: string, evict: () => void): () => void;
  /** Open streams of a user on this server (for tests and the soak report). */
  count(uid: string): number;
}

/**
 * Per app server, in memory: a stream lives on one server's socket, so its slot is there too. With
 * several app servers behind a balancer a user could hold `limit` streams on each; the limit guards
 * each server's memory and sockets, which is what it is for.
 */
export function createStreamSlots(limit = STREAMS_PER_USER): StreamSlots {
  // Insertion order is opening order, so the first entry is the oldest.
  const byUser = new Map<string, Set<() => void>>();
  return {
    take(uid, evict) {
      let open = byUser.get(uid);
      if (!open) byUser.set(uid, (open = new Set()));
      const slot = () => evict();
      open.add(slot);
      while (open.size > limit) {
        const oldest = open.values().next().value as () => void;
        open.delete(oldest);
        oldest();
      }
      return () => {
        const current = byUser.get(uid);
        current?.delete(slot);
        if (current?.size === 0) byUser.delete(uid);
      };
    },
    count: (uid) => byUser.get(uid)?.size ?? 0,
  };
}
