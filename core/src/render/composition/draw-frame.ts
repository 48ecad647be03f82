import type { MapDocument } from '../../document/schema';
import { fontStack } from '../../fonts/font-stack';
import { CAPTION_BAND } from '../../geo/insets';
import { creditLine } from '../credit-line';
import { heatBarLevelOf } from '../data-fill';
import { renderHeatBar } from '../render-heat-bar';
import { renderTextBlock, renderWrappedTextBlock } from '../render-text';
import { svgNode, type SvgNode } from '../svg-tree';
import { territoryHeatOf } from '../territory-heat';
import { fmt, type MapTransform } from '../transform';
import type { MapGeometry, RenderOptions } from './frame-inputs';

/** The caption's size in frame pixels, at most: it shrinks with a box too small for it. */
const CAPTION_SIZE = 11;

/**
 * Each territory inset's thin frame and caption (decision "Territory insets are laid out by the pipeline"), in map space above the levels, so they
 * move with the map; line width and text size are in frame pixels, like the borders.
 */
export function renderInsetFrames(
  doc: MapDocument,
  geometry: MapGeometry,
  transform: MapTransform,
): SvgNode[] {
  const insets = geometry.insets ?? [];
  if (insets.length === 0) return [];
  const k = transform.scale;
  const frames = insets.map((inset) => {
    const [x0, y0, x1, y1] = inset.box;
    const band = CAPTION_BAND * (y1 - y0);
    const size = Math.min(CAPTION_SIZE / k, band * 0.8);
    return svgNode('g', `inset:${inset.id}`, { 'data-inset': inset.id }, [
      svgNode('rect', `inset-frame:${inset.id}`, {
        x: fmt(x0),
        y: fmt(y0),
        width: fmt(x1 - x0),
        height: fmt(y1 - y0),
        fill: 'none',
        stroke: '#8a8a8a',
        'stroke-width': fmt(1 / k),
      }),
      svgNode(
        'text',
        `inset-caption:${inset.id}`,
        {
          x: fmt(x0 + size * 0.5),
          y: fmt(y0 + size * 1.1),
          'font-size': fmt(size),
          'font-family': fontStack('Inter, "Helvetica Neue", Arial, sans-serif', inset.caption, doc.country),
          fill: '#444444',
        },
        inset.caption,
      ),
    ]);
  });
  return [svgNode('g', 'insets', { 'data-insets': 'true', 'pointer-events': 'none' }, frames)];
}

/**
 * Title, subtitle and the credit line. Hiding the titles (the layers panel) hides the user's three
 * texts, but the credit line still carries the data attribution and the emoji credit: the sources'
 * licences ask for them on every copy of the map.
 */
export function renderTitles(doc: MapDocument, options: RenderOptions): SvgNode[] {
  const { country, frame } = doc;
  const shown = doc.layers.titlesVisible;
  const nodes: SvgNode[] = [];
  if (shown && doc.title.text !== '')
    nodes.push(renderTextBlock(doc.title, 'title', undefined, undefined, country));
  if (shown && doc.subtitle.text !== '')
    nodes.push(renderTextBlock(doc.subtitle, 'subtitle', undefined, undefined, country));
  const credit = creditLine(doc, options.credit);
  if (credit !== '') nodes.push(renderWrappedTextBlock(doc.credit, 'credit', credit, frame.width, country));
  return nodes;
}

/** The heat bar when the heat map's level is drawn filled, with a no-data swatch if a division lacks a value. */
export function renderHeatBarOf(
  doc: MapDocument,
  geometry: MapGeometry,
  forExport: boolean,
): SvgNode | undefined {
  const level = heatBarLevelOf(doc);
  if (level === undefined) return undefined;
  const projected = level === 1 ? geometry.level1 : geometry.level2;
  const byTerritory = territoryHeatOf(doc);
  if (byTerritory) {
    // The bar of the territories' values; no data: a territory without one, or a division in none.
    const inOne = new Set(doc.territories.flatMap((t) => (t.level === level ? t.members : [])));
    const hasNoData =
      doc.territories.some((t) => t.level === level && byTerritory.valueOf(t.id) === undefined) ||
      (projected?.divisions ?? []).some((division) => !inOne.has(division.id));
    return renderHeatBar({ ...doc, heatMap: byTerritory.heatMap }, hasNoData, forExport);
  }
  const values = doc.heatMap.values;
  const hasNoData = (projected?.divisions ?? []).some((division) => !Object.hasOwn(values, division.id));
  return renderHeatBar(doc, hasNoData, forExport);
}
