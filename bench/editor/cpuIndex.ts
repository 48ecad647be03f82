import type { Browser } from 'playwright-core';
// Lighthouse's own measure of a device's speed (the `benchmarkIndex` of its reports), which DevTools'
// CPU calibration also uses; run here as Lighthouse runs it, in a page.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Lighthouse's BenchmarkIndex of this machine's Chromium, unthrottled and at `rate` times slower.
 *
 * Why: the phone row's targets are wall times at a fixed 4x slowdown, and this shared virtual machine
 * runs up to twice as fast on some days as on others; the index says which kind of day a run had, in
 * a unit others use. For scale: DevTools' CPU calibration takes 1,000 for a mid-tier phone (Pixel 5
 * class) and 264 for a low-tier one (Moto G Power class); Lighthouse calls 1,000+ desktop class.
 * Each figure is the second of two runs (the first warms the engine up).
 */
export async function benchmarkIndex(
  browser: Browser,
  rate: number,
): Promise<{ host: number; slowed: number }> {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    const run = () =>
      page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as Promise<number>;
    const at = async (slowdown: number) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await run();
      return run();
    };
    const host = await at(1);
    const slowed = await at(rate);
    return { host, slowed };
  } finally {
    await page.close();
  }
}
