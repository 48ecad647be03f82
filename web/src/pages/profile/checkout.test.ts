import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_TIMEOUT_MS, startCheckout } from './checkout';

const URL_OK = 'https://mapwright.lemonsqueezy.com/checkout/custom/abc';

function fakeTab() {
  return {
    closed: false,
    opener: {} as unknown,
    document: { title: '', body: { textContent: '' } },
    location: { replace: vi.fn() },
    close: vi.fn(),
  };
}

function respond(status: number, body: unknown) {
  const fetch = vi.fn((_path: string, init: RequestInit) => {
    void init;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function stubWindow(extra: Record<string, unknown> = {}) {
  const tab = fakeTab();
  const win = { open: vi.fn(() => tab), location: { assign: vi.fn() }, ...extra };
  vi.stubGlobal('window', win);
  return { win, tab };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startCheckout', () => {
  it('posts the variant with the 70 s timeout and opens the url in the tab it opened on the click', async () => {
    const fetch = respond(200, { url: URL_OK });
    const { win, tab } = stubWindow();
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    expect(await startCheckout(966247)).toEqual({ ok: true, url: URL_OK, opened: 'tab' });
    expect(timeout).toHaveBeenCalledWith(CHECKOUT_TIMEOUT_MS);
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/checkout');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ variantId: 966247 });
    expect(win.open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    expect(tab.location.replace).toHaveBeenCalledWith(URL_OK);
  });

  it('opens the url in the Lemon.js overlay when that script is loaded, and no tab', async () => {
    respond(200, { url: URL_OK });
    const open = vi.fn();
    const { win } = stubWindow({ LemonSqueezy: { Url: { Open: open } } });
    expect(await startCheckout('966248')).toEqual({ ok: true, url: URL_OK, opened: 'overlay' });
    expect(open).toHaveBeenCalledWith(URL_OK);
    expect(win.open).not.toHaveBeenCalled();
  });

  it.each([
    [200, {}, 'Failed to create checkout'],
    [200, { url: 'javascript:alert(1)' }, 'Failed to create checkout'],
    [
      503,
      { error: { code: 'unavailable', message: 'Failed to create checkout' } },
      'Failed to create checkout',
    ],
    [404, { error: { code: 'not-found', message: 'Not found' } }, 'Failed to create checkout'],
    [401, { error: { code: 'unauthenticated', message: 'Sign in first' } }, 'Sign in first'],
    [
      409,
      { error: { code: 'aborted', message: 'You already have an active subscription' } },
      'You already have an active subscription',
    ],
  ])('answers %i %j with %j and closes the tab it opened', async (status, body, message) => {
    respond(status, body);
    const { tab } = stubWindow();
    expect(await startCheckout(966247)).toEqual({ ok: false, message });
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('says Failed to create checkout when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('network down'))),
    );
    const { tab } = stubWindow();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startCheckout(966247)).toEqual({ ok: false, message: 'Failed to create checkout' });
    expect(tab.close).toHaveBeenCalled();
  });

  it('does nothing more when the user closed the tab it opened before the checkout arrived', async () => {
    respond(200, { url: URL_OK });
    const { win, tab } = stubWindow();
    tab.closed = true;
    expect(await startCheckout(966247)).toEqual({ ok: true, url: URL_OK, opened: 'closed' });
    expect(win.open).toHaveBeenCalledTimes(1);
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('goes to the checkout in this tab when pop-ups are blocked', async () => {
    respond(200, { url: URL_OK });
    const { win } = stubWindow();
    win.open.mockReturnValue(null as never);
    expect(await startCheckout(966247)).toMatchObject({ ok: true });
    expect(win.location.assign).toHaveBeenCalledWith(URL_OK);
  });
});
