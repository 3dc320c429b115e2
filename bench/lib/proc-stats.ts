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
