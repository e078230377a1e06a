#!/usr/bin/env node
/**
 * Codemod (issue 23 §1, docs/adr/0087-api-areas.md): moves the flat API (api/src/routes, domain, plugins, db, mail,
 * providers) into api/src/areas/<area>/, api/src/platform/, api/src/proofs/ and api/src/seed/, and rewrites every path
 * that points at a moved file. It is the record of the move and can be run again on a newer tree:
 *
 *   node scripts/codemods/api-areas.mjs            # report what would move and what it does not know; change nothing
 *   node scripts/codemods/api-areas.mjs --write    # git mv the files, rewrite imports and path mentions
 *
 * A file under a folder being emptied that no rule names is reported and stops the run (add a rule), so nothing is
 * left behind silently. Rewritten:
 * - relative module specifiers in TypeScript and JavaScript files of the API, bench/, scripts/ and e2e/ (import,
 *   export ... from, import(), require(), jest.mock()), found with the TypeScript compiler's parser;
 * - relative paths handed to `new URL(x, import.meta.url)` and `path.resolve(__dirname, x)`-like calls;
 * - path mentions of moved files (`api/src/domain/orders.ts`, `src/db/schema.ts`, `domain/orders.ts` in the API's
 *   own comments) in code, configs, package.json scripts, ARCHITECTURE.md and READMEs (not docs/adr: records keep
 *   the paths of their day).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(ROOT, 'api/src');
const WRITE = process.argv.includes('--write');

/**
 * Names inside an area: `X.routes.ts` registers routes (its test `X.routes.test.ts`), `X.http.ts` helps routes
 * without registering any (cookies, the account of a request), `schema.ts` holds the area's tables; every other file
 * is the area's rules.
 *
 * Each area: `routes` are route plugins (routes/X.ts → X.routes.ts, their test routes/X.test.ts → X.routes.test.ts);
 * `routeTests` are other tests in routes/ (kept names); `domain` are rules in domain/ (domain/X.ts and X.test.ts, or
 * an exact file name); `files` are other moves (old path → new name inside the area).
 */
