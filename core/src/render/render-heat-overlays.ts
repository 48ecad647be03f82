import { shownHeatOverlays } from '../document/heat-overlays';
import { patternFill } from '../document/patterns';
import type { Level, MapDocument } from '../document/schema';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { offsetTransformOf } from './fill-of';
import { paintOf } from './render-patterns';
import { svgNode, type SvgNode } from './svg-tree';

/**
 * The patterns laid over the heat map's colours (decision "A pattern over a heat map's colour is a
 * second channel"): a group right above the filled level, one unstroked path per overlaid division,
 * its fill the pattern (no background), so the division keeps its heat colour under the lines. They
 * take no clicks: a click goes to the division under them. Undefined when none is drawn on `projected`.
 */
export function renderHeatOverlays(doc: MapDocument, projected: ProjectedLevel): SvgNode | undefined {
  const overlays = shownHeatOverlays(doc);
  const level = projected.level;
  if (doc.heatMap.level !== level) return undefined;
  const children: SvgNode[] = [];
  for (const division of projected.divisions) {
    if (division.d === '' || !Object.hasOwn(overlays, division.id)) continue;
    children.push(renderHeatOverlay(doc, level, division, overlays[division.id] as string));
  }
  if (children.length === 0) return undefined;
  return svgNode('g', heatOverlaysKey(level), heatOverlaysAttributes(level), children);
}

function heatOverlaysKey(level: Level): string {
  return `heat-overlays:${level}`;
}

/** The group's attributes: no stroke (the level's borders stay the level's), no clicks. */
function heatOverlaysAttributes(level: Level): SvgNode['attrs'] {
  return { 'data-element': 'heat-overlays', 'data-level': level, stroke: 'none', 'pointer-events': 'none' };
}

/** One division's overlay: its outline (moved with it) filled with the pattern. */
function renderHeatOverlay(
  doc: MapDocument,
  level: Level,
  division: ProjectedDivision,
  pattern: string,
): SvgNode {
  return svgNode('path', `heat-overlay:${division.id}`, {
    d: division.d,
    fill: paintOf(patternFill(pattern), 'map'),
    transform: offsetTransformOf(doc, level, division.id),
    'data-heat-overlay': division.id,
    'data-pattern-over': pattern,
  });
}
