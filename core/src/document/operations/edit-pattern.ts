import { overlayPatternIds } from '../heat-overlays';
import { patternStyleSchema, type PatternStyle } from '../patterns';
import type { DocumentDraft } from './operation';

/**
 * Changes what a pattern of the document looks like (decision "A painted pattern is edited in
 * place"): its definition is changed, so every division, territory, hatch and overlay that names it
 * is redrawn with the new look and the legend keeps its entry and label. Only the fields that differ
 * are written, so typing or dragging the same value changes nothing. A pattern laid over a heat
 * map's colours keeps no background (the heat colour shows through), and the no-data hatch keeps the
 * no-data colour as its background. Throws on an unknown id or a look out of bounds.
 */
export function editPattern(draft: DocumentDraft, id: string, change: Partial<PatternStyle>): void {
  const pattern = draft.patterns.find((p) => p.id === id);
  if (!pattern) throw new RangeError(`No pattern ${JSON.stringify(id)} in this map`);
  const { id: _id, ...style } = pattern;
  const next: PatternStyle = { ...style, ...change };
  if (overlayPatternIds(draft.heatOverlays).includes(id)) next.background = null;
  else if (draft.heatMap.noDataPattern === id) next.background = draft.heatMap.noDataColor;
  const checked = patternStyleSchema.safeParse(next);
  if (!checked.success) throw new RangeError(`Not a pattern: ${checked.error.issues[0]?.message ?? ''}`);
  for (const [key, value] of Object.entries(checked.data) as [keyof PatternStyle, never][])
    if (pattern[key] !== value) pattern[key] = value;
}
