#!/usr/bin/env node
// The cluster of issue 24 §1 on this machine, from Debian's engines: etcd (one member), two PostgreSQL 15 nodes under
// Patroni (synchronous replication), HAProxy (writes to the node Patroni's REST API calls primary, reads to replicas,
// and the balancer of the two API instances), two API instances and the page servers (scripts/servers.mjs, as
// `npm start` runs them). Everything runs in the background, each in its own process group, with a pid file under
// .cluster/pids; PostgreSQL and Patroni run as the postgres user when started by root.
//
//   node scripts/cluster.mjs start    (npm run cluster: scripts/cluster.sh installs and builds first)
//   node scripts/cluster.mjs status   (npm run -s cluster:status: one JSON object)
//   node scripts/cluster.mjs stop     (npm run cluster:stop: stops what the pid files name, nothing else)
//
// QUBE_ENV=production starts the API and the page servers as production (the API then needs its secrets from the
// environment: README "Production"); QUBE_CLUSTER_PORT_OFFSET=N moves every port by N (a second cluster beside one on
// the default ports, or one beside the e2e suite on 8080-8090).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_BY_FOLDER, PORTS } from '../shared/build/ports.mjs';
import { serverCommands } from './servers.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STATE_DIR = path.join(root, '.cluster');
const PIDS_DIR = path.join(STATE_DIR, 'pids');
const LOGS_DIR = path.join(STATE_DIR, 'logs');
const PG_DIR = path.join(STATE_DIR, 'pg');
const STATE_FILE = path.join(STATE_DIR, 'state.json');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const SCOPE = 'qube';
const APP_DATABASE = 'qube';
const APP_USER = 'qube';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every port of the cluster (README "Cluster"); QUBE_CLUSTER_PORT_OFFSET moves them all. */
export const clusterPorts = (offset = Number(process.env.QUBE_CLUSTER_PORT_OFFSET ?? 0)) => ({
  etcdClient: 2379 + offset,
  etcdPeer: 2380 + offset,
  nodes: [
    { name: 'node1', pg: 5441 + offset, rest: 8008 + offset },
    { name: 'node2', pg: 5442 + offset, rest: 8009 + offset },
  ],
  primary: 5440 + offset,
  replicas: 5443 + offset,
  stats: 7000 + offset,
  api: PORTS.api + offset,
  apiInstances: [8091 + offset, 8092 + offset],
  pages: Object.fromEntries(Object.entries(APP_BY_FOLDER).map(([folder, name]) => [folder, PORTS[name] + offset])),
});

// ---------------------------------------------------------------------------------------------------------------------
// Processes: pid files hold the pid and the process's start time, so a pid reused by another program is never signalled.

/** The start time of a process (clock ticks since boot, /proc/PID/stat field 22), or null when it is gone or a zombie. */
const startTimeOf = (pid) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null;
    return fields[19];
  } catch {
    return null;
  }
};
const cmdlineOf = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};
const isAlive = (record) => Boolean(record) && startTimeOf(record.pid) === record.start;
const pidFile = (name) => path.join(PIDS_DIR, `${name}.json`);
const readPid = (name) => {
  try {
    return JSON.parse(fs.readFileSync(pidFile(name), 'utf8'));
  } catch {
    return null;
  }
};
const listPids = () => (fs.existsSync(PIDS_DIR) ? fs.readdirSync(PIDS_DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)) : []);

/** PostgreSQL refuses to run as root: when started by root, Patroni and PostgreSQL run as the postgres user. */
const postgresUser = () => {
  if (process.getuid?.() !== 0) return null;
  const line = fs.readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('No postgres user: install PostgreSQL 15 first (scripts/ensure-cluster-packages.sh).');
  const [, , uid, gid, , home] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), home };
};
const chownToPostgres = (target, user) => {
  if (user) fs.chownSync(target, user.uid, user.gid);
};

