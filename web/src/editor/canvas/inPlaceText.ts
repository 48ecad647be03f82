import {
  editTargetKey,
  editTargetText,
  isMultiline,
  maxTextLength,
  type EditTarget,
} from '@mapwright/core/editor/edit-target';
import type { Editor } from '@mapwright/core/editor/editor';
import { LEGEND_PLACEHOLDER } from '@mapwright/core/render/render-legend';
import { cancelFrameTask, scheduleFrame } from './frameScheduler';

/** Where a target is drawn: its text element (absent while empty) and, for a note, its box. */
export interface DrawnText {
  readonly text: Element | null;
  /** A note's box (the editor takes its width and wraps), or the element to place an empty text by. */
  readonly box?: Element | null;
  /** The elements hidden while the editor shows the text instead. */
  readonly hide: readonly Element[];
  /** What the editor starts with when the document holds no text of its own (a division's label). */
  readonly initial?: string;
}

/** Matches the core's line height of texts on the map (render/annotations/label.ts LINE_HEIGHT). */
const LINE_HEIGHT = 1.25;
/** The editor's inner padding and border (annotations.css .map-text-editor), CSS px. */
const PAD_X = 3;
const PAD_Y = 1;
const BORDER = 1.5;
/** Frames to wait for a just-placed annotation to be drawn before giving the edit up. */
const MAX_WAIT_FRAMES = 30;

const ALIGN: Readonly<Record<string, 'left' | 'center' | 'right'>> = {
  start: 'left',
  middle: 'center',
  end: 'right',
};

/**
 * The text being typed into where it is drawn (issue 31): a textarea laid exactly over the drawn text
 * (its font, size, weight, colour and alignment, the first line's centre on the drawn one's), shown
 * while the core's session names a target (`editor.session.editing`) and gone when it is null. Every
 * keystroke is `editor.editText`; the whole edit is one undo step (the core's rule, decision "Typing into a text on the map"). Escape
 * ends it (and gives the map the keyboard again), so does Enter for one-line texts, Ctrl/Cmd+Enter
 * for texts and notes, and a click elsewhere.
 *
 * The textarea is made and focused as soon as the session says so, within the click or tap that
 * asked for it (a phone opens its keyboard only then), and placed in the next frame, once the map
 * has drawn what it edits.
 */
export class InPlaceText {
  readonly #editor: Editor;
  readonly #surface: HTMLElement;
  readonly #drawnOf: (target: EditTarget) => DrawnText | undefined;
  readonly #unsubscribe: () => void;
  #target: EditTarget | null = null;
  #textarea: HTMLTextAreaElement | null = null;
  #hidden: readonly Element[] = [];
  /** The drawn text's anchor (client px): the x its alignment keeps, the first line's centre y. */
  #anchor: { x: number; y: number; align: 'left' | 'center' | 'right'; fixedWidth?: number } | null = null;
  #waited = 0;
  #place = () => this.#placeOver();

  constructor(editor: Editor, surface: HTMLElement, drawnOf: (target: EditTarget) => DrawnText | undefined) {
    this.#editor = editor;
    this.#surface = surface;
    this.#drawnOf = drawnOf;
    const unsubscribe = editor.subscribe((change) => {
      if (change.session.has('editing')) this.#sync();
      // The drawn text follows the typing (and the map, when it moves): place the editor again.
      else if (change.document && this.#textarea) scheduleFrame(this.#place);
    });
    // The map is scaled to the window: a resized window moves the drawn text.
    const onResize = () => this.#textarea && scheduleFrame(this.#place);
    window.addEventListener('resize', onResize);
    this.#unsubscribe = () => {
      unsubscribe();
      window.removeEventListener('resize', onResize);
    };
    this.#sync();
  }

  /** The map goes (the editor swapped at the breakpoint): an open edit ends, so the keys come back. */
  destroy(): void {
    this.#unsubscribe();
    this.#close();
    this.#editor.endEditing();
  }

  #sync(): void {
    const target = this.#editor.session.editing;
    if (target && this.#target && editTargetKey(target) === editTargetKey(this.#target)) return;
    this.#close();
    if (target) this.#open(target);
  }

