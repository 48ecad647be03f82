import type { DocumentDraft } from './operation';

/**
 * The stacking order of annotations: their array order, first drawn first (bottom). Forward and
 * backward step a selection past the next annotation that is not selected, keeping the selection's
 * own order, as Figma's bring forward / send backward do.
 */
export function bringForward(draft: DocumentDraft, ids: readonly string[]): void {
  const list = draft.annotations;
  const chosen = new Set(ids);
  for (let i = list.length - 2; i >= 0; i--) {
    const here = list[i];
    const above = list[i + 1];
    if (here && above && chosen.has(here.id) && !chosen.has(above.id)) swap(draft, i, i + 1);
  }
}

export function sendBackward(draft: DocumentDraft, ids: readonly string[]): void {
  const list = draft.annotations;
  const chosen = new Set(ids);
  for (let i = 1; i < list.length; i++) {
    const here = list[i];
    const below = list[i - 1];
    if (here && below && chosen.has(here.id) && !chosen.has(below.id)) swap(draft, i, i - 1);
  }
}

/** Moves the selection above every other annotation, keeping its own order. */
export function bringToFront(draft: DocumentDraft, ids: readonly string[]): void {
  const chosen = new Set(ids);
  reorder(draft, [
    ...draft.annotations.filter((a) => !chosen.has(a.id)),
    ...draft.annotations.filter((a) => chosen.has(a.id)),
  ]);
}

export function sendToBack(draft: DocumentDraft, ids: readonly string[]): void {
  const chosen = new Set(ids);
  reorder(draft, [
    ...draft.annotations.filter((a) => chosen.has(a.id)),
    ...draft.annotations.filter((a) => !chosen.has(a.id)),
  ]);
}

/**
 * Puts one annotation at an index of the list (0 = bottom), the others keeping their order: a drop
 * in the layers panel. The index is clamped to the list.
 */
export function moveAnnotationToIndex(draft: DocumentDraft, id: string, index: number): void {
  const list = draft.annotations;
  const from = list.findIndex((a) => a.id === id);
  if (from < 0) return;
  if (!Number.isInteger(index)) throw new RangeError(`Not a list position: ${index}`);
  const to = Math.min(list.length - 1, Math.max(0, index));
  if (to === from) return;
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
}

function swap(draft: DocumentDraft, i: number, j: number): void {
  const list = draft.annotations;
  const a = list[i];
  const b = list[j];
  if (!a || !b) return;
  list[i] = b;
  list[j] = a;
}

/** Writes a new order, touching only the slots that change. */
function reorder(draft: DocumentDraft, next: DocumentDraft['annotations']): void {
  const list = draft.annotations;
  const order = next.map((a) => a);
  order.forEach((annotation, i) => {
    if (list[i] !== annotation) list[i] = annotation;
  });
}
