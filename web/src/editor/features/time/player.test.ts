import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setDataValue } from '@mapwright/core/document/operations/data-layers';
import { setTimeSeries } from '@mapwright/core/document/operations/time-series';
import { Editor } from '@mapwright/core/editor/editor';
import { TimePlayer } from './player';

const STEPS = ['2000', '2010', '2020'].map((label, i) => ({ label, values: { A: i } }));

function playing() {
  const editor = new Editor(applyOperation(createDocument('France'), setTimeSeries, 1, STEPS));
  const player = new TimePlayer(editor, () => undefined);
  const detach = player.attach();
  return { editor, player, detach };
}

describe('playing a time map', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each step for the step duration, stops at the last, and is one undo step', () => {
    const { editor, player } = playing();
    player.play();
    expect(player.playing).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(editor.document.timeSeries.current).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(editor.document.timeSeries.current).toBe(2);
    expect(player.playing).toBe(false);
    editor.undo();
    expect(editor.document.timeSeries.current).toBe(0);
    expect(editor.document.heatMap.values).toEqual({ A: 0 });
  });

  it('starts over from the last step, and another change stops it', () => {
    const { editor, player, detach } = playing();
    player.play();
    vi.advanceTimersByTime(2000);
    player.play();
    expect(editor.document.timeSeries.current).toBe(0);
    editor.apply(setDataValue, 'heatMap', 'A', 7);
    expect(player.playing).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(editor.document.timeSeries.current).toBe(0);
    detach();
  });
});
