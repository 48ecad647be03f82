import type { DocumentDraft } from './operation';

interface MutablePoint {
  x: number;
  y: number;
}

/** Every point the document places in frame pixels (not the map offset, which has its own rules). */
function framePoints(draft: DocumentDraft): MutablePoint[] {
  const points: MutablePoint[] = [
    draft.legend.position,
    draft.title.position,
    draft.subtitle.position,
    draft.credit.position,
    draft.heatMap.bar.position,
  ];
  // Map-anchored annotations stay over their place; frame-anchored ones keep their place on the page.
  for (const annotation of draft.annotations) {
    if (annotation.anchor.kind === 'frame') points.push(annotation.anchor);
    if (annotation.type === 'note' && annotation.target.kind === 'frame') points.push(annotation.target);
  }
  return points;
}

export function scaleFramePositions(draft: DocumentDraft, sx: number, sy: number): void {
  for (const point of framePoints(draft)) {
    point.x = round2(point.x * sx);
    point.y = round2(point.y * sy);
  }
}

/** Positions are kept to 1/100 px: finer is invisible and keeps saved files short. */
export function round2(value: number): number {
  // `|| 0` turns -0 into 0: a tiny negative rounds to -0, which JSON cannot keep anyway, and immer's
  // applyPatches compares with === on a modified draft, so an undo from -0 back to 0 was skipped.
  return Math.round(value * 100) / 100 || 0;
}
