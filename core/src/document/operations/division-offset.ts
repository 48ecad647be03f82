import { assertDivisionId } from '../ids';
import type { Level } from '../schema';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

/**
 * Moves one division out of its place by a delta in map-space units (render/transform.ts converts
 * a drag in frame pixels). Map-space units do not depend on frame size or zoom, so a moved island
 * stays where it was put when the frame or zoom changes.
 */
export function moveDivision(draft: DocumentDraft, level: Level, id: string, dx: number, dy: number): void {
  assertDivisionId(id);
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) throw new RangeError('Division offsets must be finite');
  if (dx === 0 && dy === 0) return;
  const offsets = draft.levels[level].offsets;
  const current = offsets[id] ?? { dx: 0, dy: 0 };
  const next = { dx: round2(current.dx + dx), dy: round2(current.dy + dy) };
  if (next.dx === 0 && next.dy === 0) delete offsets[id];
  else offsets[id] = next;
}

/** Puts a moved division back in its place. */
export function resetDivisionOffset(draft: DocumentDraft, level: Level, id: string): void {
  assertDivisionId(id);
  const offsets = draft.levels[level].offsets;
  if (Object.hasOwn(offsets, id)) delete offsets[id];
}
