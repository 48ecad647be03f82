// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../../canvas/frameScheduler';
import { MapView } from '../../canvas/MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from '../../canvas/layers/sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const cells = () => [...surface.querySelectorAll('svg[data-layer="cells"]')];
  const cellPaths = () => cells().flatMap((svg) => [...svg.querySelectorAll('path')]);
  return { surface, view, editor, cells, cellPaths };
}

describe('CellsLayer (a pixel dot map)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('adds the cells when the pixel dot map is turned on and takes them off again, the divisions staying', () => {
    const { view, editor, cells, cellPaths } = setUp();
    const path = view.pathOf(2, 'p0d5');
    expect(cells()).toHaveLength(0);
    editor.change((d) => {
      d.pixelDotMap.active = true;
      d.pixelDotMap.level = 2;
      d.pixelDotMap.values = { p0d5: 50 };
    });
    // One svg per tile of the level, with cells drawn in them.
    expect(cells()).toHaveLength(4);
    expect(cellPaths().length).toBeGreaterThan(0);
    editor.change((d) => {
      d.pixelDotMap.active = false;
    });
    expect(cells()).toHaveLength(0);
    // Not a remount: the division's path is the same element.
    expect(view.pathOf(2, 'p0d5')).toBe(path);
  });

  it('redraws the cells of an edited value in the next frame', () => {
    const { editor, cellPaths } = setUp();
    editor.change((d) => {
      d.pixelDotMap.active = true;
      d.pixelDotMap.level = 2;
      d.pixelDotMap.values = { p0d5: 0 };
    });
    const drawn = () =>
      cellPaths().map((path) => path.getAttributeNames().map((name) => `${name}=${path.getAttribute(name)}`));
    const before = drawn();
    editor.change((d) => {
      d.pixelDotMap.values = { p0d5: 100 };
    });
    expect(drawn()).toEqual(before);
    flush();
    expect(drawn()).not.toEqual(before);
  });
});