const AREAS = {
  identity: {
    routes: ['auth', 'login-codes', 'password', 'profile', 'recovery', 'users'],
    routeTests: ['sessions', 'services'],
    domain: [
      'passwords', 'passwordRules', 'passwordReset', 'phoneCodes', 'profileChanges', 'documents', 'multipart',
      'common-passwords.txt', 'common-passwords.LICENSE.txt',
    ],
    files: { 'plugins/signInGuard.ts': 'signInGuard.ts', 'plugins/signInGuard.test.ts': 'signInGuard.test.ts', 'plugins/signInChallenge.ts': 'signInChallenge.ts' },
  },
  registration: {
    routes: [
      'address', 'authorizedUsers', 'authorizedUsersOnboarding', 'bank-transition', 'guests', 'invitations', 'qube-plus', 'registration',
      'registrationDocuments', 'registrationProve', 'registrationV1',
    ],
    routeTests: ['bank-transition.rateLimit', 'guests-limits', 'registration-limits', 'registration-payment-crash'],
    domain: [
      'guests', 'guestsSignup', 'invitations', 'mailingAddress', 'migration', 'migrationSteps', 'newUser', 'registration',
      'registrationAccount', 'registrationDocuments', 'registrationPassword', 'registrationPayment', 'registrationStore',
    ],
    // Helpers of the routes that register no route (X.http.ts).
    files: {
      'providers/documents/selectDocumentCheck.ts': 'selectDocumentCheck.ts',
      ...Object.fromEntries(
        ['authorizedUsersApplication', 'authorizedUsersFinish', 'authorizedUsersLimits', 'registrationSession'].map((n) => [`routes/${n}.ts`, `${n}.http.ts`]),
      ),
    },
  },
  // The account itself: who may open it, what it may do, its ledger and version, its overview and live socket.
  accounts: {
    routes: ['accounts', 'overview'],
    routeTests: ['hot-reads'],
    // moneyPost: the money-POST pattern (scoped idempotency key, the move, the answer's account version, live updates).
    domain: ['access', 'accountVersion', 'ledger', 'moneyPost', 'permissions', 'views'],
    // The live-updates socket registers its own route.
    files: { 'plugins/live.ts': 'live.routes.ts', 'plugins/live.test.ts': 'live.routes.test.ts', 'routes/permittedAccount.ts': 'permittedAccount.http.ts' },
  },
  qubes: {
    routes: ['open-qube', 'qube-edit', 'qubes', 'reqube', 'search'],
    domain: ['activity', 'activitySearch', 'openQube', 'qubeEdits', 'reqube'],
  },
  transfers: {
    routes: ['orders', 'peer-to-peer'],
    routeTests: ['scheduler-calendar', 'senderLimits'],
    domain: ['orders', 'peerToPeer', 'scheduledOrders', 'transferInput', 'transferOrders'],
  },
  funding: {
    routes: ['auto-funding', 'bank-deposit-dev', 'card-deposits', 'deposits', 'direct-deposit', 'plaid', 'plaid-sandbox'],
    routeTests: ['bank-deposits-crash', 'card-deposits-crash'],
    domain: ['autoFunding', 'cardDeposits', 'deposits', 'directDeposit', 'directDepositPdf', 'linkedBanks', 'providerSteps'],
  },
  cards: {
    routes: ['card-network-dev', 'card-payments-sandbox', 'cards', 'preauths'],
    routeTests: ['card-network', 'cards.rateLimit'],
    domain: ['cards', 'cardsArtwork', 'purchases'],
  },
  'bank-transfers': {
    routes: ['bank-transfer'],
    routeTests: ['bank-owner', 'bank-transfer-crash'],
    domain: ['bankTransfers'],
  },
  planning: {
    routes: ['budgets', 'cash-flow', 'income', 'runway'],
    domain: ['budgets', 'income', 'runway'],
  },
  plans: {
    routes: ['plans'],
    routeTests: ['plan-billing', 'plan-billing-calendar'],
    // registrationPricing: the offers, promo codes and fees a plan is sold at (registration reads them).
    domain: ['planBilling', 'planCommissions', 'planCopy', 'planInvoices', 'planUsage', 'plans', 'plansAccount', 'promoRedemptions', 'registrationPricing'],
  },
  partners: {
    routes: [
      'affiliates', 'affiliatesCodes', 'affiliatesConversions', 'affiliatesPayouts', 'coaching', 'coachingProfile',
      'courses', 'partner', 'partnerWelcome', 'rewards',
    ],
    routeTests: ['partnerProbe', 'partnerReferrals'],
    domain: [
      'partnerAccess', 'partnerCodes', 'partnerConversions', 'partnerCopy', 'partnerCsv', 'partnerDates',
      'partnerPayouts', 'partnerReferrals', 'partnerSeed', 'partnerValidation',
    ],
  },
  statements: {
    routes: ['reports', 'statements'],
    domain: ['purchaseStatements', 'statements'],
  },
  notifications: {
    routes: ['notifications', 'telemetry', 'theme'],
  },
  // Development-only endpoints (demo users, the outbox, metrics), registered outside production.
  dev: {
    routes: ['dev'],
    domain: ['demo-copy'],
  },
};

