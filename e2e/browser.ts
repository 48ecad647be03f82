import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { guardContext } from './consoleGuard';

/**
 * The suite's Chromium. Every context it opens (newContext, and newPage through it) is watched by the
 * console guard (consoleGuard.ts): an error or warning the app logs fails the test.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    guardContext(context);
    return context;
  };
  return browser;
}

/** The URL of the app server the global setup started for this run. */
export function baseURL(): string {
  return inject('baseURL');
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}
