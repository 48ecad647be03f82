// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLabelOverride, setLabelStyle } from '@mapwright/core/document/operations/labels';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import type { SvgNode } from '@mapwright/core/render/svg-tree';
import type * as LabelsSource from './labelsSource';
import { mapTransform } from '@mapwright/core/render/transform';
import { flush } from '../frameScheduler';
import { MapView } from '../MapView';
import { SETTLE_MS } from '../panLayer';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

/**
 * The core's placement is tested in the core; here a stand-in places one label per province at its
 * centre in frame pixels (as the core does, for the document's placement), counting its calls.
 */
const placements = vi.hoisted(() => ({ count: 0 }));
vi.mock('./labelsSource', async (importOriginal) => {
  const real: typeof LabelsSource = await importOriginal();
  const { mapTransform: placement } = await import('@mapwright/core/render/transform');
  return {
    ...real,
    renderScreenLabels: (doc: MapDocument, geometry: MapGeometry): SvgNode | undefined => {
      if (!real.labelsOn(doc)) return undefined;
      placements.count++;
      const t = placement(doc, geometry);
      const children = (geometry.level1?.divisions ?? [])
        .filter((d) => !doc.labels[1].overrides[d.id]?.hidden)
        .map((d) => {
          const pinned = doc.labels[1].overrides[d.id]?.position;
          const [mx, my] = pinned ? [pinned.x, pinned.y] : d.centroid;
          const attrs = { 'data-label': d.id, 'data-level': 1, x: t.x + mx * t.scale, y: t.y + my * t.scale };
          return { tag: 'text', key: d.id, attrs, text: doc.labels[1].overrides[d.id]?.text ?? d.name };
        });
      return { tag: 'g', key: 'labels', attrs: { 'data-element': 'labels' }, children };
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
    expect(surface.querySelector('.map-pan > [data-layer="labels"]')).not.toBeNull();
    expect(labels()).toHaveLength(0);
    editor.apply(setLabelStyle, 1, { visible: true });
    expect(labels()).toHaveLength(0);
    flush();
    expect(labels().map((el) => el.textContent)).toEqual(['P0', 'P1', 'P2', 'P3']);
    expect(placements.count).toBe(1);
    editor.apply(setLabelStyle, 1, { visible: false });
    flush();
    expect(labels()).toHaveLength(0);
  });

  it('keeps labels on their divisions through a zoom, and places them again once it rests', () => {
    const { editor, geometry, labels, mapCopy, placed } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    flush();
    const count = placements.count;
    for (const zoom of [1.5, 2, 3]) {
      editor.change((d) => {
        d.placement.zoom = zoom;
      });
      flush();
    }
    // Not once per step: the map copy carries the new placement, the placed group undoes the old one.
    expect(placements.count).toBe(count);
    const t = mapTransform(editor.document, geometry);
    expect(mapCopy()?.getAttribute('transform')).toContain(`${t.scale}`);
    expect(placed()?.getAttribute('transform')).not.toBeNull();
    vi.advanceTimersByTime(SETTLE_MS);
    flush();
    expect(placements.count).toBe(count + 1);
    expect(labels()).toHaveLength(4);
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

  it('follows overrides: a hidden label goes, a pinned one reports its place in map space', () => {
    const { view, editor, labels } = setUp();
    editor.apply(setLabelStyle, 1, { visible: true });
    editor.apply(setLabelOverride, 1, 'p1', { hidden: true });
    editor.apply(setLabelOverride, 1, 'p2', { position: { x: 123, y: 45 } });
    flush();
    expect(labels().map((el) => el.getAttribute('data-label'))).toEqual(['p0', 'p2', 'p3']);
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
