import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './useNearViewport';

/**
 * Renders its children (typically a lazy component) only once this spot of the page comes within a
 * screen of the viewport; until then an empty box of the given height keeps the layout still. Keeps
 * Swiper and the world map's paths off the landing page's first load.
 */
export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, ref] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight }}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
