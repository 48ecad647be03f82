// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from './frameScheduler';
import { basePaths } from './layers/basePathStrategy';
import { gesturePicture } from './layers/gesturePicture';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './layers/sceneFixture';
import { MapView, type MapViewOptions } from './MapView';

function setUp(options: MapViewOptions = {}) {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'), options);
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  return { surface, view, editor };
}

const stack = (surface: HTMLElement) =>
  [...surface.children].map((el) => el.getAttribute('data-layer') ?? el.className);

describe('MapView (the coordinator of the layer controllers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
  });
  afterEach(() => {
    flush();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('draws the desktop and the phone alike but for the strategies they pass', () => {
    const desktop = setUp();
    const phone = setUp({ fills: basePaths, gesture: gesturePicture });
    expect(stack(phone.surface)).toEqual(stack(desktop.surface));
    expect(desktop.surface.querySelectorAll('path[data-division]')).toHaveLength(400);
    expect(desktop.surface.querySelectorAll('path.map-base')).toHaveLength(0);
    expect(phone.surface.querySelectorAll('path[data-division]')).toHaveLength(0);
    expect(phone.surface.querySelectorAll('path.map-base')).toHaveLength(4);
  });

  it('empties the surface when destroyed, and queued work does not bring it back', () => {
    const { surface, view, editor } = setUp({ fills: basePaths, gesture: gesturePicture });
    editor.change((d) => {
      d.title.text = 'Queued';
      d.placement.zoom = 2;
    });
    view.destroy();
    flush();
    vi.runAllTimers();
    expect(surface.children).toHaveLength(0);
  });
});
