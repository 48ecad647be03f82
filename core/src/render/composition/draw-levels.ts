import type { Level, MapDocument } from '../../document/schema';
import { showOf } from '../../document/show';
import type { ProjectedDivision, ProjectedLevel } from '../../geo/projected-level';
import { pixelLevelOf } from '../data-fill';
import { fillOf, offsetTransformOf } from '../fill-of';
import { svgNode, type SvgNode } from '../svg-tree';
import { fmt, type MapTransform } from '../transform';
import type { MapGeometry } from './frame-inputs';

/**
 * With one level shown it is drawn filled. With both, level 2 is drawn filled (a district with no
 * colour of its own in its province's: fillOf) and level 1 on top as its border mesh only (no fills,
 * no offsets): the provinces' outlines, which do not take clicks.
 */
export function renderLevels(doc: MapDocument, geometry: MapGeometry, transform: MapTransform): SvgNode[] {
  const show = showOf(doc);
  const levels: SvgNode[] = [];
  const filled = show === '1' ? geometry.level1 : geometry.level2;
  if (filled) levels.push(renderFilledLevel(doc, filled, transform));
  if (show === 'both' && geometry.level1) levels.push(renderOutlineLevel(doc, geometry.level1, transform));
  return levels;
}

/** The level drawn filled (level 1 or 2 as shown), where the data maps and zoom insets are drawn. */
export function filledLevelOf(doc: MapDocument, geometry: MapGeometry): ProjectedLevel | undefined {
  return showOf(doc) === '1' ? geometry.level1 : geometry.level2;
}

/**
 * Stroke attributes for a level group. Border width is in frame pixels at every zoom, so it is
 * divided by the map scale here rather than using non-scaling-stroke, which exports (PNG at 4x, PDF)
 * would not honour the same way (decision "The map document, its history, and how it is drawn").
 */
function strokeAttributes(doc: MapDocument, level: Level, transform: MapTransform) {
  const style = doc.levels[level].style;
  const visible = style.borderWidth > 0;
  return {
    stroke: visible ? style.borderColor : 'none',
    'stroke-width': visible ? fmt(style.borderWidth / transform.scale) : undefined,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
    opacity: style.opacity === 1 ? undefined : style.opacity,
  };
}

function renderFilledLevel(doc: MapDocument, projected: ProjectedLevel, transform: MapTransform): SvgNode {
  const level = projected.level;
  const paths: SvgNode[] = [];
  for (const division of projected.divisions) {
    if (division.d !== '') paths.push(renderDivision(doc, level, division));
  }
  return svgNode(
    'g',
    `level:${level}`,
    {
      'data-level-group': level,
      ...strokeAttributes(doc, level, transform),
      // Over pixel cells the divisions are unfilled; they still take hover and clicks.
      'pointer-events': pixelLevelOf(doc) === level ? 'all' : undefined,
    },
    paths,
  );
}

/**
 * One division of a filled level: its own path, with its fill and its offset. The screen also makes
 * one on its own for a division it drew as part of a base path until painted (MapView).
 */
export function renderDivision(doc: MapDocument, level: Level, division: ProjectedDivision): SvgNode {
  return svgNode('path', `division:${level}:${division.id}`, {
    d: division.d,
    fill: fillOf(doc, level, division.id, division.parent),
    transform: offsetTransformOf(doc, level, division.id),
    'data-division': division.id,
    'data-level': level,
  });
}

function renderOutlineLevel(doc: MapDocument, projected: ProjectedLevel, transform: MapTransform): SvgNode {
  const level = projected.level;
  return svgNode(
    'g',
    `outline:${level}`,
    {
      'data-outline-group': level,
      fill: 'none',
      'pointer-events': 'none',
      ...strokeAttributes(doc, level, transform),
    },
    [svgNode('path', `borders:${level}`, { d: projected.borders, 'data-outline': level })],
  );
}
