import { formatLabels } from '../data/format-number';
import { heatScaleOf, type HeatScale } from '../data/heat-scale';
import type { MapDocument } from '../document/schema';
import { heatSpanOf } from '../document/time-series';
import { fontStack } from '../fonts/font-stack';
import { noDataPaintOf } from './data-fill';
import { svgNode, type SvgNode } from './svg-tree';

/** Rough text width, as the legend estimates it (the core has no font metrics). */
const EM_PER_CHAR = 0.6;
const HEAT_BAR_GRADIENT_ID = 'heat-bar-ramp';

/**
 * The heat bar, the heat map's legend: title, the colour ramp (a block per class, or a gradient for
 * a continuous scale), ticks with formatted labels, and a no-data swatch when a division of the
 * level has no value. Horizontal (low values left) or vertical (high values on top). Nothing is
 * drawn while the heat map has no values.
 */
export function renderHeatBar(doc: MapDocument, hasNoData: boolean, forExport = false): SvgNode | undefined {
  const layout = layoutHeatBar(doc, hasNoData, forExport);
  if (!layout) return undefined;
  const { bar } = doc.heatMap;
  const { width, height, children } = layout;
  const background = bar.background
    ? [
        svgNode('rect', 'heat-bar-background', {
          width: Math.ceil(width),
          height: Math.ceil(height),
          fill: bar.background,
          rx: bar.fontSize * 0.3,
        }),
      ]
    : [];
  const at = insideFrame(doc, bar.position, width, height);
  return svgNode(
    'g',
    'heat-bar',
    {
      'data-element': 'heatBar',
      transform: `translate(${at.x} ${at.y})`,
      // The families the bar's own texts need (title, ticks, the no-data label), as the legend does.
      'font-family': fontStack(doc.title.style.fontFamily, textOf(children).join(' '), doc.country),
    },
    [...background, ...children],
  );
}

/**
 * The heat bar's box in the frame where it is drawn, or undefined when it is not: what division labels
 * keep clear of (labels/obstacles.ts).
 */
export function heatBarBox(
  doc: MapDocument,
  hasNoData: boolean,
): { x: number; y: number; width: number; height: number } | undefined {
  const layout = layoutHeatBar(doc, hasNoData, true);
  if (!layout) return undefined;
  const at = insideFrame(doc, doc.heatMap.bar.position, layout.width, layout.height);
  return { ...at, width: Math.ceil(layout.width), height: Math.ceil(layout.height) };
}

