/** The heights a dragged bottom sheet rests at. */
export type Snap = 'peek' | 'half' | 'full';

/**
 * Where a sheet stands: at one of the snaps, or as tall as its content (where every sheet opens),
 * at least peek and at most the sheet's cap (decision "A sheet opens as tall as its content").
 */
export type SheetHeight = Snap | 'content';

const SNAPS: readonly Snap[] = ['peek', 'half', 'full'];

/** Each height as a share of the map area the sheet lies over. */
const SNAP_FRACTIONS: Readonly<Record<Snap, number>> = { peek: 0.3, half: 0.55, full: 0.94 };

/** Below this share of peek's height a released sheet closes. */
const CLOSE_BELOW = 0.6;

/**
 * What the handle's button shows next: the snaps in turn from low to full and round again; a sheet
 * as tall as its content goes to full height.
 */
export function nextHeight(height: SheetHeight): Snap {
  if (height === 'content') return 'full';
  return SNAPS[(SNAPS.indexOf(height) + 1) % SNAPS.length] ?? 'peek';
}

/**
 * The style that sets a sheet's height (a share of the map area): a snap's own, or its content's
 * between peek and `cap`.
 */
export function heightStyle(
  height: SheetHeight,
  cap: Snap,
): { height: string } | { minHeight: string; maxHeight: string } {
  const percent = (snap: Snap) => `${Math.round(SNAP_FRACTIONS[snap] * 1000) / 10}%`;
  if (height !== 'content') return { height: percent(height) };
  return { minHeight: percent('peek'), maxHeight: percent(cap) };
}

/**
 * Where a released sheet goes: the nearest height; a flick (direction -1 up, 1 down) goes one
 * further that way; dragged well below peek, it closes.
 */
export function nearestSnap(height: number, container: number, flick: number): Snap | 'closed' {
  const share = container > 0 ? height / container : 0;
  if (share < SNAP_FRACTIONS.peek * CLOSE_BELOW) return 'closed';
  let nearest: Snap = 'peek';
  for (const snap of SNAPS) {
    if (Math.abs(SNAP_FRACTIONS[snap] - share) < Math.abs(SNAP_FRACTIONS[nearest] - share)) nearest = snap;
  }
  if (flick === 0) return nearest;
  // A flick from between two heights lands on the next one in its direction.
  const ordered = flick < 0 ? SNAPS : [...SNAPS].reverse();
  const beyond = ordered.find((snap) =>
    flick < 0 ? SNAP_FRACTIONS[snap] > share : SNAP_FRACTIONS[snap] < share,
  );
  if (beyond) return beyond;
  return flick > 0 ? 'closed' : 'full';
}
