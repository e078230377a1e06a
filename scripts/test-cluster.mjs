#!/usr/bin/env node
// `npm run test:cluster` (issue 24 §1, §2): starts the cluster (npm run cluster; --no-build when every app is built
// already), checks `cluster:status`, signs in two fresh demo users through the API balancer, opens Groceries for card
// purchases, links a sandbox bank and opens a live-updates socket, and keeps five clients moving money: two writing $1
// internal transfers, one sending $1 between the two people, one buying with the card through the sandbox network, one
// depositing $1 from the bank and sending $1 to it in turn (a new key each; a 503, a 409, a 502 or a lost connection is
// retried with the same key). Statements are read meanwhile (from the replica while there is one). Then, while they write:
//   1. SIGKILL of the primary's postmaster: Patroni promotes the synchronous replica; the old primary comes back as a
//      replica (pg_rewind);
//   2. SIGKILL of an API instance: HAProxy sends everything to the other; the instance is started again;
//   3. `patronictl switchover` back to the first node.
// For each it reports the seconds without an acknowledged write. Then it checks the money (every pocket of both
// accounts = its start + each acknowledged operation exactly once, no total below zero), that the live-updates socket
// still hears a transfer (LISTEN resubscribed on the new primary), stops the cluster and checks that nothing of it is
// left running and every port is free. Not part of `npm test` (it takes a few minutes and the machine's ports).
//
//   node scripts/test-cluster.mjs [--kill-only] [--keep]      (--keep: leave the cluster running at the end)
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { clusterPorts, restartApi, root, secrets, status as clusterStatus, STATE_DIR } from './cluster.mjs';

const args = new Set(process.argv.slice(2));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ports = clusterPorts();
const API = `http://127.0.0.1:${ports.api}`;
const BASE_HEADERS = { 'X-API-Version': '15', 'X-Company-Header-ID': '1' };
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
};
const log = (line) => console.log(`[test:cluster] ${line}`);
const seconds = (ms) => Math.round(ms / 100) / 10;

const run = (command, commandArgs, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (d) => {
      output += d.toString();
      if (!quiet) process.stdout.write(d);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => resolve({ code, output }));
  });