/** What every area uses (platform/), the cross-area proofs (proofs/), the demo data (seed/): old path → new path. */
const OTHER_MOVES = {
  ...Object.fromEntries(
    ['client', 'insertMapped', 'insertMapped.test', 'lock', 'lock.test', 'migrate', 'migrate.test', 'preparedSelect',
      'preparedSelect.test', 'schema', 'unavailable', 'unavailable.test', 'uniqueViolation'].map((n) => [`db/${n}.ts`, `platform/db/${n}.ts`]),
  ),
  'db/seed.ts': 'seed/seed.ts',
  'db/seedLedger.ts': 'seed/seedLedger.ts',
  'db/seedLedger.test.ts': 'seed/seedLedger.test.ts',
  ...Object.fromEntries(
    ['auth', 'company', 'csrf', 'errors', 'errors.test', 'failureCounter', 'liveFrames', 'liveTickets', 'protocol.test', 'rateLimitStore',
      'rateLimits', 'rateLimits.test', 'routeLimiter', 'sessionCookie', 'version'].map((n) => [`plugins/${n}.ts`, `platform/http/${n}.ts`]),
  ),
  ...Object.fromEntries(
    ['dates', 'events', 'events.test', 'flags', 'idempotency', 'origins', 'paging', 'validation'].map((n) => [`domain/${n}.ts`, `platform/${n}.ts`]),
  ),
  'routes/types.ts': 'platform/http/routeTypes.ts',
  'config.ts': 'platform/config.ts',
  'config.test.ts': 'platform/config.test.ts',
  'configError.ts': 'platform/configError.ts',
  'schemaCompilers.ts': 'platform/http/schemaCompilers.ts',
  'schemaCompilers.test.ts': 'platform/http/schemaCompilers.test.ts',
  'providers/sandboxProviders.testkit.ts': 'test/sandboxProviders.testkit.ts',
  ...Object.fromEntries(
    ['crash-two-instances', 'entityShapes', 'inputRules', 'ledger-simulation', 'money-below-zero', 'money-in-invariants',
      'money-invariants', 'money-out-invariants'].map((n) => [`routes/${n}.test.ts`, `proofs/${n}.test.ts`]),
  ),
  'plugins/instances.test.ts': 'proofs/instances.test.ts',
};
/** Whole folders that move as they are (old folder → new folder). */
const FOLDER_MOVES = { 'mail/': 'platform/mail/', 'providers/': 'platform/providers/' };
/** Folders being emptied: every file in them needs a rule. */
const EMPTIED = ['routes/', 'domain/', 'plugins/', 'db/', 'mail/', 'providers/'];

// ---------------------------------------------------------------------------------------------------------------
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', ...opts });
const tracked = run('git', ['ls-files', '-z']).split('\0').filter(Boolean);
const apiFiles = tracked.filter((f) => f.startsWith('api/src/')).map((f) => f.slice('api/src/'.length));
const exists = new Set(apiFiles);

/** old path (relative to api/src) → new path, for every rule that names an existing file. */
const moves = new Map();
const problems = [];
const add = (from, to) => {
  if (!exists.has(from)) return false;
  if (moves.has(from) && moves.get(from) !== to) problems.push(`two rules for ${from}: ${moves.get(from)} and ${to}`);
  moves.set(from, to);
  return true;
};
/** A rule may name a file this tree does not have yet (or any more): the codemod runs on several trees. */
const absent = [];
const want = (from, to) => {
  if (!add(from, to)) absent.push(from);
};
for (const [area, rule] of Object.entries(AREAS)) {
  const dir = `areas/${area}/`;
  for (const name of rule.routes ?? []) {
    want(`routes/${name}.ts`, `${dir}${name}.routes.ts`);
    add(`routes/${name}.test.ts`, `${dir}${name}.routes.test.ts`);
  }
  for (const name of rule.routeTests ?? []) want(`routes/${name}.test.ts`, `${dir}${name}.test.ts`);
  for (const name of rule.domain ?? []) {
    if (/\.\w+$/.test(name)) want(`domain/${name}`, `${dir}${name}`);
    else {
      want(`domain/${name}.ts`, `${dir}${name}.ts`);
      add(`domain/${name}.test.ts`, `${dir}${name}.test.ts`);
    }
  }
  for (const [from, to] of Object.entries(rule.files ?? {})) want(from, `${dir}${to}`);
}
for (const [from, to] of Object.entries(OTHER_MOVES)) want(from, to);
for (const f of apiFiles) {
  for (const [from, to] of Object.entries(FOLDER_MOVES)) if (f.startsWith(from) && !moves.has(f)) moves.set(f, to + f.slice(from.length));
}
const unknown = apiFiles.filter((f) => EMPTIED.some((d) => f.startsWith(d)) && !moves.has(f));
const targets = new Map();
for (const [from, to] of moves) {
  if (targets.has(to)) problems.push(`${from} and ${targets.get(to)} both move to ${to}`);
  targets.set(to, from);
  if (exists.has(to) && !moves.has(to)) problems.push(`${from} would overwrite ${to}`);
}
for (const f of unknown) problems.push(`no rule for api/src/${f}`);

