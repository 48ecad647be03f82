import { describe, expect, it } from 'vitest';
import { testTools } from '../../input/tools/testHost';

const division = (id: string) => ({ division: { level: 1, id } as const });
const ref = (id: string) => ({ kind: 'division', level: 1, id });

describe('the select-area tool (decision "A lasso selects the divisions whose label anchor it encloses")', () => {
  it('a drag draws the lasso once per frame and selects what it encloses on release, no undo step', () => {
    const tools = testTools();
    tools.editor.setTool('select');
    tools.encloses(['TH-10', 'TH-11']);
    tools.down(100, 100);
    tools.move(110, 100);
    tools.move(120, 120);
    tools.move(100, 130);
    expect(tools.machine.state.name).toBe('dragging');
    // Three moves, one frame: the lasso is drawn once, with every point so far.
    tools.frame();
    tools.up(100, 130);
    tools.frame();
    expect(tools.log).toEqual(['claim', 'lasso 4', 'lasso off', 'lasso of 4']);
    expect(tools.editor.session.selected).toEqual([ref('TH-10'), ref('TH-11')]);
    expect(tools.editor.canUndo).toBe(false);
  });

  it('Shift adds to the selection instead of panning; without it, the lasso replaces it', () => {
    const tools = testTools();
    tools.editor.setTool('select');
    tools.click(100, 100, division('TH-50'));
    expect(tools.editor.session.selected).toEqual([ref('TH-50')]);
    tools.encloses(['TH-10', 'TH-50']);
    tools.down(100, 100, {}, { shift: true });
    tools.move(140, 100);
    tools.move(140, 140);
    tools.up(140, 140);
    expect(tools.log).not.toContain('live true');
    expect(tools.editor.session.selected).toEqual([ref('TH-50'), ref('TH-10')]);
    tools.encloses(['TH-20']);
    tools.down(100, 100);
    tools.move(140, 100);
    tools.move(140, 140);
    tools.up(140, 140);
    expect(tools.editor.session.selected).toEqual([ref('TH-20')]);
  });

  it("a lasso starting on a division's label draws the lasso and leaves the label where it is", () => {
    const tools = testTools();
    tools.editor.setTool('select');
    tools.encloses(['TH-10']);
    tools.down(100, 100, { label: { level: 1, id: 'TH-10' }, ...division('TH-10') });
    tools.move(140, 100);
    tools.move(140, 140);
    tools.up(140, 140);
    expect(tools.log.filter((line) => line.startsWith('label'))).toEqual([]);
    expect(tools.editor.session.selected).toEqual([ref('TH-10')]);
    expect(tools.editor.document.labels[1].overrides).toEqual({});
  });

  it('a click selects the division under it, Shift+click adds or removes one, a click on nothing clears', () => {
    const tools = testTools();
    tools.editor.setTool('select');
    tools.click(100, 100, division('TH-10'));
    tools.click(100, 100, division('TH-11'), { shift: true });
    expect(tools.editor.session.selected).toEqual([ref('TH-10'), ref('TH-11')]);
    tools.click(100, 100, division('TH-10'), { shift: true });
    expect(tools.editor.session.selected).toEqual([ref('TH-11')]);
    tools.click(100, 100);
    expect(tools.editor.session.selected).toEqual([]);
  });
});
