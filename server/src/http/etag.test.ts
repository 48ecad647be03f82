import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { matches, notModified, validator } from './etag';

describe('matches (If-None-Match)', () => {
  const strong = '"abc"';
  const weak = 'W/"abc"';

  it('is false without the header, and for another tag', () => {
    expect(matches(undefined, strong)).toBe(false);
    expect(matches('"abd"', strong)).toBe(false);
    expect(matches('', strong)).toBe(false);
    // The quotes are part of the tag: a bare token is another tag.
    expect(matches('abc', strong)).toBe(false);
  });

  it('compares weakly: a W/ on either side does not matter', () => {
    expect(matches('"abc"', strong)).toBe(true);
    expect(matches('W/"abc"', strong)).toBe(true);
    expect(matches('"abc"', weak)).toBe(true);
    expect(matches('W/"abc"', weak)).toBe(true);
    expect(matches('W/"abd"', weak)).toBe(false);
  });

  it('finds the tag anywhere in a list, whatever the spaces', () => {
    expect(matches('"x", "y", "abc"', strong)).toBe(true);
    expect(matches('"x",W/"abc" ,"y"', strong)).toBe(true);
    expect(matches('  "abc"  ', weak)).toBe(true);
    expect(matches('"x", "y"', strong)).toBe(false);
  });

  it('takes * as any tag', () => {
    expect(matches('*', strong)).toBe(true);
    expect(matches(' * ', weak)).toBe(true);
    // `*` is the whole header or nothing: inside a list it names no tag.
    expect(matches('"x", *', strong)).toBe(false);
  });
});

describe('notModified', () => {
  const app = new Hono();
  const headers = { ETag: validator('thing', 1), 'Cache-Control': 'no-cache' };
  app.get('/thing', (c) => notModified(c, headers) ?? c.text('the thing', 200, headers));

  it('answers 304 with the headers and no body when the tag matches', async () => {
    const res = await app.request('/thing', { headers: { 'If-None-Match': `W/${headers.ETag}` } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(headers.ETag);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('leaves the full answer to the route otherwise', async () => {
    const fresh = await app.request('/thing');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toBe('the thing');
    const stale = await app.request('/thing', { headers: { 'If-None-Match': validator('thing', 0) } });
    expect(stale.status).toBe(200);
  });
});

describe('validator', () => {
  it('is a strong, quoted tag that changes with any part', () => {
    const tag = validator('page', 'id', 3);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(validator('page', 'id', 3)).toBe(tag);
    expect(validator('page', 'id', 4)).not.toBe(tag);
    expect(validator('page', 'id3')).not.toBe(validator('page', 'id', 3));
  });
});
