// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLabelOverride, setLabelStyle } from '@mapwright/core/document/operations/labels';
import { setShow } from '@mapwright/core/document/operations/levels';
import {
  groupIntoTerritory,
  renameTerritory,
  setTerritoryLabels,
} from '@mapwright/core/document/operations/territories';
import type * as LabelsSource from './labelsSource';
import { mapTransform } from '@mapwright/core/render/transform';
import { flush } from '../../canvas/frameScheduler';
import { MapView } from '../../canvas/MapView';
import { SETTLE_MS } from '../../canvas/panLayer';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from '../../canvas/layers/sceneFixture';

/** The core's own placement (tested in the core), its calls counted. */
const placements = vi.hoisted(() => ({ count: 0 }));
vi.mock('./labelsSource', async (importOriginal) => {
  const real: typeof LabelsSource = await importOriginal();
  return {
    ...real,
    renderScreenLabels: (...args: Parameters<typeof real.renderScreenLabels>) => {
      if (real.labelsOn(args[0].doc)) placements.count++;
      return real.renderScreenLabels(...args);
    },
  };
});

function setUp() {
  const surface = document.createElement('div');
  document.body.append(surface);
  const geometry = fixtureGeometry();
  const view = new MapView(surface, geometry, fixtureDocument('1'));
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const labels = () => [...surface.querySelectorAll('[data-layer="labels"] [data-label]')];
  const mapCopy = () => surface.querySelector('[data-layer="labels"] > g');
  const placed = () => surface.querySelector('[data-labels-placed]');
  return { surface, geometry, view, editor, labels, mapCopy, placed };
}

