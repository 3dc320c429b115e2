// `npm run test:nginx`: Debian's nginx, running the repository's site (deploy/nginx/filmlab.conf,
// ports and certificate substituted), in front of two app processes on one fresh PostgreSQL
// database; a member signs in, uploads a scan over 1 MB, zips the roll with progress over the live
// feed's WebSocket, downloads the zip, and logs out on one process, which the other then refuses.
// Needs `npm run build` first. Skips (exit 0) only when nginx or PostgreSQL is missing.
// NGINX_JOURNEY_DATABASE_URL: a PostgreSQL user that may create databases (default: TEST_DATABASE_URL's
// server, else postgres://postgres@127.0.0.1:5432/postgres); NGINX_JOURNEY_PORTS: e.g. 4100-4199.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL } from 'node:url';
import { root } from './build-stamp.mjs';
import {
  call,
  callJson,
  findBinary,
  freePorts,
  makeCertificate,
  renderSite,
  startProcess,
  waitReady,
  writeNginxConf,
  zipEntryNames,
} from './nginx-journey-support.mjs';

const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const pg = serverRequire('pg');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const skip = (why) => {
  console.log(`nginx journey skipped: ${why}`);
  process.exit(0);
};

const nginxBin = findBinary('nginx', [process.env.NGINX_BIN, '/usr/sbin/nginx']);
if (!nginxBin) skip('nginx is not installed (Debian package nginx; .ci/run installs it)');
const adminUrl = new URL(
  process.env.NGINX_JOURNEY_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.href });
try {
  await admin.connect();
} catch (error) {
  skip(`PostgreSQL does not answer at ${adminUrl.host} (${error.message})`);
}
try {
  readFileSync(mainJs);
} catch {
  console.error(`nginx journey: ${path.relative(root, mainJs)} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const started = Date.now();
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (!ok) throw new Error(`failed: ${name}${detail ? ` (${detail})` : ''}`);
};

const work = mkdtempSync(path.join(tmpdir(), 'filmlab-nginx-'));
// nginx's workers (nobody, when started as root) reach their temporary folders under it.
chmodSync(work, 0o755);
const dbName = `filmlab_nginx_${process.pid}_${Date.now()}`;
const databaseUrl = new URL(adminUrl.href);
databaseUrl.pathname = `/${dbName}`;
const processes = [];
let socket;
let failed = false;
let cleaning;
/** Stops what the run started and drops its database; once, whether the run ends or is interrupted. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    socket?.terminate();
    for (const proc of [...processes].reverse()) await proc.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) => {
      console.error(`could not drop ${dbName}: ${error.message}`);
    });
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\nnginx journey interrupted (${signal}): cleaning up`);
    void cleanUp().finally(() => process.exit(1));
  });
}