console.log(`${moves.size} files to move, ${apiFiles.length - moves.size} stay.`);
if (absent.length) console.log(`${absent.length} rule(s) name no file here (skipped), e.g. ${absent.slice(0, 5).join(', ')}.`);
if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  console.error(`${problems.length} problem(s): add or fix rules in ${path.relative(ROOT, fileURLToPath(import.meta.url))}.`);
  process.exit(1);
}
if (!WRITE) {
  for (const [from, to] of moves) console.log(`  ${from} → ${to}`);
  console.log('Dry run: nothing changed (pass --write).');
  process.exit(0);
}

// --- 1. rewrite specifiers and path mentions (reading files at their old places), then 2. git mv -----------------
/** Absolute old path → absolute new path. */
const absMoves = new Map([...moves].map(([from, to]) => [path.join(SRC, from), path.join(SRC, to)]));
const newPlace = (abs) => absMoves.get(abs) ?? abs;
const CODE = /\.(ts|tsx|mts|cts|mjs|cjs|js)$/;
const RESOLVE_EXT = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts'];

/** The moved (or kept) file a relative specifier from `fromFile` names, or null when it is no file we track. */
const resolveOld = (fromFile, spec) => {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const ext of RESOLVE_EXT) {
    const candidate = base + ext;
    if (absMoves.has(candidate) || (fs.existsSync(candidate) && fs.statSync(candidate).isFile())) return { target: candidate, ext };
  }
  return null;
};
const toPosixRelative = (fromDir, to) => {
  let rel = path.relative(fromDir, to).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
};
/** The specifier `spec` (written in oldFile) rewritten for the file's new place; the same string if nothing moved. */
const rewriteSpecifier = (oldFile, spec) => {
  if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') return spec;
  const newFile = newPlace(oldFile);
  const hit = resolveOld(oldFile, spec);
  if (!hit) {
    // A folder or a file we do not track (e.g. '../..', '../../drizzle'): keep pointing at the same place.
    const abs = path.resolve(path.dirname(oldFile), spec);
    if (newFile === oldFile) return spec;
    const rel = toPosixRelative(path.dirname(newFile), abs);
    return spec.endsWith('/') && !rel.endsWith('/') ? `${rel}/` : rel;
  }
  if (newFile === oldFile && !absMoves.has(hit.target)) return spec;
  const newTarget = newPlace(hit.target);
  const written = hit.ext === '' ? newTarget : newTarget.slice(0, newTarget.length - hit.ext.length);
  return toPosixRelative(path.dirname(newFile), written);
};

/** Calls whose relative string argument is a path next to the calling file. */
const isHereAnchor = (node) =>
  (ts.isIdentifier(node) && (node.text === '__dirname' || node.text === '__filename')) ||
  (ts.isPropertyAccessExpression(node) && ts.isMetaProperty(node.expression) && node.name.text === 'url') ||
  (ts.isCallExpression(node) && node.arguments.some(isHereAnchor)); // path.dirname(fileURLToPath(import.meta.url))

