import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { baseURL } from './browser';

/**
 * Lighthouse's accessibility audits on the phone editor (issue 18): /Countries/Romania with
 * Lighthouse's default mobile configuration (a 412 px wide touch screen, so the phone editor).
 * Performance is benchmarked (bench/editor, bench/pages), not tested; accessibility is a pass or fail
 * list of audits, so it is a test.
 */
describe('Lighthouse accessibility, mobile', () => {
  let chrome: chromeLauncher.LaunchedChrome;

  beforeAll(async () => {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    });
  });

  afterAll(async () => {
    await chrome?.kill();
  });

  it('scores 100 on /Countries/Romania', async () => {
    const result = await lighthouse(`${baseURL()}/Countries/Romania`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    if (!result) throw new Error('lighthouse gave no result');
    const { lhr } = result;
    // A phone's screen: narrower than the 768 px at which the editor is the phone editor.
    expect(lhr.configSettings.formFactor).toBe('mobile');
    expect(lhr.configSettings.screenEmulation.width).toBeLessThan(768);
    expect(lhr.runtimeError).toBeUndefined();
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${audit.id}: ${JSON.stringify(itemsOf(audit.details).slice(0, 2))}`);
    expect(failing).toEqual([]);
    expect(Math.round((lhr.categories.accessibility?.score ?? 0) * 100)).toBe(100);
  }, 120_000);
});

function itemsOf(details: unknown): unknown[] {
  return (details as { items?: unknown[] } | undefined)?.items ?? [];
}
