import { categoryLevelOf } from '../document/categories';
import { legendRows, type LegendEntry } from '../document/legend-entries';
import type { ProjectedLevel } from '../geo/projected-level';
import { paintOf } from './render-patterns';
import type { MapDocument } from '../document/schema';
import { filledLevels } from '../document/show';
import { fontStack } from '../fonts/font-stack';
import { pixelLevelOf } from './data-fill';
import { bivariateSquareOf } from './render-bivariate-legend';
import { layoutSymbolLegend } from './render-symbols';
import { svgNode, type SvgNode } from './svg-tree';

/** Shown on screen for an entry without a label, so the user sees where to type; never exported. */
export const LEGEND_PLACEHOLDER = 'Add a label';

/**
 * Rough text width: the core has no font metrics, so the legend box is sized from character count
 * (0.6 em per character fits typical sans-serif text). The UI may measure and adjust on screen.
 */
const EM_PER_CHAR = 0.6;

/**
 * The legend: a box with the bivariate map's square, then one swatch + label row per category and
 * colour in use; nothing when hidden or empty. `categoryNoData`: whether a division of the categorical
 * map's level has no category (categoryNoDataOf); `bivariateNoData`: one of the bivariate map's lacks
 * a number (bivariateNoDataOf).
 */
export function renderLegend(
  doc: MapDocument,
  forExport: boolean,
  categoryNoData = true,
  bivariateNoData = true,
): SvgNode | undefined {
  const layout = layoutLegend(doc, forExport, categoryNoData, bivariateNoData);
  if (!layout) return undefined;
  const { legend } = doc;
  const { width, height, children, entries, texts } = layout;
  const background = legend.background
    ? [
        svgNode('rect', 'legend-background', {
          width,
          height,
          fill: legend.background,
          rx: legend.fontSize * 0.3,
        }),
      ]
    : [];
  return svgNode(
    'g',
    'legend',
    {
      'data-element': 'legend',
      transform: `translate(${legend.position.x} ${legend.position.y})`,
      'font-family': fontStack(
        doc.title.style.fontFamily,
        [legend.title, ...entries.map((e) => e.label), ...texts, doc.symbols.legendTitle].join(' '),
        doc.country,
      ),
    },
    [...background, ...children],
  );
}

/**
 * The legend's box in the frame (its top left is its position), or undefined when it is not drawn:
 * what division labels keep clear of (labels/obstacles.ts). With the categorical map's no-data row,
 * as the heat bar's size has its no-data swatch: never smaller than drawn, whatever the values.
 */
export function legendSize(
  doc: MapDocument,
  forExport: boolean,
): { width: number; height: number } | undefined {
  const layout = layoutLegend(doc, forExport, true, true);
  return layout && { width: layout.width, height: layout.height };
}

/** Whether a division of the categorical map's level (as drawn) has no category. */
export function categoryNoDataOf(
  doc: MapDocument,
  geometry: { readonly level1?: ProjectedLevel; readonly level2?: ProjectedLevel },
): boolean {
  const level = categoryLevelOf(doc);
  if (level === undefined) return false;
  const values = doc.categories.values;
  const divisions = (level === 1 ? geometry.level1 : geometry.level2)?.divisions ?? [];
  return divisions.some((division) => !Object.hasOwn(values, division.id));
}

/** A row of the legend: an entry, or the bivariate map's no-data row. */
type LegendRow = LegendEntry & { readonly bivariateNoData?: true };

