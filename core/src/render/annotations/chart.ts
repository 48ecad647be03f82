import type { ChartAnnotation, ChartRow } from '../../document/annotations';
import { formatLabels } from '../../data/format-number';
import { fontStack } from '../../fonts/font-stack';
import { svgNode, type SvgNode } from '../svg-tree';
import { EM_PER_CHAR_ESTIMATE } from '../wrap-text';
import { px, type AnnotationContext } from './context';

/**
 * A small chart drawn as plain shapes and text in its box (origin: the box's top-left corner): bars,
 * horizontal bars, a pie or a donut, with its title and, if asked, value labels in the chart's number
 * format. Bars start at zero, so negative values hang below (or left of) the axis.
 */
export function renderChartAnnotation(chart: ChartAnnotation, context: AnnotationContext): SvgNode[] {
  const size = chart.fontSize;
  const pad = size * 0.6;
  const nodes: SvgNode[] = [];
  const texts = [chart.title, ...chart.rows.map((r) => r.label)].join(' ');
  const text = (
    key: string,
    x: number,
    y: number,
    content: string,
    extra: Record<string, string | number> = {},
  ) =>
    svgNode(
      'text',
      key,
      {
        x: px(x),
        y: px(y),
        'font-family': fontStack(chart.fontFamily, texts, context.country),
        'font-size': size,
        fill: chart.textColor,
        ...extra,
      },
      content,
    );
  if (chart.background) {
    nodes.push(
      svgNode('rect', 'background', {
        width: chart.width,
        height: chart.height,
        rx: 4,
        fill: chart.background,
      }),
    );
  }
  let top = pad;
  if (chart.title.trim() !== '') {
    nodes.push(
      text('title', pad, pad + size * 1.1, chart.title, {
        'font-size': px(size * 1.15),
        'font-weight': 700,
        // The screen finds the title here to type into it where it is drawn (issue 31).
        'data-chart-title': 'true',
      }),
    );
    top += size * 1.6;
  }
  const plot = { x: pad, y: top, width: chart.width - 2 * pad, height: chart.height - top - pad };
  if (plot.width <= 0 || plot.height <= 0 || chart.rows.length === 0) return nodes;
  const labels = formatLabels(
    chart.rows.map((r) => r.value),
    chart.format,
    context.language,
  );
  const draw = chart.kind === 'bar' ? bars : chart.kind === 'hbar' ? horizontalBars : pie;
  nodes.push(svgNode('g', 'plot', {}, draw(chart, plot, labels, text)));
  return nodes;
}

type Box = { x: number; y: number; width: number; height: number };
type Text = (
  key: string,
  x: number,
  y: number,
  content: string,
  extra?: Record<string, string | number>,
) => SvgNode;

/** Where zero falls on a value axis of `length` px covering the rows' values and zero. */
function scaleOf(rows: readonly ChartRow[], length: number): { zero: number; perUnit: number } {
  const values = rows.map((r) => r.value);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  return { zero: (-min / span) * length, perUnit: length / span };
}

function bars(chart: ChartAnnotation, plot: Box, labels: readonly string[], text: Text): SvgNode[] {
  const size = chart.fontSize;
  const n = chart.rows.length;
  const labelRoom = size * 1.4;
  const valueRoom = chart.valueLabels ? size * 1.3 : 0;
  const height = plot.height - labelRoom - valueRoom;
  if (height <= 0) return [];
  const { zero, perUnit } = scaleOf(chart.rows, height);
  const baseline = plot.y + valueRoom + height - zero;
  const step = plot.width / n;
  const barWidth = step * 0.7;
  const nodes: SvgNode[] = [];
  chart.rows.forEach((row, i) => {
    const x = plot.x + i * step + (step - barWidth) / 2;
    const h = Math.abs(row.value) * perUnit;
    const y = row.value >= 0 ? baseline - h : baseline;
    nodes.push(
      svgNode('rect', `bar:${i}`, {
        x: px(x),
        y: px(y),
        width: px(barWidth),
        height: px(h),
        fill: row.color,
      }),
    );
    const cx = x + barWidth / 2;
    nodes.push(
      text(`label:${i}`, cx, plot.y + plot.height - size * 0.3, fit(row.label, step, size), {
        'text-anchor': 'middle',
      }),
    );
    if (chart.valueLabels) {
      const vy = row.value >= 0 ? y - size * 0.35 : y + h + size * 1.05;
      nodes.push(
        text(`value:${i}`, cx, vy, labels[i] ?? '', { 'text-anchor': 'middle', 'font-weight': 700 }),
      );
    }
  });
  nodes.push(axis(plot.x, baseline, plot.x + plot.width, baseline, chart.textColor));
  return nodes;
}

