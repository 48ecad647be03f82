import { describe, expect, it } from 'vitest';
import type { AnchorConverter } from '../document/anchor';
import { createAnnotation } from '../document/annotation-defaults';
import { addAnnotation, bringForward, moveAnnotations, updateAnnotation } from '../document/operations/index';
import { Editor, type EditorChange } from './editor';
import { isAnnotationTool } from './session';

const converter: AnchorConverter = {
  toFrame: (a) => (a.kind === 'frame' ? { x: a.x, y: a.y } : { x: 800 + a.lon * 10, y: 450 - a.lat * 10 }),
  toMap: (p) => ({ kind: 'map', lon: (p.x - 800) / 10, lat: (450 - p.y) / 10 }),
};

function withTwo(): Editor {
  const editor = Editor.forCountry('Romania');
  editor.apply(addAnnotation, createAnnotation('dot', { kind: 'map', lon: 24, lat: 46 }, { id: 'd' }));
  editor.apply(addAnnotation, createAnnotation('text', { kind: 'frame', x: 100, y: 100 }, { id: 't' }));
  return editor;
}

function recording(editor: Editor): EditorChange[] {
  const changes: EditorChange[] = [];
  editor.subscribe((change) => changes.push(change));
  return changes;
}

describe('Editor and annotations', () => {
  it('a drag of many pointer moves between stopping points is one undo step', () => {
    const editor = withTwo();
    const start = editor.document;
    editor.beginGesture();
    for (let i = 0; i < 20; i++) editor.apply(moveAnnotations, ['d', 't'], 3, -1, converter);
    editor.mark();
    expect(editor.document.annotations.map((a) => a.anchor)).toEqual([
      { kind: 'map', lon: 30, lat: 48 },
      { kind: 'frame', x: 160, y: 80 },
    ]);
    expect(editor.undo()).toBe(true);
    expect(editor.document).toEqual(start);
    expect(editor.redo()).toBe(true);
    expect(editor.document.annotations[1]?.anchor).toEqual({ kind: 'frame', x: 160, y: 80 });
  });

  it('names the annotation that changed, or all of them when the list changed', () => {
    const editor = withTwo();
    const changes = recording(editor);
    editor.apply(updateAnnotation, 't', { color: '#ff0000' });
    editor.apply(bringForward, ['d']);
    editor.undo();
    editor.undo();
    editor.apply(addAnnotation, createAnnotation('emoji', { kind: 'frame', x: 0, y: 0 }, { id: 'e' }));
    const named = changes.map((c) => {
      const a = c.document?.annotations;
      return a === 'all' ? 'all' : [...(a ?? [])];
    });
    expect(named).toEqual([['t'], 'all', 'all', ['t'], 'all']);
    expect(changes[0]?.document?.parts.has('annotations')).toBe(true);
  });

  it('nudges a map-anchored annotation with the converter', () => {
    const editor = withTwo();
    editor.select({ kind: 'annotation', id: 'd' });
    editor.nudgeSelection('right', { large: true, converter });
    expect(editor.document.annotations[0]?.anchor).toEqual({ kind: 'map', lon: 25, lat: 46 });
  });

  it('annotation tools are session tools', () => {
    const editor = withTwo();
    editor.setTool('note');
    expect(editor.session.tool).toBe('note');
    expect(isAnnotationTool(editor.session.tool)).toBe(true);
    expect(isAnnotationTool('paint')).toBe(false);
  });
});
