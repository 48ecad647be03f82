import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function navLinks(page: Page): Promise<{ label: string; href: string | null }[]> {
  return page.locator('header.navbar nav a').evaluateAll((links) =>
    links.map((a) => ({
      label: a.querySelector('.navbar__label')?.textContent ?? '',
      href: a.getAttribute('href'),
    })),
  );
}

const VARIANTS = [
  {
    path: '/',
    heading: 'Mapwright',
    links: [
      { label: 'ABOUT', href: '/About' },
      { label: 'PROFILE', href: '/Profile' },
      { label: 'CREATE', href: '/Countries' },
    ],
    indicator: true,
    logoLink: false,
  },
  {
    path: '/Countries',
    heading: 'Choose a country',
    links: [
      { label: 'ABOUT', href: '/About' },
      { label: 'PROFILE', href: '/Profile' },
      { label: 'HOME', href: '/' },
    ],
    indicator: true,
    logoLink: true,
  },
  {
    path: '/About',
    heading: 'About Mapwright',
    links: [
      { label: 'HOME', href: '/' },
      { label: 'PROFILE', href: '/Profile' },
      { label: 'CREATE', href: '/Countries' },
    ],
    indicator: true,
    logoLink: false,
  },
  {
    path: '/Profile',
    heading: 'Welcome, User',
    links: [
      { label: 'HOME', href: '/' },
      { label: 'ABOUT', href: '/About' },
      { label: 'CREATE', href: '/Countries' },
    ],
    indicator: false,
    logoLink: false,
  },
] as const;

describe('navigation bar variants', () => {
  for (const variant of VARIANTS) {
    it(`${variant.path} shows exactly the spec's links, each leading to its page`, async () => {
      const page = await openPage(browser);
      await page.goto(variant.path);
      await page.getByRole('heading', { level: 1, name: variant.heading }).waitFor();
      expect(await navLinks(page)).toEqual(variant.links);
      expect(await page.locator('header.navbar [data-testid="login-indicator"]').count()).toBe(
        variant.indicator ? 1 : 0,
      );
      expect(await page.locator('header.navbar a.navbar__brand').count()).toBe(variant.logoLink ? 1 : 0);

      for (const link of variant.links) {
        await page.goto(variant.path);
        await page.locator('header.navbar nav a', { hasText: link.label }).click();
        await page.waitForURL((url) => url.pathname === link.href);
        await page.locator('header.navbar').waitFor();
      }
      await page.context().close();
    });
  }

  it('the logo on the country-selection bar links home', async () => {
    const page = await openPage(browser);
    await page.goto('/Countries');
    await page.locator('header.navbar a.navbar__brand').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Map making made super simple').waitFor();
    await page.context().close();
  });

  it('CREATE, START and Let’s Go lead to /Countries', async () => {
    const page = await openPage(browser);
    // The visible words are START and Let's Go; their accessible names go on to say where they lead.
    for (const name of [/^START mapping/, /^Let's Go to the list/]) {
      await page.goto('/');
      await page.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === '/Countries');
    }
    await page.context().close();
  });

  it('changes appearance once scrolled more than 1500 px, and back', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    await page.getByText('Map making made super simple').waitFor();
    // The landing page itself is long enough to scroll past 1500 px (issue 19); nothing is added.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1500 + 800);
    const bar = page.locator('header.navbar');
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const before = await background();

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('false');

    await page.evaluate(() => window.scrollTo(0, 1501));
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('true');
    await expect.poll(background).not.toBe(before);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('false');
    await page.context().close();
  });

  it('the login indicator is titled Not Logged In for a visitor', async () => {
    const page = await openPage(browser);
    await page.goto('/');
    const indicator = page.locator('header.navbar [data-testid="login-indicator"]');
    expect(await indicator.locator('title').textContent()).toBe('Not Logged In');
    expect(await indicator.getAttribute('aria-label')).toBe('Not Logged In');
    await page.context().close();
  });
});

describe('footer', () => {
  it('shows the product, 2025, All rights reserved and three social links opening in a new tab', async () => {
    const page = await openPage(browser);
    await page.goto('/About');
    const footer = page.locator('footer');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('Mapwright');
    expect(text).toContain('2025');
    expect(text).toContain('All rights reserved');
    const links = await footer.locator('a[href^="https://"]').evaluateAll((as) =>
      as.map((a) => ({
        name: a.textContent,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
    expect(links.map((l) => l.name)).toEqual(['Instagram', 'Facebook', 'X']);
    for (const l of links) {
      expect(l.target).toBe('_blank');
      expect(l.rel).toBe('noopener noreferrer');
    }
    await page.context().close();
  });
});
