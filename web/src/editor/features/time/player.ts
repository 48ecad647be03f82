import { setTimeStep } from '@mapwright/core/document/operations/time-series';
import { timeMapOf } from '@mapwright/core/document/time-series';
import type { Editor } from '@mapwright/core/editor/editor';

/**
 * Plays a time map's steps on the editor, each held for the series' step duration, from the step
 * shown (or the first, when on the last) to the last, then stops. The whole play is one gesture, so
 * one undo step takes the map back to the step it started on, however many steps it showed (decision
 * "A time map is the heat map in steps"). Any other change of the document (an edit, an undo) stops it.
 */
export class TimePlayer {
  readonly #editor: Editor;
  readonly #onChange: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #stepping = false;

  constructor(editor: Editor, onChange: () => void) {
    this.#editor = editor;
    this.#onChange = onChange;
  }

  /** Listens to the editor (another change stops the play); the returned function stops and detaches. */
  attach(): () => void {
    const unsubscribe = this.#editor.subscribe((change) => {
      if (change.document && !this.#stepping && this.playing) this.pause();
    });
    return () => {
      this.pause();
      unsubscribe();
    };
  }

  get playing(): boolean {
    return this.#timer !== undefined;
  }

  play(): void {
    const series = timeMapOf(this.#editor.document);
    if (!series || this.playing) return;
    this.#editor.beginGesture();
    if (series.current >= series.steps.length - 1) this.#show(0);
    this.#schedule();
    this.#onChange();
  }

  pause(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#editor.mark();
    this.#onChange();
  }

  #schedule(): void {
    const series = timeMapOf(this.#editor.document);
    this.#timer = setTimeout(() => this.#tick(), series?.stepDuration ?? 1000);
  }

  #tick(): void {
    const series = timeMapOf(this.#editor.document);
    if (!series || series.current >= series.steps.length - 1) {
      this.pause();
      return;
    }
    this.#show(series.current + 1);
    if (series.current + 1 >= series.steps.length - 1) this.pause();
    else this.#schedule();
  }

  #show(index: number): void {
    this.#stepping = true;
    try {
      this.#editor.apply(setTimeStep, index);
    } finally {
      this.#stepping = false;
    }
  }
}
