import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryIndex } from '@mapwright/core/geodata/countryIndex';
import { ABOUT_SECTIONS } from '../web/src/pages/about/aboutBands';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { startAppServer, type AppServer } from './support/appServer';

/**
 * /About (issue 19, spec section 2): the sidebar's active item inside each scroll band and none past
 * 10000 px, a click scrolls to its section, the sources list is the index's, the contact link is
 * CONTACT_FORM_URL, and axe.
 */

const CONTACT = 'https://forms.example.org/mapwright-contact';
let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer({ CONTACT_FORM_URL: CONTACT })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openAbout(): Promise<Page> {
  const page = await openPage(browser, { baseURL: server.url });
  await page.goto('/About');
  await page.getByRole('heading', { name: 'About Mapwright' }).waitFor();
  return page;
}

const activeItem = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('[data-section-link][aria-current]')?.getAttribute('data-section-link') ?? null,
  );

describe('/About', () => {
  it('marks the item of the band the page is scrolled to, and none outside the bands', async () => {
    const page = await openAbout();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(height).toBeGreaterThan(10_200);
    // A position inside each band, its two edges, and past the last band.
    const probes: [number, string | null][] = [[0, null]];
    let start = 1;
    for (const s of ABOUT_SECTIONS) {
      probes.push([start, s.id], [Math.round((start + s.until) / 2), s.id], [s.until, s.id]);
      start = s.until + 1;
    }
    probes.push([10_001, null], [10_200, null]);
    for (const [y, expected] of probes) {
      await page.evaluate((y) => window.scrollTo(0, y), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
      await expect.poll(() => activeItem(page), { message: `at ${y} px` }).toBe(expected);
    }
    await page.context().close();
  });

  it('scrolls to a section when its item is clicked', async () => {
    const page = await openAbout();
    for (const s of [...ABOUT_SECTIONS].reverse()) {
      await page.locator(`[data-section-link="${s.id}"]`).click();
      // The section comes to the top of the window (below the bar), and its item is the active one.
      const top = () => page.locator(`#${s.id}`).evaluate((el) => Math.abs(el.getBoundingClientRect().top));
      await expect.poll(top, { timeout: 5_000 }).toBeLessThan(200);
      await page.waitForTimeout(300);
      expect(await top()).toBeLessThan(200);
      expect(await activeItem(page)).toBe(s.id);
    }
    await page.context().close();
  });

  it('lists the sources of the index, the policy of the code and the contact form of the setting', async () => {
    const page = await openAbout();
    const index = (await (await page.request.get('/maps/index.json')).json()) as CountryIndex;
    const listed = page.locator('#bts [data-source]');
    await expect.poll(() => listed.count()).toBe(index.sources.length);
    expect((await listed.evaluateAll((li) => li.map((l) => l.getAttribute('data-source')))).sort()).toEqual(
      index.sources.map((s) => s.id).sort(),
    );
    const policy = await page.locator('#policy').textContent();
    expect(policy).toContain('$2.50 per month (LKR 760.85)');
    expect(policy).toContain('within 5 business days');
    expect(policy).toContain('Donations are not refundable');
    // The contact settings are asked for when the Contact section comes near the viewport.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const contact = page.getByTestId('contact-form-link');
    expect(await contact.getAttribute('href')).toBe(CONTACT);
    expect(await contact.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('has no axe violations', async () => {
    const page = await openAbout();
    await page.locator('#bts [data-source]').first().waitFor();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.getByTestId('contact-form-link').waitFor();
    await expectNoAxeViolations(page, '/About');
    await page.context().close();
  });
});
