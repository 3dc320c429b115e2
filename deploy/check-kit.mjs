// `npm run test:deploy-kit`: checks the parts of the deployment kit that cannot run on a CI machine
// without a Docker daemon or systemd as init, with tools from Debian's packages:
// - deploy/systemd/*.service: `systemd-analyze verify` (package systemd), with no warning allowed;
// - deploy/compose.yaml: Debian's docker-compose 1.29 `config` (the Compose file schema, variable
//   interpolation, depends_on conditions), and every setting it gives the app is one .env.example lists;
// - Dockerfile + .dockerignore: Debian's buildah builds it against a stand-in base image (busybox,
//   from busybox-static, in place of node:*; its `npm` only echoes), so every instruction is parsed
//   and walked: stages, COPY sources against the context as .dockerignore leaves it, the user, the
//   health check. It does NOT run npm ci or the build (CI runs those itself, the same commands).
// A check whose tool is missing is reported as skipped.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import console from 'node:console';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = { passed: 0, failed: 0, skipped: 0 };
const which = (name) => {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};
const run = (command, args, options = {}) => spawnSync(command, args, { encoding: 'utf8', ...options });
const report = (name, ok, detail = '') => {
  results[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `\n${detail.trim().replace(/^/gm, '     ')}` : ''}`);
};
const skip = (name, why) => {
  results.skipped++;
  console.log(`skip ${name}: ${why}`);
};

/** Every setting .env.example lists (`# KEY=...` or `KEY=...`). */
const settings = new Set(
  [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]),
);
const unknownSettings = (keys) => keys.filter((key) => !settings.has(key) && key !== 'NODE_ENV');

