#!/usr/bin/env node
/**
 * Second step of the move into areas (issue 23 §1, docs/adr/0087-api-areas.md), run after api-areas.mjs: gives each
 * area of api/src/areas/ its two public modules and sends every import from outside the area through them:
 * - `index.ts`, the area's rules: what other areas, the scheduler and the seed use;
 * - `routes.ts`, its HTTP surface: the route plugins (`*.routes.ts`) app.ts registers.
 * Two, not one, so that using another area's rules never loads its routes and, through them, half the API: the rules
 * of the areas import each other without a cycle, and a cycle is what breaks a module that runs code at import.
 *
 *   node scripts/codemods/api-areas-public.mjs           # report what each index.ts would export; change nothing
 *   node scripts/codemods/api-areas-public.mjs --write   # write areas/<area>/index.ts and rewrite the importers
 *
 * An import of `areas/<y>/<file>` from a file outside area y (another area, app.ts, main.ts, the scheduler, the seed,
 * the bench) becomes one import of `areas/<y>`, and `areas/<y>/index.ts` re-exports exactly the names used that way:
 * functions, types and constants, so the public module is what other code needs, no more. The proofs (api/src/proofs)
 * and the shared test helpers (api/src/test) test areas from inside and keep their direct imports; tables (an area's
 * schema.ts) are imported directly. Running it again
 * rebuilds each index.ts from the imports it finds (the previous index's names included). A namespace, default or
 * side-effect import of another area's file, or one name exported by two files of an area, is reported and stops
 * the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(ROOT, 'api/src');
const AREAS = path.join(SRC, 'areas');
const WRITE = process.argv.includes('--write');
/** Whitebox code that may reach into an area's files. */
const EXEMPT = ['proofs/', 'test/'];
const PUBLIC = ['index.ts', 'routes.ts'];

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const files = walk(SRC).filter((f) => /\.tsx?$/.test(f));
const rel = (f) => path.relative(SRC, f).split(path.sep).join('/');
const areaOf = (abs) => {
  const r = rel(abs);
  return r.startsWith('areas/') ? r.split('/')[1] : null;
};
const resolveModule = (fromFile, spec) => {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const ext of ['.ts', '.tsx', '/index.ts', '']) if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  return null;
};
const isIndex = (abs) => PUBLIC.includes(path.basename(abs)) && path.dirname(path.dirname(abs)) === AREAS;
/** The public module (`<area>` or `<area>/routes`) that exports a file's names. */
const moduleOf = (abs) => `${areaOf(abs)}${abs.endsWith('.routes.ts') ? '/routes' : ''}`;

const problems = [];
/** area → Map(name → { file, typeOnly }) */
const exportsOf = new Map();
const need = (area, name, file, typeOnly) => {
  if (!exportsOf.has(area)) exportsOf.set(area, new Map());
  const names = exportsOf.get(area);
  const had = names.get(name);
  if (had && had.file !== file) problems.push(`${name} of area ${area} comes from both ${rel(had.file)} and ${rel(file)}`);
  names.set(name, { file, typeOnly: Boolean(had ? had.typeOnly && typeOnly : typeOnly) });
};

// An existing public module keeps its names: a re-run after new imports adds to it. One written by hand (an area
// whose routes.ts holds its route plugin itself, as forecast's) is kept as it is.
const handWritten = new Set();
for (const [area, file] of fs.readdirSync(AREAS).flatMap((a) => PUBLIC.map((f) => [a, f]))) {
  const index = path.join(AREAS, area, file);
  if (!fs.existsSync(index)) continue;
  const source = ts.createSourceFile(index, fs.readFileSync(index, 'utf8'), ts.ScriptTarget.Latest, true);
  if (source.statements.some((st) => !ts.isExportDeclaration(st))) {
    handWritten.add(index);
    continue;
  }
  for (const st of source.statements) {
    if (!ts.isExportDeclaration(st) || !st.moduleSpecifier || !st.exportClause || !ts.isNamedExports(st.exportClause)) continue;
    const file = resolveModule(index, st.moduleSpecifier.text);
    for (const el of st.exportClause.elements) need(moduleOf(file), el.name.text, file, st.isTypeOnly || el.isTypeOnly);
  }
}

