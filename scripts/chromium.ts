import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

/**
 * Browser tests use the system Chromium (no browser downloads on our machines). Installs it with apt when
 * missing and we are root; otherwise stops with a one-line instruction.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then npm test again.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing it with apt-get (once)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}
