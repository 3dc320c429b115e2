import { readFileSync } from 'node:fs';

/** Peak resident memory (MB) and the most threads seen, sampled from /proc while a process runs. */
export interface ProcPeak {
  peakRssMb: number;
  maxThreads: number;
}

function status(pid: number | 'self'): { hwmKb: number; threads: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { hwmKb: field('VmHWM'), threads: field('Threads') };
  } catch {
    return null; // gone already
  }
}

/** Samples a process every `everyMs` until stopped; VmHWM is the kernel's own high-water mark. */
export function watchProcess(pid: number | 'self', everyMs = 20) {
  const peak: ProcPeak = { peakRssMb: 0, maxThreads: 0 };
  const sample = () => {
    const now = status(pid);
    if (!now) return;
    peak.peakRssMb = Math.max(peak.peakRssMb, now.hwmKb / 1024);
    peak.maxThreads = Math.max(peak.maxThreads, now.threads);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): ProcPeak {
      sample();
      clearInterval(timer);
      return { peakRssMb: Math.round(peak.peakRssMb), maxThreads: peak.maxThreads };
    },
  };
}

const ticksPerSecond = 100; // USER_HZ: the unit of /proc's CPU times on Linux

/** CPU time (ms) a process has used so far, user and system, from /proc/<pid>/stat; null when gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** CPU time (ms) the whole machine has been busy so far, over all its cores (user, nice, system, irq). */
export function machineBusyMs(): number {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = ticks;
  return ((user + nice + system + irq + softirq) * 1000) / ticksPerSecond;
}
