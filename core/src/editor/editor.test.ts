import { describe, expect, it } from 'vitest';
import { createDocument } from '../document/defaults';
import { createAnnotation } from '../document/annotation-defaults';
import {
  moveDivision,
  moveLegend,
  newMap,
  paintDivision,
  panBy,
  setLegendLabel,
  setLevelStyle,
  setShow,
  setTitle,
  zoomAt,
  addAnnotation,
  clearDivision,
} from '../document/operations/index';
import { coloursInUse } from '../document/legend-entries';
import { isFillsOnly } from './changes';
import { Editor, type EditorChange } from './editor';
import { MAX_RECENT_COLOURS } from './session';

function recording(editor: Editor): EditorChange[] {
  const changes: EditorChange[] = [];
  editor.subscribe((change) => changes.push(change));
  return changes;
}

/** The document's changes only: painting also tells of the recent colours, a session change. */
function documentChanges(editor: Editor): EditorChange[] {
  const changes: EditorChange[] = [];
  editor.subscribe((change) => change.document && changes.push(change));
  return changes;
}

describe('Editor: operations and undo/redo', () => {
  it('applies operations and undoes/redoes them one step at a time', () => {
    const editor = Editor.forCountry('SriLanka');
    const start = editor.document;
    editor.apply(paintDivision, 1, 'LK-1', '#e69f00');
    editor.apply(setTitle, 'Visited');
    editor.apply(setShow, 'both');
    const end = editor.document;
    expect(editor.canUndo).toBe(true);
    expect(editor.undo()).toBe(true);
    expect(editor.document.levels[2].style.visible).toBe(false);
    expect(editor.document.title.text).toBe('Visited');
    editor.undo();
    editor.undo();
    expect(editor.document).toEqual(start);
    expect(editor.canUndo).toBe(false);
    expect(editor.undo()).toBe(false);
    editor.redo();
    editor.redo();
    editor.redo();
    expect(editor.document).toEqual(end);
    expect(editor.canRedo).toBe(false);
  });

  it('a new change clears the redo stack', () => {
    const editor = Editor.forCountry('Nepal');
    editor.apply(setTitle, 'A');
    editor.undo();
    expect(editor.canRedo).toBe(true);
    editor.apply(setTitle, 'B');
    expect(editor.canRedo).toBe(false);
  });

  it('records nothing for a change that changes nothing', () => {
    const editor = Editor.forCountry('Nepal');
    const changes = recording(editor);
    expect(editor.apply(setTitle, editor.document.title.text)).toBe(false);
    expect(editor.canUndo).toBe(false);
    expect(changes).toEqual([]);
  });

  it('a drag (many moves between marks) is one undo step', () => {
    const editor = Editor.forCountry('Japan');
    editor.apply(paintDivision, 1, 'JP-13', '#0072b2');
    const beforeDrag = editor.document;
    editor.beginGesture();
    for (let i = 0; i < 100; i++) editor.apply(moveDivision, 1, 'JP-13', 0.5, -0.25);
    editor.mark();
    expect(editor.document.levels[1].offsets['JP-13']).toEqual({ dx: 50, dy: -25 });
    editor.undo();
    expect(editor.document).toEqual(beforeDrag);
    editor.redo();
    expect(editor.document.levels[1].offsets['JP-13']).toEqual({ dx: 50, dy: -25 });
    editor.undo();
    editor.undo();
    expect(editor.document).toEqual(createDocument('Japan'));
  });

  it('a wheel gesture (zooms and pans between marks) is one undo step', () => {
    const editor = Editor.forCountry('India');
    const start = editor.document;
    editor.beginGesture();
    for (let i = 0; i < 20; i++) editor.apply(zoomAt, { x: 300 + i, y: 200 }, 1.1);
    editor.apply(panBy, 10, 10);
    editor.mark();
    editor.apply(moveLegend, 1, 1);
    expect(editor.document.placement.zoom).toBeCloseTo(1.1 ** 20, 6);
    editor.undo();
    editor.undo();
    expect(editor.document).toEqual(start);
  });

  it('change() runs several operations as one atomic step', () => {
    const editor = Editor.forCountry('Italy');
    const changes = recording(editor);
    editor.change((draft) => {
      paintDivision(draft, 1, 'a', '#000000');
      setLegendLabel(draft, '#000000', 'Black');
    });
    expect(changes).toHaveLength(1);
    expect(() =>
      editor.change((draft) => {
        paintDivision(draft, 1, 'b', '#111111');
        paintDivision(draft, 1, 'c', 'not a colour');
      }),
    ).toThrow(/Not a colour/);
    expect(editor.document.levels[1].fills).toEqual({ a: '#000000' });
    editor.undo();
    expect(editor.document).toEqual(createDocument('Italy'));
  });

  it('newMap is undoable', () => {
    const editor = Editor.forCountry('Spain');
    editor.apply(paintDivision, 1, 'ES-M', '#009e73');
    editor.apply(setTitle, 'Madrid');
    const made = editor.document;
    editor.apply(newMap);
    expect(editor.document).toEqual(createDocument('Spain'));
    editor.undo();
    expect(editor.document).toEqual(made);
  });

  it('keeps at most historyLimit steps', () => {
    const editor = new Editor(createDocument('Oman'), { historyLimit: 3 });
    for (const title of ['a', 'b', 'c', 'd', 'e']) editor.apply(setTitle, title);
    let undos = 0;
    while (editor.undo()) undos++;
    expect(undos).toBe(3);
    expect(editor.document.title.text).toBe('b');
  });

  it('documents are frozen so nothing can bypass the operations', () => {
    const editor = Editor.forCountry('Iraq');
    editor.apply(paintDivision, 1, 'a', '#000000');
    expect(Object.isFrozen(editor.document.levels[1].fills)).toBe(true);
  });
});

