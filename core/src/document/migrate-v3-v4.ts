import { z } from 'zod';
import type { Colour } from './colour';
import { legendV3Schema } from './legend';
import { documentV4Shape } from './migrate-v4-v5';
import { withLevelInvariants, type Level } from './schema';

/** Version 3: as version 4 without `legend.order` (the legend followed the key order of the fills). */
export const documentV3Schema = withLevelInvariants(
  z.object({ ...documentV4Shape, version: z.literal(3), legend: legendV3Schema }),
);

export type DocumentV3 = z.infer<typeof documentV3Schema>;

/**
 * Version 3 -> 4: the legend's order becomes explicit (decision "The legend's order is an array in the document"), as the version-3 editor showed it, so
 * an old map looks the same: the colours of the drawn level in the order JavaScript enumerates its
 * fills (that of the parsed file), then those of the other level, which that editor listed once shown.
 */
export function migrateV3toV4(v3: DocumentV3): unknown {
  return { ...v3, version: 4, legend: { ...v3.legend, order: v3LegendOrder(v3) } };
}

function v3LegendOrder(v3: DocumentV3): Colour[] {
  // Version 3's filledLevels: level 1 alone when it is the only level shown, else level 2.
  const drawn: Level = v3.levels[1].style.visible && !v3.levels[2].style.visible ? 1 : 2;
  const seen = new Set<Colour>();
  for (const level of [drawn, drawn === 1 ? 2 : 1] as const) {
    for (const colour of Object.values(v3.levels[level].fills)) seen.add(colour);
  }
  return [...seen];
}
