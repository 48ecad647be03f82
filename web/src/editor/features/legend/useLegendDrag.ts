import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** A legend entry being dragged: where it started, where it would land, how far the pointer moved. */
export interface LegendDrag {
  readonly colour: string;
  readonly from: number;
  readonly to: number;
  readonly dy: number;
  /** Distance between two rows' centres (px): how far the others move to make room. */
  readonly step: number;
}

interface Geometry {
  readonly pointerId: number;
  readonly y0: number;
  /** Vertical centre of each row when the drag began (client px). */
  readonly centres: readonly number[];
}

/**
 * Dragging a legend entry by its handle, with the pointer (mouse, pen or finger: pointer events, not
 * HTML drag and drop, which phones do not send). Nothing changes in the document until the drop, which
 * is one operation and so one undo step; meanwhile the row follows the pointer and the others make
 * room. Escape or a cancelled pointer puts it back.
 */
export function useLegendDrag(
  listRef: RefObject<HTMLElement | null>,
  onDrop: (colour: string, to: number) => void,
) {
  const [drag, setDragState] = useState<LegendDrag | null>(null);
  // The same drag, readable at once by the pointer handlers (state updates land later).
  const current = useRef<LegendDrag | null>(null);
  const geometry = useRef<Geometry | null>(null);
  const setDrag = useCallback((next: LegendDrag | null) => {
    current.current = next;
    setDragState(next);
  }, []);

  const start = useCallback(
    (event: ReactPointerEvent<HTMLElement>, colour: string, index: number) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const rows = listRef.current?.querySelectorAll(':scope > [data-legend-row]') ?? [];
      const centres = [...rows].map((row) => {
        const box = row.getBoundingClientRect();
        return box.top + box.height / 2;
      });
      // The phone's sheet must not take this as a drag of its own.
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      geometry.current = { pointerId: event.pointerId, y0: event.clientY, centres };
      const step =
        centres.length > 1 ? ((centres.at(-1) ?? 0) - (centres[0] ?? 0)) / (centres.length - 1) : 0;
      setDrag({ colour, from: index, to: index, dy: 0, step });
    },
    [listRef, setDrag],
  );

  const move = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const g = geometry.current;
      const d = current.current;
      if (!g || !d || g.pointerId !== event.pointerId) return;
      event.stopPropagation();
      const dy = event.clientY - g.y0;
      const centre = (g.centres[d.from] ?? 0) + dy;
      const to = g.centres.filter((c, i) => i !== d.from && c < centre).length;
      setDrag({ ...d, to, dy });
    },
    [setDrag],
  );

  const end = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      const g = geometry.current;
      const d = current.current;
      if (!g || g.pointerId !== event.pointerId) return;
      event.stopPropagation();
      geometry.current = null;
      setDrag(null);
      if (d && d.to !== d.from) onDrop(d.colour, d.to);
    },
    [onDrop, setDrag],
  );

  const cancel = useCallback(() => {
    geometry.current = null;
    setDrag(null);
  }, [setDrag]);

  /** How far row `index` is shifted while a drag is under way (px). */
  const shiftOf = useCallback(
    (index: number): number => {
      if (!drag) return 0;
      if (index === drag.from) return drag.dy;
      if (drag.from < drag.to && index > drag.from && index <= drag.to) return -drag.step;
      if (drag.to < drag.from && index >= drag.to && index < drag.from) return drag.step;
      return 0;
    },
    [drag],
  );

  return { drag, start, move, end, cancel, shiftOf };
}
