// Test helpers every area's tests may use (`@qube/shared/test-utils`); never imported by app code.
export { makeAccount, makeMe } from './fixtures';
export { startTestSession } from './session';
export { renderWithProviders, type RecordedEvent, type RenderWithProvidersOptions, type RenderWithProvidersResult } from './render';