const work = mkdtempSync(path.join(tmpdir(), 'filmlab-kit-'));
try {
  // systemd units. ExecStart's program must exist: the copy names the node this machine has.
  if (!which('systemd-analyze')) skip('systemd units', 'systemd-analyze is not installed (Debian package systemd)');
  else {
    const node = which('node') ?? '/usr/bin/node';
    for (const unit of ['filmlab.service', 'filmlab-sync.service']) {
      const text = readFileSync(path.join(root, 'deploy/systemd', unit), 'utf8');
      const copy = path.join(work, unit);
      writeFileSync(copy, text.replaceAll('/usr/bin/node ', `${node} `));
      const verified = run('systemd-analyze', ['verify', copy], { cwd: work });
      const said = `${verified.stdout}${verified.stderr}`.trim();
      report(`systemd-analyze verify deploy/systemd/${unit}`, verified.status === 0 && said === '', said);
      // ExecStart as the unit runs it from WorkingDirectory (here: this checkout).
      const [program, script, ...args] = text.match(/^ExecStart=(.+)$/m)[1].split(' ');
      report(
        `${unit} starts ${script}, which exists`,
        program.endsWith('/node') && existsSync(path.join(root, script)),
      );
      if (unit === 'filmlab-sync.service') {
        // The station command takes the unit's arguments and keeps watching (3 s here, then stopped).
        const exportDir = path.join(work, 'scanner-export');
        mkdirSync(exportDir);
        const watched = run(
          process.execPath,
          [script, ...args.map((a) => (a === '/mnt/scanner-export' ? exportDir : a))],
          {
            cwd: root,
            env: { ...process.env, FILMLAB_STATION_TOKEN: 'fls_check' },
            timeout: 3000,
          },
        );
        const said = `${watched.stdout}${watched.stderr}`;
        report(
          "filmlab-sync takes the unit's arguments and watches",
          watched.error?.code === 'ETIMEDOUT' && said.includes('Watching'),
          said,
        );
      }
      const keys = [...text.matchAll(/^Environment=([A-Z0-9_]+)=/gm)].map((m) => m[1]);
      const unknown = unknownSettings(keys);
      report(`${unit} sets only settings .env.example lists`, unknown.length === 0, unknown.join(', '));
    }
  }

  // The compose file.
  if (!which('docker-compose'))
    skip('deploy/compose.yaml', 'docker-compose is not installed (Debian package docker-compose)');
  else {
    const composeFile = path.join(root, 'deploy/compose.yaml');
    const config = run('docker-compose', ['-f', composeFile, 'config'], { cwd: work });
    report('docker-compose config deploy/compose.yaml', config.status === 0, config.status === 0 ? '' : config.stderr);
    if (config.status === 0) {
      // Its own YAML reader (python3-yaml, which docker-compose needs) turns the resolved file into JSON.
      const json = run('python3', ['-c', 'import json,sys,yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], {
        input: config.stdout,
      });
      const services = JSON.parse(json.stdout).services;
      const names = Object.keys(services).sort().join(', ');
      report(
        'compose runs the app, PostgreSQL and an S3 store',
        ['app', 'db', 's3'].every((s) => s in services),
        names,
      );
      const env = Object.keys(services.app.environment ?? {});
      const needed = ['DATABASE_URL', 'AUTH_SECRET', 'PUBLIC_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'AWS_ACCESS_KEY_ID'];
      const missing = needed.filter((key) => !env.includes(key));
      report('compose gives the app its database, secret and S3 settings', missing.length === 0, missing.join(', '));
      const unknown = unknownSettings(env);
      report('compose sets only settings .env.example lists', unknown.length === 0, unknown.join(', '));
    }
  }

  // The Dockerfile, walked by buildah on a stand-in base image in a scratch storage.
  const busybox = ['/bin/busybox', '/usr/bin/busybox'].find((file) => which(file));
  if (!which('buildah') || !busybox) {
    skip('Dockerfile', 'buildah or busybox is not installed (Debian packages buildah, busybox-static)');
  } else if (process.getuid?.() !== 0) {
    skip('Dockerfile', "buildah's chroot build in a scratch storage needs root (as CI runs)");
  } else {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const base = dockerfile.match(/^ARG NODE_VERSION=(\S+)/m)?.[1];
    const image = `node:${base}-bookworm-slim`;
    const storage = [
      '--root',
      path.join(work, 'storage'),
      '--runroot',
      path.join(work, 'run'),
      '--storage-driver',
      'vfs',
    ];
    const standIn = path.join(work, 'stand-in');
    run('mkdir', ['-p', standIn]);
    copyFileSync(busybox, path.join(standIn, 'busybox'));
    writeFileSync(
      path.join(standIn, 'passwd'),
      'root:x:0:0:root:/root:/bin/sh\nnode:x:1000:1000::/home/node:/bin/sh\n',
    );
    writeFileSync(path.join(standIn, 'group'), 'root:x:0:\nnode:x:1000:\n');
    writeFileSync(path.join(standIn, 'npm'), '#!/bin/sh\necho "stand-in npm $*"\n');
    chmodSync(path.join(standIn, 'npm'), 0o755);
    writeFileSync(
      path.join(standIn, 'Containerfile'),
      'FROM scratch\nCOPY busybox /bin/busybox\nRUN ["/bin/busybox", "--install", "-s", "/bin"]\n' +
        'COPY passwd group /etc/\nCOPY npm /usr/local/bin/npm\n',
    );
    const buildah = (args, cwd) => run('buildah', [...storage, ...args], { cwd });
    const made = buildah(['build', '--isolation', 'chroot', '-q', '-t', image, '-f', 'Containerfile', '.'], standIn);
    if (made.status !== 0) report(`a stand-in ${image}`, false, made.stderr);
    else {
      const built = buildah(
        [
          'build',
          '--isolation',
          'chroot',
          '--pull-never',
          '--format',
          'docker',
          '-t',
          'filmlab-check',
          '-f',
          'Dockerfile',
          '.',
        ],
        root,
      );
      const steps = (built.stdout.match(/STEP \d+\/\d+:/g) ?? []).length;
      report(
        'buildah walks every Dockerfile instruction',
        built.status === 0,
        built.status === 0 ? `${steps} steps` : built.stderr,
      );
      if (built.status === 0) {
        const inspect = JSON.parse(buildah(['inspect', '--type', 'image', 'filmlab-check']).stdout);
        const config = inspect.Docker?.config ?? {};
        report('the image runs as the unprivileged user node', config.User === 'node', `User=${config.User}`);
        report(
          'the image starts with npm start',
          JSON.stringify(config.Cmd) === '["npm","start"]',
          JSON.stringify(config.Cmd),
        );
        const health = config.Healthcheck?.Test?.join(' ') ?? '';
        report('the image checks /healthz', health.includes('/healthz'), health);
        report('the image keeps DATA_DIR in a volume', Object.keys(config.Volumes ?? {}).includes('/data'));
        const env = (config.Env ?? []).map((line) => line.split('=')[0]).filter((key) => key !== 'PATH');
        const unknown = unknownSettings(env);
        report('the image sets only settings .env.example lists', unknown.length === 0, unknown.join(', '));
        // What the context sent: .dockerignore keeps out node_modules, builds, data and secrets.
        const container = buildah(['from', '--pull-never', 'filmlab-check']).stdout.trim();
        const mount = buildah(['mount', container]).stdout.trim();
        const listed = run('sh', ['-c', 'ls -A app; ls -A app/apps/server'], { cwd: mount }).stdout.split('\n');
        const kept = ['node_modules', 'dist', 'data', '.git', '.env'].filter((name) => listed.includes(name));
        const present = ['package.json', 'package-lock.json', 'scripts', 'src', '.env.example'].every((name) =>
          listed.includes(name),
        );
        report('.dockerignore sends the sources and keeps out the rest', present && kept.length === 0, kept.join(', '));
        buildah(['umount', container]);
        buildah(['rm', container]);
      }
    }
    // Storage made by root inside the run's folder; buildah's own command removes what it mounted.
    buildah(['rmi', '--all', '--force']);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`deploy-kit: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed > 0 ? 1 : 0);
