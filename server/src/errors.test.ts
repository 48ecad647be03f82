import { describe, expect, it } from 'vitest';
import { ApiError, codeForStatus, errorCodeFor } from './errors';

describe('status to code table', () => {
  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [402, 'unknown'],
    [418, 'unknown'],
    [502, 'unknown'],
  ])('%i -> %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('codes for the statuses outside the table the server uses', () => {
  it.each([
    [405, 'unimplemented'],
    [413, 'invalid-argument'],
    [415, 'invalid-argument'],
    [409, 'aborted'],
    [418, 'unknown'],
  ])('%i -> %s', (status, code) => {
    expect(errorCodeFor(status)).toBe(code);
  });
});

describe('ApiError', () => {
  it('derives its code from the status and renders the envelope', () => {
    const error = new ApiError(409, 'Map was changed elsewhere');
    expect(error.code).toBe('aborted');
    expect(error.toBody()).toEqual({ error: { code: 'aborted', message: 'Map was changed elsewhere' } });
  });

  it('accepts an explicit code for statuses outside the table, and knows the ones the server uses', () => {
    expect(new ApiError(413, 'too big', { code: 'invalid-argument' }).code).toBe('invalid-argument');
    expect(new ApiError(415, 'not JSON').code).toBe('invalid-argument');
    expect(new ApiError(402, 'pay').code).toBe('unknown');
  });
});
