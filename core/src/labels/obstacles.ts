import type { Annotation } from '../document/annotations';
import { legendRows } from '../document/legend-entries';
import type { MapDocument } from '../document/schema';
import type { TextBlock } from '../document/text-block';
import { anchorConverter, type AnchorGeometry } from '../render/anchor-frame';
import { dotExtent } from '../render/annotations/dot';
import { LINE_HEIGHT } from '../render/annotations/label';
import { leaderStart, noteBoxSize, noteLines } from '../render/annotations/note';
import { creditLine } from '../render/credit-line';
import { heatBarLevelOf } from '../render/data-fill';
import { heatBarBox } from '../render/render-heat-bar';
import { legendSize } from '../render/render-legend';
import { lineRoom } from '../render/render-text';
import { wrapText } from '../render/wrap-text';
import type { ProjectedLevel } from '../geo/projected-level';
import type { Box } from './box';
import { measureLine } from './metrics';

/** What labels keep clear of: boxes and line segments ([x1, y1, x2, y2]) in frame pixels. */
export interface Obstacles {
  readonly boxes: readonly Box[];
  readonly segments: readonly (readonly [number, number, number, number])[];
}

export interface ObstacleGeometry extends AnchorGeometry {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
}

/**
 * The frame's other elements as boxes: title, subtitle, the credit line, the legend, the heat bar and
 * every shown annotation (notes' leaders as segments); `keys: false` leaves the legend and heat bar
 * out, `annotations: false` the annotations (render/legend-placement.ts). Text is measured as labels are (metrics.ts), and
 * the legend and heat bar boxes are the renderer's own, grown by half a line for their estimated texts.
 */
export function labelObstacles(
  doc: MapDocument,
  geometry: ObstacleGeometry,
  attribution = '',
  options: { readonly keys?: boolean; readonly annotations?: boolean } = {},
): Obstacles {
  const boxes: Box[] = [];
  const segments: [number, number, number, number][] = [];
  if (doc.layers.titlesVisible) {
    for (const block of [doc.title, doc.subtitle]) {
      if (block.text !== '') boxes.push(textBox(block, [block.text], 0));
    }
  }
  const credit = creditLine(doc, attribution);
  if (credit !== '') {
    const { position, style } = doc.credit;
    const lines = wrapText(credit, lineRoom(position.x, style.align, doc.frame.width), style.fontSize);
    // Lines grow upwards from the baseline (render-text.ts).
    boxes.push(textBox(doc.credit, lines, (-(lines.length - 1) * Math.round(style.fontSize * 125)) / 100));
  }
  const legend = options.keys === false ? undefined : legendExtent(doc);
  if (legend) {
    const { x, y } = doc.legend.position;
    boxes.push([x, y, x + legend.width, y + legend.height]);
  }
  const heat = options.keys === false ? undefined : heatBarLevelOf(doc);
  if (heat !== undefined) {
    const projected = heat === 1 ? geometry.level1 : geometry.level2;
    const values = doc.heatMap.values;
    const hasNoData = (projected?.divisions ?? []).some((division) => !Object.hasOwn(values, division.id));
    const bar = heatBarBox(doc, hasNoData);
    const half = doc.heatMap.bar.fontSize * 0.5;
    if (bar) boxes.push([bar.x - half, bar.y - half, bar.x + bar.width + half, bar.y + bar.height + half]);
  }
  const converter = anchorConverter(doc, geometry);
  const annotations = options.annotations === false ? [] : (doc.annotations as readonly Annotation[]);
  for (const annotation of annotations) {
    if (annotation.hidden) continue;
    const at = converter.toFrame(annotation.anchor);
    if (!at) continue;
    annotationObstacles(annotation, at, converter.toFrame, boxes, segments);
  }
  return { boxes, segments };
}

/**
 * The legend's size as labels keep clear of it: the renderer's box, grown for its texts as measured.
 * The screen's legend (with its placeholders) is never smaller than the exported one: one placement.
 */
export function legendExtent(doc: MapDocument): { width: number; height: number } | undefined {
  const legend = legendSize(doc, false);
  if (!legend) return undefined;
  const size = doc.legend.fontSize;
  const texts = legendRows(doc).map((e) => measureLine(e.label, size, 400).width);
  const rows = Math.max(0, ...texts) + size * (0.6 * 3 + 1.1);
  const title = measureLine(doc.legend.title, size * 1.1, 700).width + size * 1.2;
  return { width: Math.max(legend.width, rows, title), height: legend.height };
}