const specifierEdits = (absFile, text) => {
  const kind = absFile.endsWith('x') ? ts.ScriptKind.TSX : absFile.match(/\.(mjs|cjs|js)$/) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(absFile, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const literal = (node) => {
    if (!node || !ts.isStringLiteralLike(node)) return;
    const next = rewriteSpecifier(absFile, node.text);
    if (next !== node.text) edits.push({ start: node.getStart(source) + 1, end: node.getEnd() - 1, text: next });
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) literal(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || ['require', 'jest.mock', 'jest.unstable_mockModule', 'jest.requireActual', 'require.resolve'].includes(callee)) literal(node.arguments[0]);
      else if (node.arguments.some(isHereAnchor)) node.arguments.forEach((a) => literal(a));
    } else if (ts.isNewExpression(node) && node.expression.getText(source) === 'URL' && node.arguments?.length === 2 && isHereAnchor(node.arguments[1])) {
      literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
};

/** Path mentions: `api/src/<old>` anywhere, `src/<old>` in the API's configs, `<old>` alone in the API and its docs. */
const mentionPairs = [...moves].filter(([from]) => !from.startsWith('test/')).sort((a, b) => b[0].length - a[0].length);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentionRegex = (withShort) =>
  new RegExp(
    `(?<![\\w-]|[\\w-]/|\\.\\./)(${withShort ? '(?:api/)?(?:src/)?' : 'api/src/'})(${mentionPairs.map(([from]) => escape(from)).join('|')})(?![\\w-])`,
    'g',
  );
const LONG = mentionRegex(false);
const SHORT = mentionRegex(true);
const moveOf = new Map(mentionPairs);
/** Whole folders that moved (`api/src/providers/identity/` → `api/src/platform/providers/identity/`). */
const FOLDER_MENTION = new RegExp(`(?<![\\w./-])api/src/(${Object.keys(FOLDER_MOVES).map(escape).join('|')})`, 'g');
const rewriteMentions = (text, withShort) =>
  text.replace(withShort ? SHORT : LONG, (_, prefix, from) => prefix + moveOf.get(from)).replace(FOLDER_MENTION, (_, from) => `api/src/${FOLDER_MOVES[from]}`);

const applyEdits = (text, edits) => {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
};

const inApi = (f) => f.startsWith('api/');
const MENTION_DOCS = new Set(['ARCHITECTURE.md', 'README.md']);
const candidates = tracked.filter(
  (f) =>
    !f.includes('node_modules/') &&
    !f.startsWith('docs/adr/') &&
    !f.startsWith('scripts/codemods/') &&
    (/\.(ts|tsx|mts|cts|mjs|cjs|js|json|sh|md|yaml|yml)$/.test(f)) &&
    !f.endsWith('pnpm-lock.yaml'),
);
let changedFiles = 0;
for (const rel of candidates) {
  const abs = path.join(ROOT, rel);
  if (!fs.existsSync(abs)) continue;
  const text = fs.readFileSync(abs, 'utf8');
  let next = text;
  if (CODE.test(rel) && (inApi(rel) || /^(bench|scripts|e2e)\//.test(rel))) next = applyEdits(next, specifierEdits(abs, next));
  const short = inApi(rel) || MENTION_DOCS.has(rel) || MENTION_DOCS.has(path.basename(rel));
  next = rewriteMentions(next, short);
  if (next !== text) {
    fs.writeFileSync(abs, next);
    changedFiles += 1;
  }
}
for (const [from, to] of moves) {
  fs.mkdirSync(path.dirname(path.join(SRC, to)), { recursive: true });
  run('git', ['mv', `api/src/${from}`, `api/src/${to}`]);
}
// git keeps no folders: drop the ones the move emptied, so the tree shows only the new layout.
const dropEmpty = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) dropEmpty(path.join(dir, entry.name));
  if (dir !== SRC && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
};
dropEmpty(SRC);
console.log(`Moved ${moves.size} files; rewrote paths in ${changedFiles} files.`);
