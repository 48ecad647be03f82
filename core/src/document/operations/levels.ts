import { normaliseColour } from '../colour';
import { MAX_BORDER_WIDTH, type LevelStyle } from '../level';
import type { Level } from '../schema';
import type { Show } from '../show';
import type { DocumentDraft } from './operation';

function otherLevel(level: Level): Level {
  return level === 1 ? 2 : 1;
}

/**
 * Changes a level's style. Colours are normalised and numbers clamped to the schema's ranges.
 * Hiding the only visible level shows the other one instead of leaving an empty frame (a switch),
 * and the active level moves to a visible level.
 */
export function setLevelStyle(draft: DocumentDraft, level: Level, change: Partial<LevelStyle>): void {
  const style = draft.levels[level].style;
  if (change.defaultFill !== undefined) style.defaultFill = normaliseColour(change.defaultFill);
  if (change.borderColor !== undefined) style.borderColor = normaliseColour(change.borderColor);
  if (change.borderWidth !== undefined) style.borderWidth = clamp(change.borderWidth, 0, MAX_BORDER_WIDTH);
  if (change.opacity !== undefined) style.opacity = clamp(change.opacity, 0, 1);
  if (change.visible !== undefined && change.visible !== style.visible) {
    style.visible = change.visible;
    const other = draft.levels[otherLevel(level)].style;
    if (!change.visible && !other.visible) other.visible = true;
    if (!draft.levels[draft.activeLevel].style.visible) draft.activeLevel = otherLevel(draft.activeLevel);
  }
}

/** Sets the level that takes clicks, showing it if it was hidden. */
export function setActiveLevel(draft: DocumentDraft, level: Level): void {
  draft.levels[level].style.visible = true;
  if (draft.activeLevel !== level) draft.activeLevel = level;
}

/**
 * Shows one level or both. Showing a single level makes it the active one; showing both keeps the
 * active level, so clicks go on painting what they painted (provinces after level 1 alone: decision "With both levels shown, both levels' paint shows").
 */
export function setShow(draft: DocumentDraft, show: Show): void {
  const one = show === '1' || show === 'both';
  const two = show === '2' || show === 'both';
  if (draft.levels[1].style.visible !== one) draft.levels[1].style.visible = one;
  if (draft.levels[2].style.visible !== two) draft.levels[2].style.visible = two;
  if (show === 'both') return;
  const active: Level = show === '1' ? 1 : 2;
  if (draft.activeLevel !== active) draft.activeLevel = active;
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  return Math.min(max, Math.max(min, value));
}
