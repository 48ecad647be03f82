import { describe, expect, it } from 'vitest';
import { cpuShares, readCpu } from './machine';

const stat = (user: number, idle: number, steal: number) =>
  `cpu  ${user} 0 0 ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n`;

describe('cpuShares', () => {
  it('gives the stolen and busy shares of the time between two readings', () => {
    const shares = cpuShares(readCpu(stat(100, 1000, 10)), readCpu(stat(160, 1020, 30)));
    // 100 jiffies passed: 60 busy, 20 idle, 20 stolen.
    expect(shares?.stolen).toBeCloseTo(20);
    expect(shares?.busy).toBeCloseTo(60);
  });

  it('is undefined without readings', () => {
    expect(readCpu('')).toBeUndefined();
    expect(cpuShares(undefined, readCpu(stat(1, 1, 1)))).toBeUndefined();
  });
});
