import type { WebSocket } from 'ws';
import type { UserFeed } from './user-feed.js';

export interface ServeLiveFeedOptions {
  socket: WebSocket;
  userId: number;
  feed: UserFeed;
  /** Checks the caller's session again on each ping; false closes the socket (e.g. password changed). */
  stillAllowed: () => Promise<boolean>;
  /** Calls its argument whenever the session may have ended (a logout); returns the stop function. */
  watchSession?: (recheck: () => void) => () => void;
  /** A socket that sends nothing for this long is dropped (the client pings every 60 s). */
  idleMs: number;
  onError: (error: unknown) => void;
}

/** Close code for a session that no longer admits the socket (RFC 6455: policy violation). */
export const SESSION_ENDED = 1008;

/**
 * One open live feed: answers 'ping' with 'pong' and sends each of the user's events as JSON text
 * (spec section 7). Closing the socket, from either side, ends its subscription.
 */
export function serveLiveFeed(options: ServeLiveFeedOptions): void {
  const { socket } = options;
  let idle: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.terminate(), options.idleMs);
    idle.unref();
  };

  const recheck = () => {
    options.stillAllowed().then((allowed) => {
      if (!allowed && socket.readyState === socket.OPEN) socket.close(SESSION_ENDED, 'Session ended');
    }, options.onError);
  };
  const stopWatching = options.feed.watch(options.userId, (event) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  });
  const stopWatchingSession = options.watchSession?.(recheck);
  socket.on('close', () => {
    clearTimeout(idle);
    stopWatching();
    stopWatchingSession?.();
  });
  socket.on('message', (data, isBinary) => {
    touch();
    if (isBinary || !Buffer.isBuffer(data) || data.toString('utf8') !== 'ping') return;
    socket.send('pong');
    recheck();
  });
  touch();
}
