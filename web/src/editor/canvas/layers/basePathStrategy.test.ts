// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../frameScheduler';
import { MapView } from '../MapView';
import { basePaths } from './basePathStrategy';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'), { fills: basePaths });
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const bases = () => [...surface.querySelectorAll('path.map-base')];
  const divisionPaths = () => surface.querySelectorAll('path[data-division]');
  return { surface, view, editor, bases, divisionPaths };
}

/** The district p0d5's outline as the fixture draws it (it lies in the top-left tile). */
const P0D5 = 'M250 0h50v25h-50z';

describe('BasePaths (the phone: one base path per tile, elements only for what differs)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('draws plain divisions as one base path per tile, with no element of their own', () => {
    const { view, bases, divisionPaths } = setUp();
    expect(bases()).toHaveLength(4);
    expect(divisionPaths()).toHaveLength(0);
    expect(view.pathOf(2, 'p0d5')).toBeUndefined();
  });

  it('gives a painted division an element over the base, and takes it away once reverted', () => {
    const { view, editor, divisionPaths } = setUp();
    editor.change((d) => {
      d.levels[2].fills['p0d5'] = '#ff0000';
    });
    expect(divisionPaths()).toHaveLength(1);
    expect(view.pathOf(2, 'p0d5')?.getAttribute('fill')).toBe('#ff0000');
    editor.change((d) => {
      delete d.levels[2].fills['p0d5'];
    });
    expect(divisionPaths()).toHaveLength(0);
  });

  it("moves a division out of its tile's base path, and back in when it returns", () => {
    const { view, editor, bases } = setUp();
    const before = bases().map((base) => base.getAttribute('d'));
    const tile = before.findIndex((d) => d?.includes(P0D5));
    expect(tile).toBeGreaterThanOrEqual(0);
    editor.change((d) => {
      d.levels[2].offsets['p0d5'] = { dx: 10, dy: 5 };
    });
    const moved = bases().map((base) => base.getAttribute('d'));
    expect(moved[tile]).not.toContain(P0D5);
    // Only that tile's base is written again.
    moved.forEach((d, i) => i !== tile && expect(d).toBe(before[i]));
    expect(view.pathOf(2, 'p0d5')?.getAttribute('transform')).toMatch(/translate/);
    editor.change((d) => {
      delete d.levels[2].offsets['p0d5'];
    });
    expect(bases()[tile]?.getAttribute('d')).toBe(before[tile]);
    expect(view.pathOf(2, 'p0d5')).toBeUndefined();
  });

  it('gives the base paths the new fill when a whole level is repainted', () => {
    const { editor, bases, divisionPaths } = setUp();
    editor.change((d) => {
      d.levels[2].style.defaultFill = '#abcdef';
    });
    expect(bases().map((base) => base.getAttribute('fill'))).toEqual(Array(4).fill('#abcdef'));
    expect(divisionPaths()).toHaveLength(0);
  });
});
