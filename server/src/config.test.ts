import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeEnvVars, ENV_VARS, loadConfig } from './config';

const cwd = '/srv/mapwright';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/mapwright/var',
      databaseUrl: undefined,
      publicUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      webDist: '/srv/mapwright/dist/web',
      mapsDir: '/srv/mapwright/var/maps',
      bodyLimitBytes: 1048576,
      authSecret: undefined,
      authRateLimit: 10,
      resetMailLimit: 5,
      savedMaps: { maxCount: 1000, maxBytes: 104857600 },
      rateLimits: { writesPerUser: 60, writesPerAddress: 300, rendersPerAddress: 30, thumbnailsPerUser: 120 },
      render: { threads: 2, timeoutMs: 15000, memoryMb: 512 },
      shutdownGraceMs: 10000,
      google: undefined,
      smtpUrl: undefined,
      mailFrom: 'Mapwright <no-reply@mapwright.invalid>',
      payments: { provider: { kind: 'test' }, subscriptionVariantId: '966247', donationVariantId: '966248' },
      liveData: { allowLoopback: false, minIntervalSeconds: 60 },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('lets live-data links reach loopback only when told (tests)', () => {
    expect(loadConfig({ LIVE_DATA_ALLOW_LOOPBACK: 'true' }, cwd).liveData).toEqual({
      allowLoopback: true,
      minIntervalSeconds: 60,
    });
    expect(loadConfig({ LIVE_DATA_MIN_INTERVAL_SECONDS: '0' }, cwd).liveData.minIntervalSeconds).toBe(0);
    expect(() => loadConfig({ LIVE_DATA_ALLOW_LOOPBACK: 'sometimes' }, cwd)).toThrow(
      'Invalid configuration: LIVE_DATA_ALLOW_LOOPBACK must be true or false (got "sometimes")',
    );
  });

  it('turns Google sign-in on only with both client id and secret, and checks the auth variables', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }, cwd).google).toBeUndefined();
    const config = loadConfig(
      {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'shh',
        GOOGLE_ISSUER: 'http://127.0.0.1:9000/oidc',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        AUTH_RATE_LIMIT: '50',
        RESET_MAIL_LIMIT: '2',
        SAVED_MAPS_LIMIT: '20',
        SAVED_MAPS_BYTES_LIMIT: '65536',
      },
      cwd,
    );
    expect(config).toMatchObject({ resetMailLimit: 2, savedMaps: { maxCount: 20, maxBytes: 65536 } });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'shh',
      issuer: new URL('http://127.0.0.1:9000/oidc'),
    });
    expect(config).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', authRateLimit: 50 });
    expect(() => loadConfig({ AUTH_SECRET: 'short', SMTP_URL: 'http://mail' }, cwd)).toThrow(
      'Invalid configuration: AUTH_SECRET must be at least 32 characters long (value hidden)\n' +
        'Invalid configuration: SMTP_URL must be a URL starting with smtp:// or smtps:// (value hidden)',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/data',
        DATABASE_URL: 'postgresql://app:secret@db:5432/mapwright',
        PUBLIC_URL: 'https://maps.example.org',
        TRUST_PROXY: 'TRUE',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'build/web',
        MAPS_DIR: '/maps',
        BODY_LIMIT_BYTES: '2048',
      },
      cwd,
    );
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/data');
    expect(config.databaseUrl).toBe('postgresql://app:secret@db:5432/mapwright');
    expect(config.publicUrl?.href).toBe('https://maps.example.org/');
    expect(config.trustProxy).toBe(true);
    expect(config.logLevel).toBe('warn');
    expect(config.webDist).toBe('/srv/mapwright/build/web');
    expect(config.mapsDir).toBe('/maps');
    expect(config.bodyLimitBytes).toBe(2048);
  });

  it('puts MAPS_DIR under DATA_DIR by default', () => {
    expect(loadConfig({ DATA_DIR: '/data' }, cwd).mapsDir).toBe('/data/maps');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('accepts PORT=0 (pick a free port) and the boolean spellings', () => {
    expect(loadConfig({ PORT: '0' }, cwd).port).toBe(0);
    for (const [text, value] of [
      ['1', true],
      ['yes', true],
      ['false', false],
      ['0', false],
      ['No', false],
    ] as const) {
      expect(loadConfig({ TRUST_PROXY: text }, cwd).trustProxy).toBe(value);
    }
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer between 0 and 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be an integer between 0 and 65535 (got "70000")'],
    ['PORT', '-1', 'PORT must be an integer between 0 and 65535'],
    ['PORT', '3.5', 'PORT must be an integer'],
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    ['PUBLIC_URL', 'maps.example.org', 'PUBLIC_URL must be an absolute http:// or https:// URL'],
    ['PUBLIC_URL', 'ftp://maps.example.org', 'PUBLIC_URL must be an absolute http:// or https:// URL'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY must be true or false (got "maybe")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of debug, info, warn, error, silent (got "verbose")'],
    ['BODY_LIMIT_BYTES', '0', 'BODY_LIMIT_BYTES must be an integer between 1 and 104857600'],
    ['BODY_LIMIT_BYTES', '1mb', 'BODY_LIMIT_BYTES must be an integer'],
  ])('rejects %s=%j with a message naming it', (name, value, expected) => {
    const message = configError({ [name]: value });
    expect(message.startsWith('Invalid configuration: ')).toBe(true);
    expect(message).toContain(expected);
  });

  it('never echoes a secret value', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(message).toBe(
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql:// (value hidden)',
    );
    expect(message).not.toContain('hunter2');
  });

  it('reports every bad variable at once, one per line', () => {
    const lines = configError({ PORT: 'x', LOG_LEVEL: 'loud' }).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
    expect(lines[1]).toMatch(/^Invalid configuration: LOG_LEVEL /);
  });
});

describe('environment variable docs', () => {
  it('describes every variable with a description', () => {
    const docs = describeEnvVars();
    expect(docs.map((d) => d.name)).toEqual(ENV_VARS.map((v) => v.name));
    for (const doc of docs) expect(doc.description.length).toBeGreaterThan(10);
    expect(docs.find((d) => d.name === 'MAPS_DIR')?.default).toBe('<DATA_DIR>/maps');
  });

  it('docs/server.md has a table row per variable with its default, and no stale rows', () => {
    const markdown = readFileSync(fileURLToPath(new URL('../../docs/server.md', import.meta.url)), 'utf8');
    const rows = new Map<string, string>();
    for (const line of markdown.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      const name = /^`([A-Z_]+)`$/.exec(cells[1] ?? '')?.[1];
      if (name) rows.set(name, (cells[2] ?? '').replace(/^`|`$/g, ''));
    }
    const expected = new Map(describeEnvVars().map((d) => [d.name, d.default]));
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(expected));
  });
});
