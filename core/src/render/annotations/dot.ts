import type { AnchorPoint } from '../../document/anchor';
import type { DotAnnotation, DotShape, LabelPosition } from '../../document/annotations';
import { svgNode, type SvgNode } from '../svg-tree';
import { EM_PER_CHAR_ESTIMATE } from '../wrap-text';
import { px, type AnnotationContext } from './context';
import { LINE_HEIGHT, textNode } from './label';

/** Path data of a dot's shape around (0, 0); a pin stands on (0, 0) with its head above. */
function dotShapePath(shape: DotShape, r: number): string {
  const f = (n: number) => px(n);
  switch (shape) {
    case 'circle':
      return `M${f(-r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0z`;
    case 'square':
      return `M${f(-r)} ${f(-r)}h${f(2 * r)}v${f(2 * r)}h${f(-2 * r)}z`;
    case 'triangle': {
      // Equilateral, pointing up, its centroid on the place; a little larger so it reads as big as a circle.
      const R = r * 1.3;
      const points = [-90, 30, 150].map((deg) => polar(R, deg));
      return `M${points.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}z`;
    }
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) =>
        polar(i % 2 === 0 ? r * 1.3 : r * 0.55, -90 + i * 36),
      );
      return `M${points.map((p) => `${f(p.x)} ${f(p.y)}`).join('L')}z`;
    }
    case 'pin': {
      // A teardrop: head of radius r centred 2.4 r above the tip, sides tangent to it.
      const h = r * 2.4;
      return (
        `M0 0C${f(-0.35 * r)} ${f(-0.9 * r)} ${f(-r)} ${f(-1.5 * r)} ${f(-r)} ${f(-h)}` +
        `A${f(r)} ${f(r)} 0 1 1 ${f(r)} ${f(-h)}C${f(r)} ${f(-1.5 * r)} ${f(0.35 * r)} ${f(-0.9 * r)} 0 0z`
      );
    }
  }
}

function polar(radius: number, degrees: number): AnchorPoint {
  const a = (degrees * Math.PI) / 180;
  return { x: radius * Math.cos(a), y: radius * Math.sin(a) };
}

/** How far the shape reaches from the place: [up, down, sideways]. */
export function dotExtent(shape: DotShape, r: number): [number, number, number] {
  switch (shape) {
    case 'pin':
      return [r * 3.4, 0, r];
    case 'triangle':
    case 'star':
      return [r * 1.3, r * 0.7, r * 1.2];
    default:
      return [r, r, r];
  }
}

/**
 * Where the label goes with 'auto': to the right, as map labels usually sit, unless it would run out of
 * the frame there; then to the left; if neither fits, above.
 */
function autoLabelPosition(
  at: AnchorPoint,
  labelWidth: number,
  reach: number,
  frameWidth: number,
): Exclude<LabelPosition, 'auto'> {
  if (at.x + reach + labelWidth <= frameWidth) return 'right';
  if (at.x - reach - labelWidth >= 0) return 'left';
  return 'above';
}

/** A dot: its shape on the place and its label beside it. */
export function renderDotAnnotation(
  dot: DotAnnotation,
  at: AnchorPoint,
  context: AnnotationContext,
): SvgNode[] {
  const r = dot.radius;
  const stroke = dot.borderWidth > 0;
  const nodes: SvgNode[] = [
    svgNode('path', 'shape', {
      d: dotShapePath(dot.shape, r),
      fill: dot.fill,
      stroke: stroke ? dot.borderColor : undefined,
      'stroke-width': stroke ? dot.borderWidth : undefined,
      'stroke-linejoin': 'round',
    }),
  ];
  if (dot.shape === 'pin') {
    // The pin's eye, in the border colour (white by default), as map pins have.
    nodes.push(
      svgNode('path', 'eye', {
        d: dotShapePath('circle', r * 0.4),
        transform: `translate(0 ${px(-r * 2.4)})`,
        fill: dot.borderColor,
      }),
    );
  }
  const lines = dot.label.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return nodes;
  const size = dot.labelFontSize;
  const gap = Math.max(3, size * 0.3) + dot.borderWidth / 2;
  const [up, down, side] = dotExtent(dot.shape, r);
  const width = Math.max(...lines.map((l) => l.length)) * size * EM_PER_CHAR_ESTIMATE;
  const position =
    dot.labelPosition === 'auto'
      ? autoLabelPosition(at, width, side + gap, context.frame.width)
      : dot.labelPosition;
  const lineHeight = size * LINE_HEIGHT;
  const block = (lines.length - 1) * lineHeight;
  // Baselines: a line's visual centre sits about 0.35 em above its baseline.
  const place: Record<typeof position, { x: number; y: number; align: 'start' | 'middle' | 'end' }> = {
    right: { x: side + gap, y: size * 0.35 - block / 2, align: 'start' },
    left: { x: -(side + gap), y: size * 0.35 - block / 2, align: 'end' },
    above: { x: 0, y: -(up + gap) - block, align: 'middle' },
    below: { x: 0, y: down + gap + size * 0.8, align: 'middle' },
  };
  const { x, y, align } = place[position];
  nodes.push(
    textNode(
      'label',
      lines,
      x,
      y,
      {
        fontFamily: dot.labelFontFamily,
        fontSize: size,
        fontWeight: dot.labelFontWeight,
        italic: dot.labelItalic,
        color: dot.labelColor,
        haloColor: dot.labelHaloColor,
        haloWidth: dot.labelHaloWidth,
        align,
      },
      context.country,
      { 'data-label-position': position },
    ),
  );
  return nodes;
}
