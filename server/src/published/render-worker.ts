import { createPublishedGeometry, type PublishedGeometry } from './geometry';
import { runRenderJob, type RenderJob, type RenderResult } from './render-job';

/** Each render thread reads and keeps its own map files (a few MB per country, parsed once). */
const geometries = new Map<string, PublishedGeometry>();

/** A render thread's task (piscina calls the default export): one drawing, its bytes back. */
export default function render(task: {
  readonly mapsDir: string;
  readonly job: RenderJob;
}): Promise<RenderResult> {
  let geometry = geometries.get(task.mapsDir);
  if (!geometry) geometries.set(task.mapsDir, (geometry = createPublishedGeometry(task.mapsDir)));
  return runRenderJob(task.job, geometry);
}
