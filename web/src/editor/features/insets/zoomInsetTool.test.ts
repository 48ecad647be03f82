import { addZoomInset } from '@mapwright/core/document/operations/insets';
import { describe, expect, it } from 'vitest';
import { testTools } from '../../input/tools/testHost';

describe('the zoom inset tool (decision "A drawn zoom inset is placed in the nearest free corner")', () => {
  it('a drag draws a rectangle, shown as it grows, that becomes a zoom inset on release', () => {
    const tools = testTools();
    tools.editor.setTool('zoomInset');
    tools.down(10, 20, { division: { level: 1, id: 'A' } });
    tools.move(30, 20);
    tools.move(40, 50);
    tools.up(40, 50);
    // Two frame pixels per client pixel.
    expect(tools.log).toEqual([
      'claim',
      'outline 20,40 40x0',
      'outline 20,40 60x60',
      'outline off',
      'zoom inset 20,40 60x60',
    ]);
    // Nothing is painted on the way.
    expect(tools.editor.document.levels[1].fills).toEqual({});
  });

  it('a click makes nothing and paints nothing', () => {
    const tools = testTools();
    tools.editor.setTool('zoomInset');
    tools.click(10, 20, { division: { level: 1, id: 'A' } });
    expect(tools.log).toEqual(['claim']);
    expect(tools.editor.canUndo).toBe(false);
  });

  it('a second finger cancels the rectangle: the pinch zooms, nothing is made', () => {
    const tools = testTools();
    tools.editor.setTool('zoomInset');
    tools.down(10, 20, {}, { kind: 'touch' });
    tools.move(40, 50);
    tools.send({ type: 'pinch', phase: 'start', centre: { x: 40, y: 50 }, distance: 100 });
    expect(tools.log.filter((line) => line.startsWith('zoom inset'))).toEqual([]);
    expect(tools.log).toContain('outline off');
  });
});

describe('the move tool on an inset box (decision "Insets are moved and resized on the map")', () => {
  const ZOOM = {
    id: 'z',
    caption: 'Bangkok',
    area: [0, 0, 10, 10] as [number, number, number, number],
    x: 100,
    y: 100,
    zoom: 5,
    showArea: true,
  };

  it('a drag on a zoom inset moves its box live, one undo step', () => {
    const tools = testTools();
    tools.editor.apply(addZoomInset, ZOOM);
    tools.editor.mark();
    tools.editor.setTool('move');
    tools.insets.boxes['zoomInset:z'] = [100, 100, 150, 150];
    tools.down(60, 60, { movable: { kind: 'zoomInset', id: 'z' }, division: { level: 1, id: 'A' } });
    tools.move(70, 60);
    tools.frame();
    expect(tools.editor.document.zoomInsets[0]).toMatchObject({ x: 120, y: 100 });
    tools.move(70, 65);
    tools.up(70, 65);
    expect(tools.editor.document.zoomInsets[0]).toMatchObject({ x: 120, y: 110 });
    expect(tools.editor.session.selection).toEqual({ kind: 'zoomInset', id: 'z' });
    tools.editor.undo();
    expect(tools.editor.document.zoomInsets[0]).toMatchObject({ x: 100, y: 100 });
  });

  it('its grip changes the zoom, the area kept', () => {
    const tools = testTools();
    tools.editor.apply(addZoomInset, ZOOM);
    tools.editor.mark();
    tools.editor.setTool('move');
    tools.insets.boxes['zoomInset:z'] = [100, 100, 150, 150];
    tools.down(75, 75, { movable: { kind: 'zoomInset', id: 'z' }, resize: true });
    // 25 client px = 50 map units along the diagonal: the box doubles.
    tools.move(100, 100);
    tools.up(100, 100);
    expect(tools.editor.document.zoomInsets[0]).toEqual({ ...ZOOM, zoom: 10, showArea: true });
    tools.editor.undo();
    expect(tools.editor.document.zoomInsets[0]?.zoom).toBe(5);
  });

  it("a territory inset's box follows as an outline; the drop moves it once", () => {
    const tools = testTools();
    tools.editor.setTool('move');
    tools.insets.boxes['inset:guyane'] = [10, 10, 60, 60];
    tools.down(20, 20, { movable: { kind: 'inset', id: 'guyane' }, division: { level: 1, id: 'A' } });
    tools.move(30, 25);
    expect(tools.log).toContain('outline 30,20 50x50');
    expect(tools.editor.document.insets).toEqual({});
    tools.up(30, 25);
    expect(tools.editor.document.insets.guyane).toEqual({ hidden: false, dx: 20, dy: 10, scale: 1 });
    tools.editor.undo();
    expect(tools.editor.document.insets).toEqual({});
  });

  it("a territory inset's grip scales it within its limits", () => {
    const tools = testTools();
    tools.editor.setTool('move');
    tools.insets.boxes['inset:guyane'] = [0, 0, 100, 100];
    tools.down(50, 50, { movable: { kind: 'inset', id: 'guyane' }, resize: true });
    tools.move(75, 75);
    tools.up(75, 75);
    expect(tools.editor.document.insets.guyane?.scale).toBe(1.5);
  });
});
