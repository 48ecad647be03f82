import type { AnchorPoint } from '../../document/anchor';
import type { NoteAnnotation } from '../../document/annotations';
import { svgNode, type SvgNode } from '../svg-tree';
import { wrapText } from '../wrap-text';
import { px, type AnnotationContext } from './context';
import { LINE_HEIGHT, textNode } from './label';

/** Inner space of a note box, in em of its text. */
const PADDING_EM = 0.6;

/** The note's text broken into lines that fit its box (each paragraph wrapped on its own). */
export function noteLines(note: NoteAnnotation): string[] {
  const room = note.width - 2 * PADDING_EM * note.fontSize;
  return note.text
    .split('\n')
    .flatMap((paragraph) =>
      paragraph.trim() === '' ? [''] : wrapText(paragraph, room, note.fontSize).map((l) => l.trimEnd()),
    );
}

/** The box's size: its width, and a height that holds the wrapped lines. */
export function noteBoxSize(note: NoteAnnotation): { width: number; height: number } {
  const lines = Math.max(1, noteLines(note).length);
  return { width: note.width, height: 2 * PADDING_EM * note.fontSize + lines * note.fontSize * LINE_HEIGHT };
}

/**
 * Where a line from the box's centre towards `target` leaves the box (coordinates relative to the
 * box's top-left); undefined when the target is inside the box (no leader is drawn then).
 */
export function leaderStart(
  size: { width: number; height: number },
  target: AnchorPoint,
): AnchorPoint | undefined {
  const cx = size.width / 2;
  const cy = size.height / 2;
  const dx = target.x - cx;
  const dy = target.y - cy;
  const tx = dx === 0 ? Infinity : cx / Math.abs(dx);
  const ty = dy === 0 ? Infinity : cy / Math.abs(dy);
  const t = Math.min(tx, ty);
  if (t >= 1) return undefined;
  return { x: cx + dx * t, y: cy + dy * t };
}

/**
 * A note: the leader line (drawn first, so it starts under the box), the box, the wrapped text. The
 * group's origin is the box's top-left corner; `target` is where the leader goes, relative to it.
 */
export function renderNoteAnnotation(
  note: NoteAnnotation,
  target: AnchorPoint | undefined,
  context: AnnotationContext,
): SvgNode[] {
  const size = noteBoxSize(note);
  const nodes: SvgNode[] = [];
  if (target) nodes.push(...renderLeader(note, size, target));
  const border = note.borderWidth > 0;
  nodes.push(
    svgNode('rect', 'box', {
      width: px(size.width),
      height: px(size.height),
      rx: note.cornerRadius > 0 ? Math.min(note.cornerRadius, size.width / 2, size.height / 2) : undefined,
      fill: note.fill,
      stroke: border ? note.borderColor : undefined,
      'stroke-width': border ? note.borderWidth : undefined,
    }),
  );
  const lines = noteLines(note);
  if (lines.some((line) => line.trim() !== '')) {
    const pad = PADDING_EM * note.fontSize;
    nodes.push(
      textNode(
        'text',
        lines,
        pad,
        pad + note.fontSize * 0.95,
        { ...note, haloColor: note.fill, haloWidth: 0, align: 'start' },
        context.country,
      ),
    );
  }
  return nodes;
}

function renderLeader(
  note: NoteAnnotation,
  size: { width: number; height: number },
  target: AnchorPoint,
): SvgNode[] {
  const start = leaderStart(size, target);
  if (!start || note.leaderWidth <= 0) return [];
  const w = note.leaderWidth;
  const length = Math.hypot(target.x - start.x, target.y - start.y);
  if (length < 1) return [];
  // A curve bows to one side by a quarter of its length, through a quadratic Bézier control point.
  const curved = note.leaderStyle === 'curved';
  const normal = { x: -(target.y - start.y) / length, y: (target.x - start.x) / length };
  const control = curved
    ? {
        x: (start.x + target.x) / 2 + normal.x * length * 0.25,
        y: (start.y + target.y) / 2 + normal.y * length * 0.25,
      }
    : start;
  // Direction the line arrives in at the target (the curve's tangent there).
  const from = curved ? control : start;
  const arrive = Math.hypot(target.x - from.x, target.y - from.y) || 1;
  const ux = (target.x - from.x) / arrive;
  const uy = (target.y - from.y) / arrive;
  const head = Math.max(6, w * 4);
  // The line stops where the arrowhead begins, so its end does not show past the tip.
  const end =
    note.leaderEnd === 'arrow' ? { x: target.x - ux * head * 0.8, y: target.y - uy * head * 0.8 } : target;
  const d = curved
    ? `M${px(start.x)} ${px(start.y)}Q${px(control.x)} ${px(control.y)} ${px(end.x)} ${px(end.y)}`
    : `M${px(start.x)} ${px(start.y)}L${px(end.x)} ${px(end.y)}`;
  const nodes: SvgNode[] = [
    svgNode('path', 'leader', {
      d,
      fill: 'none',
      stroke: note.leaderColor,
      'stroke-width': w,
      'stroke-linecap': note.leaderStyle === 'dashed' ? 'butt' : 'round',
      'stroke-dasharray': note.leaderStyle === 'dashed' ? `${px(w * 4)} ${px(w * 3)}` : undefined,
    }),
  ];
  if (note.leaderEnd === 'arrow') {
    const back = { x: target.x - ux * head, y: target.y - uy * head };
    const half = head * 0.45;
    const left = { x: back.x - uy * half, y: back.y + ux * half };
    const right = { x: back.x + uy * half, y: back.y - ux * half };
    nodes.push(
      svgNode('path', 'arrow', {
        d: `M${px(target.x)} ${px(target.y)}L${px(left.x)} ${px(left.y)}L${px(right.x)} ${px(right.y)}z`,
        fill: note.leaderColor,
      }),
    );
  } else if (note.leaderEnd === 'dot') {
    const r = Math.max(2.5, w * 1.8);
    nodes.push(
      svgNode('circle', 'end', { cx: px(target.x), cy: px(target.y), r: px(r), fill: note.leaderColor }),
    );
  }
  return nodes;
}