describe('Editor: change notifications', () => {
  it('name exactly the divisions whose fill changed', () => {
    const editor = Editor.forCountry('Thailand');
    editor.apply(setShow, '2');
    const changes = documentChanges(editor);
    editor.change((draft) => {
      paintDivision(draft, 2, 'TH-1001', '#e69f00');
      paintDivision(draft, 2, 'TH-1002', '#e69f00');
    });
    const [change] = changes;
    expect(change?.origin).toBe('change');
    expect(change?.document?.fills[2]).toEqual(new Set(['TH-1001', 'TH-1002']));
    expect(change?.document?.fills[1]).toEqual(new Set());
    // A new colour came into use, so the derived legend changed too.
    expect([...(change?.document?.parts ?? [])]).toEqual(['legend']);

    editor.apply(paintDivision, 2, 'TH-1003', '#e69f00');
    expect(changes[1]?.document?.fills[2]).toEqual(new Set(['TH-1003']));
    expect(changes[1]?.document?.parts.size).toBe(0);

    editor.undo();
    expect(changes[2]?.origin).toBe('undo');
    expect(changes[2]?.document?.fills[2]).toEqual(new Set(['TH-1003']));
  });

  it('name the legend exactly when the colours in use change, edit after edit', () => {
    const editor = Editor.forCountry('Thailand');
    editor.apply(setShow, '2');
    const changes = documentChanges(editor);
    const legendChanged = () => changes.at(-1)?.document?.parts.has('legend');
    editor.apply(paintDivision, 2, 'TH-1001', '#e69f00');
    expect(legendChanged()).toBe(true);
    editor.apply(paintDivision, 2, 'TH-1002', '#e69f00');
    expect(legendChanged()).toBe(false);
    editor.apply(paintDivision, 2, 'TH-1002', '#56b4e9');
    expect(legendChanged()).toBe(true);
    editor.apply(paintDivision, 2, 'TH-1001', '#56b4e9'); // the last #e69f00 goes
    expect(legendChanged()).toBe(true);
    expect(coloursInUse(editor.document)).toEqual(['#56b4e9']);
    editor.apply(clearDivision, 2, 'TH-1001');
    expect(legendChanged()).toBe(false);
    editor.undo();
    expect(legendChanged()).toBe(false);
    editor.undo();
    expect(legendChanged()).toBe(true);
    // #e69f00 comes back in its place: the legend's order is stored, not the fills' key order (decision "The legend's order is an array in the document").
    expect(coloursInUse(editor.document)).toEqual(['#e69f00', '#56b4e9']);
  });

  it('tell a change that only recoloured divisions from one that touched anything else', () => {
    const editor = Editor.forCountry('Thailand');
    editor.apply(setShow, '2');
    const changes = documentChanges(editor);
    const fillsOnly = () => {
      const document = changes.at(-1)?.document;
      return document ? isFillsOnly(document) : undefined;
    };
    editor.apply(paintDivision, 2, 'TH-1001', '#e69f00');
    expect(fillsOnly()).toBe(false); // a new colour: the legend changes too
    editor.apply(paintDivision, 2, 'TH-1002', '#e69f00');
    expect(fillsOnly()).toBe(true);
    editor.apply(clearDivision, 2, 'TH-1002');
    expect(fillsOnly()).toBe(true);
    editor.undo();
    expect(fillsOnly()).toBe(true);
    editor.apply(moveDivision, 2, 'TH-1001', 3, 4);
    expect(fillsOnly()).toBe(false);
    editor.apply(setTitle, 'Visited');
    expect(fillsOnly()).toBe(false);
    editor.apply(setLevelStyle, 2, { defaultFill: '#ffffff' });
    expect(fillsOnly()).toBe(false);
  });

  it('name placement, style, legend, frame and offsets', () => {
    const editor = Editor.forCountry('Thailand');
    const changes = recording(editor);
    editor.apply(panBy, 3, 4);
    editor.apply(setLevelStyle, 1, { borderWidth: 2 });
    editor.apply(moveLegend, 1, 1);
    editor.apply(moveDivision, 1, 'TH-10', 1, 1);
    expect([...(changes[0]?.document?.parts ?? [])]).toEqual(['placement']);
    expect([...(changes[1]?.document?.parts ?? [])]).toEqual(['style']);
    expect([...(changes[1]?.document?.styledLevels ?? [])]).toEqual([1]);
    expect([...(changes[2]?.document?.parts ?? [])]).toEqual(['legend']);
    expect(changes[3]?.document?.offsets[1]).toEqual(new Set(['TH-10']));
  });

  it('report whole-document replacement as all', () => {
    const editor = Editor.forCountry('Cambodia');
    const changes = recording(editor);
    editor.load(createDocument('Vietnam'));
    const change = changes[0];
    expect(change?.origin).toBe('load');
    expect(change?.document?.fills[1]).toBe('all');
    expect(change?.document?.parts.has('country')).toBe(true);
    expect(editor.document.country).toBe('Vietnam');
    expect(editor.canUndo).toBe(false);
  });

  it('load can be undoable, reset starts over', () => {
    const editor = Editor.forCountry('Cambodia');
    editor.apply(setTitle, 'x');
    editor.load(createDocument('Laos'), { undoable: true });
    expect(editor.document.country).toBe('Laos');
    editor.undo();
    expect(editor.document.title.text).toBe('x');
    editor.reset();
    expect(editor.document).toEqual(createDocument('Cambodia'));
    expect(editor.canUndo).toBe(false);
  });

  it('unsubscribe stops notifications', () => {
    const editor = Editor.forCountry('Cambodia');
    let count = 0;
    const stop = editor.subscribe(() => count++);
    editor.apply(setTitle, 'a');
    stop();
    editor.apply(setTitle, 'b');
    expect(count).toBe(1);
  });
});

