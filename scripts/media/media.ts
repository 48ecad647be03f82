/**
 * `npm run media [-- --only key,key] [-- --no-build]`: makes every picture and clip of the landing and
 * About pages from the product itself. Builds the web app, starts the real server on 127.0.0.1 with a
 * fresh data directory, drives the real editor in Chromium (playwright-core, /usr/bin/chromium) through
 * each feature while the DevTools screencast records the page, and encodes with ffmpeg into web/public/media/. The
 * outputs are committed, so a clone serves them without Chromium or ffmpeg.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { CLIP_SIZE, allMediaFiles, clipFiles } from '../../web/src/media/manifest';
import { ANNOTATION_CLIPS, CLIPS } from './clips';
import { signUp } from './driver';
import { encodeClip, encodeStill } from './encode';
import { startScreencast } from './screencast';
import { STILLS } from './stills';
import { drawWorldRegions, WORLD_REGIONS_FILE } from './worldRegions';

const ROOT = resolve(import.meta.dirname, '../..');
const PUBLIC = join(ROOT, 'web/public');
/** What the clips are recorded at: the editor's desktop layout, scaled down by half when encoded. */
const RECORD = { width: CLIP_SIZE.width * 2, height: CLIP_SIZE.height * 2 };

const args = process.argv.slice(2);
const only = args.includes('--only') ? new Set((args[args.indexOf('--only') + 1] ?? '').split(',')) : null;
const wanted = (name: string) => only === null || only.has(name);

async function startServer(work: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      MAPS_DIR: process.env.MAPS_DIR ?? join(ROOT, 'var/maps'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      WRITE_RATE_LIMIT: '100000',
      WRITE_RATE_LIMIT_PER_ADDRESS: '100000',
      RENDER_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the server did not start within 60 s:\n${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        ok(match[1].replace(/\/$/, ''));
      }
    });
    child.on('exit', (code) => fail(new Error(`the server exited with code ${code}:\n${out}`)));
  });
  return { url, process: child };
}

async function recordClips(browser: Browser, url: string, work: string): Promise<void> {
  for (const clip of [...CLIPS, ...ANNOTATION_CLIPS]) {
    if (!wanted(clip.key)) continue;
    const dir = join(work, clip.key);
    mkdirSync(dir);
    const context = await browser.newContext({ baseURL: url, viewport: RECORD, acceptDownloads: true });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signUp(page, url, clip.key);
    await clip.prepare(page);
    await page.waitForTimeout(400);
    const stop = await startScreencast(page, dir, RECORD);
    await clip.act(page);
    const recording = await stop();
    await context.close();
    encodeClip(recording.list, mediaPaths(clipFiles(clip.key)));
    console.log(`clip ${clip.key}: ${recording.seconds.toFixed(1)} s, ${recording.frames} frames`);
  }
}

async function makeStills(browser: Browser, url: string, work: string): Promise<void> {
  for (const still of STILLS) {
    if (!wanted(still.src)) continue;
    const context = await browser.newContext({
      baseURL: url,
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await signUp(page, url, 'still');
    const made = await still.make(page);
    const png = typeof made === 'string' ? made : join(work, `${still.src.replaceAll('/', '_')}.png`);
    if (typeof made !== 'string') writeFileSync(png, made);
    encodeStill(png, still.width, still.height, join(PUBLIC, still.src));
    await context.close();
    console.log(`still ${still.src}`);
  }
}

function mediaPaths(files: { webm: string; mp4: string; poster: string }) {
  return { webm: join(PUBLIC, files.webm), mp4: join(PUBLIC, files.mp4), poster: join(PUBLIC, files.poster) };
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  writeFileSync(join(ROOT, WORLD_REGIONS_FILE), `${JSON.stringify(drawWorldRegions())}\n`);
  spawnSync('npx', ['prettier', '--write', WORLD_REGIONS_FILE], { cwd: ROOT, stdio: 'ignore' });
  const work = mkdtempSync(join(tmpdir(), 'mapwright-media-'));
  const server = await startServer(work);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    await recordClips(browser, server.url, work);
    await makeStills(browser, server.url, work);
  } finally {
    await browser.close();
    server.process.kill();
    rmSync(work, { recursive: true, force: true });
  }
  let total = 0;
  for (const file of allMediaFiles()) {
    const bytes = statSync(join(PUBLIC, file), { throwIfNoEntry: false })?.size ?? 0;
    total += bytes;
    console.log(`${(bytes / 1024).toFixed(0).padStart(6)} KB  ${file}`);
  }
  console.log(`${(total / 1024).toFixed(0).padStart(6)} KB  in all`);
}

await main();
