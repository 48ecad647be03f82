import { layersSchema, type MapLayer } from '../layers';
import type { DocumentDraft } from './operation';

/** Sets the frame's layer order, bottom first (the layers panel's drag); a bad order throws. */
export function setLayerOrder(draft: DocumentDraft, order: readonly MapLayer[]): void {
  const checked = layersSchema.shape.order.parse([...order]);
  const current = draft.layers.order;
  checked.forEach((layer, i) => {
    if (current[i] !== layer) current[i] = layer;
  });
}

/** Moves one layer to a place in the order (0 = bottom), the others keeping theirs. */
export function moveLayer(draft: DocumentDraft, layer: MapLayer, index: number): void {
  const rest = draft.layers.order.filter((l) => l !== layer);
  const at = Math.min(rest.length, Math.max(0, Math.round(index)));
  setLayerOrder(draft, [...rest.slice(0, at), layer, ...rest.slice(at)]);
}

/** Shows or hides the title, subtitle and credit together (their text is kept). */
export function setTitlesVisible(draft: DocumentDraft, visible: boolean): void {
  if (draft.layers.titlesVisible !== visible) draft.layers.titlesVisible = visible;
}
