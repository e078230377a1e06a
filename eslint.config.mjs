import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const REMOTES = ['mfe-money-movement', 'mfe-onboarding', 'mfe-planning', 'mfe-coaching', 'mfe-statements'];

// Import boundaries (design.md): no remote imports another remote or the shell, and
// @qube/shared imports no app. Everything shared goes through @qube/shared.
const boundary = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((dir) => ({
        group: [`**/${dir}/src/**`, `**/${dir}/build/**`, `@qube/${dir}`, `@qube/${dir}/**`],
        message: `Import through @qube/shared instead of reaching into ${dir}.`,
      })),
    },
  ],
});

// API layers (issue 23 §1, docs/adr/0085-api-platform-layer.md, 0087-api-areas.md): platform/ is what every area
// uses and imports no area (only their tables, to gather the one schema), nor the scheduler or the seed.
const PLATFORM_BELOW = 'api/src/platform imports no area, nor the scheduler or the seed: move what it needs into platform.';

// API areas (issue 23 §1, docs/adr/0087-api-areas.md): code outside an area reaches it only through its public
// modules, `areas/<area>` (index.ts, its rules) and `areas/<area>/routes` (its route plugins); the proofs and the test
// helpers test areas from inside and may reach further.
const API_AREAS = fs.readdirSync(new URL('./api/src/areas', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const PUBLIC_ONLY = 'Import another area only through its public module (areas/<area>, or areas/<area>/routes for route plugins): export what you need from its index.ts.';
const publicOnly = (regex, extra = []) => ({ 'no-restricted-imports': ['error', { patterns: [{ regex, message: PUBLIC_ONLY }, ...extra] }] });
// An area's rules (not its routes, route helpers, tests or tables) throw the domain errors of platform/errors.ts,
// never the HTTP ApiError of platform/http/errors.ts; the error plugin maps them (docs/adr/0086-api-domain-errors.md).
const NO_HTTP_ERRORS = {
  group: ['**/platform/http/errors'],
  message: "An area's rules throw the domain errors of api/src/platform/errors.ts; the error plugin maps them to HTTP.",
};
const AREA_HTTP_FILES = ['**/*.routes.ts', '**/*.http.ts', '**/routes.ts', '**/*.test.ts', '**/*.testkit.ts'];
// Routes parse, permit, call the area's rules and answer; they run no SQL (issue 23 §1, docs/adr/0087-api-areas.md):
// no drizzle, no tables (platform/db/schema, platformTables, an area's schema.ts), and no query called on a db or tx.
// Routes are the route files (`X.routes.ts`), an area's hand-written route plugin (`routes.ts`) and the route helpers
// (`X.http.ts`: cookies, headers, the account of a request), which call rules for their reads like the routes do.
const AREA_ROUTE_FILES = ['**/*.routes.ts', '**/routes.ts', '**/*.http.ts'];
const ROUTES_NO_SQL = 'Routes run no SQL: move the query into a rule file of the area (named for what it does) and call it.';
const ROUTES_NO_SQL_IMPORTS = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: ROUTES_NO_SQL },
  { regex: '(^|/)(schema|platformTables)$', message: ROUTES_NO_SQL },
];
const DB_HANDLE = '/^(db|tx|trx)$/';
const QUERY_METHOD = '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|transaction)$/';
const ROUTES_NO_QUERIES = {
  'no-restricted-syntax': [
    'error',
    { selector: `CallExpression[callee.property.name=${QUERY_METHOD}][callee.object.name=${DB_HANDLE}]`, message: ROUTES_NO_SQL },
    { selector: `CallExpression[callee.property.name=${QUERY_METHOD}][callee.object.property.name=${DB_HANDLE}]`, message: ROUTES_NO_SQL },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  { files: ['**/*.{mjs,cjs,js}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['shared/**/*.{ts,tsx}'], rules: boundary(['shell', 'api', ...REMOTES]) },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: boundary(['shell', 'api', ...REMOTES.filter((r) => r !== remote)]),
  })),
  { files: ['shell/**/*.{ts,tsx}'], rules: boundary(['api', ...REMOTES]) },
  // platform/ imports no area (but for db/schema.ts gathering the areas' tables), nor the scheduler or the seed.
  {
    files: ['api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['scheduler', 'seed', 'proofs'].flatMap((dir) => [`**/${dir}`, `**/${dir}/**`]), message: PLATFORM_BELOW },
            { regex: '(^|/)areas(/(?![\\w-]+/schema$)|$)', message: PLATFORM_BELOW },
          ],
        },
      ],
    },
  },
  // Outside the areas (app.ts, main.ts, the scheduler, the seed, the bench): `areas/<area>/<file>` is out of bounds.
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/areas/**', 'api/src/platform/**', 'api/src/proofs/**', 'api/src/test/**'],
    rules: publicOnly('(^|/)areas/[\\w-]+/(?!(index|routes)$)'),
  },
  // Inside an area: its own files directly, another area's (`../<other>/<file>`) never.
  ...API_AREAS.flatMap((area) => {
    const otherAreasFiles = `^\\.\\./(?!${area}/)[\\w-]+/(?!(index|routes)$)`;
    return [
      { files: [`api/src/areas/${area}/**/*.ts`], rules: publicOnly(otherAreasFiles) },
      { files: [`api/src/areas/${area}/**/*.ts`], ignores: AREA_HTTP_FILES, rules: publicOnly(otherAreasFiles, [NO_HTTP_ERRORS]) },
      // A later no-restricted-imports replaces the earlier one's options, so the routes' rule repeats the area's.
      {
        files: AREA_ROUTE_FILES.map((glob) => `api/src/areas/${area}/${glob}`),
        rules: { ...publicOnly(otherAreasFiles, ROUTES_NO_SQL_IMPORTS), ...ROUTES_NO_QUERIES },
      },
    ];
  }),
  // An area's tables (schema.ts) import nothing but drizzle, the shared column kinds and other areas' tables.
  {
    files: ['api/src/areas/*/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.(?!\\./[\\w-]+/schema$|\\./\\.\\./platform/db/columns$)', message: 'An area\'s schema.ts holds tables only: it imports drizzle, platform/db/columns and other areas\' schema.ts.' }] },
      ],
    },
  },
);
