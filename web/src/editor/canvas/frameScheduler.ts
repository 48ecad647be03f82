/**
 * One requestAnimationFrame for everything visual: pointer moves, wheel steps and DOM patches queue
 * tasks here and run together once per frame. A task queued while the frame runs (the pan applied in
 * this frame notifies the map view, which queues its patch) still runs in the same frame, so input
 * and its repaint are never a frame apart.
 */
const queue = new Set<() => void>();
let frame: number | undefined;
let flushing = false;

export function scheduleFrame(task: () => void): void {
  queue.add(task);
  if (flushing || frame !== undefined) return;
  frame = requestAnimationFrame(flush);
}

export function cancelFrameTask(task: () => void): void {
  queue.delete(task);
}

/** Runs the queued tasks now (e.g. before a test or an export reads the DOM). */
export function flush(): void {
  frame = undefined;
  flushing = true;
  try {
    for (let guard = 0; queue.size > 0 && guard < 10; guard++) {
      const tasks = [...queue];
      queue.clear();
      for (const task of tasks) task();
    }
  } finally {
    flushing = false;
  }
}
