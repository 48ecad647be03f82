import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
