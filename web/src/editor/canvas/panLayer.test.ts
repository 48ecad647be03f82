import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transformAttribute, type MapTransform } from '@mapwright/core/render/transform';
import { flush } from './frameScheduler';
import { PanLayer, SETTLE_MS } from './panLayer';

/** Just what PanLayer touches of the DOM: a style on the layer, an attribute on each group. */
function fakeLayer() {
  const style = new Map<string, string>();
  const pan = {
    style: {
      setProperty: (name: string, value: string) => style.set(name, value),
      removeProperty: (name: string) => style.delete(name),
    },
  } as unknown as HTMLElement;
  const groups = [0, 1, 2].map(() => {
    const attrs = new Map<string, string>();
    return { attrs, setAttribute: (name: string, value: string) => attrs.set(name, value) };
  });
  return { pan, style, groups, elements: groups as unknown as Element[] };
}

const FRAME = { width: 1600, height: 900 };
const START: MapTransform = { scale: 2, x: 100, y: 50 };

describe('PanLayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The frame scheduler's requestAnimationFrame; frames are run with flush() here.
    vi.stubGlobal('requestAnimationFrame', () => 1);
  });
  afterEach(() => {
    flush();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a move that keeps the scale as a translate, and writes it once the move stops', () => {
    const layer = fakeLayer();
    const pan = new PanLayer();
    pan.attach(layer.pan, layer.elements, START, FRAME);

    pan.show({ ...START, x: 260, y: 140 }, FRAME);
    expect(layer.style.get('transform')).toBe('translate(10%, 10%)');
    expect(layer.groups.every((g) => g.attrs.size === 0)).toBe(true);

    vi.advanceTimersByTime(SETTLE_MS);
    flush();
    const written = transformAttribute({ ...START, x: 260, y: 140 });
    expect(layer.groups.map((g) => g.attrs.get('transform'))).toEqual([written, written, written]);
    expect(layer.style.has('transform')).toBe(false);
  });

  it('writes nothing while a drag is live, and everything in one frame when it ends', () => {
    const layer = fakeLayer();
    const pan = new PanLayer();
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.setLive(true);
    for (let i = 1; i <= 20; i++) pan.show({ ...START, x: START.x + i * 8 }, FRAME);
    vi.advanceTimersByTime(SETTLE_MS * 10);
    flush();
    expect(layer.groups[0]?.attrs.has('transform')).toBe(false);
    expect(layer.style.get('transform')).toBe('translate(10%, 0%)');

    pan.setLive(false);
    flush();
    expect(layer.groups[0]?.attrs.get('transform')).toBe(transformAttribute({ ...START, x: 260 }));
    expect(layer.style.has('transform')).toBe(false);
  });

  it('writes a change of scale or of frame at once', () => {
    const layer = fakeLayer();
    const pan = new PanLayer();
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.show({ scale: 3, x: 0, y: 0 }, FRAME);
    expect(layer.groups[1]?.attrs.get('transform')).toBe(transformAttribute({ scale: 3, x: 0, y: 0 }));
    expect(layer.style.has('transform')).toBe(false);

    pan.show({ scale: 3, x: 10, y: 0 }, { width: 1200, height: 1200 });
    expect(layer.groups[1]?.attrs.get('transform')).toBe(transformAttribute({ scale: 3, x: 10, y: 0 }));
  });

  it('shows a live change of scale (a pinch) as a compositor scale, and writes it when it ends', () => {
    const layer = fakeLayer();
    const pan = new PanLayer();
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.setLive(true);
    // Twice the scale around frame point (500, 300): map point p shows at 4p + (-100, -200).
    const next = { scale: 4, x: -100, y: -200 };
    pan.show(next, FRAME);
    expect(layer.groups[0]?.attrs.has('transform')).toBe(false);
    // k = 2; t = n - k·w = (-100 - 200, -200 - 100) = (-300, -300): -18.75 % of 1600, -33.33 % of 900.
    expect(layer.style.get('transform')).toBe(`translate(-18.75%, ${(-300 / 900) * 100}%) scale(2)`);

    pan.setLive(false);
    flush();
    expect(layer.groups[0]?.attrs.get('transform')).toBe(transformAttribute(next));
    expect(layer.style.has('transform')).toBe(false);
  });

  it('snaps the translate to whole device pixels when it knows the scale on screen', () => {
    const layer = fakeLayer();
    // 0.6725 CSS px per frame unit (1076 px for 1600 units) on a 2x screen.
    const pan = new PanLayer(() => ({ cssPerUnit: 0.6725, devicePixelRatio: 2 }));
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.show({ ...START, x: START.x + 10, y: START.y - 3.3 }, FRAME);
    // 10 units = 13.45 device px -> 13 -> 6.5 CSS px; -3.3 units = -4.44 device px -> -4 -> -2 CSS px.
    expect(layer.style.get('transform')).toBe('translate(6.5px, -2px)');

    pan.setLive(false);
    vi.advanceTimersByTime(SETTLE_MS);
    flush();
    // The written placement is the exact one, not the snapped one.
    expect(layer.groups[0]?.attrs.get('transform')).toBe(
      transformAttribute({ ...START, x: START.x + 10, y: START.y - 3.3 }),
    );
  });

  it('reads the scale on screen once per live gesture (a box read in every frame forces a layout)', () => {
    const layer = fakeLayer();
    let reads = 0;
    const pan = new PanLayer(() => {
      reads++;
      return { cssPerUnit: 1, devicePixelRatio: 1 };
    });
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.setLive(true);
    for (let i = 1; i <= 5; i++) pan.show({ ...START, x: START.x + i }, FRAME);
    pan.show({ ...START, scale: 3, x: START.x + 6 }, FRAME);
    expect(reads).toBe(1);
    pan.setLive(false);
    flush();
    // The next gesture reads it again (the window may have changed size in between), once.
    const written = { ...START, scale: 3, x: START.x + 6 };
    pan.setLive(true);
    pan.show({ ...written, x: written.x + 1 }, FRAME);
    pan.show({ ...written, x: written.x + 2 }, FRAME);
    expect(reads).toBe(2);
    // Outside a gesture it is read at each move.
    pan.setLive(false);
    pan.show({ ...written, x: written.x + 3 }, FRAME);
    pan.show({ ...written, x: written.x + 4 }, FRAME);
    expect(reads).toBe(4);
  });

  it('falls back to percentages of the frame while the surface has no size on screen', () => {
    const layer = fakeLayer();
    const pan = new PanLayer(() => ({ cssPerUnit: 0, devicePixelRatio: 1 }));
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.show({ ...START, x: START.x + 160 }, FRAME);
    expect(layer.style.get('transform')).toBe('translate(10%, 0%)');
  });

  it('drops the translate when a move comes back to where the map is written', () => {
    const layer = fakeLayer();
    const pan = new PanLayer();
    pan.attach(layer.pan, layer.elements, START, FRAME);
    pan.show({ ...START, x: 200 }, FRAME);
    pan.show(START, FRAME);
    expect(layer.style.has('transform')).toBe(false);
  });
});
