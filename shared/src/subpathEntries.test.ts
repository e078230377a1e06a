import fs from 'node:fs';
import path from 'node:path';
import pkg from '../package.json';

// docs/adr/0014-shared-subpath-entries.md: a subpath entry is bundled by each app that imports it, so a module with
// state it reached through a relative import would exist twice on the page (a second session store a remote never sees). This
// walks every subpath entry's relative imports, static and dynamic (type-only imports carry no code), and fails on
// one that reaches a module with state or the singleton's own entry; such things come from `@qube/shared` itself.
const SRC = __dirname;
const STATEFUL = ['index.ts', 'session/sessionStore.ts', 'bus/eventBus.ts', 'bus/accountVersions.ts', 'api/apiClient.ts', 'banners/bannerStore.ts', 'remote/accountQuerySlot.ts'];
/** Entries that are not bundled into a page as subpaths: the singleton, build tools, tests, build facts (no state). */
const NOT_SUBPATHS = new Set(['.', './build', './test-utils', './test-utils/render', './package.json', './build-info']);

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveRelative(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!hit) throw new Error(`${from} imports ${spec}, which does not resolve`);
  return hit;
}

/** The path of relative imports from `entry` to the first module with state, or null when there is none. */
function statefulPath(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const here = [...trail, path.relative(SRC, file)];
    if (STATEFUL.includes(path.relative(SRC, file))) return here;
    // Comments go first: a doc comment may show an import as an example.
    const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const match of code.matchAll(IMPORT)) {
      const isTypeOnly = Boolean(match[2]);
      const spec = match[3] ?? match[4];
      if (isTypeOnly || !spec?.startsWith('.')) continue;
      const found = walk(resolveRelative(file, spec), here);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

const subpaths = Object.entries(pkg.exports as Record<string, string>).filter(([name, target]) => !NOT_SUBPATHS.has(name) && target.startsWith('./src/'));

describe('subpath entries of @qube/shared', () => {
  it('are the ones the singleton does not carry: the standalone start and custom repeat among them', () => {
    expect(subpaths.map(([name]) => name)).toEqual(expect.arrayContaining(['./standalone', './frequency', './password', './switch-account', './notification-groups']));
  });

  it.each(subpaths)('%s reaches no module with state through a relative import', (_name, target) => {
    expect(statefulPath(path.resolve(SRC, '..', target))).toBeNull();
  });

  it('the check finds a stateful module behind a relative import (as the standalone start once had)', () => {
    expect(statefulPath(path.join(SRC, 'session/loginLink.ts'))).toEqual(['session/loginLink.ts', 'api/apiClient.ts']);
  });
});
