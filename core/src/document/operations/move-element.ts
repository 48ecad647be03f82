import type { AnchorConverter } from '../anchor';
import type { DivisionRef } from '../division-ref';
import { moveAnnotation, moveNoteTarget } from './annotations';
import { moveDivision } from './division-offset';
import { moveInset, moveZoomInset } from './insets';
import { markHandPlaced } from './hand-placed';
import { moveLegend } from './legend';
import type { DocumentDraft } from './operation';
import { panBy } from './placement';
import { round2 } from './positions';
import { moveTextBlock } from './text-blocks';

/** Anything the move tool can drag or the arrow keys can nudge. */
export type ElementRef =
  | { readonly kind: 'map' }
  | { readonly kind: 'legend' }
  | { readonly kind: 'heatBar' }
  | { readonly kind: 'title' | 'subtitle' | 'credit' }
  /** A time map's step label (time-series.ts). */
  | { readonly kind: 'timeLabel' }
  | { readonly kind: 'annotation'; readonly id: string }
  /** The point a note's leader line goes to, dragged apart from its box. */
  | { readonly kind: 'noteTarget'; readonly id: string }
  | ({ readonly kind: 'division' } & DivisionRef)
  /** A territory inset's box (decision "Insets are moved and resized on the map"). */
  | { readonly kind: 'inset'; readonly id: string }
  /** A zoom inset's box (decision "Insets are moved and resized on the map"). */
  | { readonly kind: 'zoomInset'; readonly id: string };

/**
 * Moves an element by a delta in frame pixels. Divisions and insets are stored in map-space units, so for them
 * the caller passes `mapScale`, the frame pixels per map unit (render/transform.ts `mapScaleOf`);
 * map-anchored annotations need `converter` (render/anchor-frame.ts `anchorConverter`).
 */
export function moveElement(
  draft: DocumentDraft,
  element: ElementRef,
  dx: number,
  dy: number,
  mapScale = 1,
  converter?: AnchorConverter,
): void {
  switch (element.kind) {
    case 'map':
      return panBy(draft, dx, dy);
    case 'legend':
      return moveLegend(draft, dx, dy);
    case 'heatBar': {
      const position = draft.heatMap.bar.position;
      position.x = round2(position.x + dx);
      position.y = round2(position.y + dy);
      markHandPlaced(draft, 'heatBar');
      return;
    }
    case 'title':
    case 'subtitle':
    case 'credit':
      return moveTextBlock(draft, element.kind, dx, dy);
    case 'timeLabel': {
      const position = draft.timeSeries.label.position;
      position.x = round2(position.x + dx);
      position.y = round2(position.y + dy);
      return;
    }
    case 'annotation':
      return moveAnnotation(draft, element.id, dx, dy, converter);
    case 'noteTarget':
      return moveNoteTarget(draft, element.id, dx, dy, converter);
    case 'division':
      if (!(mapScale > 0)) throw new RangeError('mapScale must be positive');
      return moveDivision(draft, element.level, element.id, dx / mapScale, dy / mapScale);
    case 'inset':
      if (!(mapScale > 0)) throw new RangeError('mapScale must be positive');
      return moveInset(draft, element.id, dx / mapScale, dy / mapScale);
    case 'zoomInset':
      if (!(mapScale > 0)) throw new RangeError('mapScale must be positive');
      return moveZoomInset(draft, element.id, dx / mapScale, dy / mapScale);
  }
}
