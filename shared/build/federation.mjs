// The one list of shared modules every app negotiates, so React, the router, the stores,
// the bus and @qube/shared exist once on the page (docs/adr/0011-shared-singletons-and-bundled-libraries.md).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Modules that must exist once on the page. Subpaths are listed on purpose: see toolchain.md.
 *
 * Not shared, on purpose: react-router(-dom) and rxjs. A shared module is loaded whole (the router
 * 54 KB gzipped, rxjs 17 KB), and evaluating it was a long task on a slow phone. Each app's router
 * lives in its own React root and follows the one browser history, so it needs no shared instance;
 * rxjs is used by the bus inside @qube/shared (a singleton) and by operators that work on any copy's
 * Observable. Bundled, each app keeps only the parts it uses.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  'dayjs',
  '@qube/shared',
];

function versionOf(pkgName, fromDir) {
  const base = pkgName.startsWith('@') ? pkgName.split('/').slice(0, 2).join('/') : pkgName.split('/')[0];
  const req = createRequire(`${fromDir}/package.json`);
  try {
    return req(`${base}/package.json`).version;
  } catch {
    return require(`${base}/package.json`).version;
  }
}

/** The `shared` option for ModuleFederationPlugin, with explicit versions (workspace:* is not a range). */
export function sharedModules(fromDir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = versionOf(name, fromDir);
      const major = version.split('.')[0];
      return [name, { singleton: true, requiredVersion: `^${major}.0.0`, version }];
    }),
  );
}
