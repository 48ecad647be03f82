import type { MapDocument } from '@mapwright/core/document/schema';
import { touchesDivisions, type DocumentChanges } from '@mapwright/core/editor/changes';
import { cancelFrameTask, scheduleFrame } from '../frameScheduler';
import { GestureSnapshot } from '../gestureSnapshot';
import type { CanvasLayer } from './canvasLayer';
import type { MapScene } from './mapScene';

/** Makes the gesture layer of a screen that has one (the phone's), for a MapView's scene. */
export type GestureStrategy = (scene: MapScene) => CanvasLayer;

/**
 * Whether a change can alter what the pan layer draws: a fill, an offset, any part but annotations.
 * Asked at every change, a tap's included: no allocation.
 */
function changesPanLayer(changes: DocumentChanges): boolean {
  if (touchesDivisions(changes)) return true;
  for (const part of changes.parts) if (part !== 'annotations') return true;
  return false;
}

/**
 * The phone's gestures move a picture of the map instead of its paths (gestureSnapshot.ts): its
 * pages always have touch listeners, which make every moving path cost a frame's layerize time.
 * Any change to what the pan layer draws makes the picture stale, but the placement a gesture moves:
 * that is the pan layer's transform, and the picture is shown instead of the tiles while it lasts.
 */
class GesturePicture implements CanvasLayer {
  readonly #scene: MapScene;
  #snapshot: GestureSnapshot | undefined;
  #live = false;
  /** The placement moved during the gesture under way: the picture is stale once it ends. */
  #movedLive = false;
  readonly #end = () => this.#snapshot?.invalidate();

  constructor(scene: MapScene) {
    this.#scene = scene;
  }

  /** The picture of the mounted map (for tests and the benchmark's readiness). */
  get snapshot(): GestureSnapshot | undefined {
    return this.#snapshot;
  }

  mount(): void {
    this.#snapshot?.destroy();
    const pan = this.#scene.dom?.pan;
    this.#snapshot = pan ? new GestureSnapshot(pan) : undefined;
  }

  update(_doc: MapDocument, changes: DocumentChanges): void {
    const placementOnly = changes.parts.size === 1 && changes.parts.has('placement');
    if (this.#live && placementOnly) {
      this.#movedLive = true;
      this.#snapshot?.show();
    } else if (changesPanLayer(changes)) this.#snapshot?.invalidate();
  }

  setLive(live: boolean): void {
    this.#live = live;
    // The tiles come back, drawn at the new placement, in the frame that writes it.
    if (!live && this.#movedLive) scheduleFrame(this.#end);
    if (!live) this.#movedLive = false;
  }

  panRepainted(): void {
    this.#snapshot?.invalidate();
  }

  destroy(): void {
    cancelFrameTask(this.#end);
    this.#snapshot?.destroy();
    this.#snapshot = undefined;
  }
}

export const gesturePicture: GestureStrategy = (scene) => new GesturePicture(scene);
