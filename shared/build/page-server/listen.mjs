// One page server on several addresses: the shell answers for company 1 on 127.0.0.1 and company 2
// on 127.0.0.2 (design.md "Ports, origins and cookies"). Fastify listens on one; the others get a
// plain server with the same handler, their upgrades handed to the main server's listeners (as
// Fastify itself does for the addresses of 'localhost').
import http from 'node:http';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ hosts: string[], port: number }} where
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export async function listenOnHosts(app, { hosts, port }) {
  const [first, ...others] = hosts;
  await app.listen({ host: first, port });
  const extra = [];
  try {
    for (const host of others) {
      const server = http.createServer(app.routing);
      server.on('upgrade', (...args) => app.server.emit('upgrade', ...args));
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
      extra.push(server);
    }
  } catch (error) {
    await app.close();
    for (const server of extra) server.close();
    throw error;
  }
  return {
    close: async () => {
      for (const server of extra) server.closeAllConnections?.();
      await Promise.all(extra.map((server) => new Promise((resolve) => server.close(() => resolve()))));
      await app.close();
    },
  };
}