function layoutLegend(
  doc: MapDocument,
  forExport: boolean,
  categoryNoData: boolean,
  bivariateNoData: boolean,
) {
  const { legend } = doc;
  const square = bivariateSquareOf(doc);
  const squareRows: LegendRow[] =
    square && bivariateNoData
      ? [{ colour: doc.bivariate.noDataColor, label: doc.bivariate.noDataLabel, bivariateNoData: true }]
      : [];
  const entries: readonly LegendRow[] = [...squareRows, ...legendRows(doc, categoryNoData)];
  const pixelRow = pixelLegendRowShown(doc);
  const rows = entries.length + (pixelRow ? 1 : 0);
  const sizes = layoutSymbolLegend(doc, legend.fontSize, legend.textColor);
  if (!legend.visible || (rows === 0 && !square && !sizes)) return undefined;

  const size = legend.fontSize;
  const pad = size * 0.6;
  const swatch = size * 1.1;
  const row = size * 1.6;
  const titleHeight = legend.title === '' ? 0 : size * 1.8;
  const children: SvgNode[] = [];
  let widest = legend.title.length * size * 1.1 * EM_PER_CHAR;
  // The square comes first, under the title; the rows follow it.
  const squareHeight = square ? square.height + (rows > 0 ? pad : 0) : 0;
  if (square) {
    widest = Math.max(widest, square.width);
    children.push(square.draw(pad, pad + titleHeight));
  }

  if (legend.title !== '') {
    children.push(
      svgNode(
        'text',
        'legend-title',
        {
          x: pad,
          y: pad + size * 1.1,
          'font-size': size * 1.1,
          'font-weight': 700,
          fill: legend.textColor,
          'data-legend-title': 'true',
        },
        legend.title,
      ),
    );
  }
  entries.forEach((entry, index) => {
    const top = pad + titleHeight + squareHeight + index * row;
    const placeholder = entry.label === '' && !forExport;
    const label = placeholder ? LEGEND_PLACEHOLDER : entry.label;
    widest = Math.max(widest, swatch + pad + label.length * size * EM_PER_CHAR);
    const rowChildren: SvgNode[] = [
      svgNode('rect', 'swatch', {
        x: pad,
        y: top,
        width: swatch,
        height: swatch,
        fill: paintOf(entry.colour, 'frame'),
        rx: size * 0.15,
      }),
    ];
    if (label !== '') {
      rowChildren.push(
        svgNode(
          'text',
          'label',
          {
            x: pad + swatch + pad,
            y: top + swatch * 0.82,
            'font-size': size,
            fill: legend.textColor,
            opacity: placeholder ? 0.45 : undefined,
            'data-placeholder': placeholder ? 'true' : undefined,
          },
          label,
        ),
      );
    }
    const [key, attributes] = rowKey(entry);
    children.push(svgNode('g', key, attributes, rowChildren));
  });

  if (pixelRow) {
    // The pixel dot map's row: one "on" cell of its shape and colour, and its label.
    const { onColor, shape, legendLabel } = doc.pixelDotMap;
    const top = pad + titleHeight + squareHeight + entries.length * row;
    const placeholder = legendLabel === '' && !forExport;
    const label = placeholder ? LEGEND_PLACEHOLDER : legendLabel;
    widest = Math.max(widest, swatch + pad + label.length * size * EM_PER_CHAR);
    const cell =
      shape === 'round'
        ? svgNode('circle', 'swatch', {
            cx: pad + swatch / 2,
            cy: top + swatch / 2,
            r: swatch / 2,
            fill: onColor,
          })
        : svgNode('rect', 'swatch', { x: pad, y: top, width: swatch, height: swatch, fill: onColor });
    const rowChildren: SvgNode[] = [cell];
    if (label !== '') {
      rowChildren.push(
        svgNode(
          'text',
          'label',
          {
            x: pad + swatch + pad,
            y: top + swatch * 0.82,
            'font-size': size,
            fill: legend.textColor,
            opacity: placeholder ? 0.45 : undefined,
            'data-placeholder': placeholder ? 'true' : undefined,
          },
          label,
        ),
      );
    }
    children.push(svgNode('g', 'entry:pixel-dot-map', { 'data-legend-pixels': 'on' }, rowChildren));
  }

  const rowsHeight = rows === 0 ? 0 : rows * row - (row - swatch);
  let height = Math.ceil(titleHeight + squareHeight + rowsHeight + 2 * pad);
  if (sizes) {
    // The proportional symbols' nested sizes, under the square and the rows.
    const top = rows === 0 && !square ? pad + titleHeight : height;
    children.push({ ...sizes.node, attrs: { ...sizes.node.attrs, transform: `translate(${pad} ${top})` } });
    widest = Math.max(widest, sizes.width);
    height = Math.ceil(top + sizes.height + pad);
  }
  const width = Math.ceil(widest + 2 * pad);
  return { width, height, children, entries, texts: square?.texts ?? [] };
}

/** A row's key among the legend's nodes and the attribute that names what it explains. */
function rowKey(entry: LegendRow): [string, Record<string, string>] {
  if (entry.bivariateNoData) return ['bivariate-no-data', { 'data-legend-no-data': 'bivariate' }];
  if (entry.category === '') return ['category-no-data', { 'data-legend-no-data': 'categories' }];
  if (entry.category !== undefined)
    return [`category:${entry.category}`, { 'data-legend-category': entry.category }];
  if (entry.territory !== undefined)
    return [`territory:${entry.territory}`, { 'data-legend-territory': entry.territory }];
  return [`entry:${entry.colour}`, { 'data-legend-colour': entry.colour }];
}

/** Whether the legend lists the pixel dot map: it is on, drawn, and its row not switched off. */
function pixelLegendRowShown(doc: MapDocument): boolean {
  const level = pixelLevelOf(doc);
  return level !== undefined && doc.pixelDotMap.legendVisible && filledLevels(doc).includes(level);
}
