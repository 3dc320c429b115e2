// The parts of the nginx journey (nginx-journey.mjs) that are not the journey: ports, a throwaway
// certificate, the repository's nginx site rendered with the run's ports, processes, HTTPS calls.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';

/** The first of these binaries that exists, else the one found on PATH, else null. */
export function findBinary(name, candidates) {
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * `count` free ports: from NGINX_JOURNEY_PORTS (`4100-4199`) when set, so a shared machine's users
 * keep to their ranges, else whatever the system hands out.
 */
export async function freePorts(count, range = process.env.NGINX_JOURNEY_PORTS) {
  const ports = [];
  if (range) {
    const [first, last] = range.split('-').map(Number);
    for (let port = first; port <= last && ports.length < count; port++) if (await portIsFree(port)) ports.push(port);
    if (ports.length < count) throw new Error(`fewer than ${count} free ports in NGINX_JOURNEY_PORTS=${range}`);
    return ports;
  }
  while (ports.length < count) {
    const port = await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: given } = probe.address();
        probe.close(() => resolve(given));
      });
    });
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/** A self-signed certificate for localhost and 127.0.0.1 (openssl), valid for a day. */
export function makeCertificate(dir) {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(`openssl could not make a certificate: ${made.stderr ?? made.error}`);
  return { cert, key, ca: readFileSync(cert) };
}

/** Replaces `from` in `text`, which must occur exactly `times` times (so the site and this script stay in step). */
function replaceExactly(text, from, to, times = 1) {
  const found = text.split(from).length - 1;
  if (found !== times)
    throw new Error(`deploy/nginx/filmlab.conf: expected "${from}" ${times} time(s), found ${found}`);
  return text.split(from).join(to);
}

/**
 * The repository's site with this run's ports and certificate: the upstream's two example servers
 * become the two app processes, the listen lines move to loopback ports, IPv6 listens go (a container
 * may have no IPv6).
 */
export function renderSite(siteText, { appPorts, httpPort, httpsPort, cert, key }) {
  let site = replaceExactly(siteText, 'server 127.0.0.1:3000;', `server 127.0.0.1:${appPorts[0]};`);
  site = replaceExactly(site, 'server 127.0.0.1:3001;', `server 127.0.0.1:${appPorts[1]};`);
  site = replaceExactly(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = replaceExactly(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = replaceExactly(site, 'ssl_certificate /etc/ssl/certs/filmlab.crt;', `ssl_certificate ${cert};`);
  site = replaceExactly(site, 'ssl_certificate_key /etc/ssl/private/filmlab.key;', `ssl_certificate_key ${key};`);
  const ipv6 = /^\s*listen \[::\]:\d+[^;]*;\n/gm;
  if ((site.match(ipv6) ?? []).length !== 2)
    throw new Error('deploy/nginx/filmlab.conf: expected two IPv6 listen lines');
  return site.replace(ipv6, '');
}

/** nginx's main file for a prefix folder: foreground, logs and temp files inside it, the site included. */
export function writeNginxConf(prefix, sitePath) {
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
    log_format journey '$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr id=$request_id';
    access_log ${prefix}/access.log journey;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${sitePath};
}
`,
  );
  return conf;
}

/** Starts a long-running child, keeping what it prints for the failure report. */
export function startProcess(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    child,
    output: () => printed,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One HTTP(S) call; resolves with status, headers and the body as a Buffer. */
export function call(url, { method = 'GET', headers = {}, body, ca } = {}) {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method, headers, ca, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON call with a session token; resolves with status and the parsed body. */
export async function callJson(url, { method = 'GET', token, json, ca, headers: extra = {} } = {}) {
  const headers = { ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await call(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), ca });
  const text = res.body.toString('utf8');
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, json: parsed };
}

/** Waits until `url` answers 200, or throws when `proc` exits or the time runs out. */
export async function waitReady(url, proc, ms = 150_000, ca = undefined) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (proc.exited()) throw new Error(`${proc.name} exited:\n${proc.output()}`);
    const res = await call(url, { ca }).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${proc.name} did not answer ${url} in time:\n${proc.output()}`);
    await sleep(250);
  }
}

/** The entry names of a zip, read from its central directory. */
export function zipEntryNames(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central header at ${at}`);
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}
