import { autoDecimals, formatNumber } from '../data/format-number';
import type { Point } from '../document/position';
import type { MapLanguage } from '../document/map-language';
import type { Level, MapDocument } from '../document/schema';
import { shownNameLines } from '../names/shown-name';
import type { ProjectedLevel } from '../geo/projected-level';
import { labelAnchors, type LabelAnchor } from './anchors';

/** A division that would like a label: what it says and what the drop rule sorts it by. */
export interface LabelCandidate {
  readonly id: string;
  readonly level: Level;
  /** The text as drawn, one entry per line (a custom text's own line breaks, or name/local/value). */
  readonly lines: readonly string[];
  /** Its heat map value, when the heat map is on this level and has one. */
  readonly value?: number;
  /** Painted by the user (its own fill). */
  readonly painted: boolean;
  readonly anchor: LabelAnchor;
  /** In the level's callout list: labelled outside with a leader when it has no room inside. */
  readonly callout: boolean;
  /** Where the user dragged it, in map space. */
  readonly pinned?: Point;
}

/** The levels whose labels are drawn: switched on, shown, and their geometry loaded. */
export function labelledLevels(
  doc: MapDocument,
  geometry: { readonly level1?: ProjectedLevel; readonly level2?: ProjectedLevel },
): ProjectedLevel[] {
  const levels: ProjectedLevel[] = [];
  for (const [level, projected] of [
    [1, geometry.level1],
    [2, geometry.level2],
  ] as const) {
    if (projected && doc.labels[level].visible && doc.levels[level].style.visible) levels.push(projected);
  }
  return levels;
}

/**
 * The divisions of a level that get a label by the level's settings (which, content, script, upper
 * case, custom texts and hidden overrides), in the level's division order. Whether each fits is the
 * placement's business (place.ts).
 */
export function labelCandidates(doc: MapDocument, projected: ProjectedLevel): LabelCandidate[] {
  const level = projected.level;
  const settings = doc.labels[level];
  const anchors = labelAnchors(projected);
  const heat = doc.heatMap.active && doc.heatMap.level === level ? doc.heatMap : undefined;
  const values = heat?.values;
  const formatValue = valueFormatter(heat, doc.mapLanguage);
  const fills = doc.levels[level].fills;
  const callouts = new Set(settings.callouts);
  const picked = settings.which === 'picked' ? new Set(settings.picked) : undefined;
  const candidates: LabelCandidate[] = [];
  for (const division of projected.divisions) {
    const { id } = division;
    const anchor = anchors.get(id);
    if (!anchor) continue;
    const override = Object.hasOwn(settings.overrides, id) ? settings.overrides[id] : undefined;
    if (override?.hidden) continue;
    const painted = Object.hasOwn(fills, id);
    const value = values && Object.hasOwn(values, id) ? values[id] : undefined;
    if (settings.which === 'painted' && !painted) continue;
    if (settings.which === 'data' && value === undefined) continue;
    if (picked && !picked.has(id)) continue;
    let lines: string[];
    if (override?.text !== undefined) lines = override.text.split('\n');
    else {
      const valueText = value === undefined ? undefined : formatValue(value);
      const names = shownNameLines(division, doc.mapLanguage, settings.script);
      if (settings.content === 'name') lines = names;
      else if (settings.content === 'value') lines = valueText === undefined ? [] : [valueText];
      else lines = valueText === undefined ? names : [...names, valueText];
    }
    lines = lines.map((line) => line.trim()).filter((line) => line !== '');
    if (settings.uppercase) lines = lines.map((line) => line.toUpperCase());
    if (lines.length === 0) continue;
    candidates.push({
      id,
      level,
      lines,
      ...(value !== undefined && { value }),
      painted,
      anchor,
      callout: callouts.has(id),
      ...(override?.position && { pinned: override.position }),
    });
  }
  return candidates;
}

/**
 * Values written as the heat bar writes its numbers: the bar's format (prefix, suffix, grouping,
 * decimal mark), with its decimals or, left open, the decimals that tell the level's values apart.
 */
function valueFormatter(
  heat: MapDocument['heatMap'] | undefined,
  language: MapLanguage,
): (value: number) => string {
  if (!heat) return String;
  const format = heat.bar.format;
  const decimals = format.decimals ?? autoDecimals(Object.values(heat.values));
  return (value) => formatNumber(value, format, decimals, language);
}
