/** The heights a bottom sheet rests at. */
export type Snap = 'peek' | 'half' | 'full';

export const SNAPS: readonly Snap[] = ['peek', 'half', 'full'];

/** Each height as a share of the map area the sheet lies over. */
export const SNAP_FRACTIONS: Readonly<Record<Snap, number>> = { peek: 0.3, half: 0.55, full: 0.94 };

export const SNAP_LABELS: Readonly<Record<Snap, string>> = {
  peek: 'low',
  half: 'half height',
  full: 'full height',
};

/** Below this share of peek's height a released sheet closes. */
const CLOSE_BELOW = 0.6;

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
