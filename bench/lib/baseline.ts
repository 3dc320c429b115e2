// BENCH_BASELINE=<commit>: that commit checked out into a temporary git worktree (under the system's
// temp folder, outside the repository), with this checkout's installed packages linked in rather
// than downloaded, so a benchmark can run the old code beside the new in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './compile-server.js';

export interface Baseline {
  /** The commit's short hash. */
  label: string;
  /** The worktree's folder. */
  root: string;
  remove(): void;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/**
 * Links `from` (a node_modules folder of this checkout) into `to`: npm packages by absolute links to
 * the installed ones, our workspaces by their own relative links (node_modules/@filmlab/api ->
 * ../../packages/api), so that in the worktree they name the worktree's own sources.
 */
function linkModules(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    const stat = lstatSync(source);
    const link = stat.isSymbolicLink() ? readlinkSync(source) : undefined;
    if (link !== undefined && !path.isAbsolute(link)) symlinkSync(link, target);
    else if (name.startsWith('@') && stat.isDirectory()) linkModules(source, target);
    else symlinkSync(source, target);
  }
}

export function prepareBaseline(commit: string): Baseline {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const label = sha.slice(0, 7);
  const root = mkdtempSync(path.join(tmpdir(), `filmlab-baseline-${label}-`));
  git('worktree', 'add', '--quiet', '--detach', '--force', root, sha);
  const remove = () => {
    try {
      git('worktree', 'remove', '--force', root);
    } catch {
      rmSync(root, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  try {
    for (const folder of ['.', 'apps/server', 'apps/web', 'bench']) {
      const modules = path.join(repoRoot, folder, 'node_modules');
      if (existsSync(modules) && existsSync(path.join(root, folder))) {
        linkModules(modules, path.join(root, folder, 'node_modules'));
      }
    }
  } catch (error) {
    remove();
    throw error;
  }
  return { label, root, remove };
}
