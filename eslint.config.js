import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
