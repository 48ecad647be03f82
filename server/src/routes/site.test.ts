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
    expect(await res.json()).toEqual({ contactFormUrl: 'https://forms.example.org/mapwright-contact' });
  });

  it('says null when no form is configured', async () => {
    const res = await buildTestApp().request('/api/site');
    expect(await res.json()).toEqual({ contactFormUrl: null });
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => loadConfig({ CONTACT_FORM_URL: 'javascript:alert(1)' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_FORM_URL: 'javascript:alert(1)' }, '/tmp')).toThrow(/CONTACT_FORM_URL/);
  });
});
