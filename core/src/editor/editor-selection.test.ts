import { describe, expect, it } from 'vitest';
import { createAnnotation } from '../document/annotation-defaults';
import { addAnnotation, removeAnnotations } from '../document/operations/index';
import { createDocument } from '../document/defaults';
import { Editor, type EditorChange } from './editor';
import { selectedAnnotationIds } from './session';

function withThree(): Editor {
  const editor = Editor.forCountry('Romania');
  for (const id of ['a', 'b', 'c'])
    editor.apply(addAnnotation, createAnnotation('dot', { kind: 'frame', x: 10, y: 10 }, { id }));
  return editor;
}

const note = (id: string) => ({ kind: 'annotation', id }) as const;

function recording(editor: Editor): EditorChange[] {
  const changes: EditorChange[] = [];
  editor.subscribe((change) => changes.push(change));
  return changes;
}

describe('one selection of elements in the session', () => {
  it('several annotations, in the order selected; the last is the session’s selection', () => {
    const editor = withThree();
    editor.selectAll([note('b'), note('a'), note('b')]); // a repeat keeps its first place
    expect(editor.session.selected).toEqual([note('b'), note('a')]);
    expect(editor.session.selection).toEqual(note('a'));
    expect(selectedAnnotationIds(editor.session)).toEqual(['b', 'a']);
  });

  it('selecting the legend, a division or the title replaces the annotations', () => {
    const editor = withThree();
    editor.selectAll([note('a'), note('b')]);
    editor.select({ kind: 'legend' });
    expect(editor.session.selected).toEqual([{ kind: 'legend' }]);
    expect(selectedAnnotationIds(editor.session)).toEqual([]);
    editor.select({ kind: 'division', level: 1, id: 'RO-CJ' });
    editor.select({ kind: 'title' });
    expect(editor.session.selected).toEqual([{ kind: 'title' }]);
    editor.select(null);
    expect(editor.session.selected).toEqual([]);
    expect(editor.session.selection).toBeNull();
  });

  it('selecting one of several selected keeps them all and makes it the last', () => {
    const editor = withThree();
    editor.selectAll([note('a'), note('b'), note('c')]);
    editor.select(note('a'));
    expect(selectedAnnotationIds(editor.session)).toEqual(['b', 'c', 'a']);
    expect(editor.session.selection).toEqual(note('a'));
  });

  it('one notification per change of selection, none for the same selection again', () => {
    const editor = withThree();
    const changes = recording(editor);
    editor.selectAll([note('a'), note('b')]);
    editor.selectAll([note('a'), note('b')]);
    editor.select(note('b'));
    expect(changes.map((c) => [...c.session])).toEqual([['selection']]);
  });

  it('the ids of the annotations are the same array until the selection changes', () => {
    const editor = withThree();
    editor.selectAll([note('a'), { kind: 'legend' }]);
    const ids = selectedAnnotationIds(editor.session);
    editor.setColour('#000000');
    expect(selectedAnnotationIds(editor.session)).toBe(ids);
    editor.selectAll([note('c')]);
    expect(selectedAnnotationIds(editor.session)).not.toBe(ids);
  });

  it('deleted annotations leave it in the change that deleted them; undo and redo too', () => {
    const editor = withThree();
    editor.selectAll([note('a'), note('b'), note('c')]);
    const changes = recording(editor);
    editor.apply(removeAnnotations, ['c']);
    expect(changes.at(-1)?.session.has('selection')).toBe(true);
    expect(editor.session.selected).toEqual([note('a'), note('b')]);
    expect(editor.session.selection).toEqual(note('b'));
    editor.undo(); // c is back, but not selected
    editor.undo(); // the step that added c (withThree's last)
    expect(editor.session.selected).toEqual([note('a'), note('b')]);
    editor.undo(); // removes b
    expect(editor.session.selected).toEqual([note('a')]);
    expect(editor.session.selection).toEqual(note('a'));
  });

  it('a note’s target leaves with its note; a load clears everything', () => {
    const editor = withThree();
    editor.select({ kind: 'noteTarget', id: 'a' });
    editor.apply(removeAnnotations, ['a']);
    expect(editor.session.selection).toBeNull();
    editor.select({ kind: 'legend' });
    editor.load(createDocument('Romania'));
    expect(editor.session.selected).toEqual([]);
  });

  it('an editor made with a selected element has it as its whole selection', () => {
    const editor = new Editor(createDocument('Romania'), { session: { selection: { kind: 'legend' } } });
    expect(editor.session.selected).toEqual([{ kind: 'legend' }]);
  });
});

describe('a drag under way', () => {
  it('is session state, told once when it starts and once when it ends', () => {
    const editor = withThree();
    const changes = recording(editor);
    editor.setDragging(true);
    editor.setDragging(true);
    expect(editor.session.dragging).toBe(true);
    editor.setDragging(false);
    editor.setDragging(false);
    expect(changes.map((c) => [...c.session])).toEqual([['dragging'], ['dragging']]);
  });
});
