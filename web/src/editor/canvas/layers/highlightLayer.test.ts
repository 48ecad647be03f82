// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../frameScheduler';
import { MapView, type MapViewOptions } from '../MapView';
import { basePaths } from './basePathStrategy';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

function setUp(options: MapViewOptions = {}) {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'), options);
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  return { surface, view, editor };
}

describe('HighlightLayer (selection, focus ring, flash)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('marks the selected division and the selected title, one at a time', () => {
    const { surface, view } = setUp();
    view.select({ kind: 'division', level: 2, id: 'p1d3' });
    expect(view.pathOf(2, 'p1d3')?.getAttribute('data-selected')).toBe('true');
    view.select({ kind: 'title' });
    expect(view.pathOf(2, 'p1d3')?.hasAttribute('data-selected')).toBe(false);
    expect(
      [...surface.querySelectorAll('[data-selected]')].map((el) => el.getAttribute('data-element')),
    ).toEqual(['title']);
    view.select(null);
    expect(surface.querySelectorAll('[data-selected]')).toHaveLength(0);
  });

  it('with base paths, gives a selected division an element and drops it once deselected', () => {
    const { view } = setUp({ fills: basePaths });
    view.select({ kind: 'division', level: 2, id: 'p1d3' });
    expect(view.pathOf(2, 'p1d3')?.getAttribute('data-selected')).toBe('true');
    view.select(null);
    expect(view.pathOf(2, 'p1d3')).toBeUndefined();
  });

  it("draws the focus ring on the focused division's outline and follows its offset", () => {
    const { surface, view, editor } = setUp();
    const ring = () => [...surface.querySelectorAll('.map-focus-ring path')];
    view.setFocusRing({ level: 2, id: 'p0d5' });
    expect(ring().map((path) => path.getAttribute('d'))).toEqual(['M250 0h50v25h-50z', 'M250 0h50v25h-50z']);
    editor.change((d) => {
      d.levels[2].offsets['p0d5'] = { dx: 10, dy: 5 };
    });
    expect(ring().every((path) => /translate/.test(path.getAttribute('transform') ?? ''))).toBe(true);
    view.setFocusRing(null);
    expect(ring().some((path) => path.hasAttribute('d'))).toBe(false);
  });

  it('restarts the flash: the class is taken off and put back, and goes when the animation ends', () => {
    const { view } = setUp();
    view.flash(2, 'p2d8');
    const el = view.pathOf(2, 'p2d8');
    expect(el?.classList.contains('map-flash')).toBe(true);
    const observer = new MutationObserver(() => undefined);
    observer.observe(el as Element, {
      attributes: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    });
    view.flash(2, 'p2d8');
    const classes = observer.takeRecords().map((r) => r.oldValue ?? '');
    // Before the second flash: on; after taking it off: off; then on again.
    expect(classes.map((c) => c.includes('map-flash'))).toEqual([true, false]);
    expect(el?.classList.contains('map-flash')).toBe(true);
    el?.dispatchEvent(new Event('animationend'));
    expect(el?.classList.contains('map-flash')).toBe(false);
  });

  it('with base paths, a flashed division keeps its element until the animation ends', () => {
    const { view } = setUp({ fills: basePaths });
    view.flash(2, 'p2d8');
    const el = view.pathOf(2, 'p2d8');
    expect(el?.classList.contains('map-flash')).toBe(true);
    el?.dispatchEvent(new Event('animationend'));
    expect(view.pathOf(2, 'p2d8')).toBeUndefined();
  });
});
