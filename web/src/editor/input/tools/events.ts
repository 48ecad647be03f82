import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { Hit } from './hit';
import type { PointerKind, Point } from './press';

/**
 * The one stream of pointer events the tools hear, whatever the device: the mouse adapter
 * (mouseAdapter.ts) and the touch adapter (touchAdapter.ts) turn the page's events into these.
 * Points are client pixels; times are the events' timestamps.
 */
export type ToolEvent =
  | {
      readonly type: 'down';
      readonly pointerId: number;
      readonly kind: PointerKind;
      readonly point: Point;
      readonly time: number;
      readonly hit: Hit;
      readonly shift: boolean;
      /** The device's click count (a mouse's), when it counts clicks. */
      readonly count?: number | undefined;
    }
  | { readonly type: 'move'; readonly pointerId: number; readonly point: Point }
  | { readonly type: 'up'; readonly pointerId: number; readonly point: Point; readonly time: number }
  /** The press was taken away (the browser cancelled the pointer): no click comes of it. */
  | { readonly type: 'cancel'; readonly pointerId: number }
  /** A mouse moving with no button held over a division (or off every division). */
  | { readonly type: 'hover'; readonly division: DivisionRef | null }
  /** Two fingers: where their centre is and how far apart they are. */
  | {
      readonly type: 'pinch';
      readonly phase: 'start' | 'move' | 'end';
      readonly centre: Point;
      readonly distance: number;
    };
