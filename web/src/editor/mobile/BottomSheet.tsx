import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDrag } from '@use-gesture/react';
import { Icon } from '../desktop/icons';
import { nearestSnap, SNAP_FRACTIONS, SNAP_LABELS, SNAPS, type Snap } from './snaps';

/**
 * A tool's options over the lower part of the map, dragged by its handle between peek, half and full
 * height (or down past peek to close). Named and announced: a non-modal dialog labelled by the tool,
 * and a polite live region that says how high it stands. The handle is also a button, so a keyboard
 * or a screen reader moves it through the heights too. While a finger drags it, its height follows
 * the finger on the compositor (a transform), and is set when the finger lifts.
 */
export function BottomSheet({
  title,
  snap,
  onSnap,
  onClose,
  children,
}: {
  title: string;
  snap: Snap;
  onSnap: (snap: Snap) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const bind = useDrag(
    ({ last, movement: [, my], velocity: [, vy], direction: [, dir], tap }) => {
      const sheet = sheetRef.current;
      if (!sheet) return;
      if (tap) return; // a tap on the handle is its click (next snap)
      if (!last) {
        sheet.style.transform = `translateY(${Math.max(my, -sheet.offsetTop)}px)`;
        return;
      }
      sheet.style.removeProperty('transform');
      const height = sheet.offsetHeight - my;
      // A flick carries on in its direction; a slow drag lands on the nearest height.
      const next = nearestSnap(height, sheet.parentElement?.clientHeight ?? height, vy > 0.5 ? dir : 0);
      if (next === 'closed') onClose();
      else onSnap(next);
    },
    { axis: 'y', filterTaps: true, pointer: { keys: false } },
  );

  // Esc closes the sheet from anywhere inside it (the map keeps its own keys).
  useEffect(() => {
    const sheet = sheetRef.current;
    if (!sheet) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.stopPropagation();
      onClose();
    };
    sheet.addEventListener('keydown', onKey);
    return () => sheet.removeEventListener('keydown', onKey);
  }, [onClose]);

  const nextSnap = SNAPS[(SNAPS.indexOf(snap) + 1) % SNAPS.length] ?? 'peek';
  return (
    <div
      ref={sheetRef}
      className="sheet"
      data-snap={snap}
      style={{ height: `${SNAP_FRACTIONS[snap] * 100}%` }}
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      data-testid="sheet"
    >
      <div className="sheet__header">
        <button
          type="button"
          className="sheet__handle"
          {...bind()}
          aria-label={`${title}: ${SNAP_LABELS[snap]}. Show ${SNAP_LABELS[nextSnap]}`}
          onClick={() => onSnap(nextSnap)}
        >
          <span className="sheet__grip" aria-hidden="true" />
        </button>
        <h2 id={headingId} className="sheet__title">
          {title}
        </h2>
        <button type="button" className="sheet__close" aria-label={`Close ${title}`} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="sheet-state">
        {title} sheet, {SNAP_LABELS[snap]}
      </p>
      <div className="sheet__body">{children}</div>
    </div>
  );
}
