// filmlab-sync watch <folder> --server <url> [--token <t>] [--once] [--move-done <folder>]
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Display } from './display.js';
import { DEFAULT_RETRY } from './retry.js';
import { StationClient } from './station-client.js';
import { watchFolder } from './watch.js';

export const USAGE = `Usage: filmlab-sync watch <export folder> --server <url> [options]

Carries the scans in a scanner's export folder to their rolls. A roll's folder is found by the
roll code (from the roll label) in its name; nothing in the export folder is changed.

Options:
  --server <url>        the lab's site, e.g. https://lab.example.com
  --token <token>       the station token made in Admin > Scanning stations
                        (or set FILMLAB_STATION_TOKEN)
  --once                sync what is there, then exit (exit code 1 if a folder could not be placed
                        on a roll or synced; each is reported with the reason)
  --move-done <folder>  move each synced roll's folder into this folder
  --settle <seconds>    a folder is ready when unchanged this long (default 10)
  --retry-delay <ms>    the first pause before trying again (default 1000; it doubles)
`;

export async function main(argv: string[], env = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        token: { type: 'string' },
        once: { type: 'boolean', default: false },
        'move-done': { type: 'string' },
        settle: { type: 'string', default: '10' },
        'retry-delay': { type: 'string', default: String(DEFAULT_RETRY.baseDelayMs) },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const [command, folder] = positionals;
  const token = values.token ?? env.FILMLAB_STATION_TOKEN;
  const problem =
    command !== 'watch'
      ? 'The command is "watch".'
      : !folder
        ? 'Name the export folder to watch.'
        : !existsSync(folder) || !statSync(folder).isDirectory()
          ? `The folder ${folder} does not exist.`
          : !values.server
            ? 'Give the lab site with --server.'
            : !token
              ? 'Give the station token with --token or FILMLAB_STATION_TOKEN.'
              : null;
  const settle = Number(values.settle);
  const retryDelay = Number(values['retry-delay']);
  if (problem || !(settle >= 0) || !(retryDelay >= 0)) {
    process.stderr.write(`${problem ?? '--settle and --retry-delay take numbers.'}\n\n${USAGE}`);
    return 2;
  }
  const root = path.resolve(folder!);
  const display = new Display(values.server!, root);
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    display.info(`Watching ${root} for ${values.server}`);
    const failed = await watchFolder({
      folder: root,
      client: new StationClient(values.server!, token!),
      display,
      retry: { ...DEFAULT_RETRY, baseDelayMs: retryDelay, maxDelayMs: Math.max(retryDelay, DEFAULT_RETRY.maxDelayMs) },
      settleMs: settle * 1000,
      pollMs: values.once ? Math.min(1000, Math.max(100, settle * 500)) : 3000,
      once: values.once,
      moveDone: values['move-done'] ? path.resolve(values['move-done']) : null,
      signal: stop.signal,
    });
    if (failed > 0 && values.once)
      display.info(`${failed} folder${failed === 1 ? ' was' : 's were'} not synced: the reasons are above.`);
    return failed > 0 ? 1 : 0;
  } finally {
    display.close();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
