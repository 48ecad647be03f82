import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret Better Auth signs cookies with: AUTH_SECRET, or else one generated on first start into
 * <DATA_DIR>/auth-secret (readable by the owner only) and reused afterwards, so sessions survive restarts
 * without configuration. Several app servers on one PostgreSQL must share AUTH_SECRET instead.
 */
export function resolveAuthSecret(config: { authSecret: string | undefined; dataDir: string }): string {
  if (config.authSecret !== undefined) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
