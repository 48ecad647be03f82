import { z } from 'zod';
import type { Anchor } from './anchor';
import { annotationsV2Schema, type AnnotationV2 } from './annotations-v2';
import type { Annotation } from './annotations';
import { legendV3Schema } from './legend';
import { v3Annotation, v3Layers } from './migrate-v2-v3-defaults';
import { documentV4Shape } from './migrate-v4-v5';
import { withLevelInvariants } from './schema';

/** Version 2: as version 3 without `layers`, and with the first, minimal annotations (annotations-v2.ts). */
export const documentV2Schema = withLevelInvariants(
  z.object({
    ...documentV4Shape,
    version: z.literal(2),
    legend: legendV3Schema,
    annotations: annotationsV2Schema,
    layers: z.undefined().optional(),
  }),
);

export type DocumentV2 = z.infer<typeof documentV2Schema>;

/**
 * Version 2 -> 3: the layers take their default order, and each annotation gets the version-3 fields.
 * A version-2 annotation had only a frame position and no geography, and a migration has no map to
 * project with, so every migrated annotation (a dot and a note's target too) is pinned to the frame
 * where it was drawn; the editor's "pin to map" converts it. Today's editor never made annotations,
 * so this only concerns hand-written files. The fields they lacked take version 3's frozen defaults
 * (migrate-v2-v3-defaults.ts), not today's.
 */
export function migrateV2toV3(v2: DocumentV2): unknown {
  return {
    ...v2,
    version: 3,
    annotations: v2.annotations.map(migrateAnnotation),
    layers: v3Layers(),
  };
}

function migrateAnnotation(old: AnnotationV2): Annotation {
  const anchor: Anchor = { kind: 'frame', x: old.position.x, y: old.position.y };
  switch (old.type) {
    case 'text': {
      const text = v3Annotation('text', old.id, anchor);
      return {
        ...text,
        text: old.text,
        fontFamily: old.style.fontFamily,
        fontSize: old.style.fontSize,
        fontWeight: old.style.fontWeight,
        color: old.style.color,
        align: old.style.align,
        haloColor: old.halo ?? text.haloColor,
        haloWidth: old.halo === null ? 0 : text.haloWidth,
      };
    }
    case 'dot':
      return {
        ...v3Annotation('dot', old.id, anchor),
        radius: old.radius,
        fill: old.color,
        label: old.label,
      };
    case 'note': {
      // The target was a frame point too; it keeps its place on the page until pinned to the map.
      const target: Anchor = { kind: 'frame', x: old.target.x, y: old.target.y };
      return {
        ...v3Annotation('note', old.id, anchor, target),
        text: old.text,
        width: old.width,
      };
    }
    case 'emoji':
      return {
        ...v3Annotation('emoji', old.id, anchor),
        emoji: old.emoji.toLowerCase(),
        size: old.size,
      };
    case 'chart':
      return {
        ...v3Annotation('chart', old.id, anchor),
        kind: old.kind,
        width: Math.max(40, old.width),
        height: Math.max(40, old.height),
        rows: old.data.map((row) => ({ ...row })),
      };
  }
}
