// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setShow } from '@mapwright/core/document/operations/levels';
import {
  addToTerritory,
  groupIntoTerritory,
  renameTerritory,
  setTerritoryStyle,
} from '@mapwright/core/document/operations/territories';
import { addZoomInset } from '@mapwright/core/document/operations/insets';
import { subpathsOf } from '@mapwright/core/geo/path-rings';
import { setTerritoryHeat } from '@mapwright/core/document/operations/territories';
import { territoryHeatFill } from '@mapwright/core/render/territory-heat';
import { flush } from '../../canvas/frameScheduler';
import { MapView } from '../../canvas/MapView';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from '../../canvas/layers/sceneFixture';

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('1'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const layer = () => surface.querySelector('.map-pan > [data-layer="territories"]');
  const outlines = () => [...surface.querySelectorAll('[data-layer="territories"] [data-territory-outline]')];
  return { surface, view, editor, layer, outlines };
}

const NORD = { name: 'Nord', level: 1, members: ['p0', 'p1'], fill: '#3366cc' } as const;

describe('TerritoriesLayer (territories on screen)', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('has no svg before a territory, then draws each territory as one outline in the next frame', () => {
    const { editor, layer, outlines } = setUp();
    expect(layer()).toBeNull();
    editor.apply(groupIntoTerritory, NORD);
    expect(layer()).not.toBeNull();
    expect(outlines()).toHaveLength(0);
    flush();
    expect(outlines()).toHaveLength(1);
    const outline = outlines()[0];
    expect(outline?.getAttribute('fill')).toBe('#3366cc');
    // The two provinces side by side make one ring: the border between them is not drawn.
    expect(subpathsOf(outline?.getAttribute('d') ?? '')).toHaveLength(1);
    // Over the map, under the labels (which hold the territory's name) and the keyboard's focus ring;
    // its map copy takes the placement.
    expect(layer()?.nextElementSibling?.getAttribute('data-layer')).toBe('labels');
    expect(layer()?.querySelector(':scope > g')?.getAttribute('transform')).toBeTruthy();
  });

  it('keeps the element of a territory that did not change, and redraws one that did', () => {
    const { editor, outlines } = setUp();
    editor.apply(groupIntoTerritory, NORD);
    editor.apply(groupIntoTerritory, { ...NORD, name: 'Süd', members: ['p2'] });
    flush();
    const [nord, sud] = outlines();
    editor.apply(setTerritoryStyle, 't2', { fill: '#ff0000' });
    flush();
    expect(outlines()[0]).toBe(nord);
    expect(outlines()[1]).not.toBe(sud);
    expect(outlines()[1]?.getAttribute('fill')).toBe('#ff0000');
    editor.apply(addToTerritory, 't2', ['p3']);
    flush();
    expect(subpathsOf(outlines()[1]?.getAttribute('d') ?? '')).toHaveLength(1);
  });

  it('lists the territory in the legend by name, renamed with it', () => {
    const { editor, surface } = setUp();
    editor.apply(groupIntoTerritory, NORD);
    flush();
    const entry = () => surface.querySelector('[data-legend-territory="t1"]')?.textContent;
    expect(entry()).toBe('Nord');
    editor.apply(renameTerritory, 't1', 'North');
    flush();
    expect(entry()).toBe('North');
  });

  it('hides territories of a level no longer shown, and undo removes them', () => {
    const { editor, outlines } = setUp();
    editor.apply(groupIntoTerritory, NORD);
    flush();
    editor.apply(setShow, '2');
    flush();
    expect(outlines()).toHaveLength(0);
    editor.undo();
    flush();
    expect(outlines()).toHaveLength(1);
    editor.undo();
    flush();
    expect(outlines()).toHaveLength(0);
  });

  it('draws a heat map by territory: the territory takes its class colour, the divisions no data', () => {
    const { editor, outlines, surface } = setUp();
    editor.apply(groupIntoTerritory, NORD);
    editor.apply(groupIntoTerritory, { ...NORD, name: 'Süd', members: ['p2', 'p3'] });
    editor.change((d) => {
      d.heatMap.active = true;
      d.heatMap.level = 1;
      d.heatMap.values = { p0: 1, p1: 2, p2: 30, p3: 40 };
    });
    flush();
    expect(outlines()[0]?.getAttribute('fill')).toBe('#3366cc');
    editor.apply(setTerritoryHeat, 'sum');
    flush();
    const doc = editor.document;
    expect(outlines().map((el) => el.getAttribute('fill'))).toEqual([
      territoryHeatFill(doc, { id: 't1', level: 1 }),
      territoryHeatFill(doc, { id: 't2', level: 1 }),
    ]);
    expect(outlines()[0]?.getAttribute('fill')).not.toBe(outlines()[1]?.getAttribute('fill'));
    const p0 = surface.querySelector('path[data-division="p0"]');
    expect(p0?.getAttribute('fill')).toBe(doc.heatMap.noDataColor);
  });

  it('a zoom inset’s copy draws the territory and follows its fill (decision "An inset shows what the map shows at that place")', () => {
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
    editor.apply(groupIntoTerritory, NORD);
    flush();
    const copy = () => surface.querySelector('g[data-zoom-territories="z"] [data-zoom-territory="t1"]');
    expect(copy()?.getAttribute('fill')).toBe('#3366cc');
    expect(copy()?.getAttribute('d')).toBe(
      surface.querySelector('[data-layer="territories"] [data-territory-outline="t1"]')?.getAttribute('d'),
    );
    editor.apply(setTerritoryStyle, 't1', { fill: '#ff7f00' });
    flush();
    expect(copy()?.getAttribute('fill')).toBe('#ff7f00');
    // One copy per box, not counted among the map's territories.
    expect(surface.querySelectorAll('[data-zoom-territory="t1"]')).toHaveLength(1);
    expect(surface.querySelectorAll('[data-territory-outline="t1"]')).toHaveLength(1);
  });
});
