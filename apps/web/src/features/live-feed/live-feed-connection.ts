/** The part of the browser's WebSocket the live feed uses, so tests can pass a fake one. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export type SocketConstructor = new (url: string) => SocketLike;

/** WebSocket.OPEN, without relying on the constructor carrying the constant. */
const OPEN = 1;

export interface LiveFeedConnectionOptions {
  /** The socket's URL, asked for afresh before each socket (it carries a single-use ticket). */
  openUrl: () => Promise<string>;
  WebSocketImpl: SocketConstructor;
  pingMs: number;
  reconnectMs: number;
  /** Every text message except the server's 'pong'. */
  onMessage: (data: unknown) => void;
  onError: (error: unknown) => void;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Keeps one socket open (spec section 7): a text 'ping' every `pingMs` while open, and a new socket
 * (with a new URL) `reconnectMs` after any close or failure to get its URL. Returns the function that
 * closes it for good.
 */
export function openLiveFeed(options: LiveFeedConnectionOptions): () => void {
  let socket: SocketLike | null = null;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const stopPinging = () => {
    clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const reconnectLater = () => {
    if (stopped || reconnectTimer !== undefined) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, options.reconnectMs);
  };

  function connect() {
    options.openUrl().then(
      (url) => {
        if (!stopped) open(url);
      },
      (error: unknown) => {
        if (stopped) return;
        options.onError(error);
        reconnectLater();
      },
    );
  }

  function open(url: string) {
    let current: SocketLike;
    try {
      current = new options.WebSocketImpl(url);
    } catch (error) {
      options.onError(error);
      return reconnectLater();
    }
    socket = current;
    current.onopen = () => {
      options.onOpenChange?.(true);
      stopPinging();
      pingTimer = setInterval(() => {
        if (current.readyState === OPEN) current.send('ping');
      }, options.pingMs);
    };
    current.onmessage = (event) => {
      if (event.data !== 'pong') options.onMessage(event.data);
    };
    current.onerror = (event) => options.onError(event);
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      stopPinging();
      options.onOpenChange?.(false);
      reconnectLater();
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    stopPinging();
    const last = socket;
    socket = null;
    if (last) {
      last.onopen = last.onmessage = last.onerror = last.onclose = null;
      last.close(1000, 'Done');
    }
  };
}
