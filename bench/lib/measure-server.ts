import type { Started } from './processes.js';
import { measure, type LoadResult } from './load.js';
import { processCpuMs } from './proc-stats.js';

export interface Run extends LoadResult {
  /** The server process's CPU time (user and system) per answered request, in microseconds. */
  cpuMicrosPerRequest: number;
  requests: number;
  /** When the run went on, in microseconds of the monotonic clock (as V8's CPU profiles count). */
  window: [number, number];
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * One load run against a server, with the CPU its process spent on it: a figure that another
 * program busy on the machine disturbs far less than the requests per second.
 */
export async function measureServer(
  server: Started,
  url: string,
  options: { headers?: Record<string, string>; seconds: number; connections: number },
): Promise<Run> {
  const pid = server.child.pid!;
  const cpuBefore = processCpuMs(pid) ?? 0;
  const from = nowMicros();
  const result = await measure(url, options);
  const to = nowMicros();
  const cpuMs = (processCpuMs(pid) ?? cpuBefore) - cpuBefore;
  const requests = Math.max(1, Math.round(result.requestsPerSecond * options.seconds));
  return { ...result, cpuMicrosPerRequest: (cpuMs * 1000) / requests, requests, window: [from, to] };
}
