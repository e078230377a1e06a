#!/usr/bin/env node
// Serves one app's production build on its port (README "Run it"): `APP_DIR=shell node serve.mjs`.
// The server itself is page-server/pageServer.mjs; this file reads the environment and listens.
import fs from 'node:fs';
import path from 'node:path';
import { pageServerMode } from './page-server/mode.mjs';
import { buildPageServer } from './page-server/pageServer.mjs';
import { listenOnHosts } from './page-server/listen.mjs';
import { PORTS, APP_BY_FOLDER } from './ports.mjs';

const appDir = process.env.APP_DIR ? path.resolve(process.env.APP_DIR) : process.cwd();
const appName = APP_BY_FOLDER[path.basename(appDir)];
const port = Number(process.env.PORT ?? PORTS[appName]);
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(appDir, 'dist'));
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`;
// The shell answers for both companies: 127.0.0.1/localhost is company 1, 127.0.0.2 company 2.
const hosts = (process.env.HOSTS ?? (appName === 'shell' ? '127.0.0.1,127.0.0.2' : '127.0.0.1')).split(',').map((h) => h.trim()).filter(Boolean);
const deploymentFile = path.resolve(process.env.DEPLOYMENT_FILE ?? path.join(appDir, 'deployment.json'));
const mode = pageServerMode(process.env);

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run the build first.`);
  process.exit(1);
}

const app = await buildPageServer({ distDir, deploymentFile, apiUrl, mode, logger: { level: 'warn' } });
let server;
try {
  server = await listenOnHosts(app, { hosts, port });
} catch (error) {
  console.error(`${appName}: cannot listen on ${hosts.join(', ')} port ${port}: ${error.message}`);
  process.exit(1);
}
for (const host of hosts) console.log(`${appName} serving ${distDir} on http://${host}:${port} (${mode})`);
void app.warmCompressedFiles();

const stop = () => {
  server.close().finally(() => process.exit(0));
  // Open sockets (a live-updates socket) must not keep a stopping server alive.
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
