// ESLint: correctness rules only. Formatting is Prettier's job (.prettierrc.json), so eslint-config-prettier comes
// last. `npm run lint` runs it with --max-warnings 0; `npm test` runs it right after the typecheck.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', 'server/src/db/migrations/', 'test-results/', 'tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Same convention as tsc's noUnusedParameters: a leading underscore marks a binding kept on purpose (a
      // rest-sibling omit, a positional parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      // A module-level let filled by a later top-level await and read by functions declared above it cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // API tests read untyped JSON bodies (app.inject's response.json() is any) through small generic helpers.
    files: ['server/tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A row schema built inside a call costs more than the check it makes (zod compiles each new schema on its first
    // parse: about 35 µs for a 30-row answer against 2.5 µs for a schema built once; the dashboards' bench).
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^rows?Of$/][arguments.1.type="CallExpression"]',
          message: 'Build the row schema once, at module level, and pass it to rowOf/rowsOf.',
        },
      ],
    },
  },
  {
    // The console (browser code) and its component tests.
    files: ['src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.tsx', 'tests/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI fields and dialog buttons take autoFocus on purpose: a dialog or a one-step sign-in page moves focus to its
      // first control (WAI-ARIA's dialog pattern); autoFocus on a raw DOM element is still reported.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  prettier,
  {
    // Prettier breaks code at 120 columns (.prettierrc.json) but never a string, a template or a comment; this holds
    // every line to the same width, so a long message is split with + and long SQL is broken over lines. Only a URL
    // may run longer.
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true }] },
  },
);
