import { applyPatches, enablePatches, type Patch } from 'immer';
import type { MapDocument } from '../document/schema';
import type { MapKey } from './map-key';

enablePatches();

/** One undo step: the patches that made it and the inverse patches that undo it, in applying order. */
export interface HistoryStep {
  readonly patches: readonly Patch[];
  readonly inversePatches: readonly Patch[];
  /**
   * A step that replaced the map (a new map, a file, a saved map opened): the map's key before and after
   * it, so undo returns to the map you had and redo to the other (decision "One download covers one map").
   */
  readonly map?: MapChange;
}

/** The map keys around a step that replaced the map. */
export interface MapChange {
  readonly before: MapKey;
  readonly after: MapKey;
}

/** What undo or redo restored: the document, the patches applied, and the map key it returns to. */
export interface Travel {
  readonly doc: MapDocument;
  readonly applied: readonly Patch[];
  /** Set when the step replaced the map: the key of the map the document is again. */
  readonly mapKey?: MapKey;
}

export const DEFAULT_HISTORY_LIMIT = 200;

/**
 * Undo/redo from recorded immer patches, so no operation needs a hand-written inverse.
 *
 * Stopping points: changes recorded between two `mark()`s merge into one step. A drag (many moves)
 * or a wheel gesture is therefore one undo step when the caller marks at its start and end.
 * Undo and redo mark, so nothing merges across them. A new change clears the redo stack.
 */
export class History {
  #done: HistoryStep[] = [];
  #undone: HistoryStep[] = [];
  /** Whether the newest done step still accepts changes (no mark since it was recorded). */
  #open = false;

  constructor(readonly limit = DEFAULT_HISTORY_LIMIT) {
    if (!(limit >= 1)) throw new RangeError('History limit must be at least 1');
  }

  /**
   * Records a change; merges it into the open step if there is one. A change that replaced the map
   * (`map`) is a step of its own, never merged.
   */
  record(patches: readonly Patch[], inversePatches: readonly Patch[], map?: MapChange): void {
    if (patches.length === 0) return;
    this.#undone = [];
    const last = this.#done.at(-1);
    if (map) this.#open = false;
    if (this.#open && last && !last.map) {
      this.#done[this.#done.length - 1] = mergeSteps(last, { patches, inversePatches });
    } else {
      this.#done.push(map ? { patches, inversePatches, map } : { patches, inversePatches });
      if (this.#done.length > this.limit) this.#done.shift();
    }
    // A replacement closes its step: the next change is an edit of the new map.
    this.#open = !map;
  }

  /** A stopping point: the next change starts a new step. */
  mark(): void {
    this.#open = false;
  }

  /** Opens the newest step again, so the next changes join it (typing into what was just placed). */
  reopen(): void {
    this.#open = this.#done.length > 0;
  }

  /** Forgets the newest step without undoing it (its changes came to nothing), and closes it. */
  discardLast(): void {
    this.#done.pop();
    this.#open = false;
  }

  get canUndo(): boolean {
    return this.#done.length > 0;
  }

  get canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /** Number of undo steps available. */
  get undoDepth(): number {
    return this.#done.length;
  }

  get redoDepth(): number {
    return this.#undone.length;
  }

  /** Undoes the newest step on `doc`; returns the restored document and the patches applied. */
  undo(doc: MapDocument): Travel | undefined {
    this.mark();
    const step = this.#done.pop();
    if (!step) return undefined;
    this.#undone.push(step);
    const restored = { doc: applyPatches(doc, step.inversePatches as Patch[]), applied: step.inversePatches };
    return step.map ? { ...restored, mapKey: step.map.before } : restored;
  }

  redo(doc: MapDocument): Travel | undefined {
    this.mark();
    const step = this.#undone.pop();
    if (!step) return undefined;
    this.#done.push(step);
    const restored = { doc: applyPatches(doc, step.patches as Patch[]), applied: step.patches };
    return step.map ? { ...restored, mapKey: step.map.after } : restored;
  }

  clear(): void {
    this.#done = [];
    this.#undone = [];
    this.#open = false;
  }
}

/**
 * Appends a later change to a step. Later changes apply after earlier ones, so their inverses are
 * undone first. A drag repeats the same replacements (same paths, new values) hundreds of times;
 * such a repeat only updates the values at the step's tail: the step's older inverse patches already
 * restore those paths, so the step stays small however long the gesture.
 */
function mergeSteps(step: HistoryStep, later: HistoryStep): HistoryStep {
  const k = later.patches.length;
  const tail = step.patches.slice(-k);
  const repeats =
    tail.length === k &&
    later.patches.every(
      (patch, i) =>
        patch.op === 'replace' &&
        !Array.isArray(patch.value) &&
        (tail[i]?.op === 'replace' || tail[i]?.op === 'add') &&
        samePath(tail[i]?.path ?? [], patch.path),
    );
  if (repeats) {
    const head = step.patches.slice(0, step.patches.length - k);
    const updated = tail.map((patch, i) => ({ ...patch, value: later.patches[i]?.value }));
    return { patches: [...head, ...updated], inversePatches: step.inversePatches };
  }
  return {
    patches: [...step.patches, ...later.patches],
    inversePatches: [...later.inversePatches, ...step.inversePatches],
  };
}

function samePath(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((part, i) => String(part) === String(b[i]));
}
