/**
 * `npm test`: every check the project has, in order of cost: format, lint, knip, types, unit and integration
 * tests, then a fresh web build and the browser end-to-end tests. Ends with one summary line.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemTools } from './chromium';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
/** The failed tests' names, repeated at the end: a long run's log may be read from its tail only. */
const failures: string[] = [];
const resultsDir = join('.cache', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${title} (${seconds} s)`);
  return ok;
}

/** Adds a Vitest JSON report's counts to the total. */
function count(reportFile: string): void {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults?: {
        name: string;
        assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
      }[];
    };
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed') {
          const why = (test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 200) ?? '';
          failures.push(`${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}: ${why}`);
        }
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests;
    total.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    total.failed += 1; // the runner died before writing its report
  }
}

function vitest(title: string, config: string, report: string): boolean {
  const file = join(resultsDir, report);
  const ok = run(title, 'npx', [
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  count(file);
  return ok;
}

function finish(failedStep?: string): never {
  if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ✖ ${f}`).join('\n')}`);
  if (failedStep) console.log(`\n✖ stopped: ${failedStep} failed`);
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(failedStep || total.failed > 0 ? 1 : 0);
}

const mirror = process.env.GEODATA_MIRROR ?? '../shared/geodata';

if (!run('format (prettier)', 'npx', ['prettier', '--check', '--log-level=warn', '.'])) finish('format');
if (!run('lint (eslint, zero warnings)', 'npx', ['eslint', '--max-warnings=0', '.'])) finish('lint');
if (!run('unused files, exports and dependencies (knip)', 'npx', ['knip', '--no-progress'])) finish('knip');
if (!run('types (tsc, every part)', 'npm', ['run', '--silent', 'typecheck'])) finish('types');
// The map data first: its build runs the mosaic gate on every country, and the unit tests that check
// every country's map (label placement, the gate's re-check) read the built files.
if (
  !run('map data (built once, reused while inputs are unchanged)', 'npm', ['run', '--silent', 'maps'], {
    GEODATA_MIRROR: mirror,
  })
)
  finish('map data');
const unitOk = vitest('unit and integration tests (vitest)', 'vitest.config.ts', 'unit.json');
ensureSystemTools();
if (!run('web build (vite)', 'npx', ['vite', 'build', '--logLevel', 'warn'])) finish('web build');
const e2eOk = vitest(
  'browser end-to-end tests (playwright-core + Chromium)',
  'vitest.e2e.config.ts',
  'e2e.json',
);
finish(!unitOk ? 'unit tests' : !e2eOk ? 'end-to-end tests' : undefined);
