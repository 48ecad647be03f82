import { describe, expect, it } from 'vitest';
import { placeAnnotation } from '@mapwright/core/document/operations/annotations';
import { DEFAULT_PAINT_COLOUR } from '@mapwright/core/editor/session';
import { DOUBLE_TAP_MS } from '../../input/tools/press';
import { testTools } from '../../input/tools/testHost';

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

  it('does not paint when a mouse press wanders past the drag threshold, and does when it stays within it', () => {
    const tools = testTools();
    tools.down(10, 10, A);
    tools.move(12, 10);
    expect(tools.machine.state.name).toBe('pressing');
    tools.move(14, 10);
    expect(tools.machine.state.name).toBe('wandered');
    tools.up(14, 10);
    expect(fillOf(tools, 'A')).toBeUndefined();
    // A mouse's drag does not pan either (Shift+drag does).
    expect(tools.editor.canUndo).toBe(false);
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

const TOUCH = { kind: 'touch' } as const;

describe('one finger in the paint tool (decision "One finger pans the map in the paint tool")', () => {
  it('a drag past the threshold pans the map, paints nothing, and is one undo step', () => {
    const tools = testTools();
    const before = tools.editor.document.placement;
    tools.down(10, 10, A, TOUCH);
    tools.move(14, 10);
    expect(tools.machine.state.name).toBe('pressing');
    tools.move(20, 10);
    expect(tools.machine.state.name).toBe('dragging');
    tools.frame();
    tools.move(30, 15);
    tools.up(30, 15);
    // Two frame pixels per client pixel, one map unit per frame pixel; the travel to the threshold counts.
    const after = tools.editor.document.placement;
    expect(after).toEqual({ ...before, offsetX: before.offsetX + 40, offsetY: before.offsetY + 10 });
    expect(fillOf(tools, 'A')).toBeUndefined();
    expect(tools.log).toEqual(['live true', 'shield true', 'live false', 'shield false']);
    tools.editor.undo();
    expect(tools.editor.document.placement).toEqual(before);
    expect(tools.editor.canUndo).toBe(false);
  });

  it('a pan is no click: the tap after it is a fresh one, not the second of a double-tap', () => {
    const tools = testTools();
    tools.click(10, 10, A, TOUCH);
    tools.down(10, 10, A, TOUCH);
    tools.move(40, 10);
    tools.up(40, 10);
    tools.click(10, 10, A, TOUCH);
    expect(fillOf(tools, 'A')).toBe(DEFAULT_PAINT_COLOUR);
  });

  it('starting on a label, the legend or the title, it pans too; a tap there does what it did', () => {
    const LABEL = { label: { level: 1, id: 'B' }, division: { level: 1, id: 'B' } } as const;
    const LEGEND = { ...A, legendColour: '#e69f00', movable: { kind: 'legend' } } as const;
    const TITLE = { text: { kind: 'title' }, movable: { kind: 'title' } } as const;
    for (const hit of [LABEL, LEGEND, TITLE]) {
      const tools = testTools();
      const { placement, legend, title } = tools.editor.document;
      tools.down(10, 10, hit, TOUCH);
      tools.move(40, 10);
      tools.up(40, 10);
      expect(tools.editor.document.placement.offsetX, JSON.stringify(hit)).toBe(placement.offsetX + 60);
      expect(tools.editor.document.labels[1].overrides).toEqual({});
      expect(tools.editor.document.legend.position).toEqual(legend.position);
      expect(tools.editor.document.title.position).toEqual(title.position);
    }
    const tools = testTools();
    tools.click(10, 10, LABEL, TOUCH);
    expect(tools.labels.selected).toEqual(LABEL.label);
    tools.click(10, 10, LEGEND, TOUCH);
    expect(tools.editor.session.colour).toBe('#e69f00');
  });

  it('a finger on an annotation still drags the annotation', () => {
    const tools = testTools();
    tools.editor.change(
      (draft) => void placeAnnotation(draft, 'dot', { x: 50, y: 50 }, undefined, { id: 'a1', pin: 'frame' }),
    );
    const before = tools.editor.document.placement;
    tools.down(10, 10, { ...A, annotation: 'a1' }, TOUCH);
    tools.move(30, 10);
    tools.up(30, 10);
    expect(tools.editor.document.placement).toEqual(before);
    expect(tools.editor.document.annotations[0]?.anchor).toMatchObject({ x: 90, y: 50 });
  });

  it('a finger held still names the division, and moving after that pans nothing', () => {
    const tools = testTools();
    const before = tools.editor.document.placement;
    tools.down(10, 10, A, TOUCH);
    tools.tick();
    expect(tools.machine.state.name).toBe('held');
    tools.move(40, 10);
    tools.up(40, 10);
    expect(tools.editor.document.placement).toEqual(before);
    expect(tools.editor.canUndo).toBe(false);
  });

  it('a second finger ends the pan as its own step; the pinch is the next one', () => {
    const tools = testTools();
    tools.down(10, 10, A, TOUCH);
    tools.move(30, 10);
    tools.send({ type: 'pinch', phase: 'start', centre: { x: 30, y: 30 }, distance: 50 });
    tools.send({ type: 'pinch', phase: 'move', centre: { x: 30, y: 30 }, distance: 100 });
    tools.send({ type: 'pinch', phase: 'end', centre: { x: 30, y: 30 }, distance: 100 });
    tools.up(30, 10);
    const zoomed = tools.editor.document.placement;
    tools.editor.undo();
    const panned = tools.editor.document.placement;
    expect(panned.zoom).not.toBe(zoomed.zoom);
    tools.editor.undo();
    expect(tools.editor.document.placement.offsetX).not.toBe(panned.offsetX);
    expect(tools.editor.canUndo).toBe(false);
    expect(fillOf(tools, 'A')).toBeUndefined();
  });

  it('in the other tools a finger does what it did: the move tool moves what it grabs, a label included', () => {
    const tools = testTools();
    tools.editor.setTool('move');
    const before = tools.editor.document.placement;
    tools.down(10, 10, { label: { level: 1, id: 'B' }, division: { level: 1, id: 'B' } }, TOUCH);
    tools.move(40, 10);
    tools.up(40, 10);
    expect(tools.editor.document.placement).toEqual(before);
    expect(tools.editor.document.labels[1].overrides.B).toEqual({ position: { x: 160, y: 50 } });
  });
});
