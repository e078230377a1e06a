/**
 * Test-only: import this first in a React test file of this package.
 *
 * React's scheduler posts its work through a MessageChannel when there is no setImmediate. In
 * jest's jsdom there is none, so it uses the node MessageChannel that test-utils/jest.setup.ts
 * installs, and that port keeps jest from exiting after an in-band run ("Jest did not exit").
 * Giving the scheduler a setImmediate built on the environment's timers avoids the port.
 */
const scope = globalThis as { setImmediate?: unknown };
if (typeof scope.setImmediate !== 'function') {
  scope.setImmediate = (callback: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(callback, 0, ...args);
}

export {};