/** `npm run -s cluster:status`, parsed. */
const npmStatus = () => {
  const result = spawnSync('npm', ['run', '-s', 'cluster:status'], { cwd: root, env: process.env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cluster:status exited ${result.status}: ${result.stderr}`);
  return JSON.parse(result.stdout);
};

// ---------------------------------------------------------------------------------------------------------------------
// The API through the balancer.

const request = async (method, url, { headers = {}, body } = {}) => {
  const response = await fetch(`${API}${url}`, {
    method,
    headers: { ...BASE_HEADERS, ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, json, text };
};

/** Retries a read through the short windows without a primary. */
const readJson = async (url, headers) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await request('GET', url, { headers });
      if (res.status === 200) return res.json;
      if (attempt > 120 || ![502, 503, 504].includes(res.status)) throw new Error(`GET ${url} answered ${res.status}: ${res.text}`);
    } catch (error) {
      if (attempt > 120) throw error;
    }
    await sleep(500);
  }
};

const freshUser = async () => {
  const copy = await request('POST', '/api/dev/demo-users/copy', { body: { email: 'alex@demo.qube' } });
  if (copy.status !== 200) throw new Error(`demo-users/copy answered ${copy.status}: ${copy.text}`);
  const csrf = crypto.randomBytes(16).toString('hex');
  const csrfHeaders = { 'X-CSRFToken': csrf, Cookie: `qube_csrftoken=${csrf}` };
  const login = await request('POST', '/api/web/users/login/', { headers: csrfHeaders, body: { email: copy.json.email, password: copy.json.password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  return { accountId: login.json.account_id, token: login.json.token, headers: { ...csrfHeaders, Authorization: `Token ${login.json.token}` } };
};

const cents = (text) => Math.round(Number(text) * 100);
const balances = async (user) => {
  const overview = await readJson(`/api/accounts/${user.accountId}/updates/`, user.headers);
  const qubes = (await readJson(`/api/qubes/?account_id=${user.accountId}`, user.headers)).results;
  const pockets = { cloud: cents(overview.cloud_qube_total_balance) };
  for (const qube of qubes) pockets[qube.id] = cents(qube.balance);
  return { total: cents(overview.account_balance), pockets, names: Object.fromEntries(qubes.map((q) => [q.id, q.name])) };
};

const NO_STATS = () => ({ unavailable: 0, bad503: 0, serverErrors: 0, networkErrors: 0, replayMismatch: 0 });

/**
 * One money operation, acknowledged: retried with the same key on 503 (Retry-After), 409 (same key still running),
 * 502/504 and lost connections, for at most 90 s. `op` is { method, path, user, body, okStatus, effects(answer) }:
 * effects name each pocket the acknowledged operation moves ({ accountId, pocket, delta } in cents).
 */
const acknowledge = async (op, stats) => {
  const deadline = Date.now() + 90_000;
  let firstAnswer = null;
  for (let attempt = 1; ; attempt += 1) {
    let status = 0;
    try {
      const res = await request(op.method, op.path, { headers: op.user.headers, body: op.body });
      status = res.status;
      if (status === op.okStatus) {
        // A replay may say it is one (`replayed`); the movement it describes must be the first one.
        const answer = { ...(res.json ?? {}) };
        delete answer.replayed;
        if (firstAnswer && JSON.stringify(firstAnswer) !== JSON.stringify(answer)) stats.replayMismatch += 1;
        firstAnswer ??= answer;
        return { kind: op.kind, key: op.key, at: Date.now(), attempts: attempt, answer: res.json, effects: op.effects(res.json) };
      }
      if (status === 500) stats.serverErrors += 1;
      if (status === 503) {
        stats.unavailable += 1;
        if (!res.headers.get('retry-after') || res.json?.code !== 'database_unavailable' || !res.json?.fallback_message) stats.bad503 += 1;
      }
      if (![409, 502, 503, 504].includes(status)) throw new Error(`${op.kind} answered ${status}: ${res.text}`);
    } catch (error) {
      if (status && ![409, 502, 503, 504].includes(status)) throw error;
      if (!status) stats.networkErrors += 1;
    }
    if (Date.now() > deadline) throw new Error(`${op.kind} ${op.key} not acknowledged within 90 s (last status ${status})`);
    // The client waits less than Retry-After here, so the measured gap is the cluster's, not the client's.
    await sleep(250);
  }
};

/** A $1 internal transfer between two pockets of the user. */
const transferOp = (user, from, to) => {
  const key = crypto.randomUUID();
  return {
    kind: 'transfer', key, user, method: 'POST', path: '/api/orders/', okStatus: 201,
    body: { account_id: user.accountId, from_qube: from, to_qube: to, amount: '1.00', recurring: 'none', type: 'transfer', scheduled_date: 'today', days_in_calendar: [], idempotency_key: key },
    effects: () => [{ accountId: user.accountId, pocket: from, delta: -100 }, { accountId: user.accountId, pocket: to, delta: 100 }],
  };
};

/** $1 sent from one person's Cloud to another's (one movement across two accounts). */
const sendOp = (sender, recipient) => {
  const key = crypto.randomUUID();
  return {
    kind: 'send to a person', key, user: sender, method: 'POST', path: '/api/orders/send-to-person/', okStatus: 201,
    body: { account_id: sender.accountId, from_qube: 'cloud', to_account: recipient.accountId, amount: '1.00', title: 'test:cluster', idempotency_key: key },
    effects: () => [{ accountId: sender.accountId, pocket: 'cloud', delta: -100 }, { accountId: recipient.accountId, pocket: 'cloud', delta: 100 }],
  };
};

/**
 * A 10-cent card purchase through the sandbox card network (the open qube pays; 10 cents so that the run never empties
 * it); the network's reference is its key. Declined moves nothing.
 */
const swipeOp = (user) => {
  const key = crypto.randomUUID();
  return {
    kind: 'card purchase', key, user, method: 'POST', path: '/api/dev/card-network/swipe', okStatus: 200,
    body: { account_id: user.accountId, merchant: 'Cluster Cafe', amount: '0.10', network_reference: key },
    effects: (answer) => (answer?.outcome === 'declined' ? [] : [{ accountId: user.accountId, pocket: answer?.qube_id ?? 'cloud', delta: -10 }]),
  };
};

/** $1 from the user's linked sandbox bank into Cloud: pending until the bank settles it (settleBankDeposits). */
const bankDepositOp = (user) => {
  const key = crypto.randomUUID();
  return {
    kind: 'bank deposit', key, user, method: 'POST', path: '/api/deposits/ach-deposits/', okStatus: 201,
    body: { account_id: user.accountId, plaid_account: user.bankId, amount: '1.00', recurring: 'none', scheduled_date: 'today', idempotency_key: key },
    effects: () => [{ accountId: user.accountId, pocket: 'cloud', delta: 100 }],
  };
};

/** $1 from Cloud to the user's linked sandbox bank: it leaves Cloud when made. */
const bankTransferOp = (user) => {
  const key = crypto.randomUUID();
  return {
    kind: 'transfer to a bank', key, user, method: 'POST', path: '/api/orders/bank-transfers/', okStatus: 201,
    body: { account_id: user.accountId, from_qube: 'cloud', plaid_account: user.bankId, amount: '1.00', scheduled_date: 'today', idempotency_key: key },
    effects: () => [{ accountId: user.accountId, pocket: 'cloud', delta: -100 }],
  };
};

/** Links the sandbox bank (user_good at the default institution) the way the browser's widget does; answers its id. */
const linkSandboxBank = async (user) => {
  const token = await request('POST', '/api/plaid/generate-link-token/', { headers: user.headers, body: { account_id: user.accountId } });
  if (token.status !== 200) throw new Error(`link token answered ${token.status}: ${token.text}`);
  const linkToken = token.json.link_token;
  const signIn = await request('POST', '/api/plaid/sandbox/sign-in/', { headers: user.headers, body: { link_token: linkToken, institution_id: 'ins_109511', username: 'user_good', password: 'pass_good' } });
  if (signIn.status !== 200) throw new Error(`sandbox sign-in answered ${signIn.status}: ${signIn.text}`);
  const complete = await request('POST', '/api/plaid/sandbox/complete/', { headers: user.headers, body: { link_token: linkToken, link_session_id: signIn.json.link_session_id, account_ids: [signIn.json.accounts[0].id] } });
  if (complete.status !== 200) throw new Error(`sandbox complete answered ${complete.status}: ${complete.text}`);
  const { public_token: publicToken, metadata } = complete.json;
  const linked = await request('POST', '/api/plaid/accounts/', {
    headers: user.headers,
    body: {
      account_id: user.accountId, plaid_public_token: publicToken, institution_id: metadata.institution.institution_id, institution_name: metadata.institution.name,
      accounts: metadata.accounts.map((a) => ({ id: a.id, verification_status: a.verification_status })), link_type: metadata.link_type,
    },
  });
  if (linked.status !== 201) throw new Error(`plaid/accounts answered ${linked.status}: ${linked.text}`);
  return linked.json.results[0].id;
};

/**
 * Settles the user's bank deposits at the sandbox bank (its test clock looks 10 days ahead) until `expected` have
 * settled (a deposit not yet at the bank is sent by the API's next tick); answers how many did.
 */
const settleBankDeposits = async (user, expected, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  let settled = 0;
  for (;;) {
    const res = await request('POST', '/api/dev/sandbox-bank/advance', { body: { minutes: 60 * 24 * 10, account_id: user.accountId } }).catch(() => null);
    if (res?.status === 200) settled += res.json.settled;
    if (settled >= expected || Date.now() > deadline) return settled;
    await sleep(2000);
  }
};

/** Writers running operations until stopped (each writer its own stream of `next(n)`); every acknowledged one recorded. */
const startWriters = (streams) => {
  const acknowledged = [];
  const stats = NO_STATS();
  let stopped = false;
  let failure = null;
  const loops = streams.map(async (next) => {
    for (let n = 0; !stopped; n += 1) {
      try {
        acknowledged.push(await acknowledge(next(n), stats));
      } catch (error) {
        failure ??= error;
        return;
      }
    }
  });
  return {
    acknowledged,
    stats,
    failure: () => failure,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
};

/** The longest time without an acknowledged write between `from` and `to` (ms), and when it began. */
const longestGap = (acks, from, to) => {
  const times = acks.map((a) => a.at).filter((t) => t >= from - 60_000 && t <= to).sort((a, b) => a - b);
  let gap = 0;
  let start = from;
  for (let i = 1; i < times.length; i += 1) {
    if (times[i] - times[i - 1] > gap && times[i] >= from) {
      gap = times[i] - times[i - 1];
      start = times[i - 1];
    }
  }
  return { gap, start };
};

// ---------------------------------------------------------------------------------------------------------------------
// The live-updates socket: a small WebSocket client on a raw TCP socket (as api/src/areas/accounts/live.routes.test.ts).

const openLiveSocket = async (user, port = ports.api) => {
  const ticket = await request('POST', `/api/accounts/${user.accountId}/updates/ticket/`, { headers: user.headers });
  if (ticket.status !== 201) throw new Error(`ticket answered ${ticket.status}`);
  const socket = net.connect(port, '127.0.0.1');
  const messages = [];
  let buffer = Buffer.alloc(0);
  let upgraded = false;
  let closed = false;
  let closeCode = null;
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => undefined);
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!upgraded) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      upgraded = buffer.subarray(0, buffer.indexOf('\r\n')).toString().includes(' 101 ');
      buffer = buffer.subarray(end + 4);
    }
    while (buffer.length >= 2) {
      let len = buffer[1] & 0x7f;
      let pos = 2;
      if (len === 126) {
        if (buffer.length < 4) return;
        len = buffer.readUInt16BE(2);
        pos = 4;
      } else if (len === 127) {
        if (buffer.length < 10) return;
        len = Number(buffer.readBigUInt64BE(2));
        pos = 10;
      }
      if (buffer.length < pos + len) return;
      const opcode = buffer[0] & 0x0f;
      if (opcode === 1) messages.push(JSON.parse(buffer.subarray(pos, pos + len).toString()));
      if (opcode === 8 && len >= 2) closeCode = buffer.readUInt16BE(pos);
      buffer = buffer.subarray(pos + len);
    }
  });
  const key = crypto.randomBytes(16).toString('base64');
  socket.write(`GET /api/accounts/${user.accountId}/updates/?ticket=${ticket.json.ticket} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  const deadline = Date.now() + 10_000;
  while (!upgraded && Date.now() < deadline) await sleep(50);
  if (!upgraded) throw new Error('the live-updates socket was not upgraded');
  const send = (text) => {
    const payload = Buffer.from(text);
    const mask = crypto.randomBytes(4);
    const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]));
    socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]));
  };
  send(JSON.stringify({ type: 'subscribe' }));
  return { messages, isClosed: () => closed, closeCode: () => closeCode, close: () => socket.destroy() };
};

