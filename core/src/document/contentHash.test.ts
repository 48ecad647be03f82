import { describe, expect, it } from 'vitest';
import { canonicalJson, documentContentHash } from './contentHash';

describe('documentContentHash', () => {
  it('is the SHA-256 of the canonical JSON, in lowercase hex', async () => {
    // sha256('{"a":1}')
    expect(await documentContentHash({ a: 1 })).toBe(
      '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862',
    );
  });

  it('does not depend on key order, does depend on array order and on every value', async () => {
    const a = await documentContentHash({ x: 1, y: { p: [1, 2], q: 'z' } });
    expect(await documentContentHash({ y: { q: 'z', p: [1, 2] }, x: 1 })).toBe(a);
    expect(await documentContentHash({ x: 1, y: { p: [2, 1], q: 'z' } })).not.toBe(a);
    expect(await documentContentHash({ x: 2, y: { p: [1, 2], q: 'z' } })).not.toBe(a);
  });

  it('leaves undefined members out, as JSON does', () => {
    expect(canonicalJson({ b: undefined, a: [1, { d: 2, c: null }] })).toBe('{"a":[1,{"c":null,"d":2}]}');
  });
});
