// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush } from '../frameScheduler';
import { GestureSnapshot } from '../gestureSnapshot';
import { MapView, type MapViewOptions } from '../MapView';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { addAnnotation } from '@mapwright/core/document/operations/annotations';
import { gesturePicture } from './gesturePicture';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

function setUp(options: MapViewOptions = { gesture: gesturePicture }) {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'), options);
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const invalidate = vi.spyOn(GestureSnapshot.prototype, 'invalidate');
  const show = vi.spyOn(GestureSnapshot.prototype, 'show');
  return { surface, view, editor, invalidate, show };
}

describe('GesturePicture (the phone: gestures move a picture of the map)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
  });
  afterEach(() => {
    flush();
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('makes the picture stale when what the pan layer draws changes, not for an annotation', () => {
    const { editor, invalidate } = setUp();
    editor.change((d) => {
      d.levels[2].fills['p0d5'] = '#ff0000';
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    editor.apply(addAnnotation, createAnnotation('text', { kind: 'frame', x: 1, y: 1 }, { id: 't' }));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('shows the picture while a gesture moves the map, and makes it stale once the gesture ends', () => {
    const { view, editor, invalidate, show } = setUp();
    view.setLive(true);
    editor.change((d) => {
      d.placement.zoom = 2;
    });
    expect(show).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
    view.setLive(false);
    expect(invalidate).not.toHaveBeenCalled();
    flush();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('is not there without the strategy (the desktop)', () => {
    const { view, editor, invalidate, show } = setUp({});
    view.setLive(true);
    editor.change((d) => {
      d.placement.zoom = 2;
    });
    view.setLive(false);
    flush();
    expect(show).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
