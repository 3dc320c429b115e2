import type { IncomingHttpHeaders } from 'node:http';

/** '::ffff:203.0.113.9' is how an IPv4 visitor looks on a dual-stack socket; store '203.0.113.9'. */
export function visitorIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * The visitor's country as the proxy in front reports it (Cloudflare's CF-IPCountry, or an
 * X-Country-Code a load balancer adds). Only a proxy we trust may say it; a two-letter code or
 * nothing. 'XX' (unknown) and 'T1' (Tor) are Cloudflare's ways of saying it does not know.
 */
export function visitorCountry(
  headers: IncomingHttpHeaders,
  options: { header: string | undefined; trustProxy: boolean },
): string | null {
  if (!options.header || !options.trustProxy) return null;
  const raw = headers[options.header];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || value === 'XX') return null;
  return value;
}
