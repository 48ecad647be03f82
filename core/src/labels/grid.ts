import { boxesOverlap, segmentHitsBox, type Box } from './box';

type Segment = readonly [number, number, number, number];

/**
 * A uniform grid over the frame holding the boxes and line segments placed so far, so asking whether a
 * new label is free looks only at its neighbours: placement stays near linear in the labels.
 */
export class BoxGrid {
  private readonly boxes = new Map<number, Box[]>();
  private readonly segments = new Map<number, Segment[]>();
  private readonly columns: number;
  private readonly rows: number;

  constructor(
    width: number,
    height: number,
    private readonly cell: number,
  ) {
    this.columns = Math.max(1, Math.ceil(width / cell));
    this.rows = Math.max(1, Math.ceil(height / cell));
  }

  /** Cell keys under a box; things outside the frame share the border cells. */
  private keys(box: Box, visit: (key: number) => boolean | void): boolean {
    const c0 = this.clamp(Math.floor(box[0] / this.cell), this.columns);
    const c1 = this.clamp(Math.floor(box[2] / this.cell), this.columns);
    const r0 = this.clamp(Math.floor(box[1] / this.cell), this.rows);
    const r1 = this.clamp(Math.floor(box[3] / this.cell), this.rows);
    for (let c = c0; c <= c1; c++) {
      for (let r = r0; r <= r1; r++) if (visit((c + 1) * (this.rows + 2) + r + 1) === true) return true;
    }
    return false;
  }

  private clamp(index: number, count: number): number {
    return Math.max(-1, Math.min(count, index));
  }

  addBox(box: Box): void {
    this.keys(box, (key) => {
      const list = this.boxes.get(key);
      if (list) list.push(box);
      else this.boxes.set(key, [box]);
    });
  }

  addSegment(segment: Segment): void {
    const box = segmentBox(segment);
    this.keys(box, (key) => {
      const list = this.segments.get(key);
      if (list) list.push(segment);
      else this.segments.set(key, [segment]);
    });
  }

  /** Whether the box overlaps no box and crosses no segment placed so far. */
  boxFree(box: Box): boolean {
    return !this.keys(box, (key) => {
      for (const other of this.boxes.get(key) ?? []) if (boxesOverlap(box, other)) return true;
      for (const s of this.segments.get(key) ?? [])
        if (segmentHitsBox(s[0], s[1], s[2], s[3], box)) return true;
      return false;
    });
  }

  /** Whether the segment crosses no box and no other segment placed so far (leaders do not cross). */
  segmentFree(segment: Segment): boolean {
    return !this.keys(segmentBox(segment), (key) => {
      for (const other of this.boxes.get(key) ?? [])
        if (segmentHitsBox(segment[0], segment[1], segment[2], segment[3], other)) return true;
      for (const other of this.segments.get(key) ?? []) if (segmentsCross(segment, other)) return true;
      return false;
    });
  }
}

function segmentBox(s: Segment): Box {
  return [Math.min(s[0], s[2]), Math.min(s[1], s[3]), Math.max(s[0], s[2]), Math.max(s[1], s[3])];
}

/** Whether two segments cross at a point inside both (sharing an end point does not count). */
export function segmentsCross(a: Segment, b: Segment): boolean {
  const side = (p: Segment, x: number, y: number) => (p[2] - p[0]) * (y - p[1]) - (p[3] - p[1]) * (x - p[0]);
  const a1 = side(a, b[0], b[1]);
  const a2 = side(a, b[2], b[3]);
  const b1 = side(b, a[0], a[1]);
  const b2 = side(b, a[2], a[3]);
  return a1 * a2 < 0 && b1 * b2 < 0;
}
