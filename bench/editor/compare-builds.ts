/**
 * Pixel comparison of the map between two builds: `npx tsx bench/editor/compare-builds.ts Country …`
 * with BEFORE and AFTER set to build directories (default .cache/bench-before-web, built from an older
 * revision in a git worktree, and .cache/bench-editor-web, run.ts's build of the current source), and
 * BEFORE_MAPS the older revision's map files when they differ (the worktree's var/maps).
 *
 * Screenshots the frame at level 2 with both levels shown in each build and counts the pixels that
 * differ between the title band and the credit line (text is left out: it does not come from the
 * geometry). Writes /tmp/diff-{Country}.png with the differing pixels in red.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { ARGS, LEVEL_2_DRAWN, seedBothLevelsDraft } from './run-shared';
import { ROOT, startAppServer } from './servers';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
async function shot(dir: string, country: string, mapsDir: string | undefined): Promise<Buffer> {
  const app = await startAppServer({ WEB_DIST: join(ROOT, dir), ...(mapsDir && { MAPS_DIR: mapsDir }) });
  for (const path of ['/api/me', '/']) await (await fetch(`${app.url}${path}`)).arrayBuffer();
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await seedBothLevelsDraft(page, country);
  await page.goto(`${app.url}/Countries/${country}`);
  await page.locator(LEVEL_2_DRAWN).first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(500);
  const png = await page.locator('.map-surface').screenshot();
  await page.close();
  await app.stop();
  return png;
}
for (const country of process.argv.slice(2)) {
  const a = PNG.sync.read(
    await shot(process.env.BEFORE ?? '.cache/bench-before-web', country, process.env.BEFORE_MAPS),
  );
  const b = PNG.sync.read(await shot(process.env.AFTER ?? '.cache/bench-editor-web', country, undefined));
  let diff = 0;
  let max = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const y = Math.floor(i / 4 / a.width);
    if (y < 75 || y > 570) continue; // title and credit text: not geometry
    const d = Math.max(...[0, 1, 2].map((k) => Math.abs((a.data[i + k] ?? 0) - (b.data[i + k] ?? 0))));
    if (d > 0) diff++;
    max = Math.max(max, d);
  }
  const out = new PNG({ width: a.width, height: a.height });
  for (let i = 0; i < a.data.length; i += 4) {
    const d = [0, 1, 2].some((k) => a.data[i + k] !== b.data[i + k]);
    out.data[i] = d ? 255 : (a.data[i] ?? 0) / 3;
    out.data[i + 1] = d ? 0 : (a.data[i + 1] ?? 0) / 3;
    out.data[i + 2] = d ? 0 : (a.data[i + 2] ?? 0) / 3;
    out.data[i + 3] = 255;
  }
  writeFileSync(`/tmp/diff-${country}.png`, PNG.sync.write(out));
  console.log(
    `${country}: ${diff} map pixels of ${a.width}x${a.height} differ (largest channel difference ${max}/255)`,
  );
}
await browser.close();
