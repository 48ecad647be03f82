/** The annotation a pointer event landed on (its group carries data-annotation-id), if any. */
export function annotationAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest('[data-annotation-id]')?.getAttribute('data-annotation-id') ?? null;
}

/** A handle of the selection overlay (a note's target), if the event landed on one. */
export function handleAt(target: EventTarget | null): { kind: string; id: string } | null {
  if (!(target instanceof Element)) return null;
  const el = target.closest('[data-handle]');
  const kind = el?.getAttribute('data-handle');
  const id = el?.getAttribute('data-handle-for');
  return kind && id ? { kind, id } : null;
}

/**
 * Empty frame: the background, or the surface or one of its layers itself (the pan layer covers the
 * frame where no division is), not a division, an annotation or an element of the frame.
 */
export function isEmptyFrame(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (['map-surface', 'map-layer', 'map-pan'].some((name) => target.classList.contains(name))) return true;
  return target.closest('[data-element]')?.getAttribute('data-element') === 'background';
}