/** Starts a daemon in its own process group, its output appended to .cluster/logs/NAME.log, and writes its pid file. */
const startDaemon = async (name, command, args, { cwd = root, env = {}, user = null } = {}) => {
  const log = fs.openSync(path.join(LOGS_DIR, `${name}.log`), 'a');
  fs.writeSync(log, `\n--- ${new Date().toISOString()} ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', log, log],
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  fs.closeSync(log);
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  child.unref();
  const record = { name, pid: child.pid, start: startTimeOf(child.pid), command: [command, ...args].join(' ') };
  fs.writeFileSync(pidFile(name), JSON.stringify(record));
  return record;
};

const logTail = (name, lines = 30) => {
  try {
    // Logs are appended across starts: only this start's part (after the last '--- ' line startDaemon writes).
    const text = fs.readFileSync(path.join(LOGS_DIR, `${name}.log`), 'utf8');
    return text.slice(Math.max(0, text.lastIndexOf('\n--- '))).trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/**
 * Signals the process group of a pid-file record (or the process alone: a postmaster's backends share its group), then
 * waits for it to end; SIGKILL after `timeoutMs`.
 */
const stopRecord = async (record, { signal = 'SIGTERM', timeoutMs = 15_000, group = true } = {}) => {
  if (!isAlive(record)) return 'not running';
  const send = (sig) => {
    try {
      process.kill(group ? -record.pid : record.pid, sig);
    } catch {
      try {
        process.kill(record.pid, sig);
      } catch {
        // gone
      }
    }
  };
  send(signal);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(record)) return 'stopped';
    await sleep(100);
  }
  send('SIGKILL');
  for (let i = 0; i < 50 && isAlive(record); i += 1) await sleep(100);
  return 'killed';
};

// ---------------------------------------------------------------------------------------------------------------------
// Configuration files.

const nodeDir = (node) => path.join(PG_DIR, node.name);
const dataDir = (node) => path.join(nodeDir(node), 'data');
const patroniConfigFile = (node) => path.join(PG_DIR, `${node.name}.yml`);

/** Passwords made on the first start and kept in .cluster/secrets.json (mode 600). */
export const secrets = () => {
  const file = path.join(STATE_DIR, 'secrets.json');
  if (!fs.existsSync(file)) {
    const make = () => crypto.randomBytes(18).toString('hex');
    fs.writeFileSync(file, JSON.stringify({ superuser: make(), replication: make(), app: make() }), { mode: 0o600 });
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

/**
 * Patroni's settings that bound the failover time (README "Cluster"): the primary's Patroni notices its PostgreSQL
 * died within loop_wait (2 s) and, with primary_start_timeout 0, gives up the leader key at once instead of restarting
 * it in place; the replica's Patroni, woken by etcd's watch on that key, promotes itself. A primary whose whole machine
 * (Patroni included) dies keeps the key until its ttl (20 s) runs out. loop_wait + 2 × retry_timeout ≤ ttl.
 */
export const PATRONI_DCS = {
  ttl: 20,
  loop_wait: 2,
  retry_timeout: 5,
  maximum_lag_on_failover: 1048576,
  primary_start_timeout: 0,
  // A commit is acknowledged once the synchronous standby has it; only that standby may be promoted. Not strict: with
  // one node left, writes go on there (strict mode would stop every write until a second node is back).
  synchronous_mode: true,
  synchronous_mode_strict: false,
  postgresql: {
    use_pg_rewind: true,
    use_slots: true,
    parameters: {
      max_connections: 100,
      shared_buffers: '64MB',
      wal_level: 'replica',
      hot_standby: 'on',
      wal_log_hints: 'on',
      max_wal_senders: 10,
      max_replication_slots: 10,
      wal_keep_size: '128MB',
      synchronous_commit: 'on',
      password_encryption: 'scram-sha-256',
    },
  },
};

const patroniConfig = (node, ports, secret) => {
  // A Unix socket's path must stay under 108 bytes: the node's own folder when it fits, else /tmp (its port is unique).
  const socketDir = `${nodeDir(node)}/.s.PGSQL.${node.pg}`.length < 100 ? nodeDir(node) : '/tmp';
  return {
    scope: SCOPE,
    namespace: '/qube-cluster/',
    name: node.name,
    log: { level: 'INFO', format: '%(asctime)s %(levelname)s: %(message)s' },
    restapi: { listen: `127.0.0.1:${node.rest}`, connect_address: `127.0.0.1:${node.rest}` },
    etcd3: { hosts: [`127.0.0.1:${ports.etcdClient}`] },
    bootstrap: {
      dcs: PATRONI_DCS,
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
    },
    postgresql: {
      listen: `127.0.0.1:${node.pg}`,
      connect_address: `127.0.0.1:${node.pg}`,
      data_dir: dataDir(node),
      bin_dir: PG_BIN,
      pgpass: path.join(nodeDir(node), 'pgpass'),
      authentication: {
        superuser: { username: 'postgres', password: secret.superuser },
        replication: { username: 'replicator', password: secret.replication },
      },
      parameters: { unix_socket_directories: socketDir },
      pg_hba: [
        'local all all peer',
        'host replication replicator 127.0.0.1/32 scram-sha-256',
        'host all all 127.0.0.1/32 scram-sha-256',
      ],
      basebackup: [{ checkpoint: 'fast' }],
      remove_data_directory_on_rewind_failure: true,
      remove_data_directory_on_diverged_timelines: true,
    },
    watchdog: { mode: 'off' },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
};

/**
 * HAProxy: writes to the node whose Patroni answers 200 on /primary, reads to those answering /replica; sessions to a
 * node marked down are cut (on-marked-down shutdown-sessions) so no pooled connection stays on a demoted primary.
 * The API balancer retries only requests that never reached an instance (a refused connection).
 */
const haproxyConfig = (ports) => {
  const pgServers = ports.nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.pg} maxconn 100 check port ${n.rest}`).join('\n');
  const pgChecks = '  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 1 on-marked-down shutdown-sessions';
  return `# Written by scripts/cluster.mjs on each start.
global
  maxconn 2000

defaults
  log global
  mode tcp
  retries 2
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 2s

listen postgres_primary
  bind 127.0.0.1:${ports.primary}
  option httpchk OPTIONS /primary
  http-check expect status 200
${pgChecks}
${pgServers}

listen postgres_replicas
  bind 127.0.0.1:${ports.replicas}
  balance roundrobin
  option httpchk OPTIONS /replica
  http-check expect status 200
${pgChecks}
${pgServers}

listen api
  bind 127.0.0.1:${ports.api}
  mode http
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  option forwardfor
  option redispatch
  retry-on conn-failure
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  timeout tunnel 1h
  default-server inter 1s fall 2 rise 1
${ports.apiInstances.map((port, i) => `  server api${i + 1} 127.0.0.1:${port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${ports.stats}
  mode http
  stats enable
  stats uri /
  stats refresh 2s
`;
};

// ---------------------------------------------------------------------------------------------------------------------
// Probes.

const getJson = async (url, timeoutMs = 2000) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, body: await response.json().catch(() => null) };
};
const answers = async (url, headers = {}) => {
  try {
    return (await fetch(url, { headers, signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
};
const waitUntil = async (what, check, timeoutMs, onTimeout = () => '') => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      if (error?.fatal) throw error;
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${Math.round(timeoutMs / 1000)} s\n${onTimeout()}`);
    await sleep(500);
  }
};

