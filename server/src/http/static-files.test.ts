import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../../pipeline/src/precompressed';
import { resolveInside } from './static-files';

const root = '/srv/web';

describe('resolveInside', () => {
  it.each([
    ['/index.html', '/srv/web/index.html'],
    ['/assets/app.1a2b3c4d.js', '/srv/web/assets/app.1a2b3c4d.js'],
    ['assets//x.css', '/srv/web/assets/x.css'],
    ['/maps/with%20space.json', '/srv/web/maps/with space.json'],
    ['/', '/srv/web'],
  ])('maps %s inside the root', (url, expected) => {
    expect(resolveInside(root, url)).toBe(path.normalize(expected));
  });

  it.each([
    '/../etc/passwd',
    '/assets/../../etc/passwd',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/secret',
    '/.env',
    '/.git/config',
    '/assets/.hidden',
    '/a%00b',
    '/a\\..\\b',
    '/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(resolveInside(root, url)).toBeUndefined();
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['index.json', 'application/json'],
    ['india-2.topojson', 'application/json'],
    ['x.svg', 'image/svg+xml; charset=utf-8'],
    ['noext', 'application/octet-stream'],
  ])('%s -> %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });
});
