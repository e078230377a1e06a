// Where a V8 CPU profile (.cpuprofile, as `node --cpu-prof` or the inspector writes it) spent its time: self time summed
// by function, by file and by package, plus inclusive time of the heaviest functions. Text, for a terminal or a note.
import fs from 'node:fs';

/** 'file:///…/node_modules/.pnpm/x@1/node_modules/x/lib/a.js' → 'x/lib/a.js'; the repository's own files relative. */
const shortUrl = (url) =>
  url.replace(/^file:\/\//, '').replace(/.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/.*\/work\/[^/]+\//, '').replace(/^wasm:\/\/wasm\/.*/, 'wasm');

const packageOf = (file) => {
  if (file === 'wasm') return 'PGlite (PostgreSQL in WebAssembly)';
  if (file.startsWith('api/')) return 'api/src (ours)';
  if (file.startsWith('node:') || file === '') return 'Node.js core / native';
  const parts = file.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

/** The summary as text; `top` rows per table. Idle and GC are listed as such, and the shares exclude idle time. */
export function summariseCpuProfile(file, { top = 30 } = {}) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
  const isIdle = (n) => n.callFrame.functionName === '(idle)';
  let busy = 0;
  let idle = 0;
  const byFunction = new Map();
  const byFile = new Map();
  const byPackage = new Map();
  const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
  for (const [id, t] of self) {
    const n = nodes.get(id);
    if (isIdle(n)) {
      idle += t;
      continue;
    }
    busy += t;
    const f = shortUrl(n.callFrame.url);
    add(byFunction, label(n), t);
    add(byFile, f || `(${n.callFrame.functionName})`, t);
    add(byPackage, packageOf(f), t);
  }
  // Inclusive time: each function once per stack (recursion not counted twice).
  const inclusive = new Map();
  const walk = (id, onStack) => {
    const n = nodes.get(id);
    let total = self.get(id) ?? 0;
    const key = label(n);
    const first = !onStack.has(key);
    if (first) onStack.add(key);
    for (const child of n.children ?? []) total += walk(child, onStack);
    if (first) {
      onStack.delete(key);
      if (!isIdle(n) && n.callFrame.functionName !== '(root)') add(inclusive, key, total);
    }
    return total;
  };
  walk(profile.nodes[0].id, new Set());
  const ms = (us) => `${(us / 1000).toFixed(0).padStart(6)} ms`;
  const table = (title, map, rows) => [
    `-- ${title}`,
    ...[...map].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([k, t]) => `${((t / busy) * 100).toFixed(1).padStart(5)}% ${ms(t)}  ${k}`),
  ].join('\n');
  return [
    `busy ${ms(busy).trim()}, idle ${ms(idle).trim()} (shares below are of busy time)`,
    table('self time by package', byPackage, 15),
    table('self time by file', byFile, top),
    table('self time by function', byFunction, top),
    table('inclusive time by function', inclusive, top),
  ].join('\n');
}
