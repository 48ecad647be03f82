// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../frameScheduler';
import { MapView } from '../MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const title = () => surface.querySelector('[data-element="title"]');
  const mapGroups = () => [...surface.querySelectorAll('.map-pan > svg > g')];
  return { surface, view, editor, title, mapGroups };
}

describe('SkeletonLayer (texts, legend, placement: patched once per frame)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('patches a new title in the next frame, once for every change of the frame, the map staying', () => {
    const { view, editor, title } = setUp();
    const path = view.pathOf(2, 'p0d5');
    const el = title();
    const observer = new MutationObserver(() => undefined);
    observer.observe(el as Element, { childList: true, characterData: true, subtree: true });
    editor.change((d) => {
      d.title.text = 'First';
    });
    editor.change((d) => {
      d.title.text = 'Second';
    });
    expect(el?.textContent).not.toContain('Second');
    flush();
    expect(el?.textContent).toContain('Second');
    // One write of the text, not one per change.
    expect(observer.takeRecords().filter((r) => r.addedNodes.length > 0)).toHaveLength(1);
    expect(title()).toBe(el);
    expect(view.pathOf(2, 'p0d5')).toBe(path);
  });

  it('writes a zoom into every copy of the map group; while a gesture is live, only when it ends', () => {
    const { view, editor, mapGroups } = setUp();
    const transforms = () => new Set(mapGroups().map((g) => g.getAttribute('transform')));
    const start = transforms();
    expect(start.size).toBe(1);
    view.setLive(true);
    editor.change((d) => {
      d.placement.zoom = 2;
    });
    flush();
    expect(transforms()).toEqual(start);
    view.setLive(false);
    flush();
    expect(transforms().size).toBe(1);
    expect(transforms()).not.toEqual(start);
    editor.change((d) => {
      d.placement.zoom = 3;
    });
    const zoomed = transforms();
    flush();
    expect(transforms()).not.toEqual(zoomed);
  });

  it('mounts again when the drawn levels change', () => {
    const { view, editor } = setUp();
    const path = view.pathOf(2, 'p0d5');
    editor.change((d) => {
      d.levels[1].style.visible = true;
    });
    expect(view.pathOf(2, 'p0d5')).not.toBe(path);
    expect(view.pathOf(2, 'p0d5')).toBeDefined();
  });

  it('moves and resizes a zoom inset\'s box in place, its copies kept (decision "Insets are moved and resized on the map")', () => {
    const { surface, view, editor } = setUp();
    editor.change((d) => {
      d.zoomInsets.push({
        id: 'z',
        caption: 'Zoom',
        area: [0, 0, 200, 200],
        x: 600,
        y: 300,
        zoom: 1.5,
        showArea: true,
      });
    });
    flush();
    const copies = () => [...surface.querySelectorAll('[data-zoom-inset="z"] path[data-zoom-division]')];
    const frame = () => surface.querySelector('[data-zoom-inset="z"] > rect[fill="#ffffff"]');
    const before = copies();
    const back = frame();
    expect(before.length).toBeGreaterThan(0);
    expect(back?.getAttribute('x')).toBe('600');
    const path = view.pathOf(2, 'p0d5');
    editor.change((d) => {
      const inset = d.zoomInsets[0];
      if (inset) Object.assign(inset, { x: 650, zoom: 2, caption: 'Renamed' });
    });
    flush();
    expect(frame()).toBe(back);
    expect(back?.getAttribute('x')).toBe('650');
    expect(back?.getAttribute('width')).toBe('400');
    expect(copies()).toEqual(before);
    expect(surface.querySelector('[data-zoom-inset="z"] text')?.textContent).toBe('Renamed');
    expect(view.pathOf(2, 'p0d5')).toBe(path);
  });
});
