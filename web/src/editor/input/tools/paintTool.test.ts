import { describe, expect, it } from 'vitest';
import { DEFAULT_PAINT_COLOUR } from '@mapwright/core/editor/session';
import { DOUBLE_TAP_MS } from './press';
import { testTools } from './testHost';

const A = { division: { level: 1, id: 'A' } } as const;
const B = { division: { level: 1, id: 'B' } } as const;
const fillOf = (tools: ReturnType<typeof testTools>, id: string) => tools.editor.document.levels[1].fills[id];

describe('the paint tool', () => {
  it('paints the division a click lands on, one undo step', () => {
    const tools = testTools();
    tools.click(10, 10, A);
    expect(fillOf(tools, 'A')).toBe(DEFAULT_PAINT_COLOUR);
    expect(tools.machine.state.name).toBe('idle');
    tools.editor.undo();
    expect(fillOf(tools, 'A')).toBeUndefined();
    expect(tools.editor.canUndo).toBe(false);
  });

  it('does not paint when the press wanders past the drag threshold, and does when it stays within it', () => {
    const tools = testTools();
    tools.down(10, 10, A);
    tools.move(12, 10);
    expect(tools.machine.state.name).toBe('pressing');
    tools.move(14, 10);
    expect(tools.machine.state.name).toBe('wandered');
    tools.up(14, 10);
    expect(fillOf(tools, 'A')).toBeUndefined();
    // A finger is allowed more travel than a mouse.
    tools.down(10, 10, A, { kind: 'touch' });
    tools.move(16, 10);
    tools.up(16, 10);
    expect(fillOf(tools, 'A')).toBe(DEFAULT_PAINT_COLOUR);
  });

  it("a double-click undoes its first click's paint and reverts the division: one undo brings back the colour before", () => {
    const tools = testTools();
    tools.click(10, 10, A);
    tools.editor.setColour('#0072b2');
    tools.click(10, 10, A, { count: 1 });
    expect(fillOf(tools, 'A')).toBe('#0072b2');
    tools.click(10, 10, A, { count: 2 });
    expect(fillOf(tools, 'A')).toBeUndefined();
    tools.editor.undo();
    expect(fillOf(tools, 'A')).toBe(DEFAULT_PAINT_COLOUR);
  });

  it('a mouse click the system does not count as a second one paints again, however soon', () => {
    const tools = testTools();
    tools.click(10, 10, A, { count: 1 });
    tools.click(10, 10, A, { count: 1 });
    expect(fillOf(tools, 'A')).toBe(DEFAULT_PAINT_COLOUR);
  });

  it('a double-tap is a second tap on the same division soon after, with nothing done in between', () => {
    const tools = testTools();
    const touch = { kind: 'touch' } as const;
    tools.click(10, 10, A, touch);
    tools.wait(DOUBLE_TAP_MS - 1);
    tools.click(10, 10, A, touch);
    expect(fillOf(tools, 'A')).toBeUndefined();
    // The first tap's paint was undone, and reverting a division never painted is no step.
    expect(tools.editor.canUndo).toBe(false);

    // Too late: a second paint.
    tools.click(10, 10, A, touch);
    tools.wait(DOUBLE_TAP_MS);
    tools.click(10, 10, A, touch);
    expect(fillOf(tools, 'A')).toBe(DEFAULT_PAINT_COLOUR);

    // Another division, or an undo in between: no double-tap either.
    tools.editor.setColour('#0072b2');
    tools.click(10, 10, B, touch);
    tools.click(10, 10, A, touch);
    expect(fillOf(tools, 'A')).toBe('#0072b2');
    tools.editor.undo();
    tools.click(10, 10, A, touch);
    expect(fillOf(tools, 'A')).toBe('#0072b2');
  });

  it('a click on a legend entry picks its colour instead of painting', () => {
    const tools = testTools();
    tools.click(10, 10, { ...A, legendColour: '#e69f00' });
    expect(tools.editor.session.colour).toBe('#e69f00');
    expect(fillOf(tools, 'A')).toBeUndefined();
  });

  it('a long press names the division under the finger instead of painting', () => {
    const tools = testTools();
    tools.down(10, 10, A, { kind: 'touch' });
    tools.tick();
    expect(tools.machine.state.name).toBe('held');
    expect(tools.editor.session.hover).toMatchObject({ level: 1, id: 'A' });
    tools.up(10, 10);
    expect(fillOf(tools, 'A')).toBeUndefined();
  });

  it('a second finger cancels the press: no paint, and the pinch is one undo step', () => {
    const tools = testTools();
    tools.down(10, 10, A, { kind: 'touch' });
    tools.send({ type: 'pinch', phase: 'start', centre: { x: 20, y: 20 }, distance: 100 });
    expect(tools.machine.state.name).toBe('pinching');
    tools.send({ type: 'pinch', phase: 'move', centre: { x: 30, y: 20 }, distance: 200 });
    tools.frame();
    tools.send({ type: 'pinch', phase: 'move', centre: { x: 40, y: 25 }, distance: 150 });
    tools.up(10, 10);
    tools.send({ type: 'pinch', phase: 'end', centre: { x: 40, y: 25 }, distance: 150 });
    expect(tools.machine.state.name).toBe('idle');
    expect(fillOf(tools, 'A')).toBeUndefined();
    const placed = tools.editor.document.placement;
    expect(tools.log).toEqual(['live true', 'live false']);
    tools.editor.undo();
    expect(tools.editor.document.placement).not.toEqual(placed);
    expect(tools.editor.canUndo).toBe(false);
  });
});
