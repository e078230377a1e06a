// Build facts of the app that bundles this file. It is imported as `@qube/shared/build-info`, a
// path federation does not share, so every remote carries its own copy with the values it was
// built with (the `@qube/shared` singleton on the page is the shell's).

/** Replaced at build time by rspack's DefinePlugin (shared/build/rspack-app.mjs); absent in jest. */
declare const __QUBE_BUILD_ID__: string | undefined;

/**
 * The major version of `@qube/shared` (its package.json): the contract a remote is built against.
 * A remote whose contract differs from the page's `@qube/shared` shows its fallback, not a crash.
 * Raise it with the package's major whenever the singleton loses or changes an export (2: the standalone
 * start, custom repeat, password rules, the switch-account question and notification groups moved to subpaths; 3:
 * `useAccountData` moved to the subpath `@qube/shared/account-data`, ADR 0088).
 */
export const SHARED_CONTRACT_VERSION = 3;

/** The build's label (`QUBE_BUILD_ID` at build time, 'local' by default; 'dev' under jest). */
export const BUILD_ID: string = typeof __QUBE_BUILD_ID__ === 'string' ? __QUBE_BUILD_ID__ : 'dev';
