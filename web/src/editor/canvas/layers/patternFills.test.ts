// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintWithPattern, setPlacement } from '@mapwright/core/document/operations/index';
import { DEFAULT_PATTERN_STYLE, type PatternStyle } from '@mapwright/core/document/patterns';
import { flush } from '../frameScheduler';
import { MapView, type MapViewOptions } from '../MapView';
import { basePaths } from './basePathStrategy';
import { fixtureDocument, fixtureEditor, fixtureGeometry } from './sceneFixture';

const STRIPES: PatternStyle = { ...DEFAULT_PATTERN_STYLE, foreground: '#0072b2' };

function setUp(options: MapViewOptions = {}) {
  const surface = document.createElement('div');
  document.body.append(surface);
  const view = new MapView(surface, fixtureGeometry(), fixtureDocument('2'), options);
  const editor = fixtureEditor(view.document, (doc, changes) => view.update(doc, changes));
  const observer = new MutationObserver(() => undefined);
  observer.observe(surface, { attributes: true, subtree: true, attributeFilter: ['fill'] });
  const filled = () =>
    observer.takeRecords().map((r) => (r.target as Element).getAttribute('data-division') ?? '?');
  const pattern = (id: string) => surface.querySelector(`svg[data-layer="under"] pattern[id="${id}"]`);
  return { surface, view, editor, filled, pattern };
}

describe('pattern fills on the canvas', () => {
  beforeEach(() => vi.stubGlobal('requestAnimationFrame', () => 1));
  afterEach(() => {
    flush();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('painting two divisions sets the fill of those two paths only; the defs reach the screen in the frame', () => {
    const { view, editor, filled, pattern } = setUp();
    filled();
    editor.apply(paintWithPattern, 2, ['p0d5', 'p3d99'], STRIPES);
    expect(filled().sort()).toEqual(['p0d5', 'p3d99']);
    expect(view.pathOf(2, 'p0d5')?.getAttribute('fill')).toBe('url(#mw-pattern-p1)');
    expect(pattern('mw-pattern-p1')).toBeNull();
    flush();
    const drawn = pattern('mw-pattern-p1');
    expect(drawn?.getAttribute('patternUnits')).toBe('userSpaceOnUse');
    expect(drawn?.querySelector('rect[fill="#0072b2"]')).not.toBeNull();
    expect(pattern('mw-pattern-p1-frame')).not.toBeNull();
    // The legend lists it, its swatch drawn with the frame's pattern.
    expect(view.document.legend.order).toEqual(['pattern:p1']);
  });

  it('undo takes the paint and the definition away in one step', () => {
    const { view, editor, pattern } = setUp();
    editor.apply(paintWithPattern, 2, ['p0d5', 'p0d6'], STRIPES);
    flush();
    editor.undo();
    flush();
    expect(view.pathOf(2, 'p0d5')?.getAttribute('fill')).toBe(view.document.levels[2].style.defaultFill);
    expect(pattern('mw-pattern-p1')).toBeNull();
  });

  it("a 'page' pattern is redrawn for a new zoom, so its tile keeps its size on the frame", () => {
    const { editor, pattern } = setUp();
    editor.apply(paintWithPattern, 2, ['p0d5'], { ...STRIPES, scale: 'page' });
    flush();
    const before = pattern('mw-pattern-p1')?.getAttribute('patternTransform');
    editor.apply(setPlacement, { zoom: 2 });
    flush();
    const after = pattern('mw-pattern-p1')?.getAttribute('patternTransform');
    const scale = (t: string | null | undefined) => Number(/scale\(([^)]+)\)/.exec(t ?? '')?.[1]);
    expect(scale(after)).toBeCloseTo(scale(before) / 2);
  });

  it('on the phone, a division painted with a pattern gets an element of its own over the base', () => {
    const { view, editor, pattern } = setUp({ fills: basePaths });
    editor.apply(paintWithPattern, 2, ['p0d5'], STRIPES);
    flush();
    expect(view.pathOf(2, 'p0d5')?.getAttribute('fill')).toBe('url(#mw-pattern-p1)');
    expect(pattern('mw-pattern-p1')).not.toBeNull();
  });
});
