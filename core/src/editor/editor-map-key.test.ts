import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import type { MapDocument } from '../document/schema';
import { paintDivision, setTitle } from '../document/operations/index';
import { Editor, type EditorChange } from './editor';
import { History } from './history';
import { isMapKey, newMapKey } from './map-key';

/** An editor whose new maps are numbered, so a test can name the key it expects. */
function numberedEditor(start = 'map-0'): Editor {
  let n = 0;
  return new Editor(createDocument('SriLanka'), { mapKey: start, newMapKey: () => `map-${++n}` });
}

function titled(text: string): MapDocument {
  const doc = createDocument('SriLanka');
  return { ...doc, title: { ...doc.title, text } };
}

function mapChanges(editor: Editor): EditorChange[] {
  const seen: EditorChange[] = [];
  editor.subscribe((change) => change.session.has('map') && seen.push(change));
  return seen;
}

describe('map keys: edits keep the map, a replacement makes another (decision "One download covers one map")', () => {
  it('makes random version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newMapKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(isMapKey(key)).toBe(true);
    expect(isMapKey('not-a-key')).toBe(false);
    expect(isMapKey(newMapKey().toUpperCase())).toBe(false);
  });

  it('starts with the key it is given, or a new one', () => {
    expect(numberedEditor('given').mapKey).toBe('given');
    expect(isMapKey(Editor.forCountry('SriLanka').mapKey)).toBe(true);
  });

  it('keeps the key through edits, undo and redo', () => {
    const editor = numberedEditor();
    const seen = mapChanges(editor);
    editor.apply(paintDivision, 1, 'LK-1', '#e69f00');
    editor.apply(setTitle, 'Sri Lanka 2026');
    editor.undo();
    editor.redo();
    expect(editor.mapKey).toBe('map-0');
    expect(seen).toEqual([]);
  });

  it('a new map, an opened document and a replacement are other maps; undo and redo return to each', () => {
    const editor = numberedEditor();
    const seen = mapChanges(editor);
    editor.apply(paintDivision, 1, 'LK-1', '#e69f00');
    const painted = editor.document;
    expect(editor.newMap()).toBe(true);
    expect(editor.mapKey).toBe('map-1');
    const other = titled('from a file');
    editor.load(other, { undoable: true });
    expect(editor.mapKey).toBe('map-2');
    editor.load(titled('a saved map'), { undoable: true, mapKey: 'saved' });
    expect(editor.mapKey).toBe('saved');
    // Edits of the saved map are that map.
    editor.apply(setTitle, 'Typo fixed');
    expect(editor.mapKey).toBe('saved');

    editor.undo(); // the title
    expect(editor.mapKey).toBe('saved');
    editor.undo(); // back to the file
    expect([editor.mapKey, editor.document.title.text]).toEqual(['map-2', 'from a file']);
    editor.undo(); // back to the new map
    expect(editor.mapKey).toBe('map-1');
    editor.undo(); // back to the painted map
    expect(editor.mapKey).toBe('map-0');
    expect(editor.document).toEqual(painted);
    editor.redo();
    editor.redo();
    expect(editor.mapKey).toBe('map-2');
    expect(seen.map((c) => c.origin)).toEqual([
      'change',
      'change',
      'change',
      'undo',
      'undo',
      'undo',
      'redo',
      'redo',
    ]);
  });

  it('a replacement is its own undo step, even inside a gesture, and the next edit is another', () => {
    const editor = numberedEditor();
    editor.beginGesture();
    editor.apply(paintDivision, 1, 'LK-1', '#e69f00');
    editor.load(titled('file'), { undoable: true });
    editor.apply(paintDivision, 1, 'LK-2', '#0072b2');
    editor.mark();
    editor.undo();
    expect([editor.mapKey, editor.document.title.text]).toEqual(['map-1', 'file']);
    editor.undo();
    expect(editor.mapKey).toBe('map-0');
    expect(editor.canUndo).toBe(true);
  });

  it('a replacement that changes nothing keeps the map, or makes it the one named, without an undo step', () => {
    const editor = numberedEditor();
    const seen = mapChanges(editor);
    editor.load(editor.document, { undoable: true });
    expect(editor.mapKey).toBe('map-0');
    editor.load(editor.document, { undoable: true, mapKey: 'saved' });
    expect(editor.mapKey).toBe('saved');
    expect(editor.canUndo).toBe(false);
    expect(seen.map((c) => [c.origin, c.document])).toEqual([['session', null]]);
  });

  it('a load that starts the history over takes the key given, or a new one', () => {
    const editor = numberedEditor();
    editor.load(createDocument('SriLanka'), { mapKey: 'draft' });
    expect(editor.mapKey).toBe('draft');
    editor.reset();
    expect(editor.mapKey).toBe('map-1');
  });

  it('history steps that replaced the map are never merged with edits', () => {
    const history = new History();
    const patch = { op: 'replace' as const, path: ['title', 'text'], value: 'a' };
    history.record([patch], [patch]);
    history.record([patch], [patch], { before: 'a', after: 'b' });
    history.reopen();
    history.record([patch], [patch]);
    expect(history.undoDepth).toBe(3);
  });
});
