import { describe, expect, it } from 'vitest';
import { NOTHING } from './hit';
import { DOUBLE_TAP_MS, isDoublePress, pastThreshold, type PressRecord } from './press';

const press = (over: Partial<PressRecord> = {}): PressRecord => ({
  pointerId: 1,
  kind: 'touch',
  start: { x: 0, y: 0 },
  time: 0,
  hit: { ...NOTHING, division: { level: 1, id: 'A' } },
  shift: false,
  count: undefined,
  ...over,
});

describe('the press record', () => {
  it('is a drag once past the threshold of its kind of pointer', () => {
    expect(pastThreshold(press({ kind: 'mouse' }), { x: 3, y: 0 })).toBe(true);
    expect(pastThreshold(press({ kind: 'mouse' }), { x: 2, y: 2 })).toBe(false);
    expect(pastThreshold(press({ kind: 'touch' }), { x: 5, y: 5 })).toBe(false);
    expect(pastThreshold(press({ kind: 'touch' }), { x: 8, y: 0 })).toBe(true);
  });

  it('is the second of a double on the same thing, the document untouched, soon or as the device counts', () => {
    const doc = {};
    const last = { key: 'division:1:A', time: 100, document: doc, changed: true };
    expect(isDoublePress(last, press(), 100 + DOUBLE_TAP_MS - 1, doc)).toBe(true);
    expect(isDoublePress(last, press(), 100 + DOUBLE_TAP_MS, doc)).toBe(false);
    expect(isDoublePress(last, press(), 101, {})).toBe(false);
    expect(isDoublePress(null, press(), 101, doc)).toBe(false);
    const other = { ...NOTHING, division: { level: 1, id: 'B' } } as const;
    expect(isDoublePress(last, press({ hit: other }), 101, doc)).toBe(false);
    expect(isDoublePress(last, press({ kind: 'mouse', count: 2 }), 5000, doc)).toBe(true);
    expect(isDoublePress(last, press({ kind: 'mouse', count: 1 }), 101, doc)).toBe(false);
  });
});
