import type { Anchor, AnchorConverter, AnchorKind, AnchorPoint } from '../anchor';
import { anchorSchema, roundDegrees } from '../anchor';
import { createAnnotation } from '../annotation-defaults';
import {
  annotationSchema,
  MAX_ANNOTATIONS,
  MAX_ANNOTATION_NAME,
  type Annotation,
  type AnnotationOfType,
  type AnnotationType,
} from '../annotations';
import { moveAnchor } from './anchor-moves';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

/** Adds an annotation on top of the others (validated against the schema; its id must be new). */
export function addAnnotation(draft: DocumentDraft, annotation: Annotation): void {
  const parsed = annotationSchema.parse(annotation);
  if (draft.annotations.some((a) => a.id === parsed.id))
    throw new RangeError(`Annotation ${parsed.id} exists`);
  if (draft.annotations.length >= MAX_ANNOTATIONS)
    throw new RangeError(`A map holds at most ${MAX_ANNOTATIONS} annotations`);
  draft.annotations.push(parsed);
}

/** Where a new note's box goes from the point it points to: up and to the right, as in MapChart. */
export const NOTE_BOX_OFFSET: AnchorPoint = { x: 40, y: -110 };

export interface PlaceOptions {
  readonly id?: string;
  /** 'map' (default) or 'frame'; a dot and a note's target are always pinned to the map. */
  readonly pin?: AnchorKind;
}

/**
 * Adds a new annotation with its defaults where the user clicked (a frame point): what a click with
 * an annotation tool does. A note points at the click and its box sits up and to the right of it.
 * Where the click is off the map's projection (or no converter can place it) it is pinned to the frame.
 */
export function placeAnnotation<T extends AnnotationType>(
  draft: DocumentDraft,
  type: T,
  at: AnchorPoint,
  converter: AnchorConverter | undefined,
  options: PlaceOptions = {},
): AnnotationOfType<T> {
  const pinOf = (point: AnchorPoint, kind: AnchorKind): Anchor => {
    const map = kind === 'map' ? converter?.toMap(point) : undefined;
    return map ?? { kind: 'frame', x: round2(point.x), y: round2(point.y) };
  };
  const kind = type === 'dot' ? 'map' : (options.pin ?? 'map');
  const id = options.id;
  let annotation: Annotation;
  if (type === 'note') {
    const target = pinOf(at, 'map');
    const box = pinOf({ x: at.x + NOTE_BOX_OFFSET.x, y: at.y + NOTE_BOX_OFFSET.y }, kind);
    annotation = createAnnotation('note', box, { ...(id !== undefined && { id }), target });
  } else {
    annotation = createAnnotation(type, pinOf(at, kind), id === undefined ? {} : { id });
  }
  addAnnotation(draft, annotation);
  return annotation as AnnotationOfType<T>;
}

/** Any set of an annotation's own properties (never its id or type). */
export type AnnotationPatch = {
  [T in AnnotationType]: Partial<Omit<AnnotationOfType<T>, 'id' | 'type'>>;
}[AnnotationType];

/**
 * Sets some properties of an annotation. The result is checked against the schema before anything
 * changes (a bad colour or size throws); only fields whose value differs are written, so a no-op
 * makes no undo step. A missing id does nothing (it may have been deleted meanwhile).
 */
export function updateAnnotation(draft: DocumentDraft, id: string, patch: AnnotationPatch): void {
  if ('id' in patch || 'type' in patch) throw new RangeError('An annotation keeps its id and type');
  const annotation = draft.annotations.find((a) => a.id === id);
  if (!annotation) return;
  const checked = annotationSchema.parse({ ...annotation, ...patch }) as Record<string, unknown>;
  const target = annotation as Record<string, unknown>;
  for (const key of Object.keys(patch)) {
    if (!sameJson(target[key], checked[key])) target[key] = checked[key];
  }
}

/** The same patch on several annotations (a restyle of a selection), one change. */
function updateAnnotations(draft: DocumentDraft, ids: readonly string[], patch: AnnotationPatch): void {
  for (const id of ids) updateAnnotation(draft, id, patch);
}

export function renameAnnotation(draft: DocumentDraft, id: string, name: string): void {
  const trimmed = name.trim().slice(0, MAX_ANNOTATION_NAME);
  updateAnnotation(draft, id, { name: trimmed });
}

export function setAnnotationsHidden(draft: DocumentDraft, ids: readonly string[], hidden: boolean): void {
  updateAnnotations(draft, ids, { hidden });
}

