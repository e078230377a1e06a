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
  moduleNameMapper: { '\\.css$': '<rootDir>/../shared/test-utils/styleMock.cjs' },
});

module.exports = {
  // Form tests type character by character; on a loaded 2-core machine 5 s is too tight.
  testTimeout: 30000,
  projects: [
    ...['shared', 'shell', 'mfe-money-movement', 'mfe-onboarding', 'mfe-planning', 'mfe-coaching', 'mfe-statements'].map(browserProject),
    // The API's own config: it compiles ESM-only cookie@2 and sets its timeouts.
    '<rootDir>/api/jest.config.cjs',
  ],
};
