import type { DivisionRef } from '@mapwright/core/document/division-ref';
import {
  moveAnnotations,
  moveNoteTarget,
  placeAnnotation,
} from '@mapwright/core/document/operations/annotations';
import { Editor } from '@mapwright/core/editor/editor';
import type { BBox } from '@mapwright/core/geo/projected-level';
import { AnnotationSelection } from '../../annotations/annotationSelection';
import type { CountryGeometry } from '../../data/countryGeometry';
import { editsOf } from '../toolHostParts';
import type { ToolEvent } from './events';
import { NOTHING, type Hit } from './hit';
import type { FrameRect, ToolHost } from './host';
import type { Point, PointerKind } from './press';
import { ToolMachine } from './toolMachine';

/** How a test press is held. */
export interface PressOptions {
  readonly kind?: PointerKind;
  readonly shift?: boolean;
  /** The device's click count (a mouse's). */
  readonly count?: number;
}

/** A geometry with no districts: a click paints the division it lands on. */
const GEOMETRY = { projected: {} } as unknown as CountryGeometry;

/**
 * A tools' host without a page, for the tools' unit tests: the page's edits (toolHostParts.ts) but
 * annotations pinned to the frame; the surface is at (0, 0) with two frame pixels per client pixel,
 * frames run when `frame()` is called, timers when `tick()` is, and what the view was told is logged.
 */
export function testTools(editor = Editor.forCountry('Thailand')) {
  const frames = new Set<() => void>();
  const timers = new Set<() => void>();
  const log: string[] = [];
  let inRect: string[] = [];
  let inLasso: string[] = [];
  const labels = {
    picking: false,
    selected: null as DivisionRef | null,
    at: { x: 100, y: 50 } as Point | undefined,
  };
  /** Inset boxes in map units by `kind:id` (map units are frame pixels here: mapScale is 1). */
  const insets = { boxes: {} as Record<string, BBox> };
  const host: ToolHost = {
    ...editsOf(editor, GEOMETRY),
    // Placed pinned to the frame: the test geometry has no projection to pin to.
    placeAnnotation: (type, at) => {
      editor.change((draft) => void placeAnnotation(draft, type, at, undefined, { pin: 'frame' }));
      log.push(`place ${type} ${at.x},${at.y}`);
    },
    nudgeAnnotations: (ids, dx, dy) => editor.apply(moveAnnotations, ids, dx, dy),
    moveNoteTarget: (id, dx, dy) => editor.apply(moveNoteTarget, id, dx, dy),
    addZoomInset: (rect) => {
      log.push(`zoom inset ${rect.x},${rect.y} ${rect.width}x${rect.height}`);
      return true;
    },
    picks: new AnnotationSelection(editor),
    labels: {
      position: () => labels.at,
      dragBy: (label, dx, dy) => log.push(`label ${label.level}:${label.id} by ${dx},${dy}`),
      select: (label) => (labels.selected = label),
      picking: () => labels.picking,
    },
    screen: () => ({ left: 0, top: 0, k: 2 }),
    mapScale: () => 1,
    keyOffset: () => ({ dx: 0, dy: 0 }),
    annotationsIn: (rect: FrameRect) => {
      log.push(`rect ${rect.x},${rect.y} ${rect.width}x${rect.height}`);
      return inRect;
    },
    divisionsInLasso: (points) => {
      log.push(`lasso of ${points.length}`);
      return { level: editor.document.activeLevel, ids: inLasso };
    },
    insetBox: (ref) => insets.boxes[`${ref.kind}:${ref.id}`],
    boxOnFrame: (box) => ({ x: box[0], y: box[1], width: box[2] - box[0], height: box[3] - box[1] }),
    setLive: (live) => log.push(`live ${live}`),
    lift: (ids) => log.push(`lift ${ids === null ? 'none' : ids.join(',')}`),
    showLasso: (points) => log.push(points ? `lasso ${points.length}` : 'lasso off'),
    showMarquee: (rect) => log.push(rect ? 'marquee' : 'marquee off'),
    showOutline: (rect) =>
      log.push(rect ? `outline ${rect.x},${rect.y} ${rect.width}x${rect.height}` : 'outline off'),
    shield: (raised) => log.push(`shield ${raised}`),
    schedule: (task) => frames.add(task),
    later: (_ms, task) => {
      timers.add(task);
      return () => timers.delete(task);
    },
    claim: () => log.push('claim'),
    endWheel: () => {},
  };
  const machine = new ToolMachine(host);
  let time = 0;
  const pointer = { id: 1 };

  return {
    editor,
    host,
    machine,
    log,
    /** The labels' state: picking, the selected label, where a drawn label stands (map space). */
    labels,
    /** The inset boxes the host reports. */
    insets,
    /** The annotations the next rectangle meets. */
    meets: (ids: string[]) => (inRect = ids),
    /** The divisions the next lasso encloses. */
    encloses: (ids: string[]) => (inLasso = ids),
    /** Runs the tasks waiting for an animation frame. */
    frame() {
      const tasks = [...frames];
      frames.clear();
      for (const task of tasks) task();
    },
    /** Lets the timers run out (a long press). */
    tick() {
      const tasks = [...timers];
      timers.clear();
      for (const task of tasks) task();
    },
    /** Lets `ms` pass before the next event. */
    wait: (ms: number) => (time += ms),
    send: (event: ToolEvent) => machine.handle(event),
    down(x: number, y: number, hit: Partial<Hit> = {}, options: PressOptions = {}) {
      pointer.id += 1;
      machine.handle({
        type: 'down',
        pointerId: pointer.id,
        kind: options.kind ?? 'mouse',
        point: { x, y },
        time,
        hit: { ...NOTHING, ...hit },
        shift: options.shift ?? false,
        count: options.count,
      });
    },
    move: (x: number, y: number) => machine.handle({ type: 'move', pointerId: pointer.id, point: { x, y } }),
    up: (x: number, y: number) =>
      machine.handle({ type: 'up', pointerId: pointer.id, point: { x, y }, time }),
    /** A press and release where it came down. */
    click(x: number, y: number, hit: Partial<Hit> = {}, options: PressOptions = {}) {
      this.down(x, y, hit, options);
      this.up(x, y);
    },
  };
}
