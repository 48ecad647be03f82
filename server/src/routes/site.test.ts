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
    expect(await res.json()).toEqual({
      contactFormUrl: 'https://forms.example.org/mapwright-contact',
      googleSignIn: false,
    });
  });

  it('says null when no form is configured', async () => {
    const res = await buildTestApp().request('/api/site');
    expect(await res.json()).toEqual({ contactFormUrl: null, googleSignIn: false });
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
