// Flat config: type-aware TypeScript rules plus the boundary rules of STYLE.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** Resolves imports the way TypeScript does (extensionless .ts/.tsx, package exports, tsconfig paths). */
const typescriptResolver = (tsconfig) =>
  createNodeResolver({
    extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.node'],
    conditionNames: ['types', 'import', 'require', 'default'],
    ...(tsconfig ? { tsconfig: { configFile: join(root, tsconfig), references: 'auto' } } : {}),
  });

// One zone per web feature: a feature imports only its own files, components/, lib/ and app/.
const webFeatureZones = foldersIn('apps/web/src/features').map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature must not import another feature; move shared code to components/ or lib/.',
}));

// A server module reaches another module only through its *.service.ts (never its repo).
// Known debt, named one by one (issue 14, server half): pure helpers that other modules still
// import directly. Repos are never on this list.
const SHARED_MODULE_HELPERS = `${root}/apps/server/src/modules/{${[
  'users/users.mapper',
  'uploads/uploads.multipart',
  'uploads/uploads.image',
  'uploads/signed-url',
  'payments/payments.reconciler',
  'api-keys/api-keys.usage',
  'api-keys/api-keys.format',
].join(',')}}.ts`;
const serverModuleZones = foldersIn('apps/server/src/modules').map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: `${root}/apps/server/src/modules/!(${module})/**`,
  except: [`${root}/apps/server/src/modules/*/*.service.ts`, SHARED_MODULE_HELPERS],
  message: 'Another module is reached through its *.service.ts only, never its repo or internals.',
}));
const serverZones = [
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
];

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
      'import-x/resolver-next': [typescriptResolver()],
      // Without these import-x parses no .ts file it follows, so no-cycle never saw a TS cycle.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
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
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(url|raw|inline)$'] }],
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
    settings: { 'import-x/resolver-next': [typescriptResolver('apps/web/tsconfig.json')] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatureZones,
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: './apps/web/src/features',
              message: 'lib/ and components/ are shared: they do not import features.',
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
        { basePath: root, zones: [...serverModuleZones, ...serverZones] },
      ],
    },
  },
  {
    // Tests may set up state through another module's repo.
    files: ['apps/server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }] },
  },
  {
    files: ['packages/tryon/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/tryon/src/local',
              from: './packages/tryon/src/remote',
              message: 'The local and remote engines are independent; share through src/ files.',
            },
            {
              target: './packages/tryon/src/remote',
              from: './packages/tryon/src/local',
              message: 'The local and remote engines are independent; share through src/ files.',
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
          basePath: root,
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
    // The repo's tooling tests sit in no tsconfig project: linted without type information.
    files: ['scripts/**/*.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
);
