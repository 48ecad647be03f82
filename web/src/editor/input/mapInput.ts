import type { Editor } from '@mapwright/core/editor/editor';
import type { MapView } from '../canvas/MapView';
import type { CountryGeometry } from '../data/countryGeometry';

/** What a map's input gets to work with: the surface it listens on, the editor it changes, the view. */
export interface MapInputTarget {
  readonly surface: HTMLElement;
  readonly editor: Editor;
  readonly geometry: CountryGeometry;
  readonly view: MapView;
}

/** A way of working the map (mouse and keyboard on the desktop, touch on a phone), attached once. */
export interface MapInput {
  /** Ends an open gesture (a wheel burst, a pinch) before undo or another action. */
  endGestures(): void;
  detach(): void;
}

export type AttachMapInput = (target: MapInputTarget) => MapInput;
