import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags our machines need: no sandbox (root), and no background network (there is none). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // Chromium 156 builds two WebUI omnibox popups (chrome://omnibox-popup.top-chrome) for every new
  // window, i.e. every browser context a test opens: a few hundred ms of the machine's two cores,
  // compiled while the page under test loads. A headless browser never shows them.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** What the browser tests need from the system, by the apt package that has it. */
const SYSTEM_TOOLS: readonly { readonly pkg: string; readonly present: () => boolean }[] = [
  // The system Chromium: no browser downloads on our machines.
  { pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH) },
  // poppler's pdftotext and pdftoppm: PDF exports are checked by their text and pixels.
  { pkg: 'poppler-utils', present: () => onPath('pdftotext') && onPath('pdftoppm') },
  // ffmpeg: a time map's video export is checked frame by frame (e2e/time-map.e2e.ts).
  { pkg: 'ffmpeg', present: () => onPath('ffmpeg') },
];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, command)));
}

/**
 * Installs what the browser tests need with one apt-get, before any test runs: test files run two at
 * a time, and two apt-gets at once fail on dpkg's lock (a CI run met that). Only when something is
 * missing and we are root; otherwise stops with a one-line instruction.
 */
export function ensureSystemTools(): void {
  const missing = SYSTEM_TOOLS.filter((tool) => !tool.present()).map((tool) => tool.pkg);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the browser tests: run 'sudo apt-get install -y ${missing.join(' ')}', then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get (once)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  const still = SYSTEM_TOOLS.filter((tool) => !tool.present()).map((tool) => tool.pkg);
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.join(', ')} is still missing.`);
    process.exit(1);
  }
}