/** Patroni's view of one node: GET /patroni (role 'master' in Patroni 3.0 is our 'primary'). */
const patroniState = async (node) => {
  try {
    const { body } = await getJson(`http://127.0.0.1:${node.rest}/patroni`);
    if (!body) return null;
    const role = ['master', 'primary'].includes(body.role) ? 'primary' : body.role === 'replica' ? 'replica' : body.role;
    return { role, state: body.state, timeline: body.timeline, sync_standby: Boolean(body.sync_standby) };
  } catch {
    return null;
  }
};

/** HAProxy's stats as rows: { pxname, svname, status, … }. */
export const haproxyStats = async (ports) => {
  const response = await fetch(`http://127.0.0.1:${ports.stats}/;csv`, { signal: AbortSignal.timeout(2000) });
  const [header, ...lines] = (await response.text()).trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value])));
};
const upServers = (stats, proxy) => stats.filter((r) => r.pxname === proxy && !['FRONTEND', 'BACKEND'].includes(r.svname) && r.status.startsWith('UP')).map((r) => r.svname);

const portFree = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });

/** The postmaster of a node: its pid from postmaster.pid when that process is running on this data folder. */
const postmasterPid = (node) => {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir(node), 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isSafeInteger(pid) && startTimeOf(pid) && cmdlineOf(pid).includes(dataDir(node)) ? pid : null;
  } catch {
    return null;
  }
};