// ---------------------------------------------------------------------------------------------------------------------
// Patroni.

const patroni = async (node) => {
  try {
    const response = await fetch(`http://127.0.0.1:${node.rest}/patroni`, { signal: AbortSignal.timeout(1500) });
    return await response.json();
  } catch {
    return null;
  }
};
const isPrimary = (state) => ['master', 'primary'].includes(state?.role) && state?.state === 'running';
const waitFor = async (what, predicate, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return Date.now();
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
};
/** The node now primary and the other, from Patroni's REST API. */
const roles = async () => {
  const states = await Promise.all(ports.nodes.map(patroni));
  const primaryIndex = states.findIndex(isPrimary);
  if (primaryIndex < 0) return null;
  return { primary: ports.nodes[primaryIndex], replica: ports.nodes[1 - primaryIndex] };
};
const rejoinedAsSyncReplica = (node) => async () => {
  const state = await patroni(node);
  return state?.role === 'replica' && state.state === 'running' && Boolean(state.sync_standby);
};

/**
 * One failure while the writers write: `act` makes it (kill or switchover); measures the time to the replica's
 * promotion, the longest time without an acknowledged write, and the old primary's return as synchronous replica.
 */
const failure = async (label, writers, act) => {
  const before = await roles();
  if (!before) throw new Error('no primary before the failure');
  await sleep(3000); // writes flowing before
  const at = Date.now();
  await act(before);
  const promotedAt = await waitFor(`${before.replica.name} promoted`, async () => isPrimary(await patroni(before.replica)), 90_000);
  const firstWriteAfter = await waitFor('a write acknowledged after the promotion', async () => writers.acknowledged.some((a) => a.at > promotedAt), 90_000);
  await sleep(3000); // writes flowing after
  const { gap } = longestGap(writers.acknowledged, at, Date.now());
  const rejoinedAt = await waitFor(`${before.primary.name} back as synchronous replica`, rejoinedAsSyncReplica(before.primary), 180_000);
  const figures = {
    failure: label,
    old_primary: before.primary.name,
    new_primary: before.replica.name,
    seconds_to_promotion: seconds(promotedAt - at),
    seconds_to_first_write_after: seconds(firstWriteAfter - at),
    seconds_without_writes: seconds(gap),
    seconds_until_old_primary_is_sync_replica: seconds(rejoinedAt - at),
  };
  log(`${label}: ${JSON.stringify(figures)}`);
  return figures;
};

