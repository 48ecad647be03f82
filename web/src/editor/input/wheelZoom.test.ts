// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Editor } from '@mapwright/core/editor/editor';
import { flush } from '../canvas/frameScheduler';
import { attachWheelZoom, WHEEL_GESTURE_END_MS } from './wheelZoom';

afterEach(() => {
  vi.useRealTimers();
});

function wheel(surface: HTMLElement, deltaY: number) {
  surface.dispatchEvent(new WheelEvent('wheel', { deltaY, clientX: 10, clientY: 10, cancelable: true }));
}

describe('the wheel zoom', () => {
  it('is a live gesture: the view hears "moving" once, the steps of a frame are one change, the burst one undo step', () => {
    vi.useFakeTimers();
    const editor = Editor.forCountry('Thailand');
    const surface = document.createElement('div');
    const live: boolean[] = [];
    const changes = vi.fn();
    editor.subscribe((change) => {
      if (change.document) changes();
    });
    attachWheelZoom(surface, editor, (on) => live.push(on));
    const zoom = editor.document.placement.zoom;

    wheel(surface, -100);
    wheel(surface, -100);
    expect(live).toEqual([true]);
    expect(editor.inGesture).toBe(true);
    flush();
    expect(changes).toHaveBeenCalledTimes(1);
    wheel(surface, -50);
    flush();
    expect(changes).toHaveBeenCalledTimes(2);
    expect(live).toEqual([true]);

    vi.advanceTimersByTime(WHEEL_GESTURE_END_MS);
    expect(live).toEqual([true, false]);
    expect(editor.inGesture).toBe(false);
    expect(editor.document.placement.zoom).toBeGreaterThan(zoom * 1.5);
    editor.undo();
    expect(editor.document.placement.zoom).toBe(zoom);
  });

  it('ends at once when told (another gesture starts), applying the step still waiting for its frame', () => {
    vi.useFakeTimers();
    const editor = Editor.forCountry('Thailand');
    const surface = document.createElement('div');
    const live: boolean[] = [];
    const wheelZoom = attachWheelZoom(surface, editor, (on) => live.push(on));
    const zoom = editor.document.placement.zoom;
    wheel(surface, 100);
    wheelZoom.end();
    expect(live).toEqual([true, false]);
    expect(editor.document.placement.zoom).toBeLessThan(zoom);
    // Nothing open: ending again tells nobody.
    wheelZoom.end();
    expect(live).toEqual([true, false]);
  });
});
