import type { MapDocument } from '@mapwright/core/document/schema';
import type { DocumentChanges } from '@mapwright/core/editor/changes';
import type { SvgNode } from '@mapwright/core/render/svg-tree';

/**
 * Where a layer's own svg roots stand among the map's: right above the map (under the legend and
 * texts), or over everything (screen helpers such as the selection's handles).
 */
type RootSlot = 'overMap' | 'top';

export interface LayerRoot {
  readonly slot: RootSlot;
  readonly svg: Element;
}

/**
 * One concept of the map on screen (fills, pixel cells, annotations, highlights, the skeleton's
 * texts and legend, the phone's gesture picture). MapView holds a list of them and calls each in
 * order; adding a kind of thing to the map is adding one controller to that list.
 */
export interface CanvasLayer {
  /**
   * The map's layers were built (first draw, or a remount) from `tree`, the composition serialised
   * without the parts of layers of their own (skeletonLayer.ts OWN_LAYER_PARTS): take over
   * what is yours in `scene.dom`, and return svg roots of your own, if any. Called before they are
   * on the surface.
   */
  mount(tree: SvgNode): readonly LayerRoot[] | void;
  /** Everything is on the surface: work that reads the page (layout, queries) goes here. */
  mounted?(): void;
  /**
   * Brings the layer from `before` to `doc`, touching only what `changes` names. Work that must be
   * seen in the next frame is done here; the rest is queued on the frame scheduler. 'remount' when
   * the layer cannot follow in place (then every layer is mounted again).
   */
  update(doc: MapDocument, changes: DocumentChanges, before: MapDocument): 'remount' | void;
  /** A drag or a pinch started (true) or ended (false). */
  setLive?(live: boolean): void;
  /** The skeleton patch ran: elements of the texts and legend may be new. */
  patched?(): void;
  /** The pan layer's drawing changed outside an update (cells redrawn after a zoom). */
  panRepainted?(): void;
  /** Cancels queued work; the surface is emptied by MapView. */
  destroy(): void;
}
