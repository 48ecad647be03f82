/**
 * The phone row's load in two builds, interleaved: `npx tsx bench/editor/compare-loads.ts [loads]`
 * with BEFORE and AFTER set to build directories (default .cache/bench-before-web, an older revision
 * built in a git worktree, and .cache/bench-editor-web, run.ts's build of the current source), and
 * BEFORE_MAPS the older revision's map files when they differ. Each round loads both builds cold, in
 * alternating order, as the mobile row loads the editor (mobile.ts openPhoneEditor: 390x844, touch,
 * CPU 4x, the both-levels draft), so a busy spell of the machine falls on both alike.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { percentile } from './measure';
import { openPhoneEditor } from './mobile';
import { ARGS } from './run-shared';
import { ROOT, startAppServer } from './servers';

const loads = Number(process.argv[2] ?? 10);
const builds = [
  {
    name: 'before',
    dist: process.env.BEFORE ?? '.cache/bench-before-web',
    maps: process.env.BEFORE_MAPS,
  },
  { name: 'after', dist: process.env.AFTER ?? '.cache/bench-editor-web', maps: undefined },
];
const apps = await Promise.all(
  builds.map((b) =>
    startAppServer({ WEB_DIST: join(ROOT, b.dist), ...(b.maps !== undefined && { MAPS_DIR: b.maps }) }),
  ),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
try {
  for (const app of apps)
    for (const path of ['/api/me', '/maps/index.json', '/'])
      await (await fetch(`${app.url}${path}`)).arrayBuffer();
  const times: number[][] = builds.map(() => []);
  for (let round = 0; round < loads; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const opened = await openPhoneEditor(browser, apps[i]?.url ?? '');
      times[i]?.push(opened.interactive);
      await opened.page.context().close();
    }
  }
  builds.forEach((b, i) => {
    const all = [...(times[i] ?? [])].sort((x, y) => x - y);
    console.log(
      `${b.name.padEnd(7)} interactive median ${percentile(all, 50).toFixed(0)} ms ` +
        `(${all.map((t) => t.toFixed(0)).join(' ')})`,
    );
  });
} finally {
  await browser.close();
  await Promise.all(apps.map((app) => app.stop()));
}
