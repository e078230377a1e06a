/** How a socket ended: its close code (1006 when the connection dropped or the upgrade was refused). */
export type SocketClose = { code: number };

/** The smallest WebSocket surface the helper needs (the browser's, or a fake in tests). */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose?: ((event: SocketClose) => void) | null;
  send(data: string): void;
  close(): void;
};

export type SocketFactory = (url: string) => SocketLike;

/**
 * Opens a live-updates socket (SD-58): sends {type:'subscribe'} on open and hands every parsed
 * JSON message to the callback; messages that are not JSON are ignored; `onClose` hears how it
 * ended. Without a URL it throws 'Unable to connect to: {url}'.
 */
export function openSocket<T>(
  url: string | null | undefined,
  onMessage: (message: T) => void,
  create: SocketFactory = (u) => new WebSocket(u) as unknown as SocketLike,
  onClose?: (event: SocketClose) => void,
): SocketLike {
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
  if (onClose) socket.onclose = (event) => onClose({ code: typeof event?.code === 'number' ? event.code : 1006 });
  return socket;
}
