import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDivision, paintDivision, setShow, setTitle } from '@mapwright/core/document/operations/index';
import { Editor } from '@mapwright/core/editor/editor';
import { PanelNotifier, setDragging, subscribeToEditor } from './idleNotify';

let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
    expect(options.timeout).toBe(100);
    idle.push(callback);
    return idle.length;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const runIdle = () => {
  const due = idle;
  idle = [];
  for (const callback of due) callback();
};

function paintedEditor(): Editor {
  const editor = Editor.forCountry('Thailand');
  editor.apply(setShow, '2');
  editor.apply(paintDivision, 2, 'TH-1001', '#e69f00'); // the colour is in use from here on
  return editor;
}

describe('PanelNotifier', () => {
  it('tells every panel of a recolour once, in one batch, when the browser is idle', () => {
    const editor = paintedEditor();
    const a = vi.fn();
    const b = vi.fn();
    const panels = new PanelNotifier(editor);
    panels.subscribe(a);
    panels.subscribe(b);
    editor.apply(paintDivision, 2, 'TH-1002', '#e69f00');
    editor.apply(clearDivision, 2, 'TH-1002');
    expect(a).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    runIdle();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('tells them at once of any other change, which also settles a pending recolour', () => {
    const editor = paintedEditor();
    const notify = vi.fn();
    subscribeToEditor(editor, notify);
    editor.apply(paintDivision, 2, 'TH-1002', '#e69f00');
    editor.apply(setTitle, 'Visited');
    expect(notify).toHaveBeenCalledTimes(1);
    runIdle();
    expect(notify).toHaveBeenCalledTimes(1);
    // A new colour: the legend changes, and so do the recent colours, told in the same notification.
    editor.apply(paintDivision, 2, 'TH-1003', '#56b4e9');
    expect(notify).toHaveBeenCalledTimes(2);
    editor.setTool('move');
    expect(notify).toHaveBeenCalledTimes(3);
  });

  it('subscribes to the editor once for all panels, and leaves it when the last one goes', () => {
    const editor = paintedEditor();
    const subscribe = vi.spyOn(editor, 'subscribe');
    const panels = new PanelNotifier(editor);
    const a = vi.fn();
    const leaveA = panels.subscribe(a);
    const leaveB = panels.subscribe(vi.fn());
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(panels.attached).toBe(true);
    leaveA();
    editor.apply(setTitle, 'Visited');
    expect(a).not.toHaveBeenCalled();
    editor.apply(paintDivision, 2, 'TH-1002', '#e69f00');
    expect(panels.due).toBe(true);
    leaveB();
    expect(panels.attached).toBe(false);
    expect(panels.due).toBe(false);
    runIdle();
    panels.subscribe(vi.fn());
    expect(subscribe).toHaveBeenCalledTimes(2);
  });

  it('holds every change of a drag on the map until it ends, then tells the panels once when idle', () => {
    const editor = paintedEditor();
    const panel = vi.fn();
    subscribeToEditor(editor, panel);
    setDragging(editor, true);
    expect(editor.session.dragging).toBe(true);
    editor.apply(setTitle, 'One');
    editor.apply(setTitle, 'Two');
    runIdle();
    expect(panel).not.toHaveBeenCalled();
    setDragging(editor, false);
    setDragging(editor, false); // a second end (a detach after the drag ended) tells nothing more
    expect(panel).not.toHaveBeenCalled();
    runIdle();
    expect(panel).toHaveBeenCalledTimes(1);
    editor.apply(setTitle, 'Three'); // after the drag, a change is told at once again
    expect(panel).toHaveBeenCalledTimes(2);
  });
});

describe('a drag that changed nothing', () => {
  it('tells the panels nothing when it ends', () => {
    const editor = paintedEditor();
    const panel = vi.fn();
    subscribeToEditor(editor, panel);
    setDragging(editor, true);
    setDragging(editor, false);
    runIdle();
    expect(panel).not.toHaveBeenCalled();
  });
});
