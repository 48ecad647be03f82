import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Frame } from '@mapwright/core/document/frame';

/** Room kept around the page on the grey canvas, in CSS px (the desktop's). */
const PAGE_MARGIN = 32;

/**
 * CSS pixels per frame pixel so the whole frame fits the stage, `margin` CSS px from its edges;
 * follows window and panel resizes.
 */
export function useFitScale(
  stage: RefObject<HTMLElement | null>,
  frame: Frame,
  margin: number = PAGE_MARGIN,
): number {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [stage]);
  if (size.width === 0) return 0;
  return Math.max(
    0.05,
    Math.min((size.width - 2 * margin) / frame.width, (size.height - 2 * margin) / frame.height),
  );
}
