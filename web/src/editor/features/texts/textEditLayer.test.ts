import { describe, expect, it } from 'vitest';
import { testTools } from '../../input/tools/testHost';

describe("the map's texts typed into", () => {
  it('a double-click on the title opens text editing, with any tool; one click does not', () => {
    for (const tool of ['paint', 'move'] as const) {
      const tools = testTools();
      tools.editor.setTool(tool);
      const title = { text: { kind: 'title' }, movable: { kind: 'title' } } as const;
      tools.click(10, 10, title, { count: 1 });
      expect(tools.editor.session.editing).toBeNull();
      tools.click(10, 10, title, { count: 2 });
      expect(tools.editor.session.editing).toEqual({ kind: 'title' });
    }
  });

  it("a click on a legend row's placeholder types its label; on the swatch it picks the colour", () => {
    const tools = testTools();
    const colour = '#e69f00';
    tools.editor.setColour(colour);
    tools.click(10, 10, { division: { level: 1, id: 'A' } });
    tools.editor.setColour('#0072b2');
    tools.click(10, 10, { legendColour: colour });
    expect(tools.editor.session.colour).toBe(colour);
    tools.click(10, 10, { legendColour: colour, text: { kind: 'legendLabel', colour }, placeholder: true });
    expect(tools.editor.session.editing).toEqual({ kind: 'legendLabel', colour });
  });
});