// ---------------------------------------------------------------------------------------------------------------------
// Commands.

const mode = () => (process.env.QUBE_ENV === 'production' ? 'production' : 'development');
const siteUrl = (ports) => `http://localhost:${ports.pages.shell}`;

/** Creates the API's role and database on the primary (through HAProxy) when missing. */
const ensureAppDatabase = async (ports, secret) => {
  const require = createRequire(path.join(root, 'api/package.json'));
  const { Client } = require('pg');
  const client = new Client({ host: '127.0.0.1', port: ports.primary, user: 'postgres', password: secret.superuser, database: 'postgres' });
  await client.connect();
  try {
    const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_USER]);
    if (!role.rowCount) await client.query(`CREATE ROLE ${APP_USER} LOGIN PASSWORD '${secret.app}'`);
    const database = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (!database.rowCount) await client.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_USER}`);
  } finally {
    await client.end();
  }
};

/** Starts API instance `i` (0-based) on the primary through HAProxy, as `npm run cluster` does. */
const launchApi = async (i, ports, secret, qubeEnv) => {
  const port = ports.apiInstances[i];
  const databaseUrl = `postgres://${APP_USER}:${secret.app}@127.0.0.1:${ports.primary}/${APP_DATABASE}`;
  // Statements and reports read through HAProxy's replicas port (api/src/platform/db/replica.ts); with no healthy
  // replica there (a failover in progress) those reads fall back to the primary.
  const replicaUrl = `postgres://${APP_USER}:${secret.app}@127.0.0.1:${ports.replicas}/${APP_DATABASE}`;
  console.log(`[cluster] API ${i + 1} on 127.0.0.1:${port} (${qubeEnv})`);
  // QUBE_CLUSTER_API_NODE_ARGS: extra flags for the instances' node (a profile: --cpu-prof --cpu-prof-dir=/tmp/p).
  const nodeArgs = (process.env.QUBE_CLUSTER_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  await startDaemon(`api-${i + 1}`, process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: { QUBE_ENV: qubeEnv, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, QUBE_REPLICA_DATABASE_URL: replicaUrl, DATA_DIR: '', QUBE_DB_POOL_MAX: process.env.QUBE_DB_POOL_MAX ?? '10' },
  });
};

const apiAnswering = (i, port) =>
  waitUntil(`API ${i + 1} answering`, async () => {
    if (!isAlive(readPid(`api-${i + 1}`))) throw Object.assign(new Error(`API ${i + 1} exited:\n${logTail(`api-${i + 1}`)}`), { fatal: true });
    return answers(`http://127.0.0.1:${port}/api/health`);
  }, 300_000, () => logTail(`api-${i + 1}`));

/**
 * Starts API instance `n` (1-based) again after it stopped or was killed (test:cluster kills one under load), and waits
 * until HAProxy balances both instances again.
 */
export const restartApi = async (n) => {
  const ports = clusterPorts();
  const i = n - 1;
  if (isAlive(readPid(`api-${n}`))) throw new Error(`API ${n} is running`);
  await launchApi(i, ports, secrets(), mode());
  await apiAnswering(i, ports.apiInstances[i]);
  await waitUntil('HAProxy balancing both API instances', async () => upServers(await haproxyStats(ports), 'api').length === ports.apiInstances.length, 30_000);
};

