import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../config';
import { buildTestApp, expectNoInternalErrors, testConfig } from '../testing/app';

afterAll(expectNoInternalErrors);

describe('GET /api/site', () => {
  it('gives the contact form address from CONTACT_FORM_URL', async () => {
    const app = buildTestApp({
      config: testConfig(undefined, { CONTACT_FORM_URL: 'https://forms.example.org/mapwright-contact' }),
    });
    const res = await app.request('/api/site');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      contactFormUrl: 'https://forms.example.org/mapwright-contact',
      googleSignIn: false,
    });
  });

  it('says null when no form is configured, and still gives an address on its own host to write to', async () => {
    // In-process, the server's own origin is http://localhost; a request's Host never names it.
    const res = await buildTestApp().request('/api/site', { headers: { Host: 'www.evil.example:8080' } });
    expect(await res.json()).toEqual({
      contactFormUrl: null,
      contactEmail: 'contact@localhost',
      googleSignIn: false,
    });
  });

  it('writes to CONTACT_EMAIL, else contact@ the host of PUBLIC_URL (less www.)', async () => {
    const configured = buildTestApp({ config: testConfig(undefined, { CONTACT_EMAIL: 'help@example.org' }) });
    expect(await (await configured.request('/api/site')).json()).toMatchObject({
      contactEmail: 'help@example.org',
    });
    const publicUrl = buildTestApp({
      config: testConfig(undefined, { PUBLIC_URL: 'https://www.mapwright.example' }),
    });
    const res = await publicUrl.request('/api/site', { headers: { Host: 'other.example.org' } });
    expect(await res.json()).toMatchObject({ contactEmail: 'contact@mapwright.example' });
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' }, '/tmp')).toThrow(/CONTACT_EMAIL/);
  });

  it('says whether Google sign-in is configured (client id and secret both set)', async () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    const res = await buildTestApp({ config: testConfig(undefined, google) }).request('/api/site');
    expect(((await res.json()) as { googleSignIn: boolean }).googleSignIn).toBe(true);
    const half = buildTestApp({ config: testConfig(undefined, { GOOGLE_CLIENT_ID: 'id' }) });
    expect(((await (await half.request('/api/site')).json()) as { googleSignIn: boolean }).googleSignIn).toBe(
      false,
    );
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ CONTACT_FORM_URL: 'javascript:alert(1)' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_FORM_URL: 'javascript:alert(1)' }, '/tmp')).toThrow(/CONTACT_FORM_URL/);
  });
});
