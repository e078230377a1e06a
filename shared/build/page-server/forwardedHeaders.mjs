// What the API learns about the visitor from the page server. The API trusts X-Forwarded-* from its
// page servers (trustProxy), so whatever a client sent under those names is dropped first: otherwise
// anyone could choose the address the API logs and rate-limits, or the host its links point to.
const CLIENT_FORWARDING = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-prefix', 'x-real-ip'];

/** The proxy's own forwarding headers for one request. */
export function forwardingOf(request, https) {
  return {
    'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-proto': https ? 'https' : 'http',
  };
}

/** Request headers for the API: the client's, minus its forwarding claims, plus ours. */
export function withoutClientForwarding(headers) {
  const kept = { ...headers };
  for (const name of CLIENT_FORWARDING) delete kept[name];
  return kept;
}

// The live-updates socket is opened by a new client (ws) towards the API, which sends only what is
// listed here: the session cookie and the headers a non-browser client may authenticate with.
const SOCKET_HEADERS = ['cookie', 'authorization', 'x-company-header-id', 'x-api-version', 'user-agent', 'origin'];

export function socketHeadersOf(request, https) {
  const headers = {};
  for (const name of SOCKET_HEADERS) if (request.headers[name] !== undefined) headers[name] = request.headers[name];
  return { ...headers, ...forwardingOf(request, https) };
}