/**
 * An API instance SIGKILLed under the writers: HAProxy sends its requests to the other; a request cut mid-way is
 * retried with its key and answers once. The instance is started again and both are balanced before the next failure.
 */
const apiFailure = async (writers) => {
  const instance = npmStatus().api_instances[0];
  await sleep(3000);
  const at = Date.now();
  log(`SIGKILL API instance 1 (${instance.pid})`);
  process.kill(instance.pid, 'SIGKILL');
  const firstWriteAfter = await waitFor('a write acknowledged after the API instance died', async () => writers.acknowledged.some((a) => a.at > at + 500), 90_000);
  await sleep(3000);
  const { gap } = longestGap(writers.acknowledged, at, Date.now());
  await restartApi(1);
  const backAt = Date.now();
  const figures = { failure: 'SIGKILL of an API instance', seconds_to_first_write_after: seconds(firstWriteAfter - at), seconds_without_writes: seconds(gap), seconds_until_both_instances_balanced: seconds(backAt - at) };
  log(`${figures.failure}: ${JSON.stringify(figures)}`);
  return figures;
};

/** The API's sessions of lag-tolerant reads on one node (api/src/platform/db/replica.ts names them). */
const readSessionsOn = async (node) => {
  const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');
  const client = new Client({ host: '127.0.0.1', port: node.pg, user: 'postgres', password: secrets().superuser, database: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'qube-api-lag-tolerant-reads'");
    return rows[0].n;
  } finally {
    await client.end();
  }
};

/**
 * Statements read in a loop through the balancer while the writers write and the failures happen: with a replica they
 * come from it; with none (mid-failover) from the primary; with no database at all, a 503 like every other request.
 */
const startStatementReader = (user) => {
  const counts = { ok: 0, unavailable: 0, other: [] };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const res = await request('GET', `/api/accounts/${user.accountId}/statements/`, { headers: user.headers }).catch(() => null);
      if (res?.status === 200) counts.ok += 1;
      else if (res === null || res.status === 503) counts.unavailable += 1;
      else if (counts.other.length < 5) counts.other.push(`${res.status} ${res.text.slice(0, 120)}`);
      await sleep(200);
    }
  })();
  return { counts, stop: async () => { stopped = true; await loop; } };
};

