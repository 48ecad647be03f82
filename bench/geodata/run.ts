/**
 * Map-data benchmark: builds all countries (or those given, ISO3) into a temporary folder and prints
 * the build time per country and the file sizes.
 *   npx tsx bench/geodata/run.ts [LKA,SYR] [--workers=2]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildMaps } from '../../pipeline/src/build';
import { defaultMirror } from '../../pipeline/src/inputs';

const args = process.argv.slice(2);
const only = args.find((a) => !a.startsWith('--'))?.split(',');
const workers = Number(args.find((a) => a.startsWith('--workers='))?.split('=')[1] ?? 2);
const mapsDir = mkdtempSync(path.join(tmpdir(), 'mapwright-bench-'));
try {
  const summary = await buildMaps({
    mapsDir,
    mirror: defaultMirror(),
    workers,
    ...(only ? { only } : {}),
    onProgress: (line) => console.log(line),
  });
  const screens = summary.results
    .flatMap((r) => r.levels.map((l) => l.screen!.gzipBytes))
    .sort((a, b) => a - b);
  const prints = summary.results.flatMap((r) => r.levels.map((l) => l.print!.gzipBytes));
  console.log(
    JSON.stringify({
      seconds: Math.round(summary.seconds * 10) / 10,
      countries: summary.results.length,
      screenGzMedian: screens[Math.floor((screens.length - 1) / 2)],
      screenGzMax: screens.at(-1),
      printGzMax: Math.max(...prints),
    }),
  );
} finally {
  rmSync(mapsDir, { recursive: true, force: true });
}
