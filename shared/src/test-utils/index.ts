// Test helpers every area's tests may use (`@qube/shared/test-utils`); never imported by app code. The render helper is
// its own entry, `@qube/shared/test-utils/render`: it brings testing-library and registers an afterEach when imported,
// which a test importing fixtures inside a test body must not do.
export { makeAccount, makeMe } from './fixtures';
export { startTestSession } from './session';
