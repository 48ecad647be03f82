import { describe, expect, it } from 'vitest';
import { testTools } from '../../input/tools/testHost';

/** A label drawn over another division: the label wins. */
const LABEL = { label: { level: 1, id: 'TH-10' }, division: { level: 1, id: 'TH-11' } } as const;

describe('a press on a division label', () => {
  it('a drag moves only its element meanwhile, and the drop pins it in map space, one undo step', () => {
    const tools = testTools();
    tools.down(100, 100, LABEL);
    tools.move(110, 100);
    expect(tools.machine.state.name).toBe('dragging');
    tools.move(120, 110);
    tools.frame();
    // Two frame pixels per client pixel; the travel up to the threshold counts. No document change yet.
    expect(tools.log).toContain('label 1:TH-10 by 40,20');
    expect(tools.editor.canUndo).toBe(false);
    tools.up(120, 110);
    // From (100, 50) in map space, at one frame pixel per map unit.
    expect(tools.editor.document.labels[1].overrides['TH-10']).toEqual({ position: { x: 140, y: 70 } });
    expect(tools.editor.document.levels[1].fills).toEqual({});
    expect(tools.labels.selected).toEqual(LABEL.label);
    tools.editor.undo();
    expect(tools.editor.document.labels[1].overrides).toEqual({});
    expect(tools.editor.canUndo).toBe(false);
  });

  it('a click selects it and paints nothing; a double-click types into it', () => {
    const tools = testTools();
    tools.click(100, 100, LABEL, { count: 1 });
    expect(tools.labels.selected).toEqual(LABEL.label);
    expect(tools.editor.document.levels[1].fills).toEqual({});
    tools.click(100, 100, LABEL, { count: 2 });
    expect(tools.editor.session.editing).toEqual({ kind: 'label', level: 1, id: 'TH-10' });
    tools.editor.editText('Bangkok!');
    tools.editor.endEditing();
    expect(tools.editor.document.labels[1].overrides['TH-10']).toEqual({ text: 'Bangkok!' });
    tools.editor.undo();
    expect(tools.editor.document.labels[1].overrides).toEqual({});
  });

  it('while divisions are picked for labels, a click picks its division instead', () => {
    const tools = testTools();
    tools.labels.picking = true;
    tools.click(100, 100, LABEL);
    // The test host paints; the page's host picks (features/labels/pickInput.ts): either way, the label's division.
    expect(Object.keys(tools.editor.document.levels[1].fills)).toEqual(['TH-10']);
  });

  it('Shift+drag on a label still pans the map', () => {
    const tools = testTools();
    const before = tools.editor.document.placement;
    tools.down(100, 100, LABEL, { shift: true });
    tools.move(130, 100);
    tools.up(130, 100);
    expect(tools.editor.document.placement).not.toEqual(before);
    expect(tools.editor.document.labels[1].overrides).toEqual({});
  });
});
