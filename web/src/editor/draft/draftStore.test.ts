import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { interpretDraft } from './draftStore';
import { newMapKey } from '@mapwright/core/editor/map-key';

describe('interpretDraft', () => {
  it('moves a draft of Vietnam made before 1 July 2025 to the former boundaries, not calling it corrupt', () => {
    const doc = { ...createDocument('Vietnam'), version: 5 };
    const read = interpretDraft('Vietnam', { document: doc, savedAt: 5 });
    expect(read.kind).toBe('moved');
    expect(read.kind === 'moved' && read.doc.country).toBe('VietnamBefore2025');
    expect(interpretDraft('Vietnam', { document: createDocument('Vietnam'), savedAt: 5 }).kind).toBe('ok');
    expect(interpretDraft('Nepal', { document: doc, savedAt: 5 }).kind).toBe('corrupt');
  });

  it('restores a valid draft of this country', () => {
    const doc = createDocument('Nepal');
    const read = interpretDraft('Nepal', { document: doc, savedAt: 5 });
    expect(read.kind).toBe('ok');
  });

  it('restores the recent colours kept with it: colours only, normalised, no repeats, at most ten', () => {
    const doc = createDocument('Nepal');
    const kept = [
      '#E69F00',
      '#0072b2',
      'red',
      7,
      '#e69f00',
      ...Array.from({ length: 12 }, (_, i) => `#00000${i % 10}`),
    ];
    const read = interpretDraft('Nepal', { document: doc, savedAt: 5, recentColours: kept });
    expect(read.kind === 'ok' && read.recentColours).toEqual([
      '#e69f00',
      '#0072b2',
      ...Array.from({ length: 8 }, (_, i) => `#00000${i}`),
    ]);
    // A draft written before recent colours were kept has none.
    const old = interpretDraft('Nepal', { document: doc, savedAt: 5 });
    expect(old.kind === 'ok' && old.recentColours).toEqual([]);
  });

  it('restores the map key kept with it; a draft without one, or with a damaged one, has none', () => {
    const doc = createDocument('Nepal');
    const mapKey = newMapKey();
    const read = interpretDraft('Nepal', { document: doc, savedAt: 5, mapKey });
    expect(read.kind === 'ok' && read.mapKey).toBe(mapKey);
    for (const stored of [undefined, 'not-a-key', 42, mapKey.toUpperCase()]) {
      const other = interpretDraft('Nepal', { document: doc, savedAt: 5, mapKey: stored });
      expect(other.kind === 'ok' && other.mapKey).toBeNull();
    }
  });

  it('reports a damaged draft or one of another country instead of throwing', () => {
    expect(interpretDraft('Nepal', { document: { version: 2 }, savedAt: 1 }).kind).toBe('corrupt');
    expect(interpretDraft('Nepal', { document: createDocument('Japan'), savedAt: 1 }).kind).toBe('corrupt');
    expect(interpretDraft('Nepal', 'junk' as never).kind).toBe('corrupt');
    expect(interpretDraft('Nepal', undefined).kind).toBe('none');
  });
});
