import { z } from 'zod';

/**
 * The frame's stack of layers, bottom first, as the layers panel shows and reorders it: the map
 * (both levels, data layers), the annotations (in their own array order), the legend (with the heat
 * bar) and the titles (title, subtitle, credit). The background is always at the bottom. Whether a
 * level or the legend is drawn lives with them (`style.visible`, `legend.visible`); the titles' flag
 * lives here because text blocks had none.
 */
export const MAP_LAYERS = ['map', 'annotations', 'legend', 'titles'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export const DEFAULT_LAYER_ORDER: readonly MapLayer[] = ['map', 'annotations', 'legend', 'titles'];

export const layersSchema = z.object({
  order: z
    .array(z.enum(MAP_LAYERS))
    .refine(
      (order) => order.length === MAP_LAYERS.length && new Set(order).size === MAP_LAYERS.length,
      'must list map, annotations, legend and titles once each',
    ),
  titlesVisible: z.boolean(),
});

export type Layers = z.infer<typeof layersSchema>;

export function defaultLayers(): Layers {
  return { order: [...DEFAULT_LAYER_ORDER], titlesVisible: true };
}
