import { readFileSync } from 'node:fs';

/** The package version, shown by /api/health so an operator can tell which build is answering. */
export function readVersion(packageJsonUrl = new URL('../../package.json', import.meta.url)): string {
  const parsed: unknown = JSON.parse(readFileSync(packageJsonUrl, 'utf8'));
  const version = (parsed as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}
