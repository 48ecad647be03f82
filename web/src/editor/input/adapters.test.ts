import { describe, expect, it, vi } from 'vitest';
import type { HitTest } from './hitTest';
import { attachMouseAdapter } from './mouseAdapter';
import { attachTouchAdapter } from './touchAdapter';
import type { ToolEvent } from './tools/events';
import { NOTHING } from './tools/hit';

/** Node's EventTarget stands in for the stage; events carry the fields the adapters read. */
function stage() {
  const area = new EventTarget() as unknown as HTMLElement;
  const fire = (type: string, fields: Record<string, unknown>) => {
    const event = new Event(type, { cancelable: true });
    Object.assign(event, { button: 0, buttons: 1, pointerType: 'touch', shiftKey: false, ...fields });
    area.dispatchEvent(event);
    return event;
  };
  const seen: ToolEvent[] = [];
  const hits: HitTest = { at: () => NOTHING, divisionAt: () => ({ level: 1, id: 'A' }) };
  return { area, fire, seen, hits };
}
const types = (seen: readonly ToolEvent[]) =>
  seen.map((e) => (e.type === 'pinch' ? `pinch ${e.phase} ${e.distance}` : e.type));

describe('the touch adapter', () => {
  it('turns one finger into a press and a second into a pinch that lasts until every finger lifts', () => {
    const { area, fire, seen, hits } = stage();
    attachTouchAdapter(area, hits, (event) => seen.push(event));
    fire('pointerdown', { pointerId: 1, clientX: 0, clientY: 0 });
    fire('pointermove', { pointerId: 1, clientX: 2, clientY: 0 });
    fire('pointerdown', { pointerId: 2, clientX: 102, clientY: 0 });
    fire('pointermove', { pointerId: 2, clientX: 202, clientY: 0 });
    fire('pointerup', { pointerId: 2, clientX: 202, clientY: 0 });
    // The finger left behind moves and lifts: nothing.
    fire('pointermove', { pointerId: 1, clientX: 50, clientY: 0 });
    fire('pointerup', { pointerId: 1, clientX: 50, clientY: 0 });
    expect(types(seen)).toEqual(['down', 'move', 'pinch start 100', 'pinch move 200', 'pinch end 200']);
    // Then a tap is a press again.
    fire('pointerdown', { pointerId: 3, clientX: 5, clientY: 5 });
    fire('pointerup', { pointerId: 3, clientX: 5, clientY: 5 });
    expect(types(seen).slice(5)).toEqual(['down', 'up']);
    expect(seen[5]).toMatchObject({ kind: 'touch', pointerId: 3 });
  });

  it("keeps a finger's pointer events in the stage and cancels the browser's touch gestures", () => {
    const { area, fire, hits } = stage();
    const outer = new EventTarget();
    const adapter = attachTouchAdapter(area, hits, () => {});
    let bubbled = 0;
    outer.addEventListener('pointerdown', () => (bubbled += 1));
    const down = fire('pointerdown', { pointerId: 1, clientX: 0, clientY: 0 });
    expect(bubbled).toBe(0);
    expect(down.cancelBubble).toBe(true);
    expect(fire('touchstart', {}).defaultPrevented).toBe(true);
    adapter.detach();
    expect(fire('touchstart', {}).defaultPrevented).toBe(false);
  });
});

describe('the mouse adapter', () => {
  it("dispatches a mouse press on its mousedown, with the system's click count, and hovers with no button held", () => {
    const { area, fire, seen, hits } = stage();
    attachMouseAdapter(area, hits, (event) => seen.push(event));
    fire('pointermove', { pointerId: 1, clientX: 1, clientY: 1, buttons: 0, pointerType: 'mouse' });
    fire('pointerdown', { pointerId: 1, clientX: 1, clientY: 1, pointerType: 'mouse' });
    expect(types(seen)).toEqual(['hover', 'move']);
    fire('mousedown', { clientX: 1, clientY: 1, detail: 2 });
    fire('pointermove', { pointerId: 1, clientX: 4, clientY: 1, pointerType: 'mouse' });
    fire('pointerup', { pointerId: 1, clientX: 4, clientY: 1, pointerType: 'mouse' });
    expect(types(seen)).toEqual(['hover', 'move', 'down', 'move', 'up']);
    expect(seen[0]).toEqual({ type: 'hover', division: { level: 1, id: 'A' } });
    expect(seen[2]).toMatchObject({ kind: 'mouse', count: 2, pointerId: 1 });
  });

  it('claims the press being dispatched: its mousedown keeps the focus where it was', () => {
    vi.stubGlobal('HTMLElement', class {});
    const { area, fire, hits } = stage();
    Object.assign(area, { ownerDocument: { activeElement: null }, contains: () => false });
    const adapter = attachMouseAdapter(area, hits, (event) => event.type === 'down' && adapter.claim());
    fire('pointerdown', { pointerId: 1, clientX: 1, clientY: 1, pointerType: 'mouse' });
    expect(fire('mousedown', { clientX: 1, clientY: 1, detail: 1 }).defaultPrevented).toBe(true);
    vi.unstubAllGlobals();
  });
});
