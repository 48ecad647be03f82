import { describe, expect, it, vi } from 'vitest';
import { setTitle } from '@mapwright/core/document/operations/index';
import { moveElement } from '@mapwright/core/document/operations/move-element';
import { Editor } from '@mapwright/core/editor/editor';
import { scheduleFrame } from '../canvas/frameScheduler';
import { subscribeToEditor } from '../state/idleNotify';
import { gestureStep } from './gestureStep';

describe('gestureStep', () => {
  it('makes a gesture one undo step, applies the moves still waiting for a frame, and tells the panels once, after it ends', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const editor = Editor.forCountry('Thailand');
    editor.apply(setTitle, 'Before');
    const panels = vi.fn();
    subscribeToEditor(editor, panels);
    let pending = 0;
    const apply = vi.fn(() => {
      if (pending === 0) return;
      editor.apply(moveElement, { kind: 'map' }, pending, 0, 1);
      pending = 0;
    });
    const live: boolean[] = [];
    const step = gestureStep(editor, apply, (on) => live.push(on));

    step.start();
    expect(editor.inGesture).toBe(true);
    for (let i = 0; i < 3; i++) {
      pending = 10;
      apply(); // a frame of the gesture
    }
    pending = 5;
    scheduleFrame(apply); // the last move, its frame not yet run
    expect(panels).not.toHaveBeenCalled();
    step.end();

    expect(apply).toHaveBeenCalledTimes(4);
    expect(editor.document.placement).not.toEqual(Editor.forCountry('Thailand').document.placement);
    expect(editor.inGesture).toBe(false);
    expect(live).toEqual([true, false]);
    for (const callback of idle.splice(0)) callback(); // the panels hear of it when the browser idles
    expect(panels).toHaveBeenCalledTimes(1);
    editor.undo(); // the whole gesture, in one step
    expect(editor.document.title.text).toBe('Before');
    expect(editor.document.placement).toEqual(Editor.forCountry('Thailand').document.placement);
    vi.unstubAllGlobals();
  });
});