function horizontalBars(chart: ChartAnnotation, plot: Box, labels: readonly string[], text: Text): SvgNode[] {
  const size = chart.fontSize;
  const n = chart.rows.length;
  const longest = Math.max(...chart.rows.map((r) => r.label.length)) * size * EM_PER_CHAR_ESTIMATE;
  const labelRoom = Math.min(plot.width * 0.4, longest + size * 0.5);
  const valueRoom = chart.valueLabels
    ? Math.max(...labels.map((l) => l.length)) * size * EM_PER_CHAR_ESTIMATE + size * 0.4
    : 0;
  const width = plot.width - labelRoom - valueRoom;
  if (width <= 0) return [];
  const { zero, perUnit } = scaleOf(chart.rows, width);
  const axisX = plot.x + labelRoom + zero;
  const step = plot.height / n;
  const barHeight = step * 0.7;
  const nodes: SvgNode[] = [];
  chart.rows.forEach((row, i) => {
    const y = plot.y + i * step + (step - barHeight) / 2;
    const w = Math.abs(row.value) * perUnit;
    const x = row.value >= 0 ? axisX : axisX - w;
    nodes.push(
      svgNode('rect', `bar:${i}`, {
        x: px(x),
        y: px(y),
        width: px(w),
        height: px(barHeight),
        fill: row.color,
      }),
    );
    const cy = y + barHeight / 2 + size * 0.35;
    nodes.push(
      text(`label:${i}`, plot.x + labelRoom - size * 0.4, cy, fit(row.label, labelRoom, size), {
        'text-anchor': 'end',
      }),
    );
    if (chart.valueLabels) {
      const vx = row.value >= 0 ? x + w + size * 0.3 : x - size * 0.3;
      nodes.push(
        text(`value:${i}`, vx, cy, labels[i] ?? '', {
          'text-anchor': row.value >= 0 ? 'start' : 'end',
          'font-weight': 700,
        }),
      );
    }
  });
  nodes.push(axis(axisX, plot.y, axisX, plot.y + plot.height, chart.textColor));
  return nodes;
}

/** Pie and donut: slices from 12 o'clock, clockwise, and a key of swatches beside them. */
function pie(chart: ChartAnnotation, plot: Box, labels: readonly string[], text: Text): SvgNode[] {
  const size = chart.fontSize;
  const r = Math.max(4, Math.min(plot.height / 2, plot.width * 0.3));
  const cx = plot.x + r;
  const cy = plot.y + plot.height / 2;
  const inner = chart.kind === 'donut' ? r * 0.55 : 0;
  const values = chart.rows.map((row) => Math.max(0, row.value));
  const total = values.reduce((a, b) => a + b, 0);
  const nodes: SvgNode[] = [];
  if (total <= 0) {
    nodes.push(
      svgNode('path', 'empty', {
        d: ring(cx, cy, r, inner, 0, 2 * Math.PI),
        fill: 'none',
        stroke: chart.textColor,
        'stroke-opacity': 0.3,
      }),
    );
  } else {
    let angle = 0;
    values.forEach((value, i) => {
      if (value <= 0) return;
      const sweep = (value / total) * 2 * Math.PI;
      const row = chart.rows[i];
      nodes.push(
        svgNode('path', `slice:${i}`, {
          d: ring(cx, cy, r, inner, angle, angle + sweep),
          fill: row?.color ?? '#000000',
        }),
      );
      angle += sweep;
    });
  }
  // The key: one row per datum, swatch, label and (if asked) value.
  const keyX = cx + r + size;
  const row = size * 1.4;
  const keyTop = cy - (chart.rows.length * row) / 2;
  const room = plot.x + plot.width - keyX - size * 1.2;
  chart.rows.forEach((datum, i) => {
    const y = keyTop + i * row;
    nodes.push(
      svgNode('rect', `swatch:${i}`, {
        x: px(keyX),
        y: px(y + row * 0.15),
        width: px(size * 0.9),
        height: px(size * 0.9),
        rx: px(size * 0.15),
        fill: datum.color,
      }),
    );
    const content = chart.valueLabels ? `${datum.label} ${labels[i] ?? ''}` : datum.label;
    nodes.push(
      text(`key:${i}`, keyX + size * 1.2, y + row * 0.15 + size * 0.8, fit(content.trim(), room, size)),
    );
  });
  return nodes;
}

/** An annular (or, with inner 0, pie) sector from angle a0 to a1, angles clockwise from 12 o'clock. */
function ring(cx: number, cy: number, r: number, inner: number, a0: number, a1: number): string {
  const full = a1 - a0 >= 2 * Math.PI - 1e-9;
  const at = (radius: number, a: number) =>
    `${px(cx + radius * Math.sin(a))} ${px(cy - radius * Math.cos(a))}`;
  if (full) {
    // A whole circle is two half arcs (one arc cannot start and end at the same point).
    const outer = `M${at(r, 0)}A${px(r)} ${px(r)} 0 1 1 ${at(r, Math.PI)}A${px(r)} ${px(r)} 0 1 1 ${at(r, 0)}z`;
    if (inner <= 0) return outer;
    return `${outer}M${at(inner, 0)}A${px(inner)} ${px(inner)} 0 1 0 ${at(inner, Math.PI)}A${px(inner)} ${px(inner)} 0 1 0 ${at(inner, 0)}z`;
  }
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const outer = `M${at(r, a0)}A${px(r)} ${px(r)} 0 ${large} 1 ${at(r, a1)}`;
  if (inner <= 0) return `${outer}L${px(cx)} ${px(cy)}z`;
  return `${outer}L${at(inner, a1)}A${px(inner)} ${px(inner)} 0 ${large} 0 ${at(inner, a0)}z`;
}

function axis(x1: number, y1: number, x2: number, y2: number, colour: string): SvgNode {
  return svgNode('path', 'axis', {
    d: `M${px(x1)} ${px(y1)}L${px(x2)} ${px(y2)}`,
    stroke: colour,
    'stroke-width': 1,
    fill: 'none',
  });
}

/** A label shortened with an ellipsis to the room it has (by the character-width estimate). */
function fit(label: string, room: number, size: number): string {
  const max = Math.max(1, Math.floor(room / (size * EM_PER_CHAR_ESTIMATE)));
  return label.length <= max ? label : `${label.slice(0, Math.max(1, max - 1))}…`;
}
