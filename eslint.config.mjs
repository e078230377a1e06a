import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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

// API layers (issue 23 §1, docs/adr/0085-api-platform-layer.md): platform/ is what every area uses and imports no
// area, no route and not the scheduler; domain/ imports nothing from routes/, and throws platform/errors' domain
// errors, never the HTTP ApiError of plugins/errors (docs/adr/0086-api-domain-errors.md).
const layer = (forbidden, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: forbidden.flatMap((dir) => [`**/${dir}`, `**/${dir}/**`]), message }, ...extra] },
  ],
});
const NO_HTTP_ERRORS = {
  group: ['**/plugins/errors'],
  message: 'api/src/domain throws the domain errors of api/src/platform/errors.ts; the error plugin maps them to HTTP.',
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
  {
    files: ['api/src/platform/**/*.ts'],
    rules: layer(['routes', 'domain', 'scheduler'], 'api/src/platform imports no area, route or scheduler: move what it needs into platform.'),
  },
  {
    files: ['api/src/domain/**/*.ts'],
    rules: layer(['routes'], 'api/src/domain imports nothing from api/src/routes: move the shared type or rule to domain or platform.', [NO_HTTP_ERRORS]),
  },
);
