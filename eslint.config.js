import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import cycles from './scripts/lint/import-cycles.js';

/**
 * The layers of ARCHITECTURE.md ("Layers and the boundary rule"), checked on every import of our sources, `import type`
 * and `import()` included (issue 25 item 2). Each policy says what a layer must never import.
 */
const ROOTS = ['packages/contract/src', 'apps/api/src', 'apps/web/src'];
const SOURCES = ['packages/contract/src/**/*.ts', 'apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'];
const TSCONFIGS = ['packages/contract/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'];
const LAYERS = [
  { type: 'contract', pattern: 'packages/contract/src' },
  { type: 'api-kit', pattern: 'apps/api/src/{lib,plugins,db}' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['name'] },
  { type: 'api', pattern: 'apps/api/src' },
  { type: 'web-kit', pattern: 'apps/web/src/{lib,components}' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-portal-app', pattern: 'apps/web/src/portal-app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['name'] },
  { type: 'web', pattern: 'apps/web/src' },
].map((element) => ({ ...element, partialMatch: false }));
const API = ['api', 'api-kit', 'api-module'];
const WEB = ['web', 'web-kit', 'web-app', 'web-portal-app', 'web-feature'];
const layer = (...types) => ({ element: { types: { anyOf: types } } });
const never = (from, to, message) => ({ from: layer(...from), disallow: { to: layer(...to) }, message });

const layerRules = {
  files: SOURCES,
  plugins: { boundaries, 'import-x': importX, cycles },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true })],
    'import/resolver': { typescript: { project: TSCONFIGS, noWarnOnMultipleProjects: true } },
    'boundaries/elements': LAYERS,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          never(['contract'], [...API, ...WEB], 'The contract imports nothing of ours (zod and date-fns only).'),
          never(API, WEB, 'The API never imports the web app: both import the contract.'),
          never(WEB, API, 'The web app never imports the API: both import the contract.'),
          never(['api-kit'], ['api-module'], 'apps/api/src/{lib,plugins,db} never import a module.'),
          never(
            ['web-kit'],
            ['web-feature', 'web-app', 'web-portal-app'],
            'Web lib/ and components/ never import a feature or app/ (the app imports them).',
          ),
          never(
            ['web-portal-app'],
            ['web-app'],
            'The member portal’s app (portal-app/) never imports the staff app’s shell (app/): a member never downloads it.',
          ),
          {
            from: layer('web-portal-app'),
            disallow: { to: { element: { type: 'web-feature', captured: { name: '!portal' } } } },
            message: 'The member portal’s app (portal-app/) imports the portal feature only: a member never downloads staff screens.',
          },
          never(
            ['web-feature'],
            ['web-app', 'web-portal-app'],
            'A web feature never imports app/ or portal-app/ (the route manifest and the portal app import the features).',
          ),
          {
            from: layer('web-feature'),
            disallow: { to: { element: { type: 'web-feature', captured: { name: '!{{ from.element.captured.name }}' } } } },
            message: 'A web feature never imports another: share through lib/ or components/, or call the contract endpoint in both.',
          },
        ],
      },
    ],
    // Cycles of value imports (import() included); those through an `import type`, and between two API modules or web
    // features, are the local rules' (import-x's no-cycle skips type-only imports and sees files, not folders).
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'cycles/no-type-cycle': ['error', { roots: ROOTS }],
    'cycles/no-module-cycle': ['error', { roots: ROOTS, units: ['apps/api/src/modules/*', 'apps/web/src/features/*'] }],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Every API write transaction goes through writeTransaction (apps/api/src/db/transaction.ts): one place retries
    // deadlocks and serialisation failures and answers 409 "Please try again" (issue 23 item 8).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/transaction.ts', 'apps/api/src/db/seed/**', 'apps/api/src/db/*-cli.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.name=/^(db|database)$/]",
          message: 'Run write transactions through writeTransaction (apps/api/src/db/transaction.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
          message: 'Run write transactions through writeTransaction (apps/api/src/db/transaction.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  layerRules,
  {
    // Drizzle's table files reference each other's keys both ways (a booking's invoice line, a line's booking and its
    // order); the references are lazy (`references(() => …)`), so the cycle never runs at import time.
    files: ['apps/api/src/db/schema/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Small files and functions that read top to bottom (issue 25 item 4); tests, the demo seed and tools are exempt.
    files: SOURCES,
    ignores: ['apps/api/src/db/seed/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The web reaches the API only through the contract's declared endpoints (lib/api-client.ts `call`): no path
    // written by hand (issue 25 item 1).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(api|auth)\\//]',
          message: 'Call a declared endpoint (packages/contract/src/api) through call(); never write an API path.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(api|auth)\\//]',
          message: 'Call a declared endpoint (packages/contract/src/api) through call(); never write an API path.',
        },
      ],
    },
  },
);
