/**
 * `npm run dev`: the API server (restarted on change by tsx watch) on API_PORT (3001) and Vite's dev server
 * with hot reload on 5173, which proxies /api and /maps to it. Map data is built first if needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureMaps } from '../pipeline/src/ensure';
import { defaultMirror } from '../pipeline/src/inputs';
import { loadConfig } from '../server/src/config';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const config = loadConfig({ ...process.env, PORT: apiPort });
await ensureMaps({
  mapsDir: config.mapsDir,
  mirror: defaultMirror(),
  onProgress: (line) => console.log(line),
});

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stop(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
