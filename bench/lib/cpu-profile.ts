// Reads a V8 CPU profile (.cpuprofile, as BENCH_CPU_PROF writes them) and says where a request's time
// went: self time by function and by place (our source file through the bundle's source map, an npm
// package, node's own code, the garbage collector), in microseconds per request.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Microseconds the thread was busy (not idle) per request in the windows. */
  busyPerRequest: number;
  /** [name, microseconds per request], largest first. */
  functions: [string, number][];
  places: [string, number][];
}

const maps = new Map<string, SourceMap | null>();

function sourceMapOf(url: string): SourceMap | null {
  if (!url.startsWith('file://')) return null;
  if (!maps.has(url)) {
    try {
      const file = fileURLToPath(url);
      maps.set(url, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as never));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url) ?? null;
}

/** "apps/server/src/http/register.ts:88", "fastify", "node:internal/...", or V8's own "(garbage collector)". */
function placeOf(frame: CallFrame): { place: string; line: number } {
  const { url } = frame;
  if (!url) return { place: frame.functionName || '(anonymous)', line: 0 };
  if (url.startsWith('node:')) return { place: 'node', line: frame.lineNumber + 1 };
  const map = sourceMapOf(url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    { originalSource?: string; originalLine?: number } | undefined;
  const source = entry?.originalSource ?? url;
  const line = (entry?.originalLine ?? frame.lineNumber) + 1;
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return { place: scope.startsWith('@') ? `${scope}/${name}` : scope, line };
  }
  const ours = source.match(/(apps|packages|bench)\/.*$/);
  return { place: ours ? ours[0] : path.basename(source), line };
}

const top = (totals: Map<string, number>, requests: number, count: number): [string, number][] =>
  [...totals]
    .map(([name, micros]): [string, number] => [name, micros / requests])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);

/**
 * Self time per request of the samples taken within `windows` (the measured runs, as
 * [start, end] microseconds of the monotonic clock: process.hrtime, which V8's profiles use too),
 * divided over `requests`. Idle time is left out.
 */
export function summarizeProfile(
  file: string,
  options: { windows: readonly (readonly [number, number])[]; requests: number },
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  const within = (at: number) => options.windows.some(([from, to]) => at >= from && at <= to);
  let time = profile.startTime;
  let busy = 0;
  for (const [i, sample] of profile.samples.entries()) {
    time += profile.timeDeltas[i] ?? 0;
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (!within(time)) continue;
    const frame = byId.get(sample)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busy += next;
    const { place, line } = placeOf(frame);
    const name = `${frame.functionName || '(anonymous)'} ${place}${line ? `:${line}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + next);
    places.set(place, (places.get(place) ?? 0) + next);
  }
  return {
    busyPerRequest: busy / options.requests,
    functions: top(functions, options.requests, 25),
    places: top(places, options.requests, 15),
  };
}

export function printProfileSummary(title: string, summary: ProfileSummary): void {
  console.log(`\n${title}: busy ${summary.busyPerRequest.toFixed(1)} µs per request (self time, µs/request)`);
  console.log('  by place:');
  for (const [name, micros] of summary.places) console.log(`    ${micros.toFixed(1).padStart(6)}  ${name}`);
  console.log('  by function:');
  for (const [name, micros] of summary.functions) console.log(`    ${micros.toFixed(1).padStart(6)}  ${name}`);
}
