import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { printProfileSummary, summarizeProfile } from './cpu-profile.js';
import type { Run } from './measure-server.js';
import type { Started } from './processes.js';

/** BENCH_CPU_PROF=<folder>: the servers write CPU profiles there (compile-server.ts). */
export const profiling = Boolean(process.env.BENCH_CPU_PROF);

/** The profile a server wrote as it exited (V8 names it CPU.<date>.<time>.<pid>.<n>.cpuprofile). */
async function profileOf(server: Started): Promise<string> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  const folder = process.env.BENCH_CPU_PROF!;
  const file = existsSync(folder) ? readdirSync(folder).find((name) => name.includes(`.${child.pid}.`)) : undefined;
  if (!file) throw new Error(`server ${child.pid} wrote no CPU profile in ${folder}`);
  return path.join(folder, file);
}

/** Stops each server and says where its time went during its measured runs, per request. */
export async function printProfiles(title: string, servers: { label: string; server: Started; runs: Run[] }[]) {
  for (const { server } of servers) server.stop();
  for (const server of servers) {
    const file = await profileOf(server.server);
    const requests = server.runs.reduce((sum, run) => sum + run.requests, 0);
    const summary = summarizeProfile(file, { windows: server.runs.map((run) => run.window), requests });
    printProfileSummary(`${title}, ${server.label} (${path.basename(file)})`, summary);
  }
}