export function setAnnotationsLocked(draft: DocumentDraft, ids: readonly string[], locked: boolean): void {
  updateAnnotations(draft, ids, { locked });
}

export function removeAnnotation(draft: DocumentDraft, id: string): void {
  removeAnnotations(draft, [id]);
}

/** Deletes several annotations at once (one change, so one undo step). */
export function removeAnnotations(draft: DocumentDraft, ids: readonly string[]): void {
  const gone = new Set(ids);
  for (let i = draft.annotations.length - 1; i >= 0; i--) {
    const annotation = draft.annotations[i];
    if (annotation && gone.has(annotation.id)) draft.annotations.splice(i, 1);
  }
}

/**
 * Moves an annotation by a delta in frame pixels; a note's leader-line target stays where it points.
 * A map-anchored annotation needs `converter` (its new frame point is turned back into lon/lat).
 * A locked annotation does not move.
 */
export function moveAnnotation(
  draft: DocumentDraft,
  id: string,
  dx: number,
  dy: number,
  converter?: AnchorConverter,
): void {
  moveAnnotations(draft, [id], dx, dy, converter);
}

/** Moves several annotations by one delta in frame pixels (a drag or a nudge of a selection). */
export function moveAnnotations(
  draft: DocumentDraft,
  ids: readonly string[],
  dx: number,
  dy: number,
  converter?: AnchorConverter,
): void {
  const moving = new Set(ids);
  for (const annotation of draft.annotations) {
    if (moving.has(annotation.id) && !annotation.locked) moveAnchor(annotation.anchor, dx, dy, converter);
  }
}

/** Moves the point a note's leader line goes to, by a delta in frame pixels (its box stays). */
export function moveNoteTarget(
  draft: DocumentDraft,
  id: string,
  dx: number,
  dy: number,
  converter?: AnchorConverter,
): void {
  const note = draft.annotations.find((a) => a.id === id);
  if (note?.type !== 'note' || note.locked) return;
  moveAnchor(note.target, dx, dy, converter);
}

/**
 * Puts an annotation (or with `part: 'target'`, a note's target) at an anchor: a dot placed by
 * typing coordinates, a note's target set from the panel.
 */
export function setAnnotationAnchor(
  draft: DocumentDraft,
  id: string,
  anchor: Anchor,
  part: 'anchor' | 'target' = 'anchor',
): void {
  const checked = normaliseAnchor(anchorSchema.parse(anchor));
  if (part === 'target') {
    const note = draft.annotations.find((a) => a.id === id);
    if (note?.type === 'note' && !sameJson(note.target, checked)) note.target = checked;
    return;
  }
  updateAnnotation(draft, id, { anchor: checked });
}

/**
 * Pins an annotation to the map or to the frame, keeping it where it is on screen. Pinning a note to
 * the map also pins its target (a note migrated from version 2 may have a frame target). Throws when a
 * point cannot be converted (it is off the map's projection).
 */
export function pinAnnotation(
  draft: DocumentDraft,
  id: string,
  kind: AnchorKind,
  converter: AnchorConverter,
): void {
  const annotation = draft.annotations.find((a) => a.id === id);
  if (!annotation) return;
  const next = convertAnchor(annotation.anchor, kind, converter);
  if (!sameJson(next, annotation.anchor)) annotation.anchor = next;
  if (annotation.type === 'note' && kind === 'map') {
    const target = convertAnchor(annotation.target, 'map', converter);
    if (!sameJson(target, annotation.target)) annotation.target = target;
  }
}

/** An anchor of the other kind at the same frame point. */
function convertAnchor(anchor: Anchor, kind: AnchorKind, converter: AnchorConverter): Anchor {
  if (anchor.kind === kind) return anchor;
  const at = converter.toFrame(anchor);
  if (!at) throw new RangeError('This annotation is not on the map and cannot be pinned');
  if (kind === 'frame') return { kind: 'frame', x: round2(at.x), y: round2(at.y) };
  const map = converter.toMap(at);
  if (!map) throw new RangeError('This annotation is off the map and cannot be pinned to it');
  return normaliseAnchor(map);
}

function normaliseAnchor(anchor: Anchor): Anchor {
  return anchor.kind === 'map'
    ? { kind: 'map', lon: roundDegrees(anchor.lon), lat: roundDegrees(anchor.lat) }
    : { kind: 'frame', x: round2(anchor.x), y: round2(anchor.y) };
}

/** Deep equality of small JSON values (anchors, chart rows, number formats). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
