// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import {
  addAnnotation,
  removeAnnotation,
  updateAnnotation,
} from '@mapwright/core/document/operations/annotations';
import { flush } from '../../canvas/frameScheduler';
import { MapView } from '../../canvas/MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from '../../canvas/layers/sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const layer = () => surface.querySelector('svg[data-layer="annotations"]');
  return { surface, view, editor, layer };
}

const at = { kind: 'frame', x: 100, y: 100 } as const;

describe('AnnotationController (annotations and their selection handles)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('stacks its layer over the map and under the texts, and the handles over everything', () => {
    const { surface } = setUp();
    const layers = [...surface.children].map((el) => el.getAttribute('data-layer') ?? el.className);
    expect(layers).toEqual(['under', 'map-pan', 'annotations', 'annotations-drag', 'over', 'selection']);
  });

  it('draws an added annotation in the next frame, patches it in place and takes it away', () => {
    const { view, editor, layer } = setUp();
    editor.apply(addAnnotation, { ...createAnnotation('text', at, { id: 't1' }), text: 'Hello' });
    expect(layer()?.children).toHaveLength(0);
    flush();
    const drawn = view.annotationElement('t1');
    expect(drawn?.parentNode).toBe(layer());
    expect(drawn?.textContent).toContain('Hello');
    editor.apply(updateAnnotation, 't1', { text: 'Bye' });
    flush();
    // The same element, its text patched.
    expect(view.annotationElement('t1')).toBe(drawn);
    expect(drawn?.textContent).toContain('Bye');
    editor.apply(removeAnnotation, 't1');
    flush();
    expect(layer()?.children).toHaveLength(0);
    expect(view.annotationElement('t1')).toBeUndefined();
  });

  it('keeps a dragged annotation on screen in the drag layer, its handles hidden until it is dropped', () => {
    const { surface, view, editor, layer } = setUp();
    editor.apply(addAnnotation, createAnnotation('text', at, { id: 't1' }));
    flush();
    const drawn = view.annotationElement('t1');
    const handles = () => surface.querySelector('svg[data-layer="selection"]');
    view.liftAnnotations(['t1']);
    expect(handles()?.getAttribute('visibility')).toBe('hidden');
    expect(drawn?.parentElement?.getAttribute('data-layer')).toBe('annotations-drag');
    expect(surface.contains(drawn ?? null)).toBe(true);
    view.liftAnnotations(null);
    expect(handles()?.getAttribute('visibility')).toBe('visible');
    expect(drawn?.parentNode).toBe(layer());
  });

  it('draws the marquee of a rectangle selection', () => {
    const { surface, view } = setUp();
    const marquee = () => surface.querySelector('.map-selection__marquee');
    view.showMarquee({ x: 10, y: 20, width: 30, height: 40 });
    expect(marquee()?.getAttribute('visibility')).toBe('visible');
    expect(marquee()?.getAttribute('width')).toBe('30');
    view.showMarquee(null);
    expect(marquee()?.getAttribute('visibility')).toBe('hidden');
  });
});
