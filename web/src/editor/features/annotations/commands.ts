import type { AnchorConverter, AnchorPoint } from '@mapwright/core/document/anchor';
import type { AnnotationType } from '@mapwright/core/document/annotations';
import type { DocAnnotation } from '../../annotations/docAnnotation';
import {
  moveAnnotations,
  pinAnnotation as pinOp,
  placeAnnotation as placeOp,
  removeAnnotations,
  renameAnnotation as renameOp,
  setAnnotationsHidden,
  setAnnotationsLocked,
} from '@mapwright/core/document/operations/annotations';
import {
  duplicateAnnotations as duplicateOp,
  pasteAnnotations as pasteOp,
} from '@mapwright/core/document/operations/annotation-copies';
import {
  bringForward,
  moveAnnotationToIndex,
  sendBackward,
} from '@mapwright/core/document/operations/annotation-order';
import type { Editor } from '@mapwright/core/editor/editor';
import { anchorConverter } from '@mapwright/core/render/anchor-frame';
import type { CountryGeometry } from '../../data/countryGeometry';
import { mapProjectionOf } from '../../data/mapProjection';
import { selectionOf } from '../../annotations/annotationSelection';

/**
 * What the editor does to annotations: each is one core operation, so one undo step, and the
 * selection follows (what was placed, duplicated or pasted is selected). Locked annotations are not
 * moved or deleted from the map; the layers panel can still delete them.
 */

/** The geometry renderMap and the anchor converter read: the projected levels and, once loaded, the projection. */
export function anchorGeometryOf(geometry: CountryGeometry) {
  const geo = mapProjectionOf(geometry);
  return geo ? { ...geometry.projected, geo } : geometry.projected;
}

/** lon/lat <-> frame pixels for the document as it is now (the map's projection and placement). */
export function converterOf(editor: Editor, geometry: CountryGeometry): AnchorConverter {
  return anchorConverter(editor.document, anchorGeometryOf(geometry));
}

/**
 * A click with an annotation tool: a new annotation of that type there, selected. A text or a note
 * opens for typing at once, its placeholder selected (issue 31); the typing joins the placing's undo
 * step, so one undo takes the typed text away with it (decision "Typing into a text on the map").
 */
export function placeAnnotation(
  editor: Editor,
  geometry: CountryGeometry,
  type: AnnotationType,
  at: AnchorPoint,
): DocAnnotation | undefined {
  let placed: DocAnnotation | undefined;
  editor.change((draft) => {
    placed = placeOp(draft, type, at, converterOf(editor, geometry));
  });
  if (placed) selectionOf(editor).set([placed.id]);
  if (placed?.type === 'text' || placed?.type === 'note')
    editor.startEditing({ kind: 'annotation', id: placed.id }, { joinLast: true });
  return placed;
}

function unlocked(editor: Editor, ids: readonly string[]): string[] {
  const set = new Set(ids);
  return editor.document.annotations.filter((a) => set.has(a.id) && !a.locked).map((a) => a.id);
}

export function deleteAnnotations(
  editor: Editor,
  ids: readonly string[],
  { evenLocked = false }: { evenLocked?: boolean } = {},
): boolean {
  const gone = evenLocked ? [...ids] : unlocked(editor, ids);
  return gone.length > 0 && editor.apply(removeAnnotations, gone);
}

/** Moves annotations by a delta in frame pixels (a drag step, an arrow nudge). */
export function nudgeAnnotations(
  editor: Editor,
  geometry: CountryGeometry,
  ids: readonly string[],
  dx: number,
  dy: number,
): boolean {
  const movable = unlocked(editor, ids);
  return movable.length > 0 && editor.apply(moveAnnotations, movable, dx, dy, converterOf(editor, geometry));
}

/** Copies of the selected annotations, a little down and right, selected instead of them. */
export function duplicateSelected(editor: Editor, geometry: CountryGeometry): boolean {
  const ids = selectionOf(editor).ids;
  if (ids.length === 0) return false;
  let copies: string[] = [];
  editor.change((draft) => {
    copies = duplicateOp(draft, ids, { converter: converterOf(editor, geometry) });
  });
  if (copies.length > 0) selectionOf(editor).set(copies);
  return copies.length > 0;
}

/**
 * Annotations copied from any map (this one or another), added on top with new ids and selected. A
 * paste into the map they came from lands a little off the originals, so it is seen; from another
 * map they keep their places, or come to the frame's centre when none of them would show.
 */
export function pasteAnnotations(
  editor: Editor,
  geometry: CountryGeometry,
  annotations: readonly DocAnnotation[],
): boolean {
  const here = annotations.some((a) => editor.document.annotations.some((b) => b.id === a.id));
  let pasted: string[] = [];
  editor.change((draft) => {
    pasted = pasteOp(draft, annotations, {
      converter: converterOf(editor, geometry),
      frame: editor.document.frame,
      dx: here ? 12 : 0,
      dy: here ? 12 : 0,
    });
  });
  if (pasted.length > 0) selectionOf(editor).set(pasted);
  return pasted.length > 0;
}

/** Bring forward (+1) or send backward (-1) past the next annotation. */
export function moveAnnotationInStack(editor: Editor, ids: readonly string[], by: 1 | -1): boolean {
  return ids.length > 0 && editor.apply(by === 1 ? bringForward : sendBackward, ids);
}

/** Drops an annotation at another's place in the drawing order (the layers panel's drag). */
export function moveAnnotationTo(editor: Editor, id: string, toIndex: number): boolean {
  return editor.apply(moveAnnotationToIndex, id, toIndex);
}

export function setAnnotationFlags(
  editor: Editor,
  id: string,
  flags: { hidden?: boolean; locked?: boolean },
): boolean {
  const changed = editor.change((draft) => {
    if (flags.hidden !== undefined) setAnnotationsHidden(draft, [id], flags.hidden);
    if (flags.locked !== undefined) setAnnotationsLocked(draft, [id], flags.locked);
  });
  // A hidden annotation cannot stay selected on the map.
  if (changed && flags.hidden) {
    const selection = selectionOf(editor);
    if (selection.has(id)) selection.set(selection.ids.filter((other) => other !== id));
  }
  return changed;
}

export function renameAnnotation(editor: Editor, id: string, name: string): boolean {
  return editor.apply(renameOp, id, name);
}

export function annotationsByIds(editor: Editor, ids: readonly string[]): DocAnnotation[] {
  const set = new Set(ids);
  return editor.document.annotations.filter((a) => set.has(a.id));
}

/** Pins an annotation to the map or to the frame, where it is on the page now. */
export function pinAnnotation(
  editor: Editor,
  geometry: CountryGeometry,
  id: string,
  kind: 'map' | 'frame',
): boolean {
  return editor.apply(pinOp, id, kind, converterOf(editor, geometry));
}
