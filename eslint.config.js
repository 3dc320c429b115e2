import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web features may not import each other (DESIGN.md: bulletproof-react's rule); routes compose them.
const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/routes.',
}));

// Server modules reach each other through the other module's service file, never its stores
// (DESIGN.md rule 4): a file in modules/A may not import modules/B/*store*.ts. Tests and test
// support may set up any data, so they are left out.
const serverModulesDir = 'apps/server/src/modules';
const serverModulesPath = path.join(import.meta.dirname, serverModulesDir);
const serverModules = existsSync(serverModulesPath)
  ? readdirSync(serverModulesPath, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const serverTestFiles = ['**/*.test.ts', '**/crash-test-*.ts', '**/*-test-helpers.ts', '**/test-*.ts'];

/**
 * The cross-module store imports that were there when the rule came: importing file (under
 * modules/) -> the stores it may still import. This list ONLY SHRINKS: move the read or write
 * behind the owning module's service and delete the line; never add one.
 * (module-store-rule.test.ts fails when an entry is no longer used.)
 */
export const moduleStoreAllowlist = {
  'development-orders/add-rolls-event.ts': ['orders/store.ts'],
  'development-orders/add-rush.ts': ['orders/attempt-store.ts', 'orders/store.ts', 'promos/store.ts'],
  'development-orders/adjust-order.ts': ['orders/attempt-store.ts', 'orders/store.ts'],
  'development-orders/adjustment-emails.ts': ['orders/store.ts', 'users/store.ts'],
  'development-orders/adjustment-routes.ts': ['orders/store.ts'],
  'development-orders/bulk-actions.ts': ['orders/store.ts'],
  'development-orders/create-development-order.ts': ['orders/store.ts', 'users/store.ts'],
  'development-orders/order-emails.ts': ['users/store.ts'],
  'development-orders/present-development-order.ts': ['orders/store.ts'],
  'development-orders/read-public-order.ts': ['orders/store.ts'],
  'development-orders/reprice-adjusted-order.ts': ['orders/store.ts'],
  'development-orders/request-return.ts': ['orders/attempt-store.ts', 'orders/store.ts', 'promos/store.ts'],
  'development-orders/return-routes.ts': ['orders/store.ts'],
  'development-orders/routes.ts': ['orders/store.ts'],
  'development-orders/scans-ready.ts': ['orders/store.ts'],
  'development-orders/status-routes.ts': ['orders/store.ts'],
  'payments/handle-webhook.ts': ['orders/attempt-store.ts'],
  'prints/convert-draft-job.ts': ['scans/store.ts'],
  'prints/drafts.ts': ['scans/store.ts'],
  'prints/print-service.ts': ['scans/store.ts'],
  'vendor-orders/list-vendor-orders.ts': ['development-orders/store.ts'],
};

const storeRule = (moduleName, allowedStores = []) => [
  'error',
  {
    basePath: import.meta.dirname,
    zones: [
      {
        target: `${serverModulesDir}/${moduleName}/**`,
        from: `${serverModulesDir}/!(${moduleName})/**/*store*.ts`,
        except: allowedStores.map((store) => `**/${serverModulesDir}/${store}`),
        message: "Import the other module's service file, not its store (DESIGN.md rule 4).",
      },
    ],
  },
];
const moduleStoreBlocks = [
  ...serverModules.map((name) => ({
    files: [`${serverModulesDir}/${name}/**/*.ts`],
    ignores: serverTestFiles,
    rules: { 'import-x/no-restricted-paths': storeRule(name) },
  })),
  ...Object.entries(moduleStoreAllowlist).map(([file, stores]) => ({
    files: [`${serverModulesDir}/${file}`],
    rules: { 'import-x/no-restricted-paths': storeRule(file.split('/')[0], stores) },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/bench-dist/**',
      '**/drizzle/**',
      '**/.e2e-data/**',
      '**/test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fastify*', 'drizzle-orm*', 'react*'] }],
    },
  },
  ...moduleStoreBlocks,
);