function layoutHeatBar(doc: MapDocument, hasNoData: boolean, forExport: boolean) {
  const { bar } = doc.heatMap;
  const scale = heatScaleOf(doc.heatMap, heatSpanOfDrawn(doc));
  if (!bar.visible || scale.count === 0) return undefined;
  const size = bar.fontSize;
  const pad = size * 0.6;
  const tick = size * 0.35;
  const vertical = bar.orientation === 'vertical';
  const labels = formatLabels(scale.ticks, bar.format, doc.mapLanguage);
  const widest =
    Math.max(...labels.map((l) => l.length), hasNoData ? bar.noDataLabel.length : 0) * size * EM_PER_CHAR;
  const titleHeight = bar.title === '' ? 0 : size * 1.7;
  // Horizontal: room for half the first label left of the ramp; vertical: labels to the right.
  const rampX = vertical ? pad : pad + ((labels[0]?.length ?? 0) * size * EM_PER_CHAR) / 2;
  const rampY = pad + titleHeight;
  const children: SvgNode[] = [];

  if (bar.title !== '') {
    children.push(
      svgNode(
        'text',
        'heat-bar-title',
        { x: pad, y: pad + size * 1.05, 'font-size': size * 1.05, 'font-weight': 700, fill: bar.textColor },
        bar.title,
      ),
    );
  }
  children.push(...ramp(scale, rampX, rampY, bar.length, bar.thickness, vertical));
  // On screen, a grip at the ramp's end resizes the bar with the Move tool (CSS shows it only then).
  if (!forExport) {
    const grip = Math.max(6, size * 0.45);
    children.push(
      svgNode('rect', 'heat-bar-resize', {
        x: vertical ? rampX - 2 : rampX + bar.length - grip / 2,
        y: vertical ? rampY + bar.length - grip / 2 : rampY - 2,
        width: vertical ? bar.thickness + 4 : grip,
        height: vertical ? grip : bar.thickness + 4,
        rx: 2,
        fill: '#1a1a1a',
        'fill-opacity': 0.55,
        'data-resize': 'heatBar',
        'data-resize-axis': vertical ? 'y' : 'x',
      }),
    );
  }

  const positions = tickPositions(scale);
  const shown = labelsThatFit(
    positions.map((along) => bar.length * along),
    labels.map((l) => (vertical ? size : l.length * size * EM_PER_CHAR)),
    size * 0.5,
  );
  scale.ticks.forEach((_, i) => {
    const along = positions[i] ?? 0;
    const label = labels[i] ?? '';
    if (vertical) {
      const y = rampY + bar.length * (1 - along);
      const x = rampX + bar.thickness;
      children.push(line(`tick:${i}`, x, y, x + tick, y, bar.textColor));
      if (!shown.has(i)) return;
      children.push(
        text(`label:${i}`, x + tick + size * 0.3, y + size * 0.35, size, bar.textColor, 'start', label),
      );
    } else {
      const x = rampX + bar.length * along;
      const y = rampY + bar.thickness;
      children.push(line(`tick:${i}`, x, y, x, y + tick, bar.textColor));
      if (!shown.has(i)) return;
      children.push(text(`label:${i}`, x, y + tick + size, size, bar.textColor, 'middle', label));
    }
  });

  let width: number;
  let height: number;
  if (vertical) {
    width = rampX + bar.thickness + tick + size * 0.3 + widest + pad;
    height = rampY + bar.length + size * 0.5 + pad;
  } else {
    const lastHalf = ((labels.at(-1)?.length ?? 0) * size * EM_PER_CHAR) / 2;
    width = rampX + bar.length + lastHalf + pad;
    height = rampY + bar.thickness + tick + size * 1.3 + pad;
  }
  if (hasNoData) {
    const swatch = Math.max(bar.thickness, size);
    const labelWidth = bar.noDataLabel.length * size * EM_PER_CHAR;
    if (vertical) {
      const y = height - pad + size * 0.5;
      children.push(rect('no-data', rampX, y, bar.thickness, swatch, noDataPaintOf(doc.heatMap, 'frame')));
      children.push(
        text(
          'no-data-label',
          rampX + bar.thickness + tick + size * 0.3,
          y + swatch / 2 + size * 0.35,
          size,
          bar.textColor,
          'start',
          bar.noDataLabel,
        ),
      );
      height = y + swatch + pad;
    } else {
      // The swatch sits a gap after the last label's end, far enough that its centred label (which
      // may be wider than the swatch) does not run into that last label.
      const lastEnd = width - pad;
      const x = lastEnd + size + Math.max(0, labelWidth / 2 - swatch / 2);
      children.push(rect('no-data', x, rampY, swatch, bar.thickness, noDataPaintOf(doc.heatMap, 'frame')));
      children.push(
        text(
          'no-data-label',
          x + swatch / 2,
          rampY + bar.thickness + tick + size,
          size,
          bar.textColor,
          'middle',
          bar.noDataLabel,
        ),
      );
      width = x + Math.max(swatch, labelWidth / 2 + swatch / 2) + pad;
    }
  }
  return { width, height, children };
}

/**
 * Where the bar is drawn: at its place, unless its box (which grows with its length, labels and
 * no-data swatch) would leave the frame; then it is pulled in to a margin from the edge it crosses,
 * so a bar near the right edge grows leftwards (decision "The heat bar is drawn inside the frame"). A bar
 * larger than the frame keeps its top left corner in view.
 */
function insideFrame(
  doc: MapDocument,
  position: { readonly x: number; readonly y: number },
  width: number,
  height: number,
): { x: number; y: number } {
  const margin = Math.round(Math.min(doc.frame.width, doc.frame.height) * 0.02);
  const fit = (at: number, size: number, side: number) =>
    at + size <= side ? Math.max(0, at) : Math.max(0, Math.min(at, side - margin - size));
  return {
    x: Math.round(fit(position.x, Math.ceil(width), doc.frame.width) * 100) / 100,
    y: Math.round(fit(position.y, Math.ceil(height), doc.frame.height) * 100) / 100,
  };
}

