/** A Chromium trace event, as much of it as the bench's readers use. */
export interface TraceEvent {
  readonly name: string;
  readonly cat?: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) time, robust on a loaded machine. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: { readonly frame?: string; readonly url?: string; readonly functionName?: string };
  };
}

/** The key of an event's thread. */
export function threadOf(e: TraceEvent): string {
  return `${e.pid}:${e.tid}`;
}

/** Thread names by thread key, from the trace's metadata events. */
export function threadNames(events: readonly TraceEvent[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name) names.set(threadOf(e), e.args.name);
  return names;
}

/** Complete events that pass `keep`, grouped by thread. */
export function byThread(
  events: readonly TraceEvent[],
  keep: (e: TraceEvent) => boolean,
): Map<string, TraceEvent[]> {
  const groups = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || !keep(e)) continue;
    let list = groups.get(threadOf(e));
    if (!list) groups.set(threadOf(e), (list = []));
    list.push(e);
  }
  return groups;
}

/**
 * One thread's outermost events, in time order: an event inside another is left out, since its time
 * is already in its parent's (at the same start, the longer one is the parent).
 */
export function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  const out: TraceEvent[] = [];
  let until = -Infinity;
  for (const e of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (e.ts < until) continue;
    out.push(e);
    until = e.ts + (e.dur ?? 0);
  }
  return out;
}
