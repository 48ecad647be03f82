import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The parts in layers: a part imports only those below it (ADR "Parts in layers, checked by the linter").
 * core < pipeline < server; web beside them on the core alone; then scripts < e2e < bench.
 */
const LAYERS = {
  core: ['web', 'server', 'pipeline', 'scripts', 'e2e', 'bench'],
  pipeline: ['web', 'server', 'scripts', 'e2e', 'bench'],
  server: ['web', 'scripts', 'e2e', 'bench'],
  web: ['server', 'pipeline', 'scripts', 'e2e', 'bench'],
  scripts: ['e2e', 'bench'],
  e2e: ['bench'],
};

/**
 * The editor by feature (ADR "The editor by feature"): a feature reaches another only through its
 * index.ts, and the chrome the desktop and the phone share imports no feature.
 */
const FEATURES_DIR = './web/src/editor/features';
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `${FEATURES_DIR}/${feature}`,
    from: FEATURES_DIR,
    except: [`./${feature}`, './feature.ts', ...FEATURES.map((other) => `./${other}/index.ts`)],
    message: 'a feature reaches another only through its index.ts',
  })),
  { target: './web/src/editor/chrome', from: FEATURES_DIR, message: 'the chrome imports no feature' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'var', '.cache', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rules read the imports of (import-x reads only .js files unless told).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // A cycle of value imports; `import type` edges are erased at build time and not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...Object.entries(LAYERS).map(([target, above]) => ({
              target: `./${target}`,
              from: above.map((part) => `./${part}`),
              message: `${target} may not import a part above it`,
            })),
            ...FEATURE_ZONES,
          ],
        },
      ],
    },
  },
  {
    // The other parts reach the core through its package name, never by a relative path into it.
    files: ['{web,server,pipeline,e2e,bench,scripts,tooling}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/core/src/**'], message: "import the core as '@mapwright/core/…'" }],
        },
      ],
    },
  },
  {
    // The editor's screen draws the core's composition of the frame (core/src/render/composition): each
    // layer controller patches its part, calling none of the drawing functions itself (ADR 0153).
    files: ['web/src/editor/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/core/src/**'], message: "import the core as '@mapwright/core/…'" }],
          paths: [
            ['render/render-territories', ['renderTerritories', 'renderTerritory']],
            ['render/render-heat-overlays', ['renderHeatOverlays', 'renderHeatOverlay']],
            ['render/render-pixel-grid', ['renderPixelGrid']],
            ['labels/place', ['placeLabels']],
            ['render/render-zoom-insets', ['renderZoomInsets', 'zoomInsetTerritories', 'zoomOverlayCopy']],
          ].map(([path, importNames]) => ({
            name: `@mapwright/core/${path}`,
            importNames,
            message: "draw from the composition's part (core/src/render/composition), not the drawing itself",
          })),
        },
      ],
    },
  },
  {
    // The core is pure: no UI, no I/O. It may not import the web app, the server, Node or React.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/server/**', '**/pipeline/**'],
              message: 'core imports neither web nor server',
            },
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'hono', 'pg'],
              message: 'core has no I/O and no UI',
            },
          ],
        },
      ],
    },
  },
);
