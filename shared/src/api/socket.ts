/** The smallest WebSocket surface the helper needs (the browser's, or `ws` in Node). */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
};

export type SocketFactory = (url: string) => SocketLike;

/**
 * Opens a live-updates socket (SD-58): sends {type:'subscribe'} on open and hands every parsed
 * JSON message to the callback; messages that are not JSON are ignored. Without a URL it throws
 * 'Unable to connect to: {url}'.
 */
export function openSocket<T>(url: string | null | undefined, onMessage: (message: T) => void, create: SocketFactory = (u) => new WebSocket(u) as unknown as SocketLike): SocketLike {
  if (!url) throw new Error(`Unable to connect to: ${url}`);
  const socket = create(url);
  socket.onopen = () => socket.send(JSON.stringify({ type: 'subscribe' }));
  socket.onmessage = (event) => {
    if (typeof event.data !== 'string') return;
    try {
      onMessage(JSON.parse(event.data) as T);
    } catch {
      // A message that is not JSON carries nothing for us.
    }
  };
  return socket;
}
