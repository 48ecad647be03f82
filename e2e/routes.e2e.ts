import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, openPage } from './browser';
import { allowConsole } from './consoleGuard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('routes', () => {
  it.each([
    ['/', 'Mapwright'],
    ['/About', 'About Mapwright'],
    ['/Profile', 'Welcome, User'],
    ['/Countries', 'Choose a country'],
  ])('%s renders its page', async (path, heading) => {
    const page = await openPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.context().close();
  });

  it('every one of the 34 country routes opens its editor', async () => {
    const { COUNTRIES } = await import('@mapwright/core/countries/countries');
    const page = await openPage(browser);
    for (const country of COUNTRIES) {
      await page.goto(`/Countries/${country.slug}`);
      await page.locator(`[data-editor][data-country="${country.slug}"]`).waitFor();
    }
    await page.context().close();
  });

  it.each([
    '/nowhere',
    '/about',
    '/countries',
    '/Countries/Atlantis',
    '/Countries/srilanka',
    '/Countries/India/extra',
  ])('%s is the not-found page', async (path) => {
    const page = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).waitFor();
    await page.context().close();
  });

  it('HOME on the not-found page goes to / and replaces the history entry', async () => {
    const page = await openPage(browser);
    await page.goto('/About');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'HOME' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Map making made super simple').waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/About');
    await page.getByRole('heading', { level: 1, name: 'About Mapwright' }).waitFor();
    await page.context().close();
  });

  it('an unhandled router failure shows the default error page', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await page.getByText('Map making made super simple').waitFor();
    // The Profile chunk cannot be fetched (for example after a deploy removed it): the browser says so, and
    // so does React Router, which shows its error page.
    allowConsole(
      page,
      /net::ERR_FAILED \(\S+\/assets\/ProfilePage-[^/]+\.js\)/,
      'the chunk aborted on purpose',
    );
    allowConsole(
      page,
      /^console\.error: Error handled by React Router default ErrorBoundary: TypeError: Failed to fetch dynamically imported module: \S+\/assets\/ProfilePage-/,
      'the router reports the chunk it could not load',
    );
    await page.route(/\/assets\/ProfilePage-[^/]+\.js$/, (route) => route.abort());
    await page.locator('header.navbar nav a', { hasText: 'PROFILE' }).click();
    await page.getByText('Unexpected Application Error!').waitFor();
    await page.context().close();
  });

  it('shows the full-screen spinner (a ring around the logo) while a lazy page loads', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await page.getByText('Map making made super simple').waitFor();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('header.navbar nav a', { hasText: 'ABOUT' }).click();
    const spinner = page.getByTestId('page-spinner');
    await spinner.waitFor();
    const box = await spinner.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    // The logo is decoration there (the status reads "Loading…"), hidden from assistive technology.
    expect(await spinner.locator('svg[aria-hidden="true"]').count()).toBe(1);
    expect(
      await spinner.locator('.fullscreen-spinner__ring').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('fullscreen-spinner-rotate');
    release();
    await page.getByRole('heading', { level: 1, name: 'About Mapwright' }).waitFor();
    await spinner.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('also shows the spinner when a page is opened directly', async () => {
    const page = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/CountriesPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/Countries', { waitUntil: 'commit' });
    await page.getByTestId('page-spinner').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Choose a country' }).waitFor();
    await page.context().close();
  });
});

describe('map files preloaded with the page', () => {
  /** Every /maps/ request of the page so far: path and how it was started. */
  const mapRequests = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/maps/'))
        .map((e) => ({
          path: new URL(e.name).pathname,
          initiator: (e as PerformanceResourceTiming).initiatorType,
        })),
    );

  it("starts the editor's map files with the document and downloads each once", async () => {
    const page = await openPage(browser);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (/preload/i.test(m.text())) warnings.push(m.text());
    });
    const response = await page.goto('/Countries/India');
    const link = (await response?.headerValue('link')) ?? '';
    await page.locator('.map-surface[data-ready] path[data-division]').first().waitFor();
    const requests = await mapRequests(page);
    const paths = requests.map((r) => r.path);
    expect(paths).toContain('/maps/index.json');
    expect(paths.filter((p) => /^\/maps\/IND\.projected\.[0-9a-f]{8}\.json$/.test(p))).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path, initiator } of requests) {
      expect(link).toContain(`<${path}>`);
      expect(initiator, path).toBe('link');
    }
    expect(warnings).toEqual([]);
    await page.context().close();
  });

  it('starts the index and the outlines with the country list', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    await page.getByRole('heading', { level: 1, name: 'Choose a country' }).waitFor();
    await page.locator('.country-card__outline path').first().waitFor();
    const requests = await mapRequests(page);
    expect(requests.map((r) => r.path).sort()).toEqual([
      '/maps/index.json',
      expect.stringMatching(/^\/maps\/outlines\./),
    ]);
    expect(requests.every((r) => r.initiator === 'link')).toBe(true);
    await page.context().close();
  });
});

describe('page metadata', () => {
  it.each([
    ['/', 'Mapwright – Map making made super simple', /34 countries/],
    ['/Profile', 'Your profile – Mapwright', /Le Journaliste/],
    ['/About', 'About Mapwright', /refunds/],
  ])('%s has its title, description and canonical link', async (path, title, description) => {
    const page = await openPage(browser);
    await page.goto(path);
    await page.locator('main h1').waitFor();
    expect(await page.title()).toBe(title);
    const meta = page.locator('head meta[name="description"]');
    expect(await meta.count()).toBe(1);
    expect(await meta.getAttribute('content')).toMatch(description);
    const canonical = page.locator('head link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    expect(await canonical.getAttribute('href')).toBe(new URL(path, baseURL()).href);
    await page.context().close();
  });
});

describe('device-size check', () => {
  it.each([
    [767, 'mobile'],
    [768, 'desktop'],
  ])('at %i px wide the editor is the %s one', async (width, kind) => {
    const page = await openPage(browser, { viewport: { width, height: 900 } });
    await page.goto('/Countries/Japan');
    await page.locator(`[data-editor="${kind}"]`).waitFor();
    expect(await page.locator('[data-editor]').getAttribute('data-editor')).toBe(kind);
    await page.context().close();
  });

  it('switches editor when the window crosses 768 px', async () => {
    const page = await openPage(browser, { viewport: { width: 1024, height: 800 } });
    await page.goto('/Countries/Nepal');
    await page.locator('[data-editor="desktop"]').waitFor();
    await page.setViewportSize({ width: 600, height: 800 });
    await page.locator('[data-editor="mobile"]').waitFor();
    await page.context().close();
  });
});
