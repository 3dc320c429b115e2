// The zip-download live feed's messages: pong to a ping, each user's events to them alone (from
// another app process too), and the socket closed when the session ends.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { bearer, buildUser } from '../../test/factories.js';
import { userCacheFor } from '../users/user-cache.js';
import { closed, connect, inbox, liveFeedServer, type Person } from './live-feed-test-helpers.js';
import { publishUserEvent } from './user-events.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('the zip-download live feed socket', () => {
  const feed = liveFeedServer();

  it('answers the owner ping with pong', async () => {
    const socket = feed.track(await feed.openFeed(feed.owner.id, feed.owner));
    const messages = inbox(socket);
    socket.send('ping');
    await expect.poll(() => messages).toEqual(['pong']);
    socket.send('something else');
    socket.send('ping');
    await expect.poll(() => messages).toEqual(['pong', 'pong']);
  });

  it("sends the owner's events as JSON and nobody else's", async () => {
    const socket = feed.track(await feed.openFeed(feed.owner.id, feed.owner));
    const otherSocket = feed.track(await feed.openFeed(feed.other.id, feed.other));
    const mine = inbox(socket);
    const theirs = inbox(otherSocket);

    await publishUserEvent(feed.publisher, feed.other.id, { type: 'zip-download', zipDownloadId: 1, status: 'READY' });
    await publishUserEvent(feed.publisher, feed.owner.id, { type: 'zip-download', zipDownloadId: 2, status: 'READY' });

    await expect.poll(() => mine).toHaveLength(1);
    expect(JSON.parse(mine[0]!)).toEqual({ type: 'zip-download', zipDownloadId: 2, status: 'READY' });
    await expect.poll(() => theirs).toHaveLength(1);
    expect(JSON.parse(theirs[0]!)).toMatchObject({ zipDownloadId: 1 });
    // Ordering on one connection: a pong after both events proves nothing else is on its way.
    socket.send('ping');
    await expect.poll(() => mine.at(-1)).toBe('pong');
    expect(mine).toHaveLength(2);
  });

  it.skipIf(!onPostgres)('delivers an event published by a second bus (another app process)', async () => {
    expect(feed.publisher).not.toBe(feed.events);
    const socket = feed.track(await feed.openFeed(feed.owner.id, feed.owner));
    const messages = inbox(socket);
    await publishUserEvent(feed.publisher, feed.owner.id, { type: 'zip-download', zipDownloadId: 3 });
    await expect.poll(() => messages).toEqual([JSON.stringify({ type: 'zip-download', zipDownloadId: 3 })]);
  });

  it("lets an admin watch a user's feed, and takes the Authorization header from non-browser clients", async () => {
    const asAdmin = feed.track(await feed.openFeed(feed.owner.id, feed.admin));
    const withHeader = feed.track(await connect(feed.feedUrl(feed.owner.id), bearer(feed.owner.token)));
    const adminSees = inbox(asAdmin);
    const headerSees = inbox(withHeader);
    await publishUserEvent(feed.publisher, feed.owner.id, { type: 'zip-download', zipDownloadId: 4 });
    await expect.poll(() => adminSees).toHaveLength(1);
    await expect.poll(() => headerSees).toHaveLength(1);
  });

  it('closes within moments of a logout, and sends nothing after it', async () => {
    const made = await buildUser(feed.database.db, { config: feed.config });
    const member: Person = { id: made.user.id, token: made.token };
    const socket = feed.track(await feed.openFeed(member.id, member));
    const messages = inbox(socket);
    await publishUserEvent(feed.publisher, member.id, { type: 'zip-download', zipDownloadId: 5 });
    await expect.poll(() => messages).toHaveLength(1);
    const code = closed(socket);
    const loggedOutAt = Date.now();
    const logout = await fetch(`${feed.base.replace(/^ws/, 'http')}/api/auth/logout`, {
      method: 'POST',
      headers: bearer(member.token),
    });
    expect(logout.status).toBe(200);
    // No ping from the client: the logout itself closes the socket (it waited for the next ping before).
    await expect(code).resolves.toBe(1008);
    expect(Date.now() - loggedOutAt).toBeLessThan(3000);
    await publishUserEvent(feed.publisher, member.id, { type: 'zip-download', zipDownloadId: 6 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages).toHaveLength(1);
  });

  it('stops sending once the socket closes, and closes the feed when the session is revoked', async () => {
    const gone = feed.track(await feed.openFeed(feed.owner.id, feed.owner));
    gone.close();
    await closed(gone);

    const socket = feed.track(await feed.openFeed(feed.owner.id, feed.owner));
    const messages = inbox(socket);
    const code = closed(socket);
    await feed.database.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, feed.owner.id));
    // A password reset through the API announces itself like every write; this direct update must too.
    await userCacheFor(feed.events).changed([String(feed.owner.id)]);
    // The announcement closes it, with no ping from the client (a ping here would race the close:
    // the ping path is covered in serve-live-feed.test.ts).
    await expect(code).resolves.toBe(1008);
    expect(messages).toEqual([]);
    await expect(connect(feed.feedUrl(feed.owner.id), bearer(feed.owner.token))).rejects.toThrow('refused with 401');
  });
});