function textBox(block: TextBlock, lines: readonly string[], dy: number): Box {
  const { position, style } = block;
  const width = Math.max(
    ...lines.map((l) => measureLine(l, style.fontSize, style.fontWeight, style.fontFamily).width),
  );
  const m = measureLine(lines.join(''), style.fontSize, style.fontWeight, style.fontFamily);
  const x0 =
    style.align === 'start'
      ? position.x
      : style.align === 'middle'
        ? position.x - width / 2
        : position.x - width;
  const lineHeight = style.fontSize * 1.25;
  const top = position.y + dy - m.ascent;
  return [x0, top, x0 + width, position.y + dy + (lines.length - 1) * lineHeight + m.descent];
}

/** A box of lines of text whose first baseline is at (0, 0), `align`ed on x = 0, with a halo. */
function linesBox(
  lines: readonly string[],
  fontSize: number,
  fontWeight: number,
  fontFamily: string,
  align: 'start' | 'middle' | 'end',
  halo: number,
): Box {
  const shown = lines.length === 0 ? [''] : lines;
  const width = Math.max(...shown.map((l) => measureLine(l, fontSize, fontWeight, fontFamily).width));
  const m = measureLine(shown.join(''), fontSize, fontWeight, fontFamily);
  const x0 = align === 'start' ? 0 : align === 'middle' ? -width / 2 : -width;
  const bottom = (shown.length - 1) * fontSize * LINE_HEIGHT + m.descent;
  return [x0 - halo, -m.ascent - halo, x0 + width + halo, bottom + halo];
}

function moved(box: Box, x: number, y: number, rotation = 0): Box {
  if (rotation === 0) return [box[0] + x, box[1] + y, box[2] + x, box[3] + y];
  const a = (rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [px, py] of [
    [box[0], box[1]],
    [box[2], box[1]],
    [box[0], box[3]],
    [box[2], box[3]],
  ] as const) {
    xs.push(x + px * cos - py * sin);
    ys.push(y + px * sin + py * cos);
  }
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function annotationObstacles(
  annotation: Annotation,
  at: { x: number; y: number },
  toFrame: ReturnType<typeof anchorConverter>['toFrame'],
  boxes: Box[],
  segments: [number, number, number, number][],
): void {
  switch (annotation.type) {
    case 'text': {
      const lines = annotation.text.split('\n');
      const { fontSize, fontWeight, fontFamily, align, haloWidth, rotation } = annotation;
      boxes.push(
        moved(linesBox(lines, fontSize, fontWeight, fontFamily, align, haloWidth), at.x, at.y, rotation),
      );
      return;
    }
    case 'dot': {
      const [up, down, side] = dotExtent(annotation.shape, annotation.radius);
      const stroke = annotation.borderWidth / 2;
      boxes.push([at.x - side - stroke, at.y - up - stroke, at.x + side + stroke, at.y + down + stroke]);
      const lines = annotation.label.split('\n').filter((line) => line.trim() !== '');
      if (lines.length === 0) return;
      // The label may sit on any side (auto): all four are kept clear rather than guessing the renderer's.
      const size = annotation.labelFontSize;
      const text = linesBox(
        lines,
        size,
        annotation.labelFontWeight,
        annotation.labelFontFamily,
        'start',
        annotation.labelHaloWidth,
      );
      const w = text[2] - text[0];
      const h = text[3] - text[1];
      const gap = Math.max(3, size * 0.3) + annotation.borderWidth / 2;
      boxes.push([at.x - side - gap - w, at.y - up - gap - h, at.x + side + gap + w, at.y + down + gap + h]);
      return;
    }
    case 'note': {
      const size = noteBoxSize(annotation);
      boxes.push([at.x, at.y, at.x + size.width, at.y + size.height]);
      // Wrapped lines are estimated; a line wider than the box is kept clear too.
      const widest = Math.max(
        0,
        ...noteLines(annotation).map((l) => measureLine(l, annotation.fontSize, annotation.fontWeight).width),
      );
      if (widest > size.width)
        boxes.push([at.x, at.y, at.x + widest + annotation.fontSize * 1.2, at.y + size.height]);
      const target = toFrame(annotation.target);
      if (target && annotation.leaderWidth > 0) {
        const start = leaderStart(size, { x: target.x - at.x, y: target.y - at.y });
        if (start) segments.push([at.x + start.x, at.y + start.y, target.x, target.y]);
      }
      return;
    }
    case 'emoji': {
      const half = (annotation.size / 2) * (annotation.rotation === 0 ? 1 : Math.SQRT2);
      boxes.push([at.x - half, at.y - half, at.x + half, at.y + half]);
      return;
    }
    case 'chart':
      boxes.push([at.x, at.y, at.x + annotation.width, at.y + annotation.height]);
      return;
  }
}
