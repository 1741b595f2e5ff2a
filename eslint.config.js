import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const zodImport = {
  name: 'zod',
  message: "Import { z } from '@herway/shared/zod' (zod/mini): the classic API adds ~190 KB to every Lambda bundle.",
};

// A Lambda bundle keeps every schema of a module it imports (docs/lambda-bundles.md): the
// functions import their own source's events, never the whole catalog's.
const eventCatalogImport = {
  name: '@herway/events/catalog',
  allowTypeImports: true,
  message:
    "Import an event from its source's module ('@herway/events/stripe-events', 'calendly-events', 'ses-events' or 'envelope'): the catalog would build every event's schema at each cold start.",
};

const API_PATH_MESSAGE =
  "Name the API route by its handler: callRoute('<area>/<handler>', { path, query, body, schema }) or apiPath(...) from '@/lib/api-client' and '@/lib/api-paths' (shared/src/routes.ts).";

// Feature folders do not import each other (docs/decisions/code-size-and-boundaries.md): web/src/features/<a> may use web/src/components,
// web/src/lib, web/src/testing, @herway/shared and features/auth (the one shared feature: who is signed
// in, the page guard, the API's error shapes), never another feature. auth itself imports no feature.
const SHARED_FEATURE = 'auth';
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => {
  const forbidden = features.filter((other) => other !== feature && other !== SHARED_FEATURE);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodImport],
          patterns: [
            {
              group: forbidden.map((other) => `@/features/${other}/**`),
              message: `features/${feature} may not import another feature: move what both need to web/src/components, web/src/lib or features/auth.`,
            },
            {
              regex: `^(\\.\\./)+(${forbidden.join('|')})/`,
              message: `features/${feature} may not import another feature by a relative path.`,
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.prerender/**', '**/cdk.out/**', '.local/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [zodImport],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Code a new team can carry (docs/decisions/code-size-and-boundaries.md): a source file over 300 lines or a function over 60 is
    // split by concern, not allowed to grow back. An exception says why, with an eslint-disable
    // comment where it is. Tests, browser tests and test helpers are exempt.
    files: ['functions/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'infra/**/*.{ts,tsx}', 'events/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'web/e2e/**'],
    rules: { 'max-lines': ['error', { max: 300 }], 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    // The web app names each API route by its handler in the route table (shared/src/routes.ts):
    // apiPath / callRoute in web/src/lib fill its path and pick its method. A hand-typed '/api/...'
    // string is refused everywhere else in web/src but the tests and their helpers.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', 'web/src/lib/api-paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: API_PATH_MESSAGE },
        { selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]', message: API_PATH_MESSAGE },
      ],
    },
  },
  {
    // Command-line entry points talk to a person on the terminal.
    files: ['infra/local/**/*.ts', 'infra/tools/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The Lambda code (its tests and test helpers are not bundled).
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodImport, eventCatalogImport] }] },
  },
  {
    // A domain's stored items (functions/src/<domain>/store) do not call its services or handlers
    // (docs/architecture.md): a type both need lives beside the item that stores it. They may use
    // the kernel's store and another domain's stored items. Tests may plan with a service.
    files: ['functions/src/*/store/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/src/kernel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodImport, eventCatalogImport],
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)|^\\.\\./\\.\\./(?!kernel/|[a-z-]+/store/)',
              message: 'A store does not import services or handlers: move the shared type beside the stored item, or to the kernel.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Lambda code is a workspace package: `@herway/functions/<path>` (its exports map), not a relative path.
    files: ['infra/**/*.ts', 'web/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodImport], patterns: [{ regex: '^(\\.\\./)+functions/src/', message: "Import the Lambda code as '@herway/functions/<path>'." }] },
      ],
    },
  },
);