/** Per importer: the edits to make (replace a declaration's text, or drop it). */
const edits = new Map();
for (const file of files) {
  if (EXEMPT.some((d) => rel(file).startsWith(d)) || (isIndex(file) && !handWritten.has(file))) continue;
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const mine = areaOf(file);
  /** target area → { decls, specifiers } */
  const byArea = new Map();
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      const target = arg && ts.isStringLiteralLike(arg) ? resolveModule(file, arg.text) : null;
      if (target && areaOf(target) && areaOf(target) !== mine && !isIndex(target)) problems.push(`${rel(file)}: dynamic import of ${rel(target)}`);
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const target = resolveModule(file, node.argument.literal.text);
      if (target && areaOf(target) && areaOf(target) !== mine && !isIndex(target)) problems.push(`${rel(file)}: import type of ${rel(target)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const st of source.statements) {
    const isImport = ts.isImportDeclaration(st);
    const isReexport = ts.isExportDeclaration(st) && st.moduleSpecifier;
    if (!isImport && !isReexport) continue;
    const target = resolveModule(file, st.moduleSpecifier.text);
    if (!target) continue;
    // An area's tables (schema.ts) are imported directly: by other areas' tables and by platform/db/schema.ts.
    if (!areaOf(target) || areaOf(target) === mine || isIndex(target) || path.basename(target) === 'schema.ts') continue;
    const area = moduleOf(target);
    const where = `${rel(file)} → ${rel(target)}`;
    const entry = byArea.get(area) ?? { decls: [], specifiers: [] };
    byArea.set(area, entry);
    if (isReexport) {
      if (!st.exportClause || !ts.isNamedExports(st.exportClause)) {
        problems.push(`${where}: export * from another area's file`);
        continue;
      }
      for (const el of st.exportClause.elements) need(area, (el.propertyName ?? el.name).text, target, st.isTypeOnly || el.isTypeOnly);
      const specifier = toIndex(file, area);
      edits.set(file, [...(edits.get(file) ?? []), { start: st.moduleSpecifier.getStart(source) + 1, end: st.moduleSpecifier.getEnd() - 1, text: specifier }]);
      continue;
    }
    const clause = st.importClause;
    if (!clause) {
      problems.push(`${where}: side-effect import`);
      continue;
    }
    if (clause.name) problems.push(`${where}: default import`);
    if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) problems.push(`${where}: namespace import`);
    const elements = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
    for (const el of elements) {
      const typeOnly = clause.isTypeOnly || el.isTypeOnly;
      const name = (el.propertyName ?? el.name).text;
      need(area, name, target, typeOnly);
      entry.specifiers.push({ text: `${typeOnly ? 'type ' : ''}${el.propertyName ? `${name} as ${el.name.text}` : name}`, typeOnly, key: el.name.text });
    }
    entry.decls.push(st);
  }
  for (const [area, { decls, specifiers }] of byArea) {
    if (decls.length === 0) continue;
    const seen = new Set();
    const unique = specifiers.filter((s) => !seen.has(s.key) && seen.add(s.key));
    const allTypes = unique.every((s) => s.typeOnly);
    const list = unique.map((s) => (allTypes ? s.text.replace(/^type /, '') : s.text)).join(', ');
    const replacement = `import ${allTypes ? 'type ' : ''}{ ${list} } from '${toIndex(file, area)}';`;
    const list2 = edits.get(file) ?? [];
    decls.forEach((d, i) => {
      let end = d.getEnd();
      if (i > 0 && text[end] === '\n') end += 1;
      list2.push({ start: d.getStart(source), end, text: i === 0 ? replacement : '' });
    });
    edits.set(file, list2);
  }
}

function toIndex(fromFile, area) { // area: `<area>` or `<area>/routes`
  let r = path.relative(path.dirname(fromFile), path.join(AREAS, area)).split(path.sep).join('/');
  if (!r.startsWith('.')) r = `./${r}`;
  return r;
}

if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  console.error(`${problems.length} problem(s): fix them by hand, then run again.`);
  process.exit(1);
}

const TITLE = {
  index: (area) => `/**
 * The ${area} area's public module: its rules as other areas, the scheduler and the seed use them. Code outside the
 * area imports it only from here, or its routes from ./routes (eslint.config.mjs); the area's own files import each
 * other directly. Re-exports only: nothing here runs at import. Kept by scripts/codemods/api-areas-public.mjs.
 */
`,
  routes: (area) => `/**
 * The ${area} area's HTTP surface: the route plugins app.ts registers (and what tests of other areas read from them).
 * Apart from index.ts, the only file of the area that code outside it may import. Kept by
 * scripts/codemods/api-areas-public.mjs.
 */
`,
};
const moduleText = (key) => {
  const [area, kind = 'index'] = key.split('/');
  const names = exportsOf.get(key) ?? new Map();
  const byFile = new Map();
  for (const [name, { file, typeOnly }] of names) {
    const list = byFile.get(file) ?? [];
    list.push({ name, typeOnly });
    byFile.set(file, list);
  }
  const lines = [...byFile]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, list]) => {
      const spec = `./${path.basename(file).replace(/\.tsx?$/, '')}`;
      const sorted = list.sort((a, b) => a.name.localeCompare(b.name));
      const allTypes = sorted.every((n) => n.typeOnly);
      const items = sorted.map((n) => (n.typeOnly && !allTypes ? `type ${n.name}` : n.name)).join(', ');
      return `export ${allTypes ? 'type ' : ''}{ ${items} } from '${spec}';`;
    });
  return `${TITLE[kind](area)}${lines.length ? lines.join('\n') : 'export {};'}\n`;
};

for (const area of fs.readdirSync(AREAS).sort()) {
  for (const key of [area, `${area}/routes`]) {
    if (key.endsWith('/routes') && !exportsOf.has(key)) continue;
    const file = path.join(AREAS, area, key.endsWith('/routes') ? 'routes.ts' : 'index.ts');
    if (handWritten.has(file)) {
      if (exportsOf.has(key)) problems.push(`${rel(file)} is written by hand, yet other code needs ${[...exportsOf.get(key).keys()].join(', ')} through it`);
      continue;
    }
    if (WRITE) fs.writeFileSync(file, moduleText(key));
    else console.log(`--- ${rel(file)}\n${moduleText(key)}`);
  }
}
if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
if (WRITE) {
  for (const [file, list] of edits) {
    let text = fs.readFileSync(file, 'utf8');
    for (const e of [...list].sort((a, b) => b.start - a.start)) text = text.slice(0, e.start) + e.text + text.slice(e.end);
    fs.writeFileSync(file, text);
  }
  console.log(`Wrote the public modules of ${fs.readdirSync(AREAS).length} areas; rewrote imports in ${edits.size} files.`);
}
