import type { Config } from '../config.js';
import { DEMO_USERS } from '../db/seed/demo-users.js';
import { isLoopbackHost } from './loopback.js';

/**
 * The demo accounts' password is in the README, so an admin account with it must not be reachable
 * from the network. Called twice by main.ts: before the database opens, judging by SEED_DEMO (which
 * would create the accounts), and after seeding with the demo accounts that still take the published
 * password (made by an earlier start even when SEED_DEMO is off now). Returns why the server must
 * not start and what to do, or null when it may.
 */
export function demoOnNetworkRefusal(
  config: Pick<Config, 'host' | 'allowDemoOnNetwork' | 'seedDemo'>,
  openDemoAccounts?: ReadonlyArray<{ email: string }>,
): string | null {
  if (config.allowDemoOnNetwork || isLoopbackHost(config.host)) return null;
  const exposed = openDemoAccounts ?? (config.seedDemo ? DEMO_USERS : []);
  if (exposed.length === 0) return null;
  const emails = exposed.map((account) => account.email).join(', ');
  return [
    `Not starting: HOST=${config.host} would put the demo accounts (${emails}) on the network, and their password is published.`,
    '  To try the platform on this machine, leave HOST unset: it listens on localhost.',
    '  To run a lab, set SEED_DEMO=false and delete the demo accounts or change their passwords.',
    '  To show the demo on your network anyway, set ALLOW_DEMO_ON_NETWORK=true.',
  ].join('\n');
}