export const start = async () => {
  const ports = clusterPorts();
  const running = listPids().map(readPid).filter(isAlive);
  if (running.length) {
    throw new Error(`A cluster of this checkout is running already (${running.map((r) => r.name).join(', ')}): npm run cluster:stop first.`);
  }
  for (const dir of [STATE_DIR, PIDS_DIR, LOGS_DIR, PG_DIR]) fs.mkdirSync(dir, { recursive: true });
  for (const name of listPids()) fs.rmSync(pidFile(name), { force: true });
  const allPorts = [ports.etcdClient, ports.etcdPeer, ...ports.nodes.flatMap((n) => [n.pg, n.rest]), ports.primary, ports.replicas, ports.stats, ports.api, ...ports.apiInstances, ...Object.values(ports.pages)];
  const taken = [];
  for (const port of allPorts) if (!(await portFree(port))) taken.push(port);
  if (!(await portFree(ports.pages.shell, '127.0.0.2'))) taken.push(`127.0.0.2:${ports.pages.shell}`);
  if (taken.length) throw new Error(`Ports in use: ${taken.join(', ')} (QUBE_CLUSTER_PORT_OFFSET=N moves every port of the cluster).`);

  const user = postgresUser();
  const secret = secrets();
  const qubeEnv = mode();
  const log = (line) => console.log(`[cluster] ${line}`);
  const began = Date.now();
  try {
    // etcd, one member (production: three, on three machines). Its member remembers its peer address: a start on
    // other ports (QUBE_CLUSTER_PORT_OFFSET) begins with a new etcd, and Patroni writes the cluster's keys there again
    // from the nodes' data.
    const etcdDir = path.join(STATE_DIR, 'etcd');
    const etcdPortsFile = path.join(STATE_DIR, 'etcd-ports.json');
    const etcdPorts = JSON.stringify([ports.etcdClient, ports.etcdPeer]);
    if (fs.existsSync(etcdDir) && (!fs.existsSync(etcdPortsFile) || fs.readFileSync(etcdPortsFile, 'utf8') !== etcdPorts)) fs.rmSync(etcdDir, { recursive: true, force: true });
    fs.writeFileSync(etcdPortsFile, etcdPorts);
    log(`etcd on 127.0.0.1:${ports.etcdClient}`);
    await startDaemon('etcd', 'etcd', [
      '--name', 'qube-etcd', '--data-dir', etcdDir,
      '--listen-client-urls', `http://127.0.0.1:${ports.etcdClient}`, '--advertise-client-urls', `http://127.0.0.1:${ports.etcdClient}`,
      '--listen-peer-urls', `http://127.0.0.1:${ports.etcdPeer}`, '--initial-advertise-peer-urls', `http://127.0.0.1:${ports.etcdPeer}`,
      '--initial-cluster', `qube-etcd=http://127.0.0.1:${ports.etcdPeer}`, '--initial-cluster-token', 'qube-cluster', '--initial-cluster-state', 'new',
    ]);
    await waitUntil('etcd answering /health', async () => (await getJson(`http://127.0.0.1:${ports.etcdClient}/health`)).body?.health === 'true', 30_000, () => logTail('etcd'));

    // Two PostgreSQL nodes under Patroni.
    for (const node of ports.nodes) {
      fs.mkdirSync(nodeDir(node), { recursive: true, mode: 0o700 });
      chownToPostgres(nodeDir(node), user);
      fs.writeFileSync(patroniConfigFile(node), JSON.stringify(patroniConfig(node, ports, secret), null, 2), { mode: 0o600 });
      chownToPostgres(patroniConfigFile(node), user);
    }
    chownToPostgres(PG_DIR, user);
    for (const node of ports.nodes) {
      log(`Patroni ${node.name}: PostgreSQL on 127.0.0.1:${node.pg}, REST on 127.0.0.1:${node.rest}`);
      await startDaemon(`patroni-${node.name}`, 'patroni', [patroniConfigFile(node)], {
        user,
        cwd: nodeDir(node),
        env: user ? { HOME: user.home, USER: 'postgres', LOGNAME: 'postgres' } : {},
      });
    }
    const roles = await waitUntil('a primary and a synchronous replica', async () => {
      const states = await Promise.all(ports.nodes.map(patroniState));
      const primary = states.filter((s) => s?.role === 'primary' && s.state === 'running');
      const sync = states.filter((s) => s?.role === 'replica' && s.state === 'running' && s.sync_standby);
      return primary.length === 1 && sync.length === 1 ? states : null;
    }, 300_000, () => ports.nodes.map((n) => `[${n.name}]\n${logTail(`patroni-${n.name}`)}`).join('\n'));
    log(`PostgreSQL: ${ports.nodes.map((n, i) => `${n.name} ${roles[i].role}`).join(', ')} (synchronous)`);

    // HAProxy: the primary, the replicas, the API balancer and its stats page.
    const haproxyFile = path.join(STATE_DIR, 'haproxy.cfg');
    fs.writeFileSync(haproxyFile, haproxyConfig(ports));
    log(`HAProxy: primary 127.0.0.1:${ports.primary}, replicas 127.0.0.1:${ports.replicas}, API 127.0.0.1:${ports.api}, stats http://127.0.0.1:${ports.stats}/`);
    await startDaemon('haproxy', 'haproxy', ['-f', haproxyFile, '-db']);
    const primaryName = ports.nodes[roles.findIndex((s) => s.role === 'primary')].name;
    await waitUntil('HAProxy routing to the primary', async () => {
      const up = upServers(await haproxyStats(ports), 'postgres_primary');
      return up.length === 1 && up[0] === primaryName;
    }, 30_000, () => logTail('haproxy'));
    await waitUntil('the API database', async () => {
      await ensureAppDatabase(ports, secret);
      return true;
    }, 30_000);

    // Two API instances on the primary through HAProxy; the first start migrates and seeds once (advisory locks).
    for (const i of ports.apiInstances.keys()) await launchApi(i, ports, secret, qubeEnv);
    await Promise.all(ports.apiInstances.map((port, i) => apiAnswering(i, port)));
    await waitUntil('HAProxy balancing both API instances', async () => upServers(await haproxyStats(ports), 'api').length === ports.apiInstances.length, 30_000);

    // The page servers, as npm start runs them, in front of the balancer.
    const deployment = JSON.parse(fs.readFileSync(path.join(root, 'shell/deployment.json'), 'utf8'));
    deployment.remotes = Object.fromEntries(Object.entries(ports.pages).filter(([folder]) => folder !== 'shell').map(([folder, port]) => [APP_BY_FOLDER[folder], `http://localhost:${port}/mf-manifest.json`]));
    const deploymentFile = path.join(STATE_DIR, 'deployment.json');
    fs.writeFileSync(deploymentFile, JSON.stringify(deployment, null, 2));
    const pages = serverCommands({ env: { QUBE_ENV: qubeEnv, API_URL: `http://127.0.0.1:${ports.api}` } }).filter((c) => c.name !== 'api');
    for (const page of pages) {
      await startDaemon(`page-${page.name}`, page.command === 'node' ? process.execPath : page.command, page.args, {
        env: { ...page.env, PORT: String(ports.pages[page.name]), ...(page.name === 'shell' ? { DEPLOYMENT_FILE: deploymentFile } : {}) },
      });
    }
    await Promise.all(pages.map((page) =>
      waitUntil(`page server ${page.name}`, () => answers(`http://127.0.0.1:${ports.pages[page.name]}${page.name === 'shell' ? '/' : '/mf-manifest.json'}`), 60_000, () => logTail(`page-${page.name}`))));
    await waitUntil('the site reaching the API', () => answers(`http://127.0.0.1:${ports.pages.shell}/api/health`), 30_000);

    fs.writeFileSync(STATE_FILE, JSON.stringify({ mode: qubeEnv, ports, startedAt: new Date().toISOString() }, null, 2));
    log(`up in ${Math.round((Date.now() - began) / 1000)} s`);
    console.log(`\nQube (cluster, ${qubeEnv}) is running. Open ${siteUrl(ports)} (company 1) or http://127.0.0.2:${ports.pages.shell} (company 2).`);
    if (qubeEnv !== 'production') console.log('Demo sign-in: alex@demo.qube / Demo!2345 (all demo users are in the README).');
    console.log(`API balancer http://127.0.0.1:${ports.api}, HAProxy stats http://127.0.0.1:${ports.stats}/, logs in .cluster/logs.`);
    console.log('npm run -s cluster:status shows every part; npm run cluster:stop stops them all.\n');
  } catch (error) {
    console.error(`[cluster] start failed: ${error.message}`);
    console.error('[cluster] stopping what was started');
    await stop({ quiet: true });
    throw error;
  }
};

