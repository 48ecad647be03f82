// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setDataLayer, setDataValue } from '@mapwright/core/document/operations/data-layers';
import { setSymbolMap, setSymbolValues } from '@mapwright/core/document/operations/symbols';
import { flush } from '../../canvas/frameScheduler';
import { MapView } from '../../canvas/MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from '../../canvas/layers/sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('1'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  flush();
  const layer = () => surface.querySelector('.map-pan > [data-layer="symbols"]');
  const symbols = () => [...surface.querySelectorAll('[data-layer="symbols"] [data-symbol]')];
  const paths = () => [...surface.querySelectorAll('[data-division]')];
  return { surface, editor, layer, symbols, paths };
}

describe('SymbolsLayer (proportional symbols on screen)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('draws one circle per value, largest first, over a heat map whose fills stay', () => {
    const { editor, layer, symbols, surface } = setUp();
    editor.apply(setDataLayer, 'heatMap', 1);
    editor.apply(setDataValue, 'heatMap', 'p0', 3);
    flush();
    const heat = surface.querySelector('[data-division="p0"]')?.getAttribute('fill');
    expect(layer()).toBeNull();
    editor.apply(setSymbolValues, 1, { p0: 10, p1: 40 });
    expect(symbols().map((s) => s.getAttribute('data-symbol'))).toEqual(['p1', 'p0']);
    const [big, small] = symbols().map((s) => Number(s.getAttribute('r')));
    expect((big as number) / (small as number)).toBeCloseTo(2, 5);
    expect(surface.querySelector('[data-division="p0"]')?.getAttribute('fill')).toBe(heat);
    expect(layer()?.nextElementSibling?.getAttribute('data-layer')).toBe('focus');
  });

  it('a recolour or a new size patches the symbols, never the map’s paths; a new order re-appends them', () => {
    const { editor, symbols, paths } = setUp();
    editor.apply(setSymbolValues, 1, { p0: 10, p1: 40 });
    flush();
    const before = paths();
    const drawn = symbols();
    editor.apply(setSymbolMap, { colour: '#112233', maxSize: 80 });
    flush();
    expect(symbols()).toEqual(drawn);
    expect(symbols().map((s) => s.getAttribute('fill'))).toEqual(['#112233', '#112233']);
    expect(paths()).toEqual(before);
    expect(paths().every((p, i) => p === before[i])).toBe(true);
    editor.apply(setSymbolValues, 1, { p0: 50, p1: 40 });
    expect(symbols().map((s) => s.getAttribute('data-symbol'))).toEqual(['p0', 'p1']);
    expect(new Set(symbols())).toEqual(new Set(drawn));
    editor.undo();
    expect(symbols().map((s) => s.getAttribute('data-symbol'))).toEqual(['p1', 'p0']);
    editor.apply(setSymbolMap, { shape: 'square' });
    expect(symbols().map((s) => s.tagName.toLowerCase())).toEqual(['rect', 'rect']);
  });

  it('turned off, the symbols go', () => {
    const { editor, symbols } = setUp();
    editor.apply(setSymbolValues, 1, { p0: 10 });
    expect(symbols()).toHaveLength(1);
    editor.undo();
    expect(symbols()).toHaveLength(0);
  });
});
