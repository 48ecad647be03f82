import type { ClickRecord } from './press';

/** A drag under way: told each move (client px since the last) and its end. */
export interface Drag {
  move(dx: number, dy: number): void;
  end(): void;
  /** The press was taken away or a second finger came: a drag that only makes something at its end makes nothing (else `end`). */
  cancel?(): void;
}

/**
 * What a press will do, decided when it comes down (from its hit and the tool): what its click does,
 * what its double-click does, what its drag does. Each part is optional: a press without a drag
 * that travels past the threshold does nothing at all.
 */
export interface PressPlan {
  /** Take the pointer (no focus change, no text selection). */
  readonly claim?: boolean;
  /** The press ended where it began. Returns whether it changed the document. */
  click?(): boolean;
  /** The press is the second of a double-click (`first` the click before). Returns false to click instead. */
  double?(first: ClickRecord): boolean;
  /** The press passed the drag threshold: the drag starts. */
  drag?(): Drag;
}
