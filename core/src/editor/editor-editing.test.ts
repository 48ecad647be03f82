import { describe, expect, it } from 'vitest';
import { createAnnotation } from '../document/annotation-defaults';
import { addAnnotation, paintDivision } from '../document/operations/index';
import { Editor, type EditorChange } from './editor';
import { editTargetKey, editTargetText } from './edit-target';

const at = { kind: 'frame', x: 100, y: 100 } as const;

/** A text placed as the text tool does: one change, then its edit joins that step. */
function placed(editor: Editor, type: 'text' | 'note' = 'text', id = 't'): void {
  editor.apply(addAnnotation, createAnnotation(type, at, { id }));
  editor.startEditing({ kind: 'annotation', id }, { joinLast: true });
}

function typeInto(editor: Editor, text: string): void {
  for (let i = 1; i <= text.length; i++) editor.editText(text.slice(0, i));
}

describe('Editor: typing into a text on the map (issue 31)', () => {
  it('names the edited element in the session and notifies it', () => {
    const editor = Editor.forCountry('Germany');
    const parts: EditorChange['session'][] = [];
    editor.subscribe((change) => parts.push(change.session));
    expect(editor.session.editing).toBeNull();
    expect(editor.startEditing({ kind: 'title' })).toBe(true);
    expect(editor.session.editing).toEqual({ kind: 'title' });
    editor.endEditing();
    expect(editor.session.editing).toBeNull();
    expect(parts.filter((p) => p.has('editing'))).toHaveLength(2);
  });

  it('a text placed and typed is one undo step: undo removes it, redo brings it back typed', () => {
    const editor = Editor.forCountry('Germany');
    const before = editor.document;
    placed(editor);
    typeInto(editor, 'Berlin');
    editor.endEditing();
    expect(editor.document.annotations[0]).toMatchObject({ id: 't', text: 'Berlin' });
    expect(editor.undo()).toBe(true);
    expect(editor.document).toEqual(before);
    expect(editor.canUndo).toBe(false);
    expect(editor.redo()).toBe(true);
    expect(editor.document.annotations[0]).toMatchObject({ id: 't', text: 'Berlin' });
  });

  it('editing an existing text again is one step that restores its text', () => {
    const editor = Editor.forCountry('Germany');
    placed(editor);
    typeInto(editor, 'Berlin');
    editor.endEditing();
    editor.startEditing({ kind: 'annotation', id: 't' });
    typeInto(editor, 'Bonn');
    editor.endEditing();
    editor.undo();
    expect(editor.document.annotations[0]).toMatchObject({ text: 'Berlin' });
  });

  it('a text typed empty is removed; placed and emptied, it leaves no undo step', () => {
    const editor = Editor.forCountry('Germany');
    editor.apply(paintDivision, 1, 'DE-BE', '#0072b2');
    placed(editor);
    editor.editText('');
    editor.endEditing();
    expect(editor.document.annotations).toEqual([]);
    editor.undo();
    expect(editor.document.levels[1].fills).toEqual({});
  });

  it('a note typed empty stays, empty', () => {
    const editor = Editor.forCountry('Germany');
    placed(editor, 'note', 'n');
    editor.editText('');
    editor.endEditing();
    expect(editor.document.annotations[0]).toMatchObject({ id: 'n', text: '' });
  });

  it('edits the title, a legend label and a chart title through the same calls', () => {
    const editor = Editor.forCountry('Germany');
    editor.apply(paintDivision, 1, 'DE-BE', '#0072B2');
    editor.apply(addAnnotation, createAnnotation('chart', at, { id: 'c' }));
    for (const [target, text] of [
      [{ kind: 'title' }, 'Germany, 2026'],
      [{ kind: 'legendLabel', colour: '#0072B2' }, 'Capital'],
      [{ kind: 'chartTitle', id: 'c' }, 'Votes'],
    ] as const) {
      editor.startEditing(target);
      typeInto(editor, text);
      editor.endEditing();
      expect(editTargetText(editor.document, target)).toBe(text);
    }
    expect(editor.document.legend.entries).toEqual({ '#0072b2': 'Capital' });
    editor.undo();
    editor.undo();
    expect(editTargetText(editor.document, { kind: 'legendLabel', colour: '#0072b2' })).toBe('');
    expect(editTargetKey({ kind: 'legendLabel', colour: '#0072B2' })).toBe('legend:#0072b2');
  });

  it('refuses a target with no text, ends an open edit on undo, and opening another ends the first', () => {
    const editor = Editor.forCountry('Germany');
    expect(editor.startEditing({ kind: 'annotation', id: 'none' })).toBe(false);
    expect(editor.session.editing).toBeNull();
    placed(editor);
    editor.startEditing({ kind: 'subtitle' });
    expect(editor.session.editing).toEqual({ kind: 'subtitle' });
    typeInto(editor, 'Capitals');
    editor.undo();
    expect(editor.session.editing).toBeNull();
    expect(editor.document.subtitle.text).toBe('');
    expect(editor.document.annotations).toHaveLength(1);
  });
});

describe('editTargetOf (Enter, F2)', () => {
  it('edits a selected text, note, chart title or the drawn title; nothing else', async () => {
    const { editTargetOf } = await import('./edit-target');
    const editor = Editor.forCountry('Germany');
    editor.apply(addAnnotation, createAnnotation('note', at, { id: 'n' }));
    editor.apply(addAnnotation, createAnnotation('chart', at, { id: 'c' }));
    editor.apply(addAnnotation, createAnnotation('dot', at, { id: 'd' }));
    const doc = editor.document;
    expect(editTargetOf(doc, { kind: 'annotation', id: 'n' })).toEqual({ kind: 'annotation', id: 'n' });
    expect(editTargetOf(doc, { kind: 'annotation', id: 'c' })).toEqual({ kind: 'chartTitle', id: 'c' });
    expect(editTargetOf(doc, { kind: 'annotation', id: 'd' })).toBeNull();
    expect(editTargetOf(doc, { kind: 'title' })).toEqual({ kind: 'title' });
    expect(editTargetOf(doc, { kind: 'subtitle' })).toBeNull(); // empty: not drawn
    expect(editTargetOf(doc, { kind: 'legend' })).toBeNull();
    expect(editTargetOf(doc, null)).toBeNull();
  });
});

describe('text length', () => {
  it('cuts what is typed or pasted to what the document takes, never throwing', () => {
    const editor = Editor.forCountry('Germany');
    placed(editor);
    expect(editor.editText('x'.repeat(5000))).toBe(true);
    editor.endEditing();
    expect(editor.document.annotations[0]).toMatchObject({ text: 'x'.repeat(2000) });
  });
});

describe('another gesture during an edit', () => {
  it('a wheel zoom while typing leaves the typing after it one step, not one per key', () => {
    const editor = Editor.forCountry('Germany');
    editor.startEditing({ kind: 'title' });
    typeInto(editor, 'Ger');
    editor.beginGesture(); // a wheel burst
    editor.change((d) => {
      d.placement.zoom = 2;
    });
    editor.mark();
    editor.editText('Germ');
    editor.editText('Germa');
    editor.endEditing();
    editor.undo();
    expect(editor.document.title.text).toBe('Ger');
    expect(editor.document.placement.zoom).toBe(2);
  });
});
