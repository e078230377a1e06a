// One jest run for the whole workspace: a project per package, each beside its code.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  setupFilesAfterEnv: ['<rootDir>/../shared/test-utils/jest.setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/../shared/test-utils/styleMock.cjs', '\\.css\\?inline$': '<rootDir>/../shared/test-utils/inlineStyleMock.cjs' },
});

// The page server (shared/build/page-server) is plain Node ESM: its tests run as native modules (hence
// NODE_OPTIONS=--experimental-vm-modules, as for the API) in a node environment. Two dependencies of
// @fastify/static and of inject ship ESM only and are required from CommonJS: jest compiles them.
const esmOnly = '(?:content-disposition|cookie)';
const pageServerProject = {
  displayName: 'page-server',
  rootDir: '<rootDir>/shared/build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.mjs'],
  transform: { [`/node_modules/(?:\\.pnpm/[^/]+/node_modules/)?${esmOnly}/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  transformIgnorePatterns: [`/node_modules/(?!(?:\\.pnpm/${esmOnly}@[^/]+/node_modules/)?${esmOnly}/)`],
};

// The contract's pure core (contract/src/core): plain TypeScript with no DOM, tested once for the API and the browser.
const contractProject = {
  displayName: 'contract',
  rootDir: '<rootDir>/contract',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};

// The bench's pure helpers (bench/lib/*.test.mjs): native ESM in node, as the page server's.
const benchProject = {
  displayName: 'bench',
  rootDir: '<rootDir>/bench',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/lib/**/*.test.mjs'],
  transform: {},
};

module.exports = {
  // Form tests type character by character; on a loaded 2-core machine 5 s is too tight.
  testTimeout: 30000,
  projects: [
    contractProject,
    ...['shared', 'shell', 'mfe-money-movement', 'mfe-onboarding', 'mfe-planning', 'mfe-coaching', 'mfe-statements'].map(browserProject),
    // The API's own config: it compiles ESM-only cookie@2 and sets its timeouts.
    '<rootDir>/api/jest.config.cjs',
    pageServerProject,
    benchProject,
  ],
};
