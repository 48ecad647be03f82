import type { MapDocument } from '@mapwright/core/document/schema';
import { shownName, shownNameLines } from '@mapwright/core/names/shown-name';
import { filledLevels } from '@mapwright/core/document/show';
import type { EmojiLookup } from '@mapwright/core/emoji/emoji-glyph';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import type { MapProjection } from '@mapwright/core/render/anchor-frame';
import { renderMap } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';

/** What annotations need beyond the projected levels: the fitted projection and the emoji glyphs. */
export interface AnnotationSupport {
  readonly geo?: MapProjection;
  readonly emoji?: EmojiLookup;
}

/**
 * A published map drawn by the core's renderMap, the function the editor's screen and every export draw
 * with (forExport: no on-screen helpers), with the data credit of the drawn levels on the credit line.
 */
export function renderPublishedMap(
  doc: MapDocument,
  projected: ProjectedCountry,
  attribution: string,
  support: AnnotationSupport = {},
): SvgNode {
  const geometry = support.geo ? { ...projected, geo: support.geo } : projected;
  return renderMap(doc, geometry, {
    forExport: true,
    credit: attribution,
    ...(support.emoji && { emoji: support.emoji }),
  });
}

/** The hover names of the filled level: id → [name, local name or '', first-level name or '']. */
export interface DivisionNames {
  readonly level: 1 | 2;
  readonly names: Readonly<Record<string, readonly [string, string, string]>>;
}

/**
 * What the public page's tooltip shows for each division it can hover: the names the editor's tooltip
 * shows (name, local name, and for a district its state), for the level that is drawn filled.
 */
export function divisionNames(doc: MapDocument, projected: ProjectedCountry): DivisionNames {
  const level = filledLevels(doc)[0] ?? 2;
  const divisions = (level === 1 ? projected.level1 : projected.level2)?.divisions ?? [];
  // In the map's language, as the editor's tooltip and the labels name them (core names/shown-name.ts).
  const language = doc.mapLanguage;
  const parents = new Map((projected.level1?.divisions ?? []).map((d) => [d.id, shownName(d, language)]));
  const names: Record<string, readonly [string, string, string]> = {};
  for (const d of divisions) {
    const parent = level === 2 && d.parent ? (parents.get(d.parent) ?? '') : '';
    const [name = d.name, local = ''] = shownNameLines(d, language, 'both');
    names[d.id] = [name, local, parent];
  }
  return { level, names };
}
