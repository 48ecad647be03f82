import { roundDegrees, type Anchor, type AnchorConverter } from '../anchor';
import { round2 } from './positions';

/**
 * Moves an anchor (in place, on a draft) by a delta in frame pixels. A frame anchor adds the delta; a
 * map anchor is placed in the frame with `converter`, moved there and turned back into lon/lat, so a
 * drag follows the pointer exactly whatever the projection. Without a converter, or off the
 * projection, a map anchor cannot move: that throws, so the caller learns it passed none.
 */
export function moveAnchor(anchor: Anchor, dx: number, dy: number, converter?: AnchorConverter): void {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new RangeError('A move must be finite');
  if (dx === 0 && dy === 0) return;
  if (anchor.kind === 'frame') {
    anchor.x = round2(anchor.x + dx);
    anchor.y = round2(anchor.y + dy);
    return;
  }
  if (!converter) throw new RangeError('Moving a map-anchored annotation needs the map projection');
  const at = converter.toFrame(anchor);
  const next = at && converter.toMap({ x: at.x + dx, y: at.y + dy });
  if (!next) return; // dragged off the projection (past the globe's edge): it stays where it was
  const lon = roundDegrees(next.lon);
  const lat = roundDegrees(next.lat);
  if (anchor.lon !== lon) anchor.lon = lon;
  if (anchor.lat !== lat) anchor.lat = lat;
}