describe('LabelsLayer (division labels on screen)', () => {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    placements.count = 0;
  });
  afterEach(() => {
    flush();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('draws nothing while labels are off, and places them in the next frame once switched on', () => {
    const { editor, labels, surface } = setUp();
    // No svg of its own while off: the pan layer is as it was before labels.
    const layer = () => surface.querySelector('.map-pan > [data-layer="labels"]');
    expect(layer()).toBeNull();
    editor.apply(setLabelStyle, 1, { visible: true });
    // Under the keyboard's focus ring, the last layer of the pan layer.
    expect(layer()?.nextElementSibling?.getAttribute('data-layer')).toBe('focus');
    expect(labels()).toHaveLength(0);
    flush();
    expect(labels().map((el) => el.textContent)).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect(placements.count).toBe(1);
    editor.apply(setLabelStyle, 1, { visible: false });
    flush();
    expect(labels()).toHaveLength(0);
  });

  it("draws territory names with the labels, their members' labels making way, in the next frame", () => {
    const { editor, labels, surface } = setUp();
    const names = () =>
      [...surface.querySelectorAll('[data-layer="labels"] [data-territory-label]')].map(
        (el) => el.textContent,
      );
    editor.apply(groupIntoTerritory, { name: 'Nord', level: 1, members: ['p0', 'p1'], fill: '#3366cc' });
    flush();
    // Division labels off: the names alone.
    expect(names()).toEqual(['Nord']);
    expect(labels()).toHaveLength(0);
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    expect(labels().map((el) => el.textContent)).toEqual(['P2', 'P3']);
    editor.apply(renameTerritory, 't1', 'Nordost');
    flush();
    expect(names()).toEqual(['Nordost']);
    editor.apply(setTerritoryLabels, false);
    flush();
    expect(names()).toEqual([]);
    expect(labels().map((el) => el.textContent)).toEqual(['P0', 'P1', 'P2', 'P3']);
  });

  it('draws them with the map when every layer is mounted again (another level shown)', () => {
    const { editor, labels } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    editor.apply(setShow, 'both');
    expect(labels()).toHaveLength(4);
  });

  it('follows a new frame size: its svg takes the frame viewBox, its labels placed for it', () => {
    const { editor, surface, labels } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    editor.change((d) => {
      d.frame.width = 1000;
      d.frame.height = 1000;
    });
    flush();
    const boxes = [...surface.querySelectorAll('.map-pan > svg')].map((svg) => svg.getAttribute('viewBox'));
    expect(new Set(boxes)).toEqual(new Set(['0 0 1000 1000']));
    expect(labels()).toHaveLength(4);
  });

  it('hides labels through a zoom (not painted again at every step), and places and shows them once it rests', () => {
    const { editor, geometry, labels, mapCopy, placed } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    const count = placements.count;
    for (const zoom of [1.2, 1.4, 1.5]) {
      editor.change((d) => {
        d.placement.zoom = zoom;
      });
      flush();
    }
    // Not once per step: the map copy carries the new placement, the placed group undoes the old one,
    // and the labels are hidden meanwhile.
    expect(placements.count).toBe(count);
    const svg = () => mapCopy()?.closest('svg');
    expect(svg()?.getAttribute('visibility')).toBe('hidden');
    const t = mapTransform(editor.document, geometry);
    expect(mapCopy()?.getAttribute('transform')).toContain(`${t.scale}`);
    expect(placed()?.getAttribute('transform')).not.toBeNull();
    vi.advanceTimersByTime(SETTLE_MS);
    flush();
    expect(placements.count).toBe(count + 1);
    expect(labels()).toHaveLength(4);
    expect(svg()?.hasAttribute('visibility')).toBe(false);
  });

  it('waits for a gesture to end before placing again, then places once', () => {
    const { view, editor } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    const count = placements.count;
    view.setLive(true);
    for (let i = 1; i <= 5; i++) {
      editor.change((d) => {
        d.placement.offsetX = i * 10;
      });
      flush();
    }
    vi.advanceTimersByTime(SETTLE_MS * 2);
    flush();
    expect(placements.count).toBe(count);
    view.setLive(false);
    flush();
    expect(placements.count).toBe(count + 1);
  });

  it('through a live zoom (a wheel burst, a pinch) leaves the labels to the compositor: not hidden, not placed, the map not written', () => {
    const { view, editor, mapCopy } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    const count = placements.count;
    const svg = () => mapCopy()?.closest('svg');
    const written = mapCopy()?.getAttribute('transform');
    const pan = svg()?.parentElement as HTMLElement;
    view.setLive(true);
    for (const zoom of [1.2, 1.4, 1.5]) {
      editor.change((d) => {
        d.placement.zoom = zoom;
      });
      flush();
    }
    expect(placements.count).toBe(count);
    expect(svg()?.hasAttribute('visibility')).toBe(false);
    expect(mapCopy()?.getAttribute('transform')).toBe(written);
    expect(pan.style.transform).toContain('scale(1.5)');
    view.setLive(false);
    flush();
    flush();
    expect(placements.count).toBe(count + 1);
    expect(mapCopy()?.getAttribute('transform')).not.toBe(written);
    expect(pan.style.transform).toBe('');
  });

  it('follows overrides: a hidden label goes, a pinned one reports its place in map space', () => {
    const { view, editor, labels } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    editor.apply(setLabelOverride, 1, 'p1', { hidden: true });
    editor.apply(setLabelOverride, 1, 'p2', { position: { x: 123, y: 45 } });
    flush();
    // Pinned labels are placed first.
    expect(labels().map((el) => el.getAttribute('data-label'))).toEqual(['p2', 'p0', 'p3']);
    const at = view.labelPosition(1, 'p2');
    expect(at?.x).toBeCloseTo(123, 6);
    expect(at?.y).toBeCloseTo(45, 6);
    expect(view.labelElement(1, 'p1')).toBeUndefined();
  });

  it('does not place again for a recolour unless the paint decides what is labelled', () => {
    const { editor } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    // The first division of a colour adds a legend row, which labels avoid: placed again.
    editor.paint('p3', 1);
    flush();
    const count = placements.count;
    editor.paint('p0', 1);
    flush();
    expect(placements.count).toBe(count);
    editor.apply(setLabelStyle, 1, { which: 'painted' });
    flush();
    editor.paint('p1', 1);
    flush();
    expect(placements.count).toBe(count + 2);
  });
});
