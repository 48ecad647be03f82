import { describe, expect, it } from 'vitest';
import { placeAnnotation } from '@mapwright/core/document/operations/annotations';
import type { AnnotationType } from '@mapwright/core/document/annotations';
import { testTools } from '../../input/tools/testHost';

/** Tools over a map with one annotation of `type`, pinned to the frame. */
function withAnnotation(type: AnnotationType) {
  const tools = testTools();
  tools.editor.change(
    (draft) => void placeAnnotation(draft, type, { x: 50, y: 50 }, undefined, { id: 'a1', pin: 'frame' }),
  );
  return tools;
}
const frameAt = (tools: ReturnType<typeof testTools>) => {
  const anchor = tools.editor.document.annotations[0]?.anchor;
  return anchor?.kind === 'frame' ? { x: anchor.x, y: anchor.y } : null;
};
const ON_IT = { annotation: 'a1', division: { level: 1, id: 'A' } } as const;

describe('annotations, before any tool', () => {
  it('a press selects an annotation and a drag moves it, lifted meanwhile, one undo step; nothing is painted', () => {
    const tools = withAnnotation('text');
    tools.down(10, 10, ON_IT);
    expect(tools.host.picks.ids).toEqual(['a1']);
    tools.move(20, 10);
    tools.move(25, 15);
    tools.up(25, 15);
    expect(frameAt(tools)).toEqual({ x: 80, y: 60 });
    expect(tools.log).toEqual(['claim', 'live true', 'lift a1', 'live false', 'lift none']);
    expect(tools.editor.document.levels[1].fills).toEqual({});
    tools.editor.undo();
    expect(frameAt(tools)).toEqual({ x: 50, y: 50 });
  });

  it('a double-click on a text opens text editing; on a dot it does nothing', () => {
    const tools = withAnnotation('text');
    tools.click(10, 10, ON_IT, { count: 1 });
    expect(tools.editor.session.editing).toBeNull();
    tools.click(10, 10, ON_IT, { count: 2 });
    expect(tools.editor.session.editing).toEqual({ kind: 'annotation', id: 'a1' });

    const dots = withAnnotation('dot');
    dots.click(10, 10, ON_IT, { count: 1 });
    dots.click(10, 10, ON_IT, { count: 2 });
    expect(dots.editor.session.editing).toBeNull();
  });

  it('a press while a text is typed into ends the typing and does nothing else', () => {
    const tools = withAnnotation('text');
    tools.editor.startEditing({ kind: 'annotation', id: 'a1' });
    tools.click(10, 10, { division: { level: 1, id: 'A' } });
    expect(tools.editor.session.editing).toBeNull();
    expect(tools.editor.document.levels[1].fills).toEqual({});
  });

  it('with an annotation tool a click places one where the press came down; a drag does not', () => {
    const tools = testTools();
    tools.editor.setTool('text');
    tools.down(10, 20);
    tools.move(40, 20);
    tools.up(40, 20);
    tools.click(10, 20);
    expect(tools.log).toEqual(['claim', 'claim', 'place text 20,40']);
    expect(tools.editor.document.annotations).toHaveLength(1);
  });

  it('with the move tool a drag on empty frame selects what the rectangle meets; Shift adds', () => {
    const tools = withAnnotation('text');
    tools.editor.setTool('move');
    tools.meets(['a1']);
    tools.down(10, 10, { emptyFrame: true });
    tools.move(30, 40);
    tools.up(30, 40);
    expect(tools.log).toEqual(['claim', 'marquee', 'marquee off', 'rect 20,20 40x60']);
    expect(tools.host.picks.ids).toEqual(['a1']);
    // A click on empty frame clears the selection, a Shift+click keeps it.
    tools.click(10, 10, { emptyFrame: true }, { shift: true });
    expect(tools.host.picks.ids).toEqual(['a1']);
    tools.click(10, 10, { emptyFrame: true });
    expect(tools.host.picks.ids).toEqual([]);
  });
});
