import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { Editor } from '@mapwright/core/editor/editor';
import type { EditTarget } from '@mapwright/core/editor/edit-target';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { annotationAt, handleAt, isEmptyFrame } from '../features/annotations/annotationTargets';
import { divisionAtPoint } from './divisionAtPoint';
import { insetAtPoint } from '../features/insets/insetTargets';
import { movableAt } from './targets';
import type { Hit } from './tools/hit';

/** The frame's elements through which the map's divisions are hit (the map itself, the background). */
const OVER_THE_MAP = new Set([null, 'map', 'background', 'territories']);

/** The one hit test of the map: what a pointer at a client point (on `target`, as drawn) is on. */
export interface HitTest {
  at(target: EventTarget | null, clientX: number, clientY: number): Hit;
  /** The division alone (the hover, at every move of the mouse). */
  divisionAt(target: EventTarget | null, clientX: number, clientY: number): DivisionRef | null;
}

/**
 * The divisions are found in the geometry (the core's DivisionLocator, on every device: the
 * browser's hit test of thousands of paths costs more than a tap's whole work on a phone, whose
 * paths take no pointer events), the rest from the element drawn there: the frame's texts, legend and
 * heat bar, the annotations and their handles. Nothing of the frame drawn over a division lets it
 * be hit through.
 */
export function hitTest(surface: HTMLElement, editor: Editor, projected: ProjectedCountry): HitTest {
  const locate = divisionAtPoint(surface, editor, projected);
  const insetAt = insetAtPoint(surface, editor, projected);
  const divisionAt = (target: EventTarget | null, clientX: number, clientY: number) => {
    const element = target instanceof Element ? target : null;
    if (element?.closest('[data-annotation-id]')) return null;
    // Over a label, its division (the hover names it; a press on it is the label's).
    const label = labelAt(element);
    if (label) return label;
    const frameElement = element?.closest('[data-element]')?.getAttribute('data-element') ?? null;
    return OVER_THE_MAP.has(frameElement) ? locate(clientX, clientY) : null;
  };
  return {
    divisionAt,
    at(target, clientX, clientY) {
      const element = target instanceof Element ? target : null;
      const division = divisionAt(target, clientX, clientY);
      const annotationId = annotationAt(target);
      const annotation = editor.document.annotations.find((a) => a.id === annotationId);
      // An inset's box is found through whatever of the map is drawn there, never through the frame's elements.
      const frameElement = element?.closest('[data-element]')?.getAttribute('data-element') ?? null;
      const inset = OVER_THE_MAP.has(frameElement) ? insetAt(clientX, clientY) : undefined;
      const movable = movableAt(target, division, inset);
      return {
        division,
        annotation: annotation && !annotation.locked ? annotation.id : null,
        chartTitle: element?.closest('[data-chart-title]') != null,
        handle: handleAt(target),
        legendColour: element?.closest('[data-legend-colour]')?.getAttribute('data-legend-colour') ?? null,
        placeholder: element?.closest('[data-legend-colour] [data-placeholder]') != null,
        text: textTargetAt(target),
        movable,
        label: labelAt(element),
        resize:
          element?.closest('[data-resize="heatBar"]') != null ||
          (inset?.grip === true && movable.kind === inset.kind),
        // An inset's box over the sea is no empty frame: a drag there moves the box, not a selection rectangle.
        emptyFrame: isEmptyFrame(target) && inset === undefined,
      };
    },
  };
}

/** The division label drawn at an event's target (labelsLayer.ts), if any. */
function labelAt(element: Element | null): DivisionRef | null {
  const text = element?.closest('[data-label]');
  const level = Number(text?.getAttribute('data-level'));
  const id = text?.getAttribute('data-label');
  return id && (level === 1 || level === 2) ? { level, id } : null;
}

/** The map text (not an annotation's) drawn at an event's target, if any. */
function textTargetAt(target: EventTarget | null): EditTarget | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('[data-legend-title]')) return { kind: 'legendTitle' };
  const colour = target.closest('[data-legend-colour]')?.getAttribute('data-legend-colour');
  // A row's label, not its swatch (a click there picks the colour).
  if (colour && target.closest('text')) return { kind: 'legendLabel', colour };
  const element = target.closest('[data-element]')?.getAttribute('data-element');
  if (element === 'title' || element === 'subtitle') return { kind: element };
  return null;
}
