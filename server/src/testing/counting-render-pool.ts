import type { RenderJob } from '../published/render-job';
import type * as RenderPoolModule from '../published/render-pool';

/**
 * The render-pool module with every job shown to `seen` before it runs: tests count drawings at the
 * pool (`vi.mock('./render-pool', …)` returns this), since the drawing itself happens in a thread.
 */
export function countingRenderPool(
  actual: typeof RenderPoolModule,
  seen: (job: RenderJob) => void,
): typeof RenderPoolModule {
  return {
    ...actual,
    createRenderPool: (...args) => {
      const pool = actual.createRenderPool(...args);
      return {
        ...pool,
        run: (job) => {
          seen(job);
          return pool.run(job);
        },
      };
    },
  };
}