export const status = async () => {
  const saved = fs.existsSync(STATE_FILE) ? JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) : null;
  const ports = saved?.ports ?? clusterPorts();
  const pidOf = (name) => {
    const record = readPid(name);
    return isAlive(record) ? record.pid : null;
  };
  const postgres = await Promise.all(ports.nodes.map(async (node) => {
    const state = await patroniState(node);
    return {
      name: node.name,
      role: state?.role === 'primary' || state?.role === 'replica' ? state.role : null,
      pid: postmasterPid(node),
      rest: `http://127.0.0.1:${node.rest}`,
      state: state?.state ?? 'unreachable',
      sync_standby: state?.sync_standby ?? false,
      timeline: state?.timeline ?? null,
      port: node.pg,
      patroni_pid: pidOf(`patroni-${node.name}`),
    };
  }));
  const running = listPids().map(readPid).filter(isAlive);
  return {
    running: running.length > 0,
    mode: saved?.mode ?? null,
    site: siteUrl(ports),
    api: `http://127.0.0.1:${ports.api}`,
    api_instances: ports.apiInstances.map((port, i) => ({ url: `http://127.0.0.1:${port}`, pid: pidOf(`api-${i + 1}`) })),
    postgres,
    haproxy: { pid: pidOf('haproxy'), primary: `127.0.0.1:${ports.primary}`, replicas: `127.0.0.1:${ports.replicas}`, stats: `http://127.0.0.1:${ports.stats}/` },
    etcd: { pid: pidOf('etcd'), url: `http://127.0.0.1:${ports.etcdClient}` },
    page_servers: Object.entries(ports.pages).map(([name, port]) => ({ name, url: `http://127.0.0.1:${port}`, pid: pidOf(`page-${name}`) })),
  };
};

