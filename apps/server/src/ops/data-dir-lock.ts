import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) is one process's: a second process opening the same folder would
 * corrupt it, and PGlite's own postmaster.pid cannot tell (it always says -42). So the server and the
 * operator's commands (backup, restore, create-admin) each hold DATA_DIR/in-use while they have it
 * open, and refuse to open it while a live process holds it.
 */
interface Holder {
  pid: number;
  holder: string;
  since: string;
}

const lockFile = (dataDir: string) => path.join(dataDir, 'in-use');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who has the embedded database open now, or null (a lock left by a process that died counts as none). */
export function dataDirHolder(dataDir: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as Holder;
    return holder.pid !== process.pid && isAlive(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** Takes the folder for this process (released at exit), or throws saying who has it. */
export function holdDataDir(dataDir: string, holder: string): () => void {
  const current = dataDirHolder(dataDir);
  if (current) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by ${current.holder} (process ${current.pid}, since ${current.since}). ` +
        "PGlite is one process's database: stop that process first (e.g. systemctl stop filmlab), or use PostgreSQL (DATABASE_URL). " +
        `If no such process is running (another machine or container had the folder), delete ${lockFile(dataDir)}.`,
    );
  }
  const file = lockFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() }), { mode: 0o600 });
  const release = () => {
    try {
      const mine = (JSON.parse(readFileSync(file, 'utf8')) as Holder).pid === process.pid;
      if (mine) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
