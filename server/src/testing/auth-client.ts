import type { App } from '../app';

/**
 * A tiny browser stand-in for in-process tests: keeps the cookies the app sets and sends them back,
 * with the Origin a same-origin page would send.
 */
export interface TestClient {
  readonly cookies: Map<string, string>;
  /** Every response body this client received, for scanning for secrets. */
  readonly bodies: string[];
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  signUp(email: string, password: string): Promise<Response>;
  signIn(email: string, password: string): Promise<Response>;
}

export const TEST_ORIGIN = 'http://localhost';

export function createTestClient(app: App, options: { headers?: Record<string, string> } = {}): TestClient {
  const cookies = new Map<string, string>();
  const bodies: string[] = [];
  const client: TestClient = {
    cookies,
    bodies,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
      if (cookies.size > 0) {
        headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(init.json);
      }
      const method = init.method ?? (body === undefined ? 'GET' : 'POST');
      if (method !== 'GET' && method !== 'HEAD' && !headers.has('Origin')) headers.set('Origin', TEST_ORIGIN);
      const res = await app.request(path, { ...init, method, headers, body });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '' || /max-age=0\b/i.test(cookie)) cookies.delete(name);
        else cookies.set(name, value);
      }
      if (!(res.headers.get('content-type') ?? '').includes('event-stream'))
        bodies.push(await res.clone().text());
      return res;
    },
    signUp(email, password) {
      return client.request('/api/auth/sign-up/email', {
        json: { email, password, name: email.split('@')[0] },
      });
    },
    signIn(email, password) {
      return client.request('/api/auth/sign-in/email', { json: { email, password } });
    },
  };
  return client;
}
