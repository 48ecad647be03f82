import { describe, expect, it } from 'vitest';
import {
  hasContentHash,
  IMMUTABLE,
  mapsCacheControl,
  REVALIDATE,
  SHORT,
  webCacheControl,
} from './cache-policy';

describe('cache policy', () => {
  it.each([
    ['/assets/index-B3x9.js', IMMUTABLE],
    ['/index.html', REVALIDATE],
    ['/', REVALIDATE],
    ['/favicon.svg', SHORT],
  ])('web %s', (url, expected) => {
    expect(webCacheControl(url)).toBe(expected);
  });

  it.each([
    ['india-2.3f9a1c2b.json', true],
    ['japan.0123456789abcdef.topojson', true],
    ['index.json', false],
    ['india.3f9a1c2.json', false],
    ['india.3f9a1c2bx.json', false],
    ['3f9a1c2b.json', false],
  ])('content hash in %s: %s', (name, hashed) => {
    expect(hasContentHash(name)).toBe(hashed);
    expect(mapsCacheControl(name)).toBe(hashed ? IMMUTABLE : REVALIDATE);
  });
});
