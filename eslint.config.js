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

// Server modules reach each other through the other module's service file, never its stores or
// tables (DESIGN.md rule 4): a file in modules/A may not import modules/B/*store*.ts nor a
// db/schema file that belongs to B. Tests and test support may set up any data, so they are left out.
const serverModulesDir = 'apps/server/src/modules';
const serverModulesPath = path.join(import.meta.dirname, serverModulesDir);
const serverModules = existsSync(serverModulesPath)
  ? readdirSync(serverModulesPath, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const serverTestFiles = ['**/*.test.ts', '**/crash-test-*.ts', '**/*-test-helpers.ts', '**/test-*.ts'];

/** Which module owns the tables of each schema file; files not named here are shared (index, relations...). */
export const schemaOwners = {
  addresses: ['addresses'],
  auth: ['auth'],
  collections: ['products'],
  credits: ['credits'],
  development: ['development-orders'],
  downloads: ['zip-downloads'],
  jobs: ['jobs'],
  'live-feed': ['live-feed'],
  'local-payments': ['payments'],
  locations: ['locations'],
  mail: ['outbox', 'auth'],
  marketing: ['subscribers', 'blog'],
  media: ['products'],
  messengers: ['messengers'],
  orders: ['orders'],
  payments: ['orders', 'payments', 'payment-methods'],
  'page-words': ['page-words'],
  'pick-ups': ['development-orders'],
  plans: ['memberships'],
  preferences: ['preferences'],
  prints: ['prints'],
  products: ['products'],
  'promo-redemptions': ['promos'],
  promos: ['promos'],
  referrals: ['referrals'],
  retention: ['scan-retention'],
  rolls: ['rolls'],
  'roll-events': ['development-orders', 'roll-events'],
  scans: ['scans'],
  'settled-payments': ['orders', 'memberships'],
  shares: ['shares'],
  shipments: ['orders'],
  social: ['social-submissions'],
  stations: ['stations'],
  subscriptions: ['memberships'],
  tags: ['tags'],
  unlocks: ['tiff-unlocks'],
  users: ['users'],
  vendors: ['vendor-orders'],
  waitlist: ['waitlist'],
};

const othersSchemaFiles = (moduleName) =>
  Object.keys(schemaOwners).filter((file) => !schemaOwners[file].includes(moduleName));

const boundaryRule = (moduleName) => [
  'error',
  {
    basePath: import.meta.dirname,
    zones: [
      {
        target: `${serverModulesDir}/${moduleName}/**`,
        from: [
          `${serverModulesDir}/!(${moduleName})/**/*store*.ts`,
          `apps/server/src/db/schema/{${othersSchemaFiles(moduleName).join(',')}}.ts`,
        ],
        message: "Ask the owning module's service file, not its store or tables (DESIGN.md rule 4).",
      },
    ],
  },
];
// No exceptions: every module reaches the others through their service files.
const moduleBoundaryBlocks = serverModules.map((name) => ({
  files: [`${serverModulesDir}/${name}/**/*.ts`],
  ignores: serverTestFiles,
  rules: { 'import-x/no-restricted-paths': boundaryRule(name) },
}));

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
  ...moduleBoundaryBlocks,
);
