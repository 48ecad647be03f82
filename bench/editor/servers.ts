import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const MAPS_DIR = process.env.MAPS_DIR ?? join(ROOT, 'var/maps');

export interface Running {
  readonly url: string;
  stop(): Promise<void>;
}

/** The real server entry point, as e2e/globalSetup.ts starts it: free port, fresh data directory. */
export async function startAppServer(
  env: Readonly<Record<string, string>> = {},
  options: {
    nodeArgs?: readonly string[];
    onOutput?: (text: string) => void;
    /** Another checkout of the project to run (bench/api --compare); this one by default. */
    root?: string;
  } = {},
): Promise<Running & { readonly pid: number | undefined }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mapwright-bench-'));
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAPS_DIR,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      options.onOutput?.(chunk.toString());
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1].replace(/\/$/, ''));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      options.onOutput?.(chunk.toString());
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${out}`));
    });
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** Serves the baseline build and the map files (/maps/… from MAPS_DIR), nothing else. */
export async function startStaticServer(webDir: string): Promise<Running> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const base = path.startsWith('/maps/') ? MAPS_DIR : webDir;
    const rel = path.startsWith('/maps/') ? path.slice('/maps/'.length) : path === '/' ? 'index.html' : path;
    const file = normalize(join(base, rel));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}
