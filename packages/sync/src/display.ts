// What the technician sees: on a terminal, a block redrawn in place (rolls waiting, the roll being
// sent with a progress bar, throughput, the last problems in words); elsewhere (a log file, a
// service's journal), one plain line per thing that happened.
import type { RollProgress } from './sync-roll.js';

export interface DisplayState {
  server: string;
  folder: string;
  waiting: string[];
  current: (RollProgress & { startedAt: number }) | null;
  finished: string[];
  problems: string[];
}

const MAX_LINES = 5;
const BAR_WIDTH = 30;

export function progressBar(done: number, total: number, width = BAR_WIDTH): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

export function megabytesPerSecond(bytes: number, ms: number): string {
  return ms <= 0 ? '0.0' : (bytes / 1024 / 1024 / (ms / 1000)).toFixed(1);
}

const clock = () => new Date().toLocaleTimeString('en-GB', { hour12: false });

export function renderState(state: DisplayState, now = Date.now()): string[] {
  const lines = [`filmlab-sync  ${state.folder}  ->  ${state.server}`, ''];
  const current = state.current;
  if (current) {
    lines.push(`SENDING  ${current.label}  (roll ${current.code})`);
    lines.push(
      `${progressBar(current.done, current.frames)} ${current.done}/${current.frames} frames  ` +
        `${megabytesPerSecond(current.bytesSent, now - current.startedAt)} MB/s`,
    );
  } else {
    lines.push('Waiting for scans...');
  }
  lines.push('', `Rolls waiting: ${state.waiting.length === 0 ? 'none' : state.waiting.join(', ')}`);
  if (state.finished.length > 0) lines.push('', 'Done:', ...state.finished.slice(-MAX_LINES).map((l) => `  ${l}`));
  if (state.problems.length > 0) lines.push('', 'Problems:', ...state.problems.slice(-MAX_LINES).map((l) => `  ${l}`));
  return lines;
}

export class Display {
  readonly state: DisplayState;
  private drawn = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    server: string,
    folder: string,
    private readonly out: NodeJS.WriteStream = process.stdout,
    private readonly live = Boolean(process.stdout.isTTY),
  ) {
    this.state = { server, folder, waiting: [], current: null, finished: [], problems: [] };
    if (this.live) this.timer = setInterval(() => this.draw(), 250);
  }

  /** A line for the log (plain output) and the display's list. */
  note(kind: 'finished' | 'problems', text: string): void {
    const line = `${clock()}  ${text}`;
    this.state[kind].push(line);
    if (this.state[kind].length > 50) this.state[kind].shift();
    if (!this.live) this.out.write(`${kind === 'problems' ? 'PROBLEM ' : ''}${line}\n`);
    else this.draw();
  }

  info(text: string): void {
    if (!this.live) this.out.write(`${clock()}  ${text}\n`);
  }

  draw(): void {
    if (!this.live) return;
    const lines = renderState(this.state);
    const clear = this.drawn > 0 ? `\x1b[${this.drawn}A\x1b[0J` : '';
    this.out.write(`${clear}${lines.join('\n')}\n`);
    this.drawn = lines.length;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.draw();
  }
}
