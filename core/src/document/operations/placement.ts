import { clampOffset, clampZoom, DEFAULT_PLACEMENT, type Placement } from '../placement';
import type { Point } from '../position';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

/** Moves the map inside the frame by a delta in frame pixels (Shift+drag, arrow keys on the map). */
export function panBy(draft: DocumentDraft, dx: number, dy: number): void {
  const p = draft.placement;
  setPlacement(draft, { offsetX: p.offsetX + dx, offsetY: p.offsetY + dy });
}

/** Sets any part of the placement; zoom and offsets are clamped to their ranges. */
export function setPlacement(draft: DocumentDraft, change: Partial<Placement>): void {
  const p = draft.placement;
  const zoom = change.zoom === undefined ? p.zoom : clampZoom(change.zoom);
  const offsetX = round2(clampOffset(change.offsetX ?? p.offsetX, draft.frame.width, zoom));
  const offsetY = round2(clampOffset(change.offsetY ?? p.offsetY, draft.frame.height, zoom));
  if (p.zoom !== zoom) p.zoom = zoom;
  if (p.offsetX !== offsetX) p.offsetX = offsetX;
  if (p.offsetY !== offsetY) p.offsetY = offsetY;
}

/**
 * Zooms by `factor` keeping the frame point `at` still (the wheel zooms around the cursor).
 * With the map centre at C + o (C the frame centre), a map point under `at` stays under it when
 * o' = (at - C) - (z'/z)(at - C - o). The factor is applied after clamping, so zooming against
 * a limit does not drift the map.
 */
export function zoomAt(draft: DocumentDraft, at: Point, factor: number): void {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new RangeError(`Not a zoom factor: ${factor}`);
  const { placement: p, frame } = draft;
  const zoom = clampZoom(p.zoom * factor);
  const ratio = zoom / p.zoom;
  if (ratio === 1) return;
  const ax = at.x - frame.width / 2;
  const ay = at.y - frame.height / 2;
  setPlacement(draft, {
    zoom,
    offsetX: ax - ratio * (ax - p.offsetX),
    offsetY: ay - ratio * (ay - p.offsetY),
  });
}

/** Back to the fitted, centred map. */
export function resetPlacement(draft: DocumentDraft): void {
  setPlacement(draft, DEFAULT_PLACEMENT);
}
