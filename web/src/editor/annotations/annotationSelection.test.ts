import { describe, expect, it, vi } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { addAnnotation, removeAnnotations } from '@mapwright/core/document/operations/index';
import { Editor } from '@mapwright/core/editor/editor';
import { selectionOf } from './annotationSelection';

function withThree(): Editor {
  const editor = Editor.forCountry('Romania');
  for (const id of ['a', 'b', 'c'])
    editor.apply(addAnnotation, createAnnotation('dot', { kind: 'frame', x: 10, y: 10 }, { id }));
  return editor;
}

describe('selectionOf: the selected annotations, a view over the session’s one selection', () => {
  it('set, toggle and clear write the session’s selection; the last is its selection', () => {
    const editor = withThree();
    selectionOf(editor).set(['a', 'b']);
    expect(editor.session.selection).toEqual({ kind: 'annotation', id: 'b' });
    selectionOf(editor).toggle('c');
    selectionOf(editor).toggle('a');
    expect(selectionOf(editor).ids).toEqual(['b', 'c']);
    expect(editor.session.selected).toEqual([
      { kind: 'annotation', id: 'b' },
      { kind: 'annotation', id: 'c' },
    ]);
    selectionOf(editor).clear();
    expect(editor.session.selection).toBeNull();
  });

  it('selecting something else on the map replaces the annotations; clearing none leaves it selected', () => {
    const editor = withThree();
    selectionOf(editor).set(['a', 'b']);
    editor.select({ kind: 'legend' });
    expect(selectionOf(editor).size).toBe(0);
    selectionOf(editor).clear();
    expect(editor.session.selection).toEqual({ kind: 'legend' });
  });

  it('listeners hear when the annotations change, not when another element is selected instead of none', () => {
    const editor = withThree();
    const listener = vi.fn();
    const leave = selectionOf(editor).subscribe(listener);
    editor.select({ kind: 'legend' });
    editor.select({ kind: 'title' });
    expect(listener).not.toHaveBeenCalled();
    selectionOf(editor).set(['a', 'c']);
    editor.apply(removeAnnotations, ['c']); // a deleted annotation leaves the selection
    expect(listener).toHaveBeenCalledTimes(2);
    expect(selectionOf(editor).ids).toEqual(['a']);
    leave();
    selectionOf(editor).clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('its ids are the same array while the selection stays (React compares them by identity)', () => {
    const editor = withThree();
    selectionOf(editor).set(['a']);
    expect(selectionOf(editor).ids).toBe(selectionOf(editor).ids);
  });
});
