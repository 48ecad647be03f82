import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api';
import {
  OFFLINE_MESSAGE,
  ONLINE_STATE_TIMEOUT_MS,
  readUserRecord,
  statusOf,
  type RecordReaderEnv,
} from './userRecord';

const record = { email: 'ann@example.org', uid: 'u1', downloads: 3, status: 'free' };

function env(overrides: Partial<RecordReaderEnv>): RecordReaderEnv {
  return {
    isOnline: () => true,
    waitForOnline: () => Promise.resolve(true),
    fetchRecord: () => Promise.resolve(record),
    ...overrides,
  };
}

describe('readUserRecord', () => {
  it('returns the record when online', async () => {
    expect(await readUserRecord(env({}))).toEqual(record);
  });

  it('returns null when signed out', async () => {
    const fetchRecord = () => Promise.reject(new ApiError(401, 'unauthenticated', 'Sign in first'));
    expect(await readUserRecord(env({ fetchRecord }))).toBeNull();
  });

  it('waits 10 s for the connection, then fails with the offline message', async () => {
    const waitForOnline = vi.fn(() => Promise.resolve(false));
    const fetchRecord = vi.fn(() => Promise.resolve(record));
    await expect(readUserRecord(env({ isOnline: () => false, waitForOnline, fetchRecord }))).rejects.toThrow(
      'Failed to get document because the client is offline.',
    );
    expect(waitForOnline).toHaveBeenCalledWith(ONLINE_STATE_TIMEOUT_MS);
    expect(ONLINE_STATE_TIMEOUT_MS).toBe(10_000);
    expect(fetchRecord).not.toHaveBeenCalled();
  });

  it('reads once the connection comes back within the timeout', async () => {
    expect(
      await readUserRecord(env({ isOnline: () => false, waitForOnline: () => Promise.resolve(true) })),
    ).toEqual(record);
  });

  it('reports an unreachable server as offline, and passes other errors on', async () => {
    await expect(
      readUserRecord(env({ fetchRecord: () => Promise.reject(new NetworkError('down')) })),
    ).rejects.toThrow(OFFLINE_MESSAGE);
    await expect(
      readUserRecord(
        env({ fetchRecord: () => Promise.reject(new ApiError(503, 'unavailable', 'Database unavailable')) }),
      ),
    ).rejects.toThrow('Database unavailable');
  });
});

describe('statusOf', () => {
  it("falls back to 'free' when the record or its status is missing", () => {
    expect(statusOf(null)).toBe('free');
    expect(statusOf({ status: '' })).toBe('free');
    expect(statusOf({ status: 'active' })).toBe('active');
  });
});