// ---------------------------------------------------------------------------------------------------------------------

const main = async () => {
  const started = Date.now();
  if ((await clusterStatus()).running) throw new Error('A cluster of this checkout is running: npm run cluster:stop first.');
  const built = ['shell', 'mfe-money-movement', 'mfe-onboarding', 'mfe-planning', 'mfe-coaching', 'mfe-statements'].every((app) => fs.existsSync(path.join(root, app, 'dist')));
  log(`npm run cluster${built ? ' -- --no-build' : ''}`);
  const up = await run('bash', ['scripts/cluster.sh', ...(built ? ['--no-build'] : [])]);
  if (!check('npm run cluster starts the cluster and prints the site URL', up.code === 0 && up.output.includes(`http://localhost:${ports.pages.shell}`))) throw new Error('the cluster did not start');

  let summary;
  try {
    const first = npmStatus();
    const shapeOk = typeof first.site === 'string' && first.api === API
      && Array.isArray(first.api_instances) && first.api_instances.length === 2 && first.api_instances.every((i) => typeof i.url === 'string' && Number.isInteger(i.pid))
      && Array.isArray(first.postgres) && first.postgres.length === 2
      && first.postgres.every((p) => typeof p.name === 'string' && ['primary', 'replica'].includes(p.role) && Number.isInteger(p.pid) && typeof p.rest === 'string')
      && first.postgres.filter((p) => p.role === 'primary').length === 1;
    check('cluster:status prints site, api, api_instances [{url, pid}] and postgres [{name, role, pid, rest}] with one primary', shapeOk, JSON.stringify({ site: first.site, api: first.api, api_instances: first.api_instances, postgres: first.postgres.map(({ name, role, pid, rest }) => ({ name, role, pid, rest })) }));
    const siteHealth = await fetch(`${first.site}/api/health`).then((r) => r.status).catch(() => 0);
    check('the site reaches the API through the balancer', siteHealth === 200);

    const user = await freshUser();
    const friend = await freshUser();
    // Bank deposits and transfers to a bank in the mix: a linked sandbox bank, its demo deposits settled before the start.
    user.bankId = await linkSandboxBank(user);
    await settleBankDeposits(user, 0);
    const start = { [user.accountId]: await balances(user), [friend.accountId]: await balances(friend) };
    const pocketIds = ['cloud', ...Object.entries(start[user.accountId].names).filter(([, name]) => ['Groceries', 'Rent', 'Vacation', 'Emergency Fund'].includes(name)).map(([id]) => Number(id))];
    const one = await acknowledge(transferOp(user, pocketIds[0], pocketIds[1]), NO_STATS());
    check('a transfer through the balancer', one.attempts === 1, `answered 201 (${one.answer?.status ?? 'created'})`);

    // The card pays from an open qube (MM-126): Groceries, open for the whole run with no purchase limit.
    const groceries = pocketIds.find((id) => start[user.accountId].names[id] === 'Groceries');
    const opened = await request('POST', `/api/accounts/${user.accountId}/open-qube/`, { headers: user.headers, body: { account_id: user.accountId, open_qube: groceries, expires_in: 120 } });
    check('Groceries opened for card purchases', opened.status === 200 || opened.status === 201, `${opened.status} ${opened.text.slice(0, 200)}`);

    // Statements read from the replica (issue 24 §4): the API's read sessions show up on the replica node, not the primary.
    const statementReads = await Promise.all(Array.from({ length: 6 }, () => request('GET', `/api/accounts/${user.accountId}/statements/`, { headers: user.headers })));
    const nodes = await roles();
    const [onReplica, onPrimary] = nodes ? await Promise.all([readSessionsOn(nodes.replica), readSessionsOn(nodes.primary)]) : [0, 0];
    check('statements are read on the replica, not the primary', statementReads.every((r) => r.status === 200) && onReplica > 0 && onPrimary === 0, `read sessions: ${onReplica} on the replica, ${onPrimary} on the primary`);
    const reader = startStatementReader(user);

    // On API instance 2, the one never killed (apiFailure kills instance 1): through the balancer the socket would land
    // on instance 1 half the time and die with it, which proves nothing about LISTEN on the new primary.
    const live = await openLiveSocket(user, ports.apiInstances[1]);
    // Every kind of money move this API makes at once, from several clients: two writers moving money between the
    // user's pockets, one sending to the friend and back, one buying with the card.
    const around = (offset) => (n) => transferOp(user, pocketIds[(n + offset) % pocketIds.length], pocketIds[(n + offset + 1) % pocketIds.length]);
    const writers = startWriters([
      around(0),
      around(2),
      (n) => (n % 2 === 0 ? sendOp(user, friend) : sendOp(friend, user)),
      () => swipeOp(user),
      (n) => (n % 2 === 0 ? bankDepositOp(user) : bankTransferOp(user)),
    ]);
    writers.acknowledged.push(one);
    const figures = [];
    try {
      figures.push(await failure('SIGKILL of the primary postmaster', writers, async ({ primary }) => {
        const pid = npmStatus().postgres.find((p) => p.name === primary.name)?.pid;
        if (!pid) throw new Error(`no postmaster pid for ${primary.name}`);
        log(`SIGKILL postmaster ${pid} of ${primary.name}`);
        process.kill(pid, 'SIGKILL');
      }));
      figures.push(await apiFailure(writers));
      if (!args.has('--kill-only')) {
        figures.push(await failure('patronictl switchover', writers, async ({ primary, replica }) => {
          log(`patronictl switchover ${primary.name} → ${replica.name}`);
          const result = await run('patronictl', ['-c', path.join(STATE_DIR, 'pg', `${primary.name}.yml`), 'switchover', '--leader', primary.name, '--candidate', replica.name, '--force'], { quiet: true });
          if (result.code !== 0) throw new Error(`patronictl switchover failed: ${result.output}`);
        }));
      }
    } finally {
      await writers.stop();
      await reader.stop();
    }
    check('statements kept answering through the failures (from the primary while no replica was there), never a 500', reader.counts.ok > 0 && reader.counts.other.length === 0, JSON.stringify(reader.counts));
    if (writers.failure()) throw writers.failure();
    const { stats, acknowledged } = writers;
    check('no 500 while the database or an API instance went away', stats.serverErrors === 0, JSON.stringify(stats));
    check('every 503 carried Retry-After, code database_unavailable and a fallback_message', stats.bad503 === 0, `${stats.unavailable} answers 503`);
    check('a retried key answered what it first answered', stats.replayMismatch === 0);
    const kinds = Object.fromEntries(['transfer', 'send to a person', 'card purchase', 'bank deposit', 'transfer to a bank'].map((kind) => [kind, acknowledged.filter((a) => a.kind === kind).length]));
    // A bank deposit moves money when its bank settles it: every acknowledged one must settle, once.
    const settled = await settleBankDeposits(user, kinds['bank deposit']);
    check('every acknowledged bank deposit settled at the bank, once', settled === kinds['bank deposit'], `${settled} settled of ${kinds['bank deposit']}`);
    check('every kind of money move was acknowledged during the failures', Object.values(kinds).every((count) => count > 0), JSON.stringify(kinds));

    // The money: each pocket of both accounts moved by each acknowledged operation exactly once; no total below zero.
    const expected = Object.fromEntries(Object.entries(start).map(([id, b]) => [id, { ...b.pockets }]));
    for (const ack of acknowledged) for (const e of ack.effects) expected[e.accountId][e.pocket] += e.delta;
    const keys = new Set(acknowledged.map((a) => a.key));
    const wrong = [];
    const totals = {};
    for (const who of [user, friend]) {
      const end = await balances(who);
      totals[who.accountId] = end.total;
      for (const id of Object.keys(expected[who.accountId])) if (expected[who.accountId][id] !== end.pockets[id]) wrong.push(`${who.accountId}/${id}: expected ${expected[who.accountId][id]} found ${end.pockets[id]}`);
    }
    check(`every pocket of both accounts = its start + each of the ${acknowledged.length} acknowledged operations exactly once`, wrong.length === 0 && keys.size === acknowledged.length, wrong.join('; '));
    const moved = (id) => acknowledged.flatMap((a) => a.effects).filter((e) => String(e.accountId) === String(id)).reduce((sum, e) => sum + e.delta, 0);
    check('each account total moved by exactly its acknowledged operations, and none is below zero', [user, friend].every((who) => totals[who.accountId] === start[who.accountId].total + moved(who.accountId) && totals[who.accountId] >= 0), JSON.stringify(totals));

    // Live updates: the socket (on either instance) hears a transfer made after the failures: LISTEN is back.
    const heard = live.messages.length;
    const after = await acknowledge(transferOp(user, pocketIds[0], pocketIds[1]), stats);
    acknowledged.push(after);
    const version = after.answer?.account_version;
    let pushed = false;
    for (let i = 0; i < 100 && !pushed; i += 1) {
      pushed = live.messages.slice(heard).some((m) => m.type === 'overview' && (version === undefined || Number(m.account_version) >= Number(version)));
      if (!pushed) await sleep(100);
    }
    check('the live-updates socket hears a transfer after the failovers (LISTEN resubscribed on the new primary)', pushed && !live.isClosed(), `${live.messages.length} overviews in all${live.isClosed() ? `, closed (${live.closeCode() ?? 'no close frame'})` : ''}`);
    live.close();

    // The job queue (issue 24 §3) came through the failovers: the health endpoint counts its jobs, and no job used up
    // its retries (a job cut by a failover is retried, on either instance). Each instance answers for the same queue.
    const healths = await Promise.all(ports.apiInstances.map((port) => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json()).catch(() => null)));
    const counted = healths.every((h) => h && ['waiting', 'running', 'failed'].every((k) => Number.isInteger(h.jobs?.[k])));
    check('both instances count the job queue on /api/health, and no job failed for good through the failovers', counted && healths.every((h) => h.jobs.failed === 0), JSON.stringify(healths.map((h) => h?.jobs ?? null)));

    const last = npmStatus();
    check('cluster:status after: one primary and one synchronous replica', last.postgres.filter((p) => p.role === 'primary').length === 1 && last.postgres.some((p) => p.role === 'replica' && p.sync_standby));
    summary = { figures, acknowledged_operations: kinds, answers_503: stats.unavailable, lost_connections_retried: stats.networkErrors };
    if (args.has('--keep')) {
      log('--keep: the cluster stays up (npm run cluster:stop)');
    }
  } finally {
    if (!args.has('--keep')) {
      const pidsBefore = (() => {
        try {
          const s = npmStatus();
          return [...s.api_instances.map((i) => i.pid), ...s.postgres.flatMap((p) => [p.pid, p.patroni_pid]), s.haproxy.pid, s.etcd.pid, ...s.page_servers.map((p) => p.pid)].filter(Boolean);
        } catch {
          return [];
        }
      })();
      const down = await run('npm', ['run', '-s', 'cluster:stop']);
      check('npm run cluster:stop', down.code === 0);
      const left = pidsBefore.filter((pid) => fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '));
      check('nothing of the cluster is left running', left.length === 0, left.length ? `still running: ${left.join(', ')}` : `${pidsBefore.length} processes stopped`);
      const allPorts = [ports.etcdClient, ports.etcdPeer, ...ports.nodes.flatMap((n) => [n.pg, n.rest]), ports.primary, ports.replicas, ports.stats, ports.api, ...ports.apiInstances, ...Object.values(ports.pages)];
      const busy = [];
      for (const port of allPorts) {
        const free = await new Promise((resolve) => {
          const server = net.createServer();
          server.once('error', () => resolve(false));
          server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
        });
        if (!free) busy.push(port);
      }
      check('every port of the cluster is free again', busy.length === 0, busy.join(', '));
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${JSON.stringify({ ...summary, seconds: seconds(Date.now() - started) }, null, 2)}`);
  console.log(`test:cluster: ${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
};

main().catch((error) => {
  console.error(`[test:cluster] ${error.stack ?? error.message}`);
  const failed = results.filter((r) => !r.ok).length + 1;
  console.log(`test:cluster: ${results.length - failed + 1} passed, ${failed} failed`);
  process.exit(1);
});
