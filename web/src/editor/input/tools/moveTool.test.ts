import { describe, expect, it } from 'vitest';
import { testTools } from './testHost';

const LEGEND = { movable: { kind: 'legend' } } as const;

describe('the move tool', () => {
  it('press → drag past the threshold → drop moves what was pressed, one undo step', () => {
    const tools = testTools();
    tools.editor.setTool('move');
    const before = tools.editor.document.legend.position;
    tools.down(100, 100, LEGEND);
    expect(tools.log).toEqual(['claim']);
    tools.move(102, 100);
    expect(tools.machine.state.name).toBe('pressing');
    tools.move(110, 100);
    expect(tools.machine.state.name).toBe('dragging');
    expect(tools.editor.session.selection).toEqual({ kind: 'legend' });
    tools.frame();
    tools.move(120, 105);
    tools.up(120, 105);
    // Two frame pixels per client pixel; the travel up to the threshold counts.
    expect(tools.editor.document.legend.position).toEqual({ x: before.x + 40, y: before.y + 10 });
    expect(tools.log).toEqual(['claim', 'live true', 'shield true', 'live false', 'shield false']);
    tools.editor.undo();
    expect(tools.editor.document.legend.position).toEqual(before);
    expect(tools.editor.canUndo).toBe(false);
  });

  it('a click selects what was pressed, and on the map nothing', () => {
    const tools = testTools();
    tools.editor.setTool('move');
    tools.click(100, 100, LEGEND);
    expect(tools.editor.session.selection).toEqual({ kind: 'legend' });
    tools.click(100, 100);
    expect(tools.editor.session.selection).toBeNull();
    expect(tools.editor.canUndo).toBe(false);
  });

  it('Shift+drag pans the map with the paint tool, and paints nothing', () => {
    const tools = testTools();
    const before = tools.editor.document.placement;
    tools.down(10, 10, { division: { level: 1, id: 'A' } }, { shift: true });
    tools.move(30, 10);
    tools.up(30, 10);
    expect(tools.editor.document.placement).not.toEqual(before);
    expect(tools.editor.document.levels[1].fills).toEqual({});
    tools.editor.undo();
    expect(tools.editor.document.placement).toEqual(before);
  });

  it("the heat bar's grip resizes the bar", () => {
    const tools = testTools();
    tools.editor.setTool('move');
    const length = tools.editor.document.heatMap.bar.length;
    tools.down(10, 10, { movable: { kind: 'heatBar' }, resize: true });
    tools.move(40, 10);
    tools.up(40, 10);
    const bar = tools.editor.document.heatMap.bar;
    const along = bar.orientation === 'vertical' ? 0 : 60;
    expect(bar.length).toBe(length + along);
  });

  it('a second finger ends a one-finger drag as its own step; the pinch is the next one', () => {
    const tools = testTools();
    tools.editor.setTool('move');
    tools.down(10, 10, {}, { kind: 'touch' });
    tools.move(30, 10);
    tools.send({ type: 'pinch', phase: 'start', centre: { x: 30, y: 30 }, distance: 50 });
    tools.send({ type: 'pinch', phase: 'move', centre: { x: 30, y: 30 }, distance: 100 });
    tools.send({ type: 'pinch', phase: 'end', centre: { x: 30, y: 30 }, distance: 100 });
    const after = tools.editor.document.placement;
    tools.editor.undo();
    const panned = tools.editor.document.placement;
    expect(panned).not.toEqual(after);
    tools.editor.undo();
    expect(tools.editor.document.placement).not.toEqual(panned);
    expect(tools.editor.canUndo).toBe(false);
  });
});

describe('selecting divisions with the move tool', () => {
  it('a click selects a division, Shift+click adds another and takes it out again; nothing is undoable', () => {
    const tools = testTools();
    tools.editor.setTool('move');
    const A = { division: { level: 1, id: 'A' }, movable: { kind: 'division', level: 1, id: 'A' } } as const;
    const B = { division: { level: 1, id: 'B' }, movable: { kind: 'division', level: 1, id: 'B' } } as const;
    tools.click(10, 10, A);
    tools.click(30, 10, B, { shift: true });
    expect(tools.editor.session.selected).toEqual([
      { kind: 'division', level: 1, id: 'A' },
      { kind: 'division', level: 1, id: 'B' },
    ]);
    tools.click(30, 10, B, { shift: true });
    expect(tools.editor.session.selected).toEqual([{ kind: 'division', level: 1, id: 'A' }]);
    expect(tools.editor.canUndo).toBe(false);
  });
});
