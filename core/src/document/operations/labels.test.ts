import { describe, expect, it } from 'vitest';
import { createDocument } from '../defaults';
import { parseDocument } from '../parse-document';
import { applyOperation } from './apply-operation';
import { setLabelList, setLabelOverride, setLabelStyle } from './labels';

describe('label operations', () => {
  const doc = createDocument('Germany');

  it('set a level’s style, normalising colours and clamping sizes, the other level untouched', () => {
    const next = applyOperation(doc, setLabelStyle, 2, { visible: true, color: '#AABBCC', fontSize: 400 });
    expect(next.labels[2]).toMatchObject({ visible: true, color: '#aabbcc', fontSize: 96 });
    expect(next.labels[1]).toEqual(doc.labels[1]);
    expect(parseDocument(next).ok).toBe(true);
  });

  it('merge an override and delete it when emptied', () => {
    const pinned = applyOperation(doc, setLabelOverride, 1, 'DE-BY', { position: { x: 1, y: 2 } });
    const named = applyOperation(pinned, setLabelOverride, 1, 'DE-BY', { text: 'Bavaria' });
    expect(named.labels[1].overrides['DE-BY']).toEqual({ position: { x: 1, y: 2 }, text: 'Bavaria' });
    const reset = applyOperation(named, setLabelOverride, 1, 'DE-BY', {
      position: undefined,
      text: undefined,
    });
    expect(reset.labels[1].overrides).toEqual({});
    expect(() => applyOperation(doc, setLabelOverride, 1, '__proto__', { hidden: true })).toThrow();
  });

  it('add to a list once, in order, and remove', () => {
    const picked = applyOperation(doc, setLabelList, 2, 'picked', ['b', 'a', 'b'], true);
    expect(picked.labels[2].picked).toEqual(['b', 'a']);
    const less = applyOperation(picked, setLabelList, 2, 'picked', ['b'], false);
    expect(less.labels[2].picked).toEqual(['a']);
    expect(parseDocument(less).ok).toBe(true);
  });
});
