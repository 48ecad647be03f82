import type { MessagePort } from 'node:worker_threads';
import { boundariesOver } from './boundary-channel';
import { createPublishedGeometry, type PublishedGeometry } from './geometry';
import { runRenderJob, type RenderJob, type RenderResult } from './render-job';

/** Each render thread reads and keeps its own map files (a few MB per country, parsed once). */
const geometries = new Map<string, PublishedGeometry>();

/**
 * A render thread's task (piscina calls the default export): one drawing, its bytes back. `boundaries`
 * is the job's channel to the request thread, which reads the user's own boundaries a map names.
 */
export default async function render(task: {
  readonly mapsDir: string;
  readonly job: RenderJob;
  readonly boundaries: MessagePort;
}): Promise<RenderResult> {
  let geometry = geometries.get(task.mapsDir);
  if (!geometry) geometries.set(task.mapsDir, (geometry = createPublishedGeometry(task.mapsDir)));
  try {
    return await runRenderJob(task.job, geometry, boundariesOver(task.boundaries));
  } finally {
    task.boundaries.close();
  }
}
