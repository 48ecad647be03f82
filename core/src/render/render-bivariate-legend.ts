import { bivariateClassesOf } from '../data/bivariate-classes';
import { BIVARIATE_CLASSES, bivariateColour } from '../data/bivariate-palettes';
import { bivariateLevelOf } from '../document/bivariate';
import type { MapDocument } from '../document/schema';
import { filledLevels } from '../document/show';
import type { ProjectedLevel } from '../geo/projected-level';
import { svgNode, type SvgNode } from './svg-tree';

/** As the legend's rows are sized: the core has no font metrics (render-legend.ts). */
const EM_PER_CHAR = 0.6;

/** The bivariate map's square in the legend: its size, its texts, and its nodes once placed. */
export interface BivariateSquare {
  readonly width: number;
  readonly height: number;
  /** The axis titles drawn, for the legend's font stack. */
  readonly texts: readonly string[];
  draw(left: number, top: number): SvgNode;
}

/** Whether the legend draws the bivariate square: the map is on, its level drawn filled, its key shown. */
function bivariateSquareShown(doc: MapDocument): boolean {
  const level = bivariateLevelOf(doc);
  return level !== undefined && doc.bivariate.legendVisible && filledLevels(doc).includes(level);
}

/**
 * The square key of a bivariate map, upright: the 3 × 3 colours with x's classes rising to the right
 * and y's upwards, an arrow along each of the two axes, y's title above the square and x's below it
 * (an empty title is not drawn). Undefined when the legend does not show it.
 */
export function bivariateSquareOf(doc: MapDocument): BivariateSquare | undefined {
  if (!bivariateSquareShown(doc)) return undefined;
  const { xTitle, yTitle } = doc.bivariate;
  const { palette } = bivariateClassesOf(doc.bivariate);
  const size = doc.legend.fontSize;
  const colour = doc.legend.textColor;
  const cell = size * 1.6;
  const grid = cell * BIVARIATE_CLASSES;
  // The room left of and under the square for the arrows.
  const gutter = size * 0.9;
  const above = yTitle === '' ? size * 0.4 : size * 1.5;
  const below = gutter + (xTitle === '' ? 0 : size * 1.2);
  const width = Math.max(
    gutter + grid,
    yTitle.length * size * EM_PER_CHAR,
    gutter + xTitle.length * size * EM_PER_CHAR,
  );
  const height = above + grid + below;

  const draw = (left: number, top: number): SvgNode => {
    const gridLeft = left + gutter;
    const gridTop = top + above;
    const children: SvgNode[] = [];
    for (let y = 0; y < BIVARIATE_CLASSES; y++) {
      for (let x = 0; x < BIVARIATE_CLASSES; x++) {
        children.push(
          svgNode('rect', `cell:${x}:${y}`, {
            x: gridLeft + x * cell,
            y: gridTop + (BIVARIATE_CLASSES - 1 - y) * cell,
            width: cell,
            height: cell,
            fill: bivariateColour(palette, x, y),
            'data-bivariate-class': `${x} ${y}`,
          }),
        );
      }
    }
    const head = size * 0.25;
    const ax = left + gutter * 0.4;
    const ay = gridTop + grid + gutter * 0.5;
    const arrow = (key: string, d: string) =>
      svgNode('path', key, {
        d,
        fill: 'none',
        stroke: colour,
        'stroke-width': size * 0.08,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      });
    const x0 = gridLeft;
    const x1 = gridLeft + grid;
    const y0 = gridTop + grid;
    const y1 = gridTop - size * 0.1;
    children.push(
      arrow('arrow-y', `M${ax} ${y0}V${y1}M${ax - head} ${y1 + head}L${ax} ${y1}L${ax + head} ${y1 + head}`),
      arrow('arrow-x', `M${x0} ${ay}H${x1}M${x1 - head} ${ay - head}L${x1} ${ay}L${x1 - head} ${ay + head}`),
    );
    const title = (axis: 'x' | 'y', text: string, x: number, y: number) =>
      svgNode(
        'text',
        `title-${axis}`,
        { x, y, 'font-size': size, fill: colour, 'data-bivariate-axis': axis },
        text,
      );
    if (yTitle !== '') children.push(title('y', yTitle, left, top + size));
    if (xTitle !== '') children.push(title('x', xTitle, gridLeft, y0 + gutter + size * 0.9));
    return svgNode('g', 'bivariate', { 'data-legend-bivariate': palette.id }, children);
  };
  return { width, height, texts: [xTitle, yTitle], draw };
}

/** Whether a division of the bivariate map's level (as drawn) lacks one of its two numbers. */
export function bivariateNoDataOf(
  doc: MapDocument,
  geometry: { readonly level1?: ProjectedLevel; readonly level2?: ProjectedLevel },
): boolean {
  const level = bivariateLevelOf(doc);
  if (level === undefined) return false;
  const { x, y } = doc.bivariate;
  const divisions = (level === 1 ? geometry.level1 : geometry.level2)?.divisions ?? [];
  return divisions.some((division) => !Object.hasOwn(x, division.id) || !Object.hasOwn(y, division.id));
}
