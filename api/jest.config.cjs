/**
 * Jest config for the API (node environment, TypeScript through @swc/jest).
 * Run with NODE_OPTIONS=--experimental-vm-modules: PGlite loads Node built-ins with dynamic import().
 */
module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // cookie 2 (used by fastify's inject), typebox 1 (the contract's schemas) and pg-boss 12 (the job queue) with its
  // serialize-error and non-error ship ESM only: compile them to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(cookie|typebox|pg-boss|serialize-error|non-error)@[^/]+/node_modules/)?(cookie|typebox|pg-boss|serialize-error|non-error)/)'],
  testTimeout: 60000,
  // Tests never depend on the day they run: Date starts at a fixed instant (src/test/fixedClock.ts).
  setupFiles: ['<rootDir>/src/test/jest.setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/timeouts.ts'],
};