/** Stops everything the pid files name: pages, APIs, HAProxy, the replicas' Patroni, the primary's, then etcd. */
export const stop = async ({ quiet = false } = {}) => {
  const log = (line) => {
    if (!quiet) console.log(`[cluster] ${line}`);
  };
  const saved = fs.existsSync(STATE_FILE) ? JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) : null;
  const ports = saved?.ports ?? clusterPorts();
  const names = listPids();
  const stopNamed = async (name, options) => {
    const record = readPid(name);
    const outcome = await stopRecord(record, options);
    if (record && outcome !== 'not running') log(`${name} (pid ${record.pid}) ${outcome}`);
    fs.rmSync(pidFile(name), { force: true });
  };
  await Promise.all(names.filter((n) => n.startsWith('page-')).map((n) => stopNamed(n)));
  await Promise.all(names.filter((n) => n.startsWith('api-')).map((n) => stopNamed(n, { timeoutMs: 20_000 })));
  if (names.includes('haproxy')) await stopNamed('haproxy');
  // Replicas first, so stopping the primary's Patroni leaves no replica to promote.
  const states = await Promise.all(ports.nodes.map(patroniState));
  const order = ports.nodes.map((node, i) => ({ node, primary: states[i]?.role === 'primary' })).sort((a, b) => Number(a.primary) - Number(b.primary));
  for (const { node } of order) {
    if (names.includes(`patroni-${node.name}`)) await stopNamed(`patroni-${node.name}`, { timeoutMs: 60_000 });
    // Patroni stops its PostgreSQL on the way out; a postmaster left behind (Patroni killed) gets a fast shutdown.
    const pid = postmasterPid(node);
    if (pid) {
      const record = { pid, start: startTimeOf(pid) };
      log(`${node.name} postmaster (pid ${pid}) ${await stopRecord(record, { signal: 'SIGINT', timeoutMs: 30_000, group: false })}`);
    }
  }
  if (names.includes('etcd')) await stopNamed('etcd');
  for (const name of listPids()) await stopNamed(name);
  fs.rmSync(STATE_FILE, { force: true });
  log(names.length ? 'stopped' : 'nothing was running');
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  const run = { start, stop, status: async () => console.log(JSON.stringify(await status(), null, 2)) }[command];
  if (!run) {
    console.error('usage: node scripts/cluster.mjs start|status|stop');
    process.exit(2);
  }
  run().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
