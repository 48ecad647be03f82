import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../auth/userRecord';
import { SIGNED_OUT, type Session } from './session';
import { createSessionStore } from './sessionStore';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeStream {
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners: { type: string; listener: (event: MessageEvent<string>) => void }[] = [];
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push({ type, listener });
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const entry of this.listeners) {
      if (entry.type === type && !this.closed)
        entry.listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }
  push(record: UserRecord | null) {
    this.emit('user', record);
  }
  /** The server's `end` event with the error envelope. */
  end(code: string) {
    this.emit('end', { error: { code, message: 'closed by the server' } });
  }
}

const ann: UserRecord = { email: 'ann@example.org', uid: 'u1', downloads: 3, status: 'free' };

describe('session store', () => {
  let session: Session;
  let streams: FakeStream[];
  const publish = (update: (current: Session) => Session) => {
    session = update(session);
  };
  const openStream = () => {
    const stream = new FakeStream();
    streams.push(stream);
    return stream as unknown as EventSource;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    session = { ...SIGNED_OUT, loading: true };
    streams = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is signed out with status free when there is no session, and stops loading', async () => {
    const store = createSessionStore(publish, { readRecord: () => Promise.resolve(null), openStream });
    await store.refresh();
    expect(session).toEqual(SIGNED_OUT);
    expect(streams).toHaveLength(0);
  });

  it('follows the live record, falling back to free when it disappears', async () => {
    const store = createSessionStore(publish, { readRecord: () => Promise.resolve(ann), openStream });
    await store.refresh();
    expect(session).toMatchObject({ userLoggedIn: true, loading: false, userStatus: 'free', downloads: 3 });
    streams[0]!.push({ ...ann, status: 'active', downloads: 2 });
    expect(session).toMatchObject({
      userStatus: 'active',
      downloads: 2,
      currentUser: { email: 'ann@example.org' },
    });
    streams[0]!.push(null);
    expect(session).toMatchObject({ userLoggedIn: true, userStatus: 'free' });
    store.stop();
    expect(streams[0]!.closed).toBe(true);
  });

  it('reconnects after 1 s, 1.5 s, 2.25 s … and resets the back-off once connected', async () => {
    const readRecord = vi.fn(() => Promise.resolve(ann));
    const store = createSessionStore(publish, { readRecord, openStream });
    await store.refresh();
    for (const wait of [1000, 1500, 2250]) {
      streams.at(-1)!.onerror?.();
      const reads = readRecord.mock.calls.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(readRecord.mock.calls.length, `not before ${wait} ms`).toBe(reads);
      await vi.advanceTimersByTimeAsync(1);
      expect(readRecord.mock.calls.length, `after ${wait} ms`).toBe(reads + 1);
    }
    streams.at(-1)!.onopen?.();
    streams.at(-1)!.onerror?.();
    const reads = readRecord.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(readRecord.mock.calls.length).toBe(reads + 1);
    store.stop();
  });

  it('shows the offline message when the record cannot be read, and keeps trying', async () => {
    const readRecord = vi
      .fn<() => Promise<UserRecord | null>>()
      .mockRejectedValueOnce(new Error('Failed to get document because the client is offline.'))
      .mockResolvedValue(ann);
    const store = createSessionStore(publish, { readRecord, openStream });
    await store.refresh();
    expect(session).toMatchObject({
      loading: false,
      recordError: 'Failed to get document because the client is offline.',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(session).toMatchObject({ userLoggedIn: true, downloads: 3 });
    expect(session.recordError).toBeUndefined();
    store.stop();
  });

  it('reads the record again at once when the server ends the stream because the session ended', async () => {
    const readRecord = vi
      .fn<() => Promise<UserRecord | null>>()
      .mockResolvedValueOnce(ann)
      .mockResolvedValue(null);
    const store = createSessionStore(publish, { readRecord, openStream });
    await store.refresh();
    expect(session).toMatchObject({ userLoggedIn: true });
    streams[0]!.end('unauthenticated');
    expect(streams[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(readRecord).toHaveBeenCalledTimes(2);
    expect(session).toEqual(SIGNED_OUT);
    expect(streams).toHaveLength(1);
    store.stop();
  });

  it('stays closed after too many streams, and reconnects when the tab is shown again', async () => {
    const readRecord = vi.fn(() => Promise.resolve(ann));
    let shown: (() => void) | undefined;
    const onVisible = (listener: () => void) => {
      shown = listener;
      return () => {
        if (shown === listener) shown = undefined;
      };
    };
    const store = createSessionStore(publish, { readRecord, openStream, onVisible });
    await store.refresh();
    streams[0]!.end('resource-exhausted');
    expect(streams[0]!.closed).toBe(true);
    // No back-off retry: other tabs hold the account's streams.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(readRecord).toHaveBeenCalledTimes(1);
    expect(streams).toHaveLength(1);
    expect(session).toMatchObject({ userLoggedIn: true, downloads: 3 });
    shown?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(readRecord).toHaveBeenCalledTimes(2);
    expect(streams).toHaveLength(2);
    expect(shown).toBeUndefined();
    store.stop();
  });
});
