import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret';

describe('resolveAuthSecret', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when set, without touching the data directory', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-secret-'));
    expect(resolveAuthSecret({ authSecret: 's'.repeat(32), dataDir: dir })).toBe('s'.repeat(32));
    await expect(stat(path.join(dir, 'auth-secret'))).rejects.toThrow();
  });

  it('generates a secret once into DATA_DIR (owner-only) and reuses it after a restart', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mapwright-secret-'));
    const first = resolveAuthSecret({ authSecret: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ authSecret: undefined, dataDir: dir })).toBe(first);
    expect((await stat(path.join(dir, 'auth-secret'))).mode & 0o777).toBe(0o600);
  });
});
