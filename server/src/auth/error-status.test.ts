import { describe, expect, it } from 'vitest';
import { authErrorStatus } from './routes';

describe("the auth service's statuses on the spec's table", () => {
  it.each([
    [200, 200],
    [302, 302],
    [400, 400],
    [401, 401],
    [403, 403],
    [404, 404],
    [429, 429],
    [405, 405],
    [413, 413],
    [415, 415],
    [422, 400],
    [410, 400],
    [451, 400],
    [500, 500],
    [502, 500],
    [503, 503],
  ])('%i -> %i', (from, to) => {
    expect(authErrorStatus(from)).toBe(to);
  });
});
