// The bench's reference page for the navigation's commit (ADR 0101): a document with nothing in it but a heading,
// answered with exactly the headers the shell's page server sends for its own documents (COOP, CSP, …), so
// its commit is the floor every page of ours stands on.
import http from 'node:http';

const BODY = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body><h1>Blank</h1></body></html>';
// Headers that describe the shell's own body or connection, not the document's policies.
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'last-modified', 'connection', 'keep-alive', 'date']);

/** @param {string} shellUrl  the shell page server whose document headers are copied */
export async function startBlankPage(shellUrl) {
  const res = await fetch(`${shellUrl}/`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the shell answered ${res.status} for /`);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !BODY_HEADERS.has(name)));
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(BODY) });
    response.end(BODY);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://localhost:${port}/`,
    headerNames: Object.keys(headers),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