/**
 * Which tick labels are drawn: where labels are wider than the space between their ticks (long
 * numbers, many classes, a short bar), every label that would run into the one before it is left out
 * (its tick stays), the first and the last always drawn, so no two labels overlap (decision "The heat
 * bar is drawn inside the frame").
 */
export function labelsThatFit(
  centres: readonly number[],
  extents: readonly number[],
  gap: number,
): Set<number> {
  const shown: number[] = [];
  const span = (i: number) => {
    const half = (extents[i] ?? 0) / 2;
    return [(centres[i] ?? 0) - half, (centres[i] ?? 0) + half] as const;
  };
  const clear = (a: number, b: number) => span(b)[0] - span(a)[1] >= gap || span(a)[0] - span(b)[1] >= gap;
  centres.forEach((_, i) => {
    const previous = shown.at(-1);
    if (previous === undefined || clear(previous, i)) shown.push(i);
  });
  const last = centres.length - 1;
  if (last > 0 && shown.at(-1) !== last) {
    while (shown.length > 1 && !clear(shown.at(-1) ?? 0, last)) shown.pop();
    if (shown.length > 0 && !clear(shown.at(-1) ?? 0, last)) return new Set(shown);
    shown.push(last);
  }
  return new Set(shown);
}

/** Where each tick sits along the bar (0..1): class limits evenly for classes, by value for a ramp. */
function tickPositions(scale: HeatScale): number[] {
  if (!scale.continuous) {
    const k = scale.classes.length;
    return scale.ticks.map((_, i) => (k === 0 ? 0 : i / k));
  }
  return scale.ticks.map((value) => Math.max(0, Math.min(1, scale.along(value))));
}

function ramp(
  scale: HeatScale,
  x: number,
  y: number,
  length: number,
  thickness: number,
  vertical: boolean,
): SvgNode[] {
  if (scale.continuous) {
    const gradient = svgNode(
      'linearGradient',
      'heat-bar-gradient',
      vertical
        ? { id: HEAT_BAR_GRADIENT_ID, x1: 0, y1: 1, x2: 0, y2: 0 }
        : { id: HEAT_BAR_GRADIENT_ID, x1: 0, y1: 0, x2: 1, y2: 0 },
      scale.stops.map((stop, i) =>
        svgNode('stop', `stop:${i}`, { offset: stop.offset, 'stop-color': stop.colour }),
      ),
    );
    const width = vertical ? thickness : length;
    const height = vertical ? length : thickness;
    return [
      svgNode('defs', 'heat-bar-defs', {}, [gradient]),
      svgNode('rect', 'heat-bar-ramp', {
        x,
        y,
        width,
        height,
        fill: `url(#${HEAT_BAR_GRADIENT_ID})`,
        'data-heat-ramp': 'continuous',
      }),
    ];
  }
  const k = scale.classes.length;
  return scale.classes.map((cls, i) => {
    const step = length / k;
    return vertical
      ? rect(`class:${i}`, x, y + length - (i + 1) * step, thickness, step, cls.colour, i)
      : rect(`class:${i}`, x + i * step, y, step, thickness, cls.colour, i);
  });
}

function rect(
  key: string,
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  heatClass?: number,
): SvgNode {
  return svgNode('rect', key, { x, y, width, height, fill, 'data-heat-class': heatClass });
}

function line(key: string, x1: number, y1: number, x2: number, y2: number, stroke: string): SvgNode {
  return svgNode('line', key, { x1, y1, x2, y2, stroke, 'stroke-width': 1 });
}

function text(
  key: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle',
  content: string,
): SvgNode {
  return svgNode('text', key, { x, y, 'font-size': size, fill, 'text-anchor': anchor }, content);
}

/** Every text the nodes draw, depth first. */
function textOf(nodes: readonly SvgNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.text !== undefined ? [node.text] : []),
    ...textOf(node.children ?? []),
  ]);
}

/**
 * The steps the drawn heat map's classes span: a time map's, unless it is drawn by territory (then
 * the territories' values make the classes).
 */
function heatSpanOfDrawn(doc: MapDocument) {
  return doc.territoryHeat === 'off' ? heatSpanOf(doc) : undefined;
}
