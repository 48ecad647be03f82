import { describe, expect, it } from 'vitest';
import { createDocument } from '@mapwright/core/document/defaults';
import { planSave } from './savePlan';
import { accountStatus, SavedMapTracker } from './savedMapTracker';

const signedIn = { loading: false, userLoggedIn: true };

describe('planSave', () => {
  it('waits for the session, then asks signed-out users to sign in', () => {
    expect(planSave({ loading: true, userLoggedIn: false }, null)).toEqual({ kind: 'wait' });
    expect(planSave({ loading: false, userLoggedIn: false }, null)).toEqual({ kind: 'signIn' });
    expect(planSave({ loading: false, userLoggedIn: false }, { id: 'm', name: 'n', version: 2 })).toEqual({
      kind: 'signIn',
    });
  });

  it('creates the first time and then updates from the version it holds', () => {
    expect(planSave(signedIn, null)).toEqual({ kind: 'create' });
    expect(planSave(signedIn, { id: 'm1', name: 'Tea', version: 4 })).toEqual({
      kind: 'update',
      id: 'm1',
      baseVersion: 4,
    });
  });
});

describe('SavedMapTracker', () => {
  it('remembers the saved map and the version, and tells saved from changed', () => {
    const tracker = new SavedMapTracker();
    const doc = createDocument('SriLanka');
    let calls = 0;
    const stop = tracker.subscribe(() => calls++);
    expect(accountStatus(tracker.state, doc)).toBeNull();

    tracker.saved({ id: 'm1', name: 'Tea', version: 1 }, doc);
    expect(tracker.state.link).toEqual({ id: 'm1', name: 'Tea', version: 1 });
    expect(accountStatus(tracker.state, doc)).toEqual({ status: 'saved', text: 'Saved to account as "Tea"' });
    expect(accountStatus(tracker.state, createDocument('SriLanka'))).toEqual({
      status: 'changed',
      text: 'Unsaved changes to "Tea"',
    });

    tracker.setBusy(true);
    expect(accountStatus(tracker.state, doc)?.status).toBe('saving');
    tracker.setBusy(true); // no change, no notification
    tracker.setBusy(false);
    tracker.forget();
    expect(tracker.state.link).toBeNull();
    expect(calls).toBe(4);
    stop();
    tracker.setBusy(true);
    expect(calls).toBe(4);
  });
});
