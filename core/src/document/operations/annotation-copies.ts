import type { Immutable } from 'immer';
import { z } from 'zod';
import type { Anchor, AnchorConverter, AnchorPoint } from '../anchor';
import { newAnnotationId } from '../annotation-defaults';
import { annotationSchema, MAX_ANNOTATIONS, type Annotation } from '../annotations';
import { addAnnotation } from './annotations';
import { moveAnchor } from './anchor-moves';
import type { DocumentDraft } from './operation';

/** How far a duplicate lands from its original (Ctrl/Cmd+D), in frame pixels. */
const DUPLICATE_OFFSET: AnchorPoint = { x: 12, y: 12 };

/** Plain copies (not drafts) of JSON values, so a copy shares nothing with its original. */
function plain(value: readonly Immutable<Annotation>[]): Annotation[] {
  return JSON.parse(JSON.stringify(value)) as Annotation[];
}

export interface CopyOptions {
  /** The copies' ids, one per original, in order; fresh random ids by default. */
  readonly ids?: readonly string[];
  /** Frame pixels the copies are moved by. */
  readonly dx?: number;
  readonly dy?: number;
  /** Needed to offset map-anchored copies. */
  readonly converter?: AnchorConverter;
}

/**
 * Duplicates annotations: copies with new ids, offset by DUPLICATE_OFFSET unless told otherwise,
 * placed above the top-most original, unlocked and shown. Returns the copies' ids (to select them).
 */
export function duplicateAnnotations(
  draft: DocumentDraft,
  ids: readonly string[],
  options: CopyOptions = {},
): string[] {
  const chosen = new Set(ids);
  const originals = draft.annotations.filter((a) => chosen.has(a.id));
  if (originals.length === 0) return [];
  const top = Math.max(...originals.map((a) => draft.annotations.indexOf(a)));
  const copies = makeCopies(draft, plain(originals), {
    dx: DUPLICATE_OFFSET.x,
    dy: DUPLICATE_OFFSET.y,
    ...options,
  });
  for (const copy of copies) annotationSchema.parse(copy);
  draft.annotations.splice(top + 1, 0, ...copies);
  return copies.map((c) => c.id);
}

/** What the clipboard carries: a versioned wrapper, so any JSON that is not ours is refused. */
const clipboardSchema = z.object({
  mapwright: z.literal('annotations'),
  version: z.literal(3),
  annotations: z.array(annotationSchema).min(1).max(MAX_ANNOTATIONS),
});

/** The clipboard text for a copy (Ctrl/Cmd+C) of some annotations. */
export function serialiseAnnotations(annotations: readonly Immutable<Annotation>[]): string {
  return JSON.stringify({ mapwright: 'annotations', version: 3, annotations });
}

export type ClipboardResult =
  | { readonly ok: true; readonly annotations: readonly Annotation[] }
  | { readonly ok: false; readonly error: string };

/** Reads clipboard text; anything but Mapwright annotations gives a message and nothing else. */
export function parseAnnotationClipboard(text: string): ClipboardResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The clipboard holds no Mapwright annotations.' };
  }
  const parsed = clipboardSchema.safeParse(json);
  if (!parsed.success) {
    const wrapper = z.object({ mapwright: z.literal('annotations') }).safeParse(json).success;
    return {
      ok: false,
      error: wrapper
        ? 'The annotations on the clipboard are damaged or from a newer Mapwright.'
        : 'The clipboard holds no Mapwright annotations.',
    };
  }
  return { ok: true, annotations: parsed.data.annotations };
}

export interface PasteOptions extends CopyOptions {
  /**
   * The frame's size: when none of the pasted annotations would show in it (a paste from a map of
   * another country, or of a place now off-screen), the group is moved so its first one is at the
   * frame's centre. Needs `converter` for map anchors.
   */
  readonly frame?: { readonly width: number; readonly height: number };
}

/**
 * Pastes annotations (from parseAnnotationClipboard) on top, with new ids, each checked again.
 * Returns the new ids. Pasting more than the map can hold throws before anything changes.
 */
export function pasteAnnotations(
  draft: DocumentDraft,
  annotations: readonly Immutable<Annotation>[],
  options: PasteOptions = {},
): string[] {
  if (draft.annotations.length + annotations.length > MAX_ANNOTATIONS)
    throw new RangeError(`A map holds at most ${MAX_ANNOTATIONS} annotations`);
  const { frame, converter } = options;
  let { dx = 0, dy = 0 } = options;
  if (frame && converter) {
    const points = annotations.map((a) => converter.toFrame(a.anchor));
    const inside = points.some((p) => p && p.x >= 0 && p.y >= 0 && p.x <= frame.width && p.y <= frame.height);
    const first = points[0];
    if (!inside && first) {
      dx = frame.width / 2 - first.x;
      dy = frame.height / 2 - first.y;
    }
  }
  const copies = makeCopies(draft, plain(annotations), { ...options, dx, dy });
  for (const copy of copies) addAnnotation(draft, copy);
  return copies.map((c) => c.id);
}

function makeCopies(draft: DocumentDraft, originals: Annotation[], options: CopyOptions): Annotation[] {
  const taken = new Set(draft.annotations.map((a) => a.id));
  const { dx = 0, dy = 0, converter } = options;
  return originals.map((original, i) => {
    const id = options.ids?.[i] ?? newAnnotationId(taken);
    if (taken.has(id)) throw new RangeError(`Annotation ${id} exists`);
    taken.add(id);
    const copy: Annotation = { ...original, id, hidden: false, locked: false };
    offset(copy.anchor, dx, dy, converter);
    // A note's target moves with its copy, so the copy points beside the original, not at it.
    if (copy.type === 'note') offset(copy.target, dx, dy, converter);
    return copy;
  });
}

/** Moves a copy's anchor; a map anchor without a converter stays (the copy lands on its original). */
function offset(anchor: Anchor, dx: number, dy: number, converter: AnchorConverter | undefined): void {
  if (anchor.kind === 'map' && !converter) return;
  moveAnchor(anchor, dx, dy, converter);
}
