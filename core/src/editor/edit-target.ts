import type { DivisionRef } from '../document/division-ref';
import { MAX_ANNOTATION_TEXT } from '../document/annotations';
import { MAX_LEGEND_LABEL_LENGTH } from '../document/legend';
import { legendEntries } from '../document/legend-entries';
import { normaliseFill } from '../document/patterns';
import { removeAnnotation, updateAnnotation } from '../document/operations/annotations';
import { setLabelOverride } from '../document/operations/labels';
import { setLegendLabel, setLegendTitle } from '../document/operations/legend';
import type { ElementRef } from '../document/operations/move-element';
import type { DocumentDraft } from '../document/operations/operation';
import { setText } from '../document/operations/text-blocks';
import type { MapDocument } from '../document/schema';
import { MAX_TEXT_LENGTH } from '../document/text-block';

/**
 * A text the user can type into where it is drawn on the map (issue 31): a text's or a note's text, a
 * chart's title, the map's title, subtitle and credit, the legend's title and one legend label (by
 * its colour). Only one is edited at a time: the session's `editing`.
 */
export type EditTarget =
  | { readonly kind: 'annotation'; readonly id: string }
  | { readonly kind: 'chartTitle'; readonly id: string }
  | { readonly kind: 'title' | 'subtitle' | 'credit' | 'legendTitle' }
  | { readonly kind: 'legendLabel'; readonly colour: string }
  /** A division's label on the map: its own text (an override), the drawn name until typed into. */
  | ({ readonly kind: 'label' } & DivisionRef);

export function sameEditTarget(a: EditTarget | null, b: EditTarget | null): boolean {
  return a === null || b === null ? a === b : editTargetKey(a) === editTargetKey(b);
}

/** A stable string for a target (the on-screen editor's `data-editing`): an annotation's id, 'title', 'legend:#rrggbb'… */
export function editTargetKey(target: EditTarget): string {
  switch (target.kind) {
    case 'annotation':
      return target.id;
    case 'chartTitle':
      return `chart-title:${target.id}`;
    case 'legendLabel':
      return `legend:${normaliseFill(target.colour)}`;
    case 'label':
      return `label:${target.level}:${target.id}`;
    default:
      return target.kind;
  }
}

/** Whether the text allows several lines (a text, a note); the others end their edit with Enter. */
export function isMultiline(target: EditTarget): boolean {
  return target.kind === 'annotation';
}

/** The target's text now, or undefined when it is gone (deleted, undone, no longer in the legend). */
export function editTargetText(doc: MapDocument, target: EditTarget): string | undefined {
  switch (target.kind) {
    case 'annotation': {
      const a = doc.annotations.find((x) => x.id === target.id);
      return a && (a.type === 'text' || a.type === 'note') ? a.text : undefined;
    }
    case 'chartTitle': {
      const a = doc.annotations.find((x) => x.id === target.id);
      return a?.type === 'chart' ? a.title : undefined;
    }
    case 'legendLabel': {
      const colour = normaliseFill(target.colour);
      return legendEntries(doc).find((e) => e.colour === colour)?.label;
    }
    case 'legendTitle':
      return doc.legend.title;
    case 'label':
      // '' until the division has a text of its own (the screen shows the drawn name meanwhile).
      return doc.labels[target.level].overrides[target.id]?.text ?? '';
    default:
      return doc[target.kind].text;
  }
}

/** The longest text the document takes for a target (the editor's maxlength; longer is cut). */
export function maxTextLength(target: EditTarget): number {
  if (target.kind === 'annotation') return MAX_ANNOTATION_TEXT;
  if (target.kind === 'legendLabel') return MAX_LEGEND_LABEL_LENGTH;
  // A chart's title is limited like the map's texts (annotations.ts: 500).
  return MAX_TEXT_LENGTH;
}

/** Writes the target's text (the operation each keystroke of an in-place edit applies). */
export function setEditTargetText(draft: DocumentDraft, target: EditTarget, value: string): void {
  const text = value.slice(0, maxTextLength(target));
  switch (target.kind) {
    case 'annotation':
      return updateAnnotation(draft, target.id, { text });
    case 'chartTitle':
      return updateAnnotation(draft, target.id, { title: text });
    case 'legendLabel':
      return setLegendLabel(draft, target.colour, text);
    case 'legendTitle':
      return setLegendTitle(draft, text);
    case 'label':
      // Typed empty, the label says its name again.
      return setLabelOverride(draft, target.level, target.id, { text: text === '' ? undefined : text });
    default:
      return setText(draft, target.kind, text);
  }
}

/**
 * What ending an edit leaves: a text annotation typed empty is removed, as Figma and tldraw drop an
 * empty text box (it would export as nothing and show only a faint placeholder). A note, a title or
 * a label typed empty stays (empty), as the side panel leaves it.
 */
export function dropIfEmpty(draft: DocumentDraft, target: EditTarget): void {
  if (target.kind !== 'annotation') return;
  const a = draft.annotations.find((x) => x.id === target.id);
  if (a?.type === 'text' && a.text.trim() === '') removeAnnotation(draft, target.id);
}

/**
 * What Enter or F2 edits with this element selected: a text's or a note's text, a chart's title, the
 * map's title or subtitle (drawn, so not empty); null for anything else.
 */
export function editTargetOf(doc: MapDocument, selection: ElementRef | null): EditTarget | null {
  if (selection?.kind === 'annotation') {
    const a = doc.annotations.find((x) => x.id === selection.id);
    if (!a || a.locked) return null;
    if (a.type === 'text' || a.type === 'note') return { kind: 'annotation', id: a.id };
    return a.type === 'chart' ? { kind: 'chartTitle', id: a.id } : null;
  }
  if (selection?.kind === 'title' || selection?.kind === 'subtitle') {
    return doc[selection.kind].text === '' ? null : { kind: selection.kind };
  }
  return null;
}