  #open(target: EditTarget): void {
    const own = editTargetText(this.#editor.document, target);
    // A division's label without a text of its own starts from what it says on the map.
    const text = own === '' && target.kind === 'label' ? (this.#drawnOf(target)?.initial ?? '') : own;
    const host = this.#surface.parentElement;
    if (text === undefined || !host) return;
    this.#target = target;
    this.#waited = 0;
    const textarea = document.createElement('textarea');
    textarea.className = 'map-text-editor';
    textarea.value = text;
    textarea.wrap = 'off';
    textarea.spellcheck = true;
    textarea.setAttribute('data-editing', editTargetKey(target));
    textarea.setAttribute('aria-label', labelOf(target, this.#editor));
    if (target.kind === 'legendLabel') textarea.placeholder = LEGEND_PLACEHOLDER;
    textarea.rows = 1;
    textarea.maxLength = maxTextLength(target);
    // Unseen until placed over the drawn text (a hidden element could not take the focus now).
    textarea.style.opacity = '0';
    textarea.addEventListener('input', this.#onInput);
    textarea.addEventListener('keydown', this.#onKeyDown);
    textarea.addEventListener('blur', this.#onBlur);
    host.append(textarea);
    this.#textarea = textarea;
    textarea.focus({ preventScroll: true });
    // What was there is selected, so typing replaces a placeholder ("Text", "Note"), as everywhere.
    textarea.select();
    scheduleFrame(this.#place);
  }

  #close(): void {
    cancelFrameTask(this.#place);
    const textarea = this.#textarea;
    this.#textarea = null;
    this.#target = null;
    this.#anchor = null;
    for (const el of this.#hidden) el.removeAttribute('visibility');
    this.#hidden = [];
    if (!textarea) return;
    textarea.removeEventListener('blur', this.#onBlur);
    textarea.remove();
  }

  #onInput = () => {
    const textarea = this.#textarea;
    if (!textarea) return;
    this.#editor.editText(textarea.value);
    this.#fit();
  };

  #onKeyDown = (event: KeyboardEvent) => {
    const target = this.#target;
    if (!target || event.isComposing) return;
    const enter = event.key === 'Enter' && (!isMultiline(target) || event.ctrlKey || event.metaKey);
    if (event.key !== 'Escape' && !enter) return;
    event.preventDefault();
    // The editor's own Escape (deselect) and Enter must not also run: this key ended the edit.
    event.stopPropagation();
    this.#editor.endEditing();
    // The keys that follow are the editor's again (N picks the note tool, Delete deletes).
    this.#surface.focus({ preventScroll: true });
  };

  /** A click elsewhere ends the edit. */
  #onBlur = () => {
    this.#editor.endEditing();
  };

  /** Places the editor over the drawn text, hides the drawn text meanwhile. */
  #placeOver(): void {
    const target = this.#target;
    const textarea = this.#textarea;
    if (!target || !textarea) return;
    const drawn = this.#drawnOf(target);
    if (!drawn || (!drawn.text && !drawn.box)) {
      // A text just placed is drawn in a frame or two; a target never drawn ends the edit.
      if (this.#waited++ < MAX_WAIT_FRAMES) scheduleFrame(this.#place);
      else this.#editor.endEditing();
      return;
    }
    for (const el of this.#hidden) if (!drawn.hide.includes(el)) el.removeAttribute('visibility');
    for (const el of drawn.hide) el.setAttribute('visibility', 'hidden');
    this.#hidden = drawn.hide;

    const cssPerUnit = this.#surface.getBoundingClientRect().width / this.#editor.document.frame.width;
    const source = drawn.text ?? drawn.box;
    if (!source) return;
    const style = getComputedStyle(source);
    const fontSize = parseFloat(style.fontSize) * cssPerUnit;
    const lineHeight = fontSize * LINE_HEIGHT;
    textarea.style.fontFamily = style.fontFamily;
    textarea.style.fontSize = `${fontSize}px`;
    textarea.style.fontWeight = style.fontWeight;
    textarea.style.fontStyle = style.fontStyle;
    textarea.style.lineHeight = `${lineHeight}px`;
    if (drawn.text) textarea.style.color = style.fill.startsWith('rgb') ? style.fill : '';

    const note = drawn.box && target.kind === 'annotation' ? drawn.box.getBoundingClientRect() : null;
    if (note) {
      // A note wraps in its box: the editor has the box's inner width and wraps the same way.
      const pad = 0.6 * fontSize;
      textarea.wrap = 'soft';
      this.#anchor = {
        x: note.left + pad,
        y: note.top + pad + lineHeight / 2,
        align: 'left',
        fixedWidth: note.width - 2 * pad,
      };
    } else if (drawn.text) {
      const box = drawn.text.getBoundingClientRect();
      const align = ALIGN[style.textAnchor] ?? 'left';
      // The drawn lines (a text's, below its first): the first line's centre is the editor's.
      const lines = Math.max(1, drawn.text.querySelectorAll('tspan').length);
      const x = align === 'center' ? box.left + box.width / 2 : align === 'right' ? box.right : box.left;
      this.#anchor = { x, y: box.top + (box.height - (lines - 1) * lineHeight) / 2, align };
    } else if (drawn.box) {
      // Nothing drawn to cover (a chart without a title): the box's top-left corner, inside its margin.
      const box = drawn.box.getBoundingClientRect();
      this.#anchor = {
        x: box.left + 0.6 * fontSize,
        y: box.top + 0.6 * fontSize + lineHeight / 2,
        align: 'left',
      };
    }
    textarea.style.textAlign = this.#anchor?.align ?? 'left';
    this.#fit();
    textarea.style.opacity = '';
  }

  /** Sizes the editor to its text (the width its alignment keeps) and puts it at the anchor. */
  #fit(): void {
    const textarea = this.#textarea;
    const anchor = this.#anchor;
    const host = this.#surface.parentElement;
    if (!textarea || !anchor || !host) return;
    const lineHeight = parseFloat(textarea.style.lineHeight) || 16;
    let width: number;
    if (anchor.fixedWidth !== undefined) {
      width = anchor.fixedWidth;
    } else {
      textarea.style.width = '0px';
      // An empty label is as wide as its placeholder ("Add a label"), which scrollWidth does not count.
      const empty = textarea.value === '' && textarea.placeholder !== '';
      if (empty) textarea.value = textarea.placeholder;
      // The caret needs a pixel or two past the last letter.
      width = Math.max(textarea.scrollWidth - 2 * PAD_X, lineHeight * 0.6) + 2;
      if (empty) textarea.value = '';
    }
    textarea.style.width = `${width + 2 * (PAD_X + BORDER)}px`;
    textarea.style.height = '0px';
    const lines = Math.max(1, Math.round((textarea.scrollHeight - 2 * PAD_Y) / lineHeight));
    textarea.style.height = `${lines * lineHeight + 2 * (PAD_Y + BORDER)}px`;
    const left =
      anchor.align === 'center'
        ? anchor.x - width / 2
        : anchor.align === 'right'
          ? anchor.x - width
          : anchor.x;
    const hostBox = host.getBoundingClientRect();
    textarea.style.left = `${left - PAD_X - BORDER - hostBox.left - host.clientLeft}px`;
    textarea.style.top = `${anchor.y - lineHeight / 2 - PAD_Y - BORDER - hostBox.top - host.clientTop}px`;
  }
}

function labelOf(target: EditTarget, editor: Editor): string {
  switch (target.kind) {
    case 'annotation': {
      const id = target.id;
      return editor.document.annotations.find((a) => a.id === id)?.type === 'note' ? 'Note text' : 'Text';
    }
    case 'chartTitle':
      return 'Chart title';
    case 'title':
      return 'Map title';
    case 'subtitle':
      return 'Subtitle';
    case 'credit':
      return 'Credit line';
    case 'legendTitle':
      return 'Legend title';
    case 'legendLabel':
      return `Legend label for ${target.colour}`;
    case 'label':
      return 'Label text';
  }
}
