import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrag } from '@use-gesture/react';
import { Icon } from '../chrome/icons';
import { heightStyle, nearestSnap, nextHeight, type SheetHeight, type Snap } from './snaps';

/**
 * A tool's options over the lower part of the map. It opens as tall as its content, between peek and
 * `cap` (decision "A sheet opens as tall as its content"), and is dragged by its handle between peek,
 * half and full height (or down past peek to close). A panel opened inside it is scrolled into view. Named and announced: a non-modal dialog labelled by the tool,
 * and a polite live region that says how high it stands. The handle is also a button, so a keyboard
 * or a screen reader moves it through the heights too. While a finger drags it, its height follows
 * the finger on the compositor (a transform), and is set when the finger lifts.
 */
export function BottomSheet({
  title,
  snap,
  cap = 'full',
  onSnap,
  onClose,
  children,
}: {
  title: string;
  snap: SheetHeight;
  /** The tallest it opens at, fitted to its content (lower where the map must stay in sight). */
  cap?: Snap;
  onSnap: (snap: Snap) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('panels');
  // How high the sheet stands, in words (the catalogue's sheet.snap.<height>).
  const height = (h: SheetHeight) => t(`sheet.snap.${h}`);
  const sheetRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
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

  // A panel opened in the sheet (one of a group closes another) shows from its heading down, once the
  // sheet has taken its new height. `toggle` does not bubble: it is heard on the way down.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const onToggle = (event: Event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLDetailsElement) || !panel.open || !panel.classList.contains('panel')) return;
      requestAnimationFrame(() => {
        const view = body.getBoundingClientRect();
        const box = panel.getBoundingClientRect();
        if (box.top < view.top || box.bottom > view.bottom) body.scrollTop += box.top - view.top;
      });
    };
    body.addEventListener('toggle', onToggle, true);
    return () => body.removeEventListener('toggle', onToggle, true);
  }, []);

  const nextSnap = nextHeight(snap);
  return (
    <div
      ref={sheetRef}
      className="sheet"
      data-snap={snap}
      style={heightStyle(snap, cap)}
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
          aria-label={t('sheet.handle', { title, height: height(snap), next: height(nextSnap) })}
          onClick={() => onSnap(nextSnap)}
        >
          <span className="sheet__grip" aria-hidden="true" />
        </button>
        <h2 id={headingId} className="sheet__title">
          {title}
        </h2>
        <button
          type="button"
          className="sheet__close"
          aria-label={t('sheet.close', { title })}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="sheet-state">
        {t('sheet.state', { title, height: height(snap) })}
      </p>
      <div ref={bodyRef} className="sheet__body">
        {children}
      </div>
    </div>
  );
}
