// Lint rules, including the import direction of ARCHITECTURE.md:
// contracts <- server, contracts <- web; server and web never import each other;
// in the web, components and lib <- features <- app.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverOrWeb = [
  {
    group: ['@hemis/server', '**/server/src/**'],
    message: 'Only the server imports server code; share through @hemis/contracts.',
  },
  { group: ['@hemis/web', '**/web/src/**'], message: 'Only the web imports web code; share through @hemis/contracts.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'server/src/generated/**', '.data/**', '.tmp/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOrWeb,
            {
              group: ['node:*', '@prisma/*', 'fastify*', 'react*', '@mui/*'],
              message: 'contracts/ is pure TypeScript shared by server and web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOrWeb[1]] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    // The build's configuration runs in Node, not in the browser.
    ignores: ['web/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverOrWeb[0], { group: ['node:*', '@prisma/*'], message: 'The web runs in the browser.' }] },
      ],
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOrWeb[0],
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared web code does not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverOrWeb[0], { group: ['**/app/**'], message: 'Features do not depend on the app shell.' }] },
      ],
    },
  },
);
