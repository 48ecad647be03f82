import { normaliseColour } from '../colour';
import { assertDivisionId, MAX_RECORD_ENTRIES } from '../ids';
import {
  MAX_HALO_WIDTH,
  MAX_LABEL_MIN_AREA,
  MAX_LABEL_SIZE,
  MIN_LABEL_SIZE,
  type LabelOverride,
  type LevelLabels,
} from '../labels';
import type { Level } from '../schema';
import { MAX_TEXT_LENGTH } from '../text-block';
import type { DocumentDraft } from './operation';

/** What the Labels section can change at once (the lists and overrides have their own operations). */
export type LabelStyleChange = Partial<Omit<LevelLabels, 'picked' | 'callouts' | 'overrides'>>;

/** Changes a level's label settings: colours normalised, sizes clamped to the schema's ranges. */
export function setLabelStyle(draft: DocumentDraft, level: Level, change: LabelStyleChange): void {
  const labels = draft.labels[level];
  for (const [key, value] of Object.entries(change) as [keyof LabelStyleChange, unknown][]) {
    if (value === undefined) continue;
    switch (key) {
      case 'color':
      case 'haloColor':
        labels[key] = normaliseColour(value as string);
        break;
      case 'fontSize':
        labels.fontSize = clamp(value as number, MIN_LABEL_SIZE, MAX_LABEL_SIZE);
        break;
      case 'haloWidth':
        labels.haloWidth = clamp(value as number, 0, MAX_HALO_WIDTH);
        break;
      case 'minArea':
        labels.minArea = clamp(value as number, 0, MAX_LABEL_MIN_AREA);
        break;
      default:
        (labels as Record<string, unknown>)[key] = value;
    }
  }
}

/**
 * Merges a change into one division's label override (text, hidden, pinned position); a field given
 * as undefined is removed, and an override left empty is deleted, so "reset" leaves no trace.
 */
export function setLabelOverride(
  draft: DocumentDraft,
  level: Level,
  id: string,
  change: { readonly [K in keyof LabelOverride]?: LabelOverride[K] | undefined },
): void {
  assertDivisionId(id);
  const overrides = draft.labels[level].overrides;
  const next: LabelOverride = { ...overrides[id] };
  if ('text' in change) {
    if (change.text === undefined) delete next.text;
    else next.text = change.text.slice(0, MAX_TEXT_LENGTH);
  }
  if ('hidden' in change) {
    if (change.hidden) next.hidden = true;
    else delete next.hidden;
  }
  if ('position' in change) {
    if (change.position === undefined) delete next.position;
    else next.position = { x: finite(change.position.x), y: finite(change.position.y) };
  }
  if (Object.keys(next).length === 0) delete overrides[id];
  else if (overrides[id] === undefined && Object.keys(overrides).length >= MAX_RECORD_ENTRIES)
    throw new RangeError('Too many label overrides');
  else overrides[id] = next;
}

/** Adds divisions to (or, with `on` false, removes them from) a level's picked or callout list. */
export function setLabelList(
  draft: DocumentDraft,
  level: Level,
  list: 'picked' | 'callouts',
  ids: readonly string[],
  on: boolean,
): void {
  ids.forEach(assertDivisionId);
  const current = draft.labels[level][list];
  if (on) {
    const have = new Set(current);
    for (const id of ids) {
      if (have.has(id)) continue;
      if (current.length >= MAX_RECORD_ENTRIES) throw new RangeError('Too many divisions listed');
      current.push(id);
      have.add(id);
    }
  } else {
    const drop = new Set(ids);
    draft.labels[level][list] = current.filter((id) => !drop.has(id));
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, finite(value)));
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  return value;
}
