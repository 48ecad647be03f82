import {
  INSET_DEFAULTS,
  INSET_SCALE_MAX,
  INSET_SCALE_MIN,
  MAX_ZOOM_INSETS,
  ZOOM_CAPTION_MAX,
  ZOOM_MAX,
  ZOOM_MIN,
  insetIdSchema,
  zoomInsetSchema,
  type InsetOverride,
  type ZoomInset,
} from '../insets';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

/**
 * The user's changes to one territory inset (decision "Territory insets are laid out by the pipeline"). An inset back at its defaults loses its
 * entry, so a document only names the insets the user changed.
 */
function change(draft: DocumentDraft, id: string, next: (current: InsetOverride) => InsetOverride): void {
  insetIdSchema.parse(id);
  const current = draft.insets[id] ?? INSET_DEFAULTS;
  const value = next(current);
  const same = (a: InsetOverride, b: InsetOverride) =>
    a.hidden === b.hidden && a.dx === b.dx && a.dy === b.dy && a.scale === b.scale;
  if (same(value, current)) return;
  if (same(value, INSET_DEFAULTS)) delete draft.insets[id];
  else draft.insets[id] = value;
}

/** Hides an inset (its box, frame and divisions; their paint is kept) or shows it again. */
export function setInsetHidden(draft: DocumentDraft, id: string, hidden: boolean): void {
  change(draft, id, (current) => ({ ...current, hidden }));
}

/** Moves an inset by (dx, dy) map units. */
export function moveInset(draft: DocumentDraft, id: string, dx: number, dy: number): void {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new RangeError('An inset moves by finite amounts');
  change(draft, id, (current) => ({ ...current, dx: round2(current.dx + dx), dy: round2(current.dy + dy) }));
}

/** Sets an inset's size as a multiple of its default size (clamped to what stays legible and fits). */
export function scaleInset(draft: DocumentDraft, id: string, scale: number): void {
  if (!Number.isFinite(scale)) throw new RangeError('An inset scale must be finite');
  const clamped = Math.min(INSET_SCALE_MAX, Math.max(INSET_SCALE_MIN, Math.round(scale * 100) / 100));
  change(draft, id, (current) => ({ ...current, scale: clamped }));
}

/** Puts an inset back in its default box, shown. */
export function resetInset(draft: DocumentDraft, id: string): void {
  change(draft, id, () => INSET_DEFAULTS);
}

/** Adds a zoom inset on top of the others (decision "Zoom insets are copies drawn by renderMap"); an id already used, or one too many, throws. */
export function addZoomInset(draft: DocumentDraft, inset: ZoomInset): void {
  const checked = zoomInsetSchema.parse(inset);
  if (draft.zoomInsets.some((z) => z.id === checked.id)) throw new Error(`A zoom inset ${checked.id} exists`);
  if (draft.zoomInsets.length >= MAX_ZOOM_INSETS)
    throw new RangeError(`A map has at most ${MAX_ZOOM_INSETS} zoom insets`);
  draft.zoomInsets.push(checked);
}

/** Moves a zoom inset's box by (dx, dy) map units. */
export function moveZoomInset(draft: DocumentDraft, id: string, dx: number, dy: number): void {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new RangeError('An inset moves by finite amounts');
  const inset = draft.zoomInsets.find((z) => z.id === id);
  if (!inset || (dx === 0 && dy === 0)) return;
  inset.x = round2(inset.x + dx);
  inset.y = round2(inset.y + dy);
}

/** Sets a zoom inset's magnification, its area kept (the box grows or shrinks about its top-left corner). */
export function setZoomInsetZoom(draft: DocumentDraft, id: string, zoom: number): void {
  if (!Number.isFinite(zoom)) throw new RangeError('A zoom must be finite');
  const inset = draft.zoomInsets.find((z) => z.id === id);
  if (!inset) return;
  const clamped = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 100) / 100));
  if (clamped !== inset.zoom) inset.zoom = clamped;
}

/** Sets a zoom inset's caption (empty: no caption is drawn). */
export function setZoomInsetCaption(draft: DocumentDraft, id: string, caption: string): void {
  const inset = draft.zoomInsets.find((z) => z.id === id);
  const text = caption.slice(0, ZOOM_CAPTION_MAX);
  if (inset && inset.caption !== text) inset.caption = text;
}

/** Shows or hides a zoom inset's area on the map: its outline and the line to its box. */
export function setZoomInsetShowArea(draft: DocumentDraft, id: string, showArea: boolean): void {
  const inset = draft.zoomInsets.find((z) => z.id === id);
  if (inset && inset.showArea !== showArea) inset.showArea = showArea;
}

export function removeZoomInset(draft: DocumentDraft, id: string): void {
  const at = draft.zoomInsets.findIndex((z) => z.id === id);
  if (at >= 0) draft.zoomInsets.splice(at, 1);
}
