import path from 'node:path';
import { parseArgs } from 'node:util';
import { createEventBus } from '../adapters/events/create-event-bus.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../errors.js';
import { assertPasswordAcceptable } from '../modules/auth/check-password.js';
import { writeBackup } from './backup.js';
import { createAdmin } from './create-admin.js';
import { holdDataDir } from './data-dir-lock.js';
import { readPassword } from './read-password.js';
import { restoreBackup } from './restore.js';
import { pgliteDirOf } from './sql-session.js';

/**
 * The operator's commands, run by scripts/ops.mjs (`npm run create-admin|backup|restore -- ...`): on
 * the same settings as the server (config.ts reads the environment), against PGlite under DATA_DIR or
 * PostgreSQL at DATABASE_URL.
 */
const USAGE = `usage:
  npm run create-admin -- --email <address> [--first-name <name>] [--last-name <name>]
      password from ADMIN_PASSWORD, or asked for (hidden) on a terminal
  npm run backup -- --out <file.tar.gz> [--with-s3]
  npm run restore -- <file.tar.gz> [--force]`;

const say = (line: string) => console.log(line);

/**
 * The settings without making an auth secret: loadConfig writes DATA_DIR/auth-secret when none is
 * set, and a restore must put the backup's own there instead (backups only read it).
 */
const configWithoutSecret = () => loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET ?? 'unused' });

async function runCreateAdmin(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  if (!values.email) throw new UsageError('create-admin needs --email <address>');
  const config = loadConfig();
  const password =
    process.env.ADMIN_PASSWORD ??
    (await readPassword({
      input: process.stdin,
      output: process.stdout,
      prompt: `Password for ${values.email}: `,
      confirm: 'Again, to be sure: ',
    }));
  // Refused before anything is opened or migrated.
  assertPasswordAcceptable(password);
  if (!config.databaseUrl) holdDataDir(config.dataDir, 'npm run create-admin');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: 2,
    pgliteDir: pgliteDirOf(config),
  });
  const events = createEventBus(database);
  try {
    const { action, previousRole, user } = await createAdmin({
      db: database.db,
      events,
      email: values.email,
      password,
      ...(values['first-name'] ? { firstName: values['first-name'] } : {}),
      ...(values['last-name'] ? { lastName: values['last-name'] } : {}),
    });
    const where = database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
    if (action === 'created') say(`Created the admin account ${user.email} (id ${user.id}) in ${where}.`);
    if (action === 'promoted')
      say(`Promoted ${user.email} (id ${user.id}) from ${previousRole} to ADMIN and set its password, in ${where}.`);
    if (action === 'updated')
      say(
        `${user.email} (id ${user.id}) was an admin already: its password is updated (its sessions ended), in ${where}.`,
      );
  } finally {
    await events.close();
    await database.close();
  }
}

async function runBackup(args: string[]) {
  const { values } = parseArgs({ args, options: { out: { type: 'string' }, 'with-s3': { type: 'boolean' } } });
  if (!values.out) throw new UsageError('backup needs --out <file.tar.gz>');
  const manifest = await writeBackup({
    config: configWithoutSecret(),
    out: values.out,
    withS3: values['with-s3'] ?? false,
    log: say,
  });
  say(`Backup written to ${path.resolve(values.out)} (version ${manifest.appVersion}, ${manifest.createdAt}).`);
}

async function runRestore(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError('restore needs one backup file');
  const result = await restoreBackup({
    config: configWithoutSecret(),
    file,
    force: values.force ?? false,
    log: say,
  });
  say(
    `Restored the backup of ${result.manifest.createdAt} (version ${result.manifest.appVersion}). Start the app: it applies newer migrations, if any.`,
  );
}

class UsageError extends Error {}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  'create-admin': runCreateAdmin,
  backup: runBackup,
  restore: runRestore,
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
try {
  if (!command) throw new UsageError(name ? `unknown command ${name}` : 'which command?');
  await command(args);
  process.exit(0);
} catch (error) {
  // parseArgs refuses an unknown option with ERR_PARSE_ARGS_...: a usage error too.
  const usage = error instanceof UsageError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  if (usage) console.error(`${(error as Error).message}\n\n${USAGE}`);
  else if (error instanceof AppError) console.error(`${error.message}:\n  ${error.errors.join('\n  ')}`);
  else console.error((error as Error).message);
  process.exit(usage ? 2 : 1);
}
