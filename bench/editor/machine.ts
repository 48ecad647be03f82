import { readFileSync } from 'node:fs';

/**
 * The share of the machine's CPU time taken by the hypervisor (`steal` in /proc/stat) and how busy
 * the machine was, between two readings: on a shared virtual machine a benchmark's wall-clock figures
 * move with its neighbours' load, so every row of the bench says how much was stolen while it ran.
 * Undefined where /proc/stat does not exist (not Linux).
 */
export interface CpuReading {
  readonly total: number;
  readonly idle: number;
  readonly steal: number;
}

export function readCpu(stat = readProcStat()): CpuReading | undefined {
  const line = stat?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal guest guest_nice (guest time is within user).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
}

/** Percentages of the CPU time between two readings: stolen, and busy (neither idle nor stolen). */
export function cpuShares(
  before: CpuReading | undefined,
  after: CpuReading | undefined,
): { stolen: number; busy: number } | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  const total = after.total - before.total;
  const stolen = after.steal - before.steal;
  const idle = after.idle - before.idle;
  return { stolen: (stolen / total) * 100, busy: ((total - idle - stolen) / total) * 100 };
}

function readProcStat(): string | undefined {
  try {
    return readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
}
