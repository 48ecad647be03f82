import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/chromium';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { createDocument } from '@mapwright/core/document/defaults';
import { setActiveLevel, setShow } from '@mapwright/core/document/operations/levels';
import type { MapDocument } from '@mapwright/core/document/schema';

/** Chromium flags of the editor benchmark (run.ts) and its profiler (profile.ts). */
export const ARGS = [...CHROMIUM_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'];

/**
 * A saved draft of `doc` written at version 4 (no labels), so builds from before version 5 read it
 * too (BENCH_WEB_DIST) and a newer build migrates it: a before/after comparison opens the same map in
 * both.
 */
export function versionFourDraft(doc: MapDocument): string {
  const { labels: _labels, ...v4 } = doc;
  // Version 14's number grouping 'locale' (heat bar, charts) is not a version-4 value: the one every version reads.
  return JSON.stringify({ document: { ...v4, version: 4 }, savedAt: Date.now() }, (key, value: unknown) =>
    key === 'grouping' && value === 'locale' ? 'comma' : value,
  );
}

/** The draft the editor restores: level 2 with level 1 outlines over it, clicks painting districts. */
function bothLevelsDraft(country: string): string {
  return versionFourDraft(bothLevelsDocument(country));
}

export function bothLevelsDocument(country: string): MapDocument {
  return applyOperation(applyOperation(createDocument(country), setShow, 'both'), setActiveLevel, 2);
}

/**
 * The map's second level drawn: a district's path (the desktop) or a base path (the phone draws the
 * districts drawn alike as one path per tile: decision "Base paths on the phone"), in an editor that takes
 * input.
 */
export const LEVEL_2_DRAWN = '[data-ready] path[data-level="2"], [data-ready] path[data-base-level="2"]';

/**
 * tsx compiles these files with esbuild's keepNames, which wraps named inner functions in `__name(…)`;
 * functions passed to page.evaluate carry that call into the page, so the page gets a no-op __name.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';

/**
 * Puts `draft` (a saved draft's JSON) in IndexedDB for `country` before the page's scripts run, as a
 * returning user's browser has it, and keeps esbuild's __name helper defined for functions passed to
 * the page.
 */
export async function seedDraft(
  target: BrowserContext | Page,
  country: string,
  draft: string,
): Promise<void> {
  await target.addInitScript(KEEP_NAMES_SHIM);
  await target.addInitScript(
    ([country, draft]) => {
      const open = indexedDB.open('mapwright', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('drafts');
      open.onsuccess = () => {
        open.result.transaction('drafts', 'readwrite').objectStore('drafts').put(JSON.parse(draft), country);
        open.result.close();
      };
    },
    [country, draft] as const,
  );
}

/** Opens the editor on `country` with the both-levels draft already in IndexedDB. */
export function seedBothLevelsDraft(target: BrowserContext | Page, country: string): Promise<void> {
  return seedDraft(target, country, bothLevelsDraft(country));
}

/**
 * The load's `mapwright:map-painted` time, waited for by a PerformanceObserver in the page: nothing
 * of the harness runs in the page until the map is painted. Waiting with a Playwright locator instead
 * polls the DOM with Playwright's own selector engine (after injecting it: script of its own at 4x)
 * while the editor loads, on the main thread the load is measured on. `check` (a selector) is then
 * looked for once, so a load that painted something else still fails.
 */
export async function paintedMark(page: Page, check: string): Promise<number> {
  const painted = await page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const name = 'mapwright:map-painted';
        const found = performance.getEntriesByName(name)[0];
        if (found) return resolve(found.startTime);
        const timer = setTimeout(() => reject(new Error(`no ${name} mark in ${timeoutMs} ms`)), timeoutMs);
        new PerformanceObserver((list, observer) => {
          const mark = list.getEntriesByName(name)[0];
          if (!mark) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(mark.startTime);
        }).observe({ type: 'mark' });
      }),
    60_000,
  );
  await page.locator(check).first().waitFor({ timeout: 10_000 });
  return painted;
}
