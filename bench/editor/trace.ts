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

/** The renderer main threads' keys ("pid:tid"). */
export function mainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(
    [...threadNames(events)].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key),
  );
}

/**
 * Self time by event name (children subtracted) of complete events, added into `self`. `span` gives
 * an event's part to count, [start, end, duration], or undefined to leave it out: the whole event in
 * thread time (summarise), or its wall time clipped to a window (profile-tap.ts). `events` are in
 * time order, a parent before the children it contains.
 */
export function addSelfTimes(
  self: Map<string, number>,
  events: readonly TraceEvent[],
  span: (e: TraceEvent) => [start: number, end: number, duration: number] | undefined,
): void {
  const stack: { end: number; name: string; child: number; dur: number }[] = [];
  const pop = () => {
    const top = stack.pop();
    if (top) self.set(top.name, (self.get(top.name) ?? 0) + top.dur - top.child);
  };
  for (const e of events) {
    const part = span(e);
    if (!part) continue;
    const [start, end, dur] = part;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= start) pop();
    const parent = stack.at(-1);
    if (parent) parent.child += dur;
    stack.push({ end, name: e.name, child: 0, dur });
  }
  while (stack.length > 0) pop();
}

/** The complete events of `threads`, in time order (at the same start, the longer, the parent, first). */
export function completeEvents(events: readonly TraceEvent[], threads: ReadonlySet<string>): TraceEvent[] {
  return events
    .filter((e) => e.ph === 'X' && threads.has(threadOf(e)) && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** Sums the renderer main thread's events by name, self time (children subtracted), largest first. */
export function summarise(label: string, events: TraceEvent[]): void {
  const threads = mainThreads(events);
  if (threads.size === 0) return console.log('no main thread in the trace');
  const self = new Map<string, number>();
  addSelfTimes(self, completeEvents(events, threads), (e) => [
    e.ts,
    e.ts + (e.dur ?? 0),
    e.tdur ?? e.dur ?? 0,
  ]);
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 18);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${label}: renderer main thread ${(total / 1000).toFixed(0)} ms CPU (self time by event)`);
  for (const [name, us] of rows) console.log(`  ${name.padEnd(36)} ${(us / 1000).toFixed(1)} ms`);
}

/** CPU time per thread (top-level events' thread time), in total and per frame: robust under load. */
export function threadCpu(events: TraceEvent[], frames: number): void {
  const names = threadNames(events);
  const totals = new Map<string, number>();
  for (const [key, list] of byThread(events, (e) => e.tdur !== undefined)) {
    const cpu = outermost(list).reduce((sum, e) => sum + (e.tdur ?? 0), 0);
    const name = (names.get(key) ?? key).replace(/\d+$/, '');
    totals.set(name, (totals.get(name) ?? 0) + cpu);
  }
  console.log('CPU by thread (ms total, per frame or click):');
  for (const [name, us] of [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(
      `  ${name.padEnd(28)} ${(us / 1000).toFixed(0).padStart(6)}  ${(us / 1000 / Math.max(frames, 1)).toFixed(2)}`,
    );
  }
}

/** A CDP Profiler.stop profile, as much of it as printProfile reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Prints a sampling profile's self and total time by function, per `per` (frames, clicks). */
export function printProfile(profile: CpuProfile, title: string, per: number): void {
  const dt = new Map<number, number>();
  profile.samples?.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const keyOf = (node: CpuProfile['nodes'][number]) => {
    const f = node.callFrame;
    return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}:${f.columnNumber}`;
  };
  const self = new Map<string, number>();
  for (const node of profile.nodes)
    self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + (dt.get(node.id) ?? 0));
  // Total time: a node's own samples plus its descendants', summed per function (a function on
  // the stack twice counts once, from its outermost frame).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = new Map<string, number>();
  const walk = (id: number, onStack: ReadonlySet<string>): number => {
    const node = byId.get(id);
    if (!node) return 0;
    const key = keyOf(node);
    const inner = new Set(onStack).add(key);
    const sum = (dt.get(id) ?? 0) + (node.children ?? []).reduce((acc, child) => acc + walk(child, inner), 0);
    if (!onStack.has(key)) total.set(key, (total.get(key) ?? 0) + sum);
    return sum;
  };
  if (profile.nodes[0]) walk(profile.nodes[0].id, new Set());
  for (const [label, times] of [
    ['self time', self],
    ['total time (with callees)', total],
  ] as const) {
    console.log(`\n${title}, ${label}:`);
    for (const [key, us] of [...times.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.ROWS ?? 30))) {
      console.log(`  ${(us / 1000 / per).toFixed(2).padStart(8)}  ${key}`);
    }
  }
}
