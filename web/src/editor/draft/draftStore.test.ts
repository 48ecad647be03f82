import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { interpretDraft } from './draftStore';

describe('interpretDraft', () => {
  it('restores a valid draft of this country', () => {
    const doc = createDocument('Nepal');
    const read = interpretDraft('Nepal', { document: doc, savedAt: 5 });
    expect(read.kind).toBe('ok');
  });

  it('reports a damaged draft or one of another country instead of throwing', () => {
    expect(interpretDraft('Nepal', { document: { version: 2 }, savedAt: 1 }).kind).toBe('corrupt');
    expect(interpretDraft('Nepal', { document: createDocument('Japan'), savedAt: 1 }).kind).toBe('corrupt');
    expect(interpretDraft('Nepal', 'junk' as never).kind).toBe('corrupt');
    expect(interpretDraft('Nepal', undefined).kind).toBe('none');
  });
});
