import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { EditTarget } from '@mapwright/core/editor/edit-target';

/**
 * Everything a press landed on, read once when it comes down by the one hit test (input/hitTest.ts):
 * the division from the geometry, the frame's elements and the annotations from what was drawn there.
 * The tools decide from it alone, so they never read the DOM.
 */
export interface Hit {
  /**
   * The division drawn filled under the point, unless something of the frame is drawn over it; over
   * a division's label, the label's division.
   */
  readonly division: DivisionRef | null;
  /** An unlocked annotation (locked ones are not hit: the press goes on to the map under them). */
  readonly annotation: string | null;
  /** The press is on a chart's title. */
  readonly chartTitle: boolean;
  /** A handle of the selection overlay (a note's target). */
  readonly handle: { readonly kind: string; readonly id: string } | null;
  /** A legend row's colour (its swatch or its label). */
  readonly legendColour: string | null;
  /** A legend row's "Add a label" placeholder. */
  readonly placeholder: boolean;
  /** The map text (not an annotation's) drawn there, which a double-click types into. */
  readonly text: EditTarget | null;
  /** What the move tool grabs there: the legend, the heat bar, a text block, an inset's box, a division; else the map. */
  readonly movable: ElementRef;
  /** A division's label: it wins over the division under it (the label's division may be another). */
  readonly label: DivisionRef | null;
  /** A grip: a drag resizes what it belongs to (the heat bar, an inset's box). */
  readonly resize: boolean;
  /** Empty frame: the background or the surface itself, where a move-tool drag selects by rectangle. */
  readonly emptyFrame: boolean;
}

/** A hit on nothing in particular (tests build theirs from it). */
export const NOTHING: Hit = {
  division: null,
  annotation: null,
  chartTitle: false,
  handle: null,
  legendColour: null,
  placeholder: false,
  text: null,
  movable: { kind: 'map' },
  label: null,
  resize: false,
  emptyFrame: false,
};

/**
 * What a press was on, as one string: two presses on the same key can make a double-click. The most
 * specific thing wins (an annotation over the division under it).
 */
export function hitKey(hit: Hit): string {
  if (hit.handle) return `handle:${hit.handle.kind}:${hit.handle.id}`;
  if (hit.annotation !== null) return `annotation:${hit.annotation}`;
  if (hit.legendColour !== null) return `legend:${hit.legendColour}:${hit.text ? 'label' : 'swatch'}`;
  if (hit.text) return `text:${hit.text.kind}`;
  if (hit.label) return `label:${hit.label.level}:${hit.label.id}`;
  if (hit.division) return `division:${hit.division.level}:${hit.division.id}`;
  const movable = hit.movable;
  return movable.kind === 'division' ? `division:${movable.level}:${movable.id}` : `element:${movable.kind}`;
}
