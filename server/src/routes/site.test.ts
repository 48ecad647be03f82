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
    expect(await res.json()).toMatchObject({ contactFormUrl: 'https://forms.example.org/mapwright-contact' });
  });

  it('says null when no form is configured, and still gives an address to write to', async () => {
    const res = await buildTestApp().request('/api/site', { headers: { Host: 'www.maps.example.org:8080' } });
    expect(await res.json()).toEqual({ contactFormUrl: null, contactEmail: 'contact@maps.example.org' });
  });

  it('writes to CONTACT_EMAIL, else contact@ the host of PUBLIC_URL', async () => {
    const configured = buildTestApp({ config: testConfig(undefined, { CONTACT_EMAIL: 'help@example.org' }) });
    expect(await (await configured.request('/api/site')).json()).toMatchObject({
      contactEmail: 'help@example.org',
    });
    const publicUrl = buildTestApp({
      config: testConfig(undefined, { PUBLIC_URL: 'https://mapwright.example' }),
    });
    const res = await publicUrl.request('/api/site', { headers: { Host: 'other.example.org' } });
    expect(await res.json()).toMatchObject({ contactEmail: 'contact@mapwright.example' });
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' }, '/tmp')).toThrow(/CONTACT_EMAIL/);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ CONTACT_FORM_URL: 'javascript:alert(1)' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_FORM_URL: 'javascript:alert(1)' }, '/tmp')).toThrow(/CONTACT_FORM_URL/);
  });
});
