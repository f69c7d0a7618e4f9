// Flat config: type-aware TypeScript rules plus the boundary rules of STYLE.md.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/*.config.*',
      '**/eval-out/**',
      'coverage/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/external-module-folders': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config.ts only.' },
      ],
    },
  },
  {
    // Boundaries: web features do not import each other; server routes/services/repos flow one way.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/features/*/**',
              from: './apps/web/src/features',
              except: ['./'],
              message:
                'A feature must not import another feature; move shared code to components/ or lib/.',
            },
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src',
              from: './apps/web',
              message: 'The server does not import the web app.',
            },
            {
              target: './apps/server/src/modules/*/*.repo.ts',
              from: './apps/server/src/modules/*/*.service.ts',
              message: 'Repos do not call services.',
            },
            {
              target: './apps/server/src/modules/*/*.service.ts',
              from: './apps/server/src/modules/*/*.routes.ts',
              message: 'Services do not know about routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: './apps',
              message: 'shared depends on nothing in apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      '**/*.test.ts',
      '**/test/**',
      'bench/**',
      'scripts/**',
      '**/e2e/**',
      '**/cli/**',
      '**/*.cli.ts',
      'packages/tryon/src/eval/**',
    ],
    rules: {
      'no-restricted-properties': 'off',
      'no-console': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
