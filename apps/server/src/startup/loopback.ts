import { isIPv4, isIPv6 } from 'node:net';

/**
 * True when listening on `host` reaches this machine only: `localhost`, 127.0.0.0/8 or ::1.
 * Any other name counts as the network, even one that happens to resolve to a loopback address:
 * the check must not depend on what a resolver says today.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost') return true;
  if (isIPv4(name)) return name.startsWith('127.');
  if (isIPv6(name)) return name === '::1' || name === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(name);
  return false;
}
