import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';
import { buildContentSecurityPolicy, HSTS_VALUE } from './security-headers';

afterAll(expectNoInternalErrors);

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'";

describe('buildContentSecurityPolicy', () => {
  it('renders the base policy', () => {
    expect(buildContentSecurityPolicy()).toBe(EXPECTED_CSP);
  });

  it('adds origins to directives without duplicates, and new directives at the end', () => {
    const csp = buildContentSecurityPolicy({
      'script-src': ['https://app.lemonsqueezy.com', "'self'"],
      'frame-src': ['https://checkout.example'],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://app.lemonsqueezy.com;");
    expect(csp.endsWith('frame-src https://checkout.example')).toBe(true);
  });

  it("replaces 'none' when a source is added to such a directive", () => {
    expect(buildContentSecurityPolicy({ 'frame-ancestors': ['https://embed.example'] })).toContain(
      'frame-ancestors https://embed.example',
    );
  });
});

describe('security headers', () => {
  const app = buildTestApp();

  it.each([
    ['an API error', '/api/nope', 404],
    ['a health check', '/api/health', 200],
    ['the web app when not built', '/', 503],
    ['a missing map', '/maps/none.json', 404],
    ['a wrong method', '/Countries', 405],
  ])('are set on %s', async (_label, path, status) => {
    const res = await app.request(path, { method: status === 405 ? 'PUT' : 'GET' });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('HSTS', () => {
  async function hsts(env: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await buildTestApp({ config: testConfig(undefined, env) }).request('/api/health', {
      headers,
    });
    return res.headers.get('strict-transport-security');
  }

  it('is off on plain http', async () => {
    expect(await hsts({})).toBeNull();
    expect(await hsts({ PUBLIC_URL: 'http://localhost:3000' })).toBeNull();
  });

  it('is on when PUBLIC_URL is https', async () => {
    expect(await hsts({ PUBLIC_URL: 'https://maps.example.org' })).toBe(HSTS_VALUE);
  });

  it('follows X-Forwarded-Proto only behind a trusted proxy', async () => {
    expect(await hsts({}, { 'X-Forwarded-Proto': 'https' })).toBeNull();
    expect(await hsts({ TRUST_PROXY: 'true' }, { 'X-Forwarded-Proto': 'https' })).toBe(HSTS_VALUE);
    expect(await hsts({ TRUST_PROXY: 'true' }, { 'X-Forwarded-Proto': 'HTTPS, http' })).toBe(HSTS_VALUE);
    expect(await hsts({ TRUST_PROXY: 'true' }, { 'X-Forwarded-Proto': 'http' })).toBeNull();
    expect(await hsts({ TRUST_PROXY: 'true' })).toBeNull();
  });
});
