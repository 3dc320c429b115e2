import { zipDownloadEvent, type User, type ZipDownload } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { SOCKET_PING_MS, SOCKET_RECONNECT_MS } from '@filmlab/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE, callRoute } from '../../lib/api-client';
import { queryKeys, zipDownloadKeys } from '../../lib/query-keys';
import { useSessionState } from '../../lib/session-store';
import { openLiveFeed, type SocketConstructor } from './live-feed-connection';
import { liveFeedStore } from './live-feed-store';

/**
 * ws(s)://host/api/users/{id}/zip-downloads/socket?ticket=…: browsers cannot send a header on a
 * socket, so it carries a single-use ticket the session asked for, never the session token itself
 * (a URL lands in proxies' access logs).
 */
export function liveFeedUrl(origin: string, userId: number, ticket: string): string {
  const base = origin.replace(/^http/, 'ws');
  return `${base}${API_BASE}/users/${userId}/zip-downloads/socket?ticket=${encodeURIComponent(ticket)}`;
}

/** A ticket for the user's feed, asked for with the session (its Authorization header). */
export async function fetchLiveFeedTicket(userId: number): Promise<string> {
  return (await callRoute(routePaths.liveFeed.ticket, { params: { id: userId } })).ticket;
}

/** The signed-in user's id as the session loaded it, read from the cache without fetching. */
function useLoadedUserId(): number | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<User>(queryKeys.currentUser)?.id,
  );
}

/**
 * A zip's progress goes straight into its cached state, so the download button moves without a
 * request; when it is done (or failed) the zip is fetched again for its download link.
 */
export function applyZipEvent(queryClient: QueryClient, userId: number, data: unknown): void {
  let parsed: unknown;
  try {
    parsed = typeof data === 'string' ? JSON.parse(data) : data;
  } catch {
    return;
  }
  const event = zipDownloadEvent.safeParse(parsed);
  if (!event.success) return;
  const { zipDownloadId, status, progress, bytesDone, bytesTotal } = event.data;
  const key = zipDownloadKeys.one(userId, zipDownloadId);
  queryClient.setQueryData<{ zipDownload: ZipDownload }>(key, (old) =>
    old && old.zipDownload.status !== 'DONE'
      ? { zipDownload: { ...old.zipDownload, status, progress, bytesDone, bytesTotal } }
      : old,
  );
  if (status === 'DONE' || status === 'FAILED') void queryClient.invalidateQueries({ queryKey: key });
}

export interface UseLiveFeedOptions {
  /** The browser's WebSocket unless given (tests pass a fake). */
  WebSocketImpl?: SocketConstructor;
  /** Asks the server for a ticket unless given (tests pass a fake). */
  getTicket?: (userId: number) => Promise<string>;
}

/**
 * The live feed of the user's zip downloads (spec sections 4 and 7): open only while a user is
 * logged in and loaded; any message other than 'pong' refreshes the user. Errors are stored only.
 */
export function useLiveFeed(options: UseLiveFeedOptions = {}): void {
  const token = useSessionState((state) => state.token);
  const userId = useLoadedUserId();
  const queryClient = useQueryClient();
  const WebSocketImpl = options.WebSocketImpl ?? (globalThis.WebSocket as SocketConstructor | undefined);
  const getTicket = options.getTicket ?? fetchLiveFeedTicket;

  useEffect(() => {
    // The token is the session: a new one (logged in again) opens a new feed with a ticket of its own.
    if (!token || userId === undefined || !WebSocketImpl) return;
    const stop = openLiveFeed({
      openUrl: async () => liveFeedUrl(window.location.origin, userId, await getTicket(userId)),
      WebSocketImpl,
      pingMs: SOCKET_PING_MS,
      reconnectMs: SOCKET_RECONNECT_MS,
      onMessage: (data) => {
        applyZipEvent(queryClient, userId, data);
        void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
      },
      onError: (error) => liveFeedStore.setState({ lastError: error }),
      onOpenChange: (open) => liveFeedStore.setState({ open }),
    });
    return () => {
      stop();
      liveFeedStore.setState({ open: false });
    };
  }, [token, userId, WebSocketImpl, getTicket, queryClient]);
}
