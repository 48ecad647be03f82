// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDataLayer, setDataValue } from '@mapwright/core/document/operations/data-layers';
import { editPattern } from '@mapwright/core/document/operations/edit-pattern';
import { groupIntoTerritory } from '@mapwright/core/document/operations/territories';
import { addZoomInset } from '@mapwright/core/document/operations/insets';
import { DEFAULT_PATTERN_STYLE } from '@mapwright/core/document/patterns';
import { flush } from '../../canvas/frameScheduler';
import { MapView } from '../../canvas/MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from '../../canvas/layers/sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('1'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  editor.apply(setDataLayer, 'heatMap', 1);
  editor.apply(setDataValue, 'heatMap', 'p0', 3);
  editor.apply(setDataValue, 'heatMap', 'p1', 7);
  flush();
  editor.setPattern(DEFAULT_PATTERN_STYLE);
  const layer = () => surface.querySelector('.map-pan > [data-layer="heat-overlays"]');
  const paths = () => [...surface.querySelectorAll('[data-layer="heat-overlays"] [data-heat-overlay]')];
  const division = (id: string) => surface.querySelector(`[data-division="${id}"]`);
  return { surface, view, editor, layer, paths, division };
}

describe('HeatOverlaysLayer (patterns over the heat colours on screen)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('has no svg before an overlay, then adds one path per division painted, at once, heat colours kept', () => {
    const { editor, layer, paths, division } = setUp();
    expect(layer()).toBeNull();
    const heat = division('p0')?.getAttribute('fill');
    expect(heat).toMatch(/^#/);
    editor.paint('p0', 1);
    expect(paths().map((p) => [p.getAttribute('data-heat-overlay'), p.getAttribute('fill')])).toEqual([
      ['p0', 'url(#mw-pattern-p1)'],
    ]);
    expect(division('p0')?.getAttribute('fill')).toBe(heat);
    // Over the level's tiles, under the focus ring, with its map copy placed.
    expect(layer()?.previousElementSibling?.getAttribute('data-layer')).toBe('tile');
    expect(layer()?.nextElementSibling?.getAttribute('data-layer')).toBe('focus');
    expect(layer()?.querySelector(':scope > g')?.getAttribute('transform')).toBeTruthy();
  });

  it('a second paint adds one path and keeps the other; undo removes it; turning the heat map off removes all', () => {
    const { editor, paths } = setUp();
    editor.paint('p0', 1);
    const [first] = paths();
    editor.paint('p1', 1);
    expect(paths()).toHaveLength(2);
    expect(paths()[0]).toBe(first);
    editor.undo();
    expect(paths()).toEqual([first]);
    editor.apply(setDataLayer, 'none');
    expect(paths()).toEqual([]);
    editor.apply(setDataLayer, 'heatMap', 1);
    expect(paths()).toHaveLength(1);
  });

  it('an edit of the pattern changes its <pattern>, not the overlay paths', () => {
    const { editor, paths, surface } = setUp();
    editor.paint('p0', 1);
    const [path] = paths();
    editor.apply(editPattern, 'p1', { angle: 10 });
    flush();
    expect(paths()).toEqual([path]);
    expect(surface.querySelector('#mw-pattern-p1')?.getAttribute('patternTransform')).toContain(
      'rotate(-10)',
    );
  });

  it('lies over the territories, whichever came first (a territory drawn by territory carries the heat colour)', () => {
    const { editor, layer } = setUp();
    editor.paint('p0', 1);
    editor.apply(groupIntoTerritory, { name: 'Nord', level: 1, members: ['p0', 'p1'], fill: '#3366cc' });
    flush();
    expect(layer()?.previousElementSibling?.getAttribute('data-layer')).toBe('territories');
  });

  it('a zoom inset’s copy of the division takes the overlay and loses it again', () => {
    const { editor, surface } = setUp();
    editor.apply(addZoomInset, {
      id: 'z',
      caption: '',
      area: [0, 0, 400, 200],
      x: 600,
      y: 300,
      zoom: 1.5,
      showArea: true,
    });
    flush();
    const zoomed = () => surface.querySelector('[data-zoom-overlay="p0"]');
    expect(surface.querySelector('[data-zoom-division="p0"]')).not.toBeNull();
    editor.paint('p0', 1);
    expect(zoomed()?.parentElement?.getAttribute('data-zoom-overlays')).toBe('z');
    expect(zoomed()?.getAttribute('fill')).toBe('url(#mw-pattern-p1)');
    editor.undo();
    expect(zoomed()).toBeNull();
  });
});