describe('Editor: session state', () => {
  it('paint uses the current colour on the active level and keeps recent colours', () => {
    const editor = Editor.forCountry('Germany');
    const changes = recording(editor);
    editor.setColour('#56B4E9');
    editor.paint('DE-BY');
    editor.setColour('#009e73');
    editor.paint('DE-BE');
    editor.setColour('#56b4e9');
    editor.paint('DE-HH');
    expect(editor.document.levels[1].fills).toEqual({
      'DE-BY': '#56b4e9',
      'DE-BE': '#009e73',
      'DE-HH': '#56b4e9',
    });
    expect(editor.session.recentColours).toEqual(['#56b4e9', '#009e73']);
    expect(changes.filter((c) => c.session.has('recentColours'))).toHaveLength(3);
    editor.clear('DE-BY');
    expect(editor.document.levels[1].fills['DE-BY']).toBeUndefined();
  });

  it('recent colours are capped', () => {
    const editor = Editor.forCountry('Germany');
    for (let i = 0; i < 15; i++) {
      editor.setColour(`#0000${i.toString(16).padStart(2, '0')}`);
      editor.paint(`id-${i}`);
    }
    expect(editor.session.recentColours).toHaveLength(MAX_RECENT_COLOURS);
    expect(editor.session.recentColours[0]).toBe('#00000e');
  });

  it('tool, selection and hover notify only when they change', () => {
    const editor = Editor.forCountry('Germany');
    const changes = recording(editor);
    editor.setTool('move');
    editor.select({ kind: 'legend' });
    editor.select({ kind: 'legend' });
    editor.hover({ level: 1, id: 'DE-BY' });
    editor.hover({ level: 1, id: 'DE-BY' });
    expect(changes.map((c) => [...c.session])).toEqual([['tool'], ['selection'], ['hover']]);
    expect(changes.every((c) => c.document === null)).toBe(true);
  });

  it('arrow keys nudge the selection, one step per press', () => {
    const editor = Editor.forCountry('Germany');
    expect(editor.nudgeSelection('left')).toBe(false);
    editor.select({ kind: 'title' });
    editor.nudgeSelection('left');
    editor.nudgeSelection('down', { large: true });
    const { x, y } = createDocument('Germany').title.position;
    expect(editor.document.title.position).toEqual({ x: x - 1, y: y + 10 });
    editor.select({ kind: 'division', level: 1, id: 'DE-BY' });
    editor.nudgeSelection('right', { mapScale: 2 });
    expect(editor.document.levels[1].offsets['DE-BY']).toEqual({ dx: 0.5, dy: 0 });
    editor.undo();
    editor.undo();
    expect(editor.document.title.position).toEqual({ x: x - 1, y });
  });

  it('undo clears a selection whose annotation no longer exists', () => {
    const editor = Editor.forCountry('Germany');
    editor.apply(addAnnotation, createAnnotation('dot', { kind: 'map', lon: 10, lat: 51 }, { id: 'n' }));
    editor.select({ kind: 'annotation', id: 'n' });
    const changes = recording(editor);
    editor.undo();
    expect(editor.session.selection).toBeNull();
    expect(changes[0]?.session.has('selection')).toBe(true);
  });
});

describe('Editor: a gesture that ends a hair below zero', () => {
  // Found by the history property test: a wheel gesture that zooms out and back lands offsetY on
  // round2(-0.004999…) = -0; undo then left -0 where the document had 0.
  it('undo restores the exact starting placement', () => {
    const editor = new Editor(createDocument('SriLanka'));
    const start = editor.document.placement;
    editor.beginGesture();
    editor.change((d) => zoomAt(d, { x: 0, y: 300 }, 0.5));
    editor.change((d) => zoomAt(d, { x: 800, y: 300 }, 1.99993334));
    editor.mark();
    expect(Object.is(editor.document.placement.offsetY, -0)).toBe(false);
    expect(editor.undo()).toBe(true);
    expect(editor.document.placement).toEqual(start);
    expect(Object.is(editor.document.placement.offsetY, start.offsetY)).toBe(true);
  });
});