try {
  await admin.query(`CREATE DATABASE ${dbName}`);
  const [portA, portB, httpPort, httpsPort] = await freePorts(4);
  const origin = `https://127.0.0.1:${httpsPort}`;
  const tls = makeCertificate(work);
  const ca = tls.ca;

  // Two app processes, as two machines would run them: one database, one secret; the local blob
  // store in one shared folder stands in for S3 (they are on one machine here).
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const appEnv = (port) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.href,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'nginx-journey-secret-0123456789abcdef',
    PUBLIC_URL: origin,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    TWO_FACTOR: '',
    S3_BUCKET: '',
  });
  for (const [name, port] of [
    ['app A', portA],
    ['app B', portB],
  ]) {
    processes.push(startProcess(name, process.execPath, ['--enable-source-maps', mainJs], { env: appEnv(port) }));
  }
  const [appA, appB] = processes;
  const direct = { A: `http://127.0.0.1:${portA}`, B: `http://127.0.0.1:${portB}` };
  await Promise.all([waitReady(`${direct.A}/readyz`, appA), waitReady(`${direct.B}/readyz`, appB)]);
  check('two app processes ready on one PostgreSQL database', true, `ports ${portA}, ${portB}, database ${dbName}`);

  // nginx with the repository's site.
  const prefix = path.join(work, 'nginx');
  mkdirSync(prefix);
  const sitePath = path.join(prefix, 'filmlab.conf');
  const siteText = readFileSync(path.join(root, 'deploy/nginx/filmlab.conf'), 'utf8');
  writeFileSync(sitePath, renderSite(siteText, { appPorts: [portA, portB], httpPort, httpsPort, ...tls }));
  const conf = writeNginxConf(prefix, sitePath);
  const tested = spawnSync(nginxBin, ['-t', '-c', conf, '-p', prefix], { encoding: 'utf8' });
  check('nginx -t accepts deploy/nginx/filmlab.conf', tested.status === 0, tested.stderr.trim().split('\n').at(-1));
  const nginx = startProcess('nginx', nginxBin, ['-c', conf, '-p', prefix], {});
  processes.push(nginx);
  await waitReady(`${origin}/healthz`, nginx, 15_000, ca);
  const redirect = await call(`http://127.0.0.1:${httpPort}/api/healthz`);
  check('port 80 redirects to HTTPS', redirect.status === 301 && /^https:\/\//.test(redirect.headers.location ?? ''));
  const health = await callJson(`${origin}/healthz`, { ca });
  check('GET /healthz through nginx', health.status === 200, `version ${health.json?.version ?? '?'}`);

  // Sign in through nginx as the demo customer.
  // With a forged X-Forwarded-For: the app trusts the proxy (TRUST_PROXY), so nginx must not pass it on.
  const login = await callJson(`${origin}/api/auth/login`, {
    method: 'POST',
    json: { email: 'customer@demo.test', password: 'filmlab-demo' },
    headers: { 'x-forwarded-for': '203.0.113.9' },
    ca,
  });
  const token = String(login.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  check('sign in through nginx', login.status === 200 && token.length > 0, `status ${login.status}`);
  const userId = login.json.id;
  const sessions = await callJson(`${origin}/api/auth/sessions`, { token, ca });
  const seenIp = sessions.json?.sessions?.find((session) => session.current)?.ip;
  check('the app sees the client address nginx saw, not a forged one', seenIp === '127.0.0.1', `session ip ${seenIp}`);
  const api = (route) => `${origin}/api/users/${userId}${route}`;

  // A received roll of theirs, and a frame over nginx's default 1 MB body limit (the issue's 413).
  const rolls = await callJson(api('/film-rolls'), { token, ca });
  const roll = rolls.json.filmRolls.find((r) => r.pickUpId !== null);
  check('a received roll in the library', Boolean(roll), `${rolls.json.filmRolls.length} rolls`);
  const sharp = serverRequire('sharp');
  const [width, height] = [1400, 1000];
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();
  const start = await callJson(api(`/pick-ups/${roll.pickUpId}/film-rolls/${roll.id}/scans?fileType=image/jpeg`), {
    method: 'POST',
    token,
    json: { name: 'Through nginx' },
    ca,
  });
  check('start an upload', start.status === 201, `status ${start.status}`);
  const put = await call(new URL(start.json.upload.url, origin).href, {
    method: 'PUT',
    headers: { 'content-type': start.json.upload.headers['content-type'] },
    body: jpeg,
    ca,
  });
  const mb = (jpeg.length / 1024 / 1024).toFixed(1);
  check(
    'PUT a scan over 1 MB through nginx',
    jpeg.length > 1024 * 1024 && put.status < 300,
    `${mb} MB, status ${put.status}`,
  );
  const finish = await callJson(api(`/scans/${start.json.scan.id}/finish-upload`), { method: 'POST', token, ca });
  check('finish the upload', finish.status === 200, `status ${finish.status}`);
  const detail = await callJson(api(`/film-rolls/${roll.id}`), { token, ca });
  const frames = detail.json.filmRoll.scans.total;

  // The live feed over WebSocket through nginx, opened with a single-use ticket.
  const ticket = await callJson(api('/zip-downloads/socket-tickets'), { method: 'POST', token, ca });
  check('a live feed ticket', ticket.status === 201, `status ${ticket.status}`);
  const WebSocket = serverRequire('ws');
  const events = [];
  socket = new WebSocket(
    `${origin.replace('https:', 'wss:')}/api/users/${userId}/zip-downloads/socket?ticket=${ticket.json.ticket}`,
    {
      ca,
    },
  );
  const closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const text = String(data);
    if (text.startsWith('{')) events.push(JSON.parse(text));
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`socket answered ${res.statusCode}`)));
  });
  check('WebSocket upgrade through nginx', true);

  const zip = await callJson(api('/zip-downloads'), { method: 'POST', token, json: { rollId: roll.id }, ca });
  check('request a zip of the roll', zip.status === 202, `status ${zip.status}`);
  const zipId = zip.json.zipDownload.id;
  const mine = () => events.filter((e) => e.type === 'zip-download' && e.zipDownloadId === zipId);
  const deadline = Date.now() + 60_000;
  while (!mine().some((e) => e.status === 'DONE' || e.status === 'FAILED') && Date.now() < deadline) await sleep(100);
  const statuses = mine().map((e) => `${e.status}${e.status === 'RUNNING' ? ` ${e.progress}%` : ''}`);
  check(
    'zip progress arrives on the live feed',
    mine().at(-1)?.status === 'DONE',
    `${mine().length} messages: ${statuses.join(', ')}`,
  );

  const made = await callJson(api(`/zip-downloads/${zipId}`), { token, ca });
  const file = await call(new URL(made.json.zipDownload.downloadUrl, origin).href, { ca });
  const names = file.status === 200 ? zipEntryNames(file.body) : [];
  check(
    'download the zip through nginx',
    file.status === 200 && names.length === frames && frames > 0,
    `status ${file.status}, ${file.body.length} bytes, ${names.length} of ${frames} frames`,
  );

  // Log out on process A; process B refuses the token on its next request, and the feed closes.
  const warm = await callJson(`${direct.B}/api/auth/current-user`, { token });
  check('process B knows the session', warm.status === 200, `status ${warm.status}`);
  const logout = await callJson(`${direct.A}/api/auth/logout`, { method: 'POST', token });
  check('log out on process A', logout.status === 200, `status ${logout.status}`);
  const after = await callJson(`${direct.B}/api/auth/current-user`, { token });
  check('process B refuses the token on the next request', after.status === 401, `status ${after.status}`);
  const viaNginx = await callJson(`${origin}/api/auth/current-user`, { token, ca });
  check('nginx (either process) refuses it too', viaNginx.status === 401, `status ${viaNginx.status}`);
  const closeCode = await Promise.race([closed, sleep(10_000).then(() => 'still open after 10 s')]);
  check('the live feed closes after the logout', closeCode === 1008, `close code ${closeCode}`);

  // What nginx logged: both processes served, and no session token went into the access log.
  const log = readFileSync(path.join(prefix, 'access.log'), 'utf8');
  const served = (port) => log.split('\n').filter((line) => line.includes(`upstream=127.0.0.1:${port}`)).length;
  check(
    'nginx spread requests over both processes',
    served(portA) > 0 && served(portB) > 0,
    `A ${served(portA)}, B ${served(portB)}`,
  );
  check('no session token in the access log', !log.includes(token));
  const requestId = String(health.headers['x-request-id'] ?? '');
  check(
    'the app answers the request id nginx logged',
    /^[0-9a-f]{32}$/.test(requestId) && log.includes(`id=${requestId}`),
  );
} catch (error) {
  failed = true;
  console.error(`\nnginx journey failed: ${error.stack ?? error}`);
  for (const proc of processes) console.error(`\n--- ${proc.name} printed:\n${proc.output().slice(-4000)}`);
} finally {
  await cleanUp();
}
const passed = results.filter((r) => r.ok).length;
console.log(`\nnginx journey in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`nginx: ${passed} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
