// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Level } from '@mapwright/core/document/schema';
import { flush } from '../frameScheduler';
import { MapView } from '../MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

/** Every attribute set on the surface's elements since the last call, as 'attribute id'. */
function watch(surface: HTMLElement): () => string[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(surface, { attributes: true, subtree: true });
  return () =>
    observer
      .takeRecords()
      .map((r) => `${r.attributeName} ${(r.target as Element).getAttribute('data-division') ?? '?'}`);
}

function setUp(show: '1' | '2' | 'both' = '2') {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument(show));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  return { surface, view, editor };
}

const fillOf = (view: MapView, level: Level, id: string) => view.pathOf(level, id)?.getAttribute('fill');

describe('FillLayer (one path per division)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('sets the fill of exactly the painted path, at once (no frame needed)', () => {
    const { surface, view, editor } = setUp();
    const changed = watch(surface);
    editor.change((d) => {
      d.levels[2].fills['p0d5'] = '#ff0000';
      d.levels[2].fills['p3d99'] = '#00ff00';
    });
    expect(changed().sort()).toEqual(['fill p0d5', 'fill p3d99']);
    expect(fillOf(view, 2, 'p0d5')).toBe('#ff0000');
    expect(fillOf(view, 2, 'p3d99')).toBe('#00ff00');
  });

  it("with both levels shown, repaints a painted province's districts and no other path", () => {
    const { surface, view, editor } = setUp('both');
    const changed = watch(surface);
    editor.change((d) => {
      d.levels[1].fills['p1'] = '#123456';
    });
    const records = changed();
    expect(records).toHaveLength(100);
    expect(records.every((record) => /^fill p1d\d+$/.test(record))).toBe(true);
    expect(fillOf(view, 2, 'p1d42')).toBe('#123456');
    expect(fillOf(view, 2, 'p0d42')).not.toBe('#123456');
  });

  it('repaints every path of a level whose default fill changed', () => {
    const { surface, view, editor } = setUp();
    const changed = watch(surface);
    editor.change((d) => {
      d.levels[2].style.defaultFill = '#abcdef';
    });
    expect(changed().filter((record) => record.startsWith('fill p'))).toHaveLength(400);
    expect(fillOf(view, 2, 'p2d7')).toBe('#abcdef');
  });

  it("moves an offset division's path and brings it back", () => {
    const { view, editor } = setUp();
    editor.change((d) => {
      d.levels[2].offsets['p0d5'] = { dx: 10, dy: 5 };
    });
    expect(view.pathOf(2, 'p0d5')?.getAttribute('transform')).toMatch(/translate/);
    editor.change((d) => {
      delete d.levels[2].offsets['p0d5'];
    });
    expect(view.pathOf(2, 'p0d5')?.hasAttribute('transform')).toBe(false);
  });
});
