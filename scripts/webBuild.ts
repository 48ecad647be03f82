import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const WEB_INPUTS = [
  'web',
  'core',
  'vite.config.ts',
  'scripts/precompress.ts',
  'server/src/http/precompressed.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/web is missing or older than any of its sources. */
export function webBuildIsStale(root: string, outDir = 'dist/web'): boolean {
  const index = join(root, outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return WEB_INPUTS.some((input) => newestMtime(join(root, input)) > built);
}

/** Builds the web app with Vite when it is stale, so `npm start` always serves the current code. */
export function ensureWebBuild(root: string): void {
  if (!webBuildIsStale(root)) return;
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app failed to build (see above).');
}
