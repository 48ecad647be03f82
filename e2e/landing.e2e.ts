import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS, countryBySlug, isOneCountry } from '@mapwright/core/countries/countries';
import type { CountryIndex } from '@mapwright/core/geodata/countryIndex';
import { STRIP_IMAGES } from '../web/src/media/manifest';
import { regionAnchor } from '../web/src/pages/countries/regionAnchor';
import { SHOWCASE } from '../web/src/pages/home/showcase';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, openPage } from './browser';

/**
 * The landing page (issue 19, spec sections 2, 3 and 9): the sections in order, the showcase clips on
 * hover and focus, the example strip, the world map of the region groups, the navigation bar's change
 * past 1500 px, no editor code, and axe.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openLanding(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await page.goto('/');
  await page.getByText('Map making made super simple').waitFor();
  return page;
}

const videoState = (page: Page, key: string) =>
  page.locator(`[data-clip="${key}"] video`).evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    time: v.currentTime,
  }));

describe('landing page', () => {
  it('has every section in the spec order, the ten showcase entries and the real division counts', async () => {
    const page = await openLanding();
    const sections = await page
      .locator('main [data-section]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
    expect(sections).toEqual(['hero', 'showcase', 'cta', 'facts', 'lets-go', 'screens', 'strip', 'world']);
    const headings = await page.locator('[data-showcase] h3').allTextContents();
    expect(headings).toEqual([
      'Simple Clicks',
      'Take Control',
      'Feature Rich',
      'Dual Mapping',
      'Max Quality',
      'Easy UI',
      'Real Example!',
      'Quikmojis!',
      'Heat Maps Too!',
      'Pretty Pixels!',
    ]);
    expect(
      await page
        .locator('[data-showcase]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-showcase'))),
    ).toEqual(SHOWCASE.map((e) => e.key));
    for (const key of SHOWCASE.map((e) => e.key)) {
      expect(await page.locator(`[data-showcase="${key}"] p`).count()).toBeGreaterThanOrEqual(2);
      // Every entry, Quikmojis! included, is a real clip, not a still waiting for one.
      expect(await page.locator(`[data-showcase="${key}"] [data-clip="${key}"] video`).count()).toBe(1);
    }
    // The second Let's Go and the START button both lead to /Countries.
    expect(await page.locator('[data-section="lets-go"] a').getAttribute('href')).toBe('/Countries');
    expect(await page.locator('[data-section="hero"] a').getAttribute('href')).toBe('/Countries');

    // Facts from the served index, not typed in: Thailand's, India's and China's district counts.
    const index = (await (await page.request.get('/maps/index.json')).json()) as CountryIndex;
    const count = (slug: string) => {
      const level = index.countries.find((c) => c.slug === slug)?.levels[2];
      return level?.available ? level.count : -1;
    };
    // The facts load when the block comes near the viewport.
    await page.locator('[data-section="facts"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('[data-fact="Thailand"]').textContent())
      .toBe(String(count('Thailand')));
    expect(await page.locator('[data-fact="India"]').textContent()).toBe(String(count('India')));
    expect(await page.locator('[data-fact="China"]').textContent()).toBe(String(count('China')));
    // Every country in the index but the variants (a country's former boundaries) and the world;
    // detailed: both levels.
    const countries = index.countries.filter((c) => {
      const country = countryBySlug(c.slug);
      return country && isOneCountry(country);
    });
    expect(await page.locator('[data-fact="countries"]').textContent()).toBe(String(countries.length));
    const detailed = countries.filter((c) => !countryBySlug(c.slug)?.firstLevelOnly && c.levels[2].available);
    expect(detailed.length).toBe(35); // the 34 and the United States
    expect(await page.locator('[data-fact="detailed"]').textContent()).toBe(String(detailed.length));
    await page.context().close();
  });

  it('plays a clip on hover with a spinner until it can play, pauses and rewinds on leave', async () => {
    // Hold the clip's files back (from before the page loads) to see the spinner, then let them through.
    const page = await openPage(browser);
    const held: Route[] = [];
    let release = false;
    await page.route('**/media/clips/simpleClicks.{webm,mp4}', (route) =>
      release ? route.continue() : void held.push(route),
    );
    await page.goto('/');
    const clip = page.locator('[data-clip="simpleClicks"]');
    await clip.scrollIntoViewIfNeeded();
    await page.getByTestId('clip-spinner').first().waitFor();
    expect(await clip.getAttribute('data-ready')).toBe('false');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release = true;
    for (const route of held.splice(0)) await route.continue();
    await expect.poll(() => clip.getAttribute('data-ready'), { timeout: 15_000 }).toBe('true');
    expect(await clip.getByTestId('clip-spinner').count()).toBe(0);
    expect((await videoState(page, 'simpleClicks')).paused).toBe(true);

    await clip.hover();
    await expect.poll(async () => (await videoState(page, 'simpleClicks')).time).toBeGreaterThan(0.3);
    expect((await videoState(page, 'simpleClicks')).paused).toBe(false);

    await page.mouse.move(5, 5);
    await expect.poll(() => videoState(page, 'simpleClicks')).toEqual({ paused: true, time: 0 });

    // Keyboard focus does what the mouse does.
    await clip.focus();
    await expect.poll(async () => (await videoState(page, 'simpleClicks')).time).toBeGreaterThan(0.3);
    await clip.blur();
    await expect.poll(() => videoState(page, 'simpleClicks')).toEqual({ paused: true, time: 0 });
    await page.context().close();
  });

  it('keeps the poster and loads no clip with reduced motion', async () => {
    const page = await openLanding({ reducedMotion: 'reduce' });
    const clip = page.locator('[data-clip="takeControl"]');
    await clip.scrollIntoViewIfNeeded();
    await clip.hover();
    await page.waitForTimeout(500);
    expect(await clip.locator('source').count()).toBe(0);
    expect(await clip.locator('video').getAttribute('poster')).toBe('/media/clips/takeControl.webp');
    expect((await videoState(page, 'takeControl')).paused).toBe(true);
    await page.context().close();
  });

  it('runs the example strip as section 9 says: 3 visible, 10 px apart, moving by itself, also after a click', async () => {
    const page = await openLanding();
    await page.locator('[data-section="strip"]').scrollIntoViewIfNeeded();
    const strip = page.locator('.strip__swiper');
    await strip.waitFor();
    const params = await strip.evaluate((el) => {
      const swiper = (el as HTMLElement & { swiper: { params: Record<string, unknown> } }).swiper;
      const { slidesPerView, spaceBetween, speed, loop, autoplay } = swiper.params;
      return { slidesPerView, spaceBetween, speed, loop, autoplay };
    });
    expect(params).toMatchObject({
      slidesPerView: 3,
      spaceBetween: 10,
      speed: 3000,
      loop: true,
      autoplay: { delay: 0, disableOnInteraction: false },
    });
    // 7 images, each a third of the strip less the gaps: 3 in view.
    const images = await strip
      .locator('img')
      .evaluateAll((imgs) => [...new Set(imgs.map((i) => i.getAttribute('src')))]);
    expect(images.sort()).toEqual(STRIP_IMAGES.map((s) => s.src).sort());
    const box = await strip.boundingBox();
    const slideWidth = await strip
      .locator('.swiper-slide')
      .first()
      .evaluate((s) => s.getBoundingClientRect().width);
    expect(Math.abs(slideWidth * 3 + 20 - (box?.width ?? 0))).toBeLessThan(2);

    const offset = () =>
      strip.locator('.swiper-wrapper').evaluate((w) => new DOMMatrix(getComputedStyle(w).transform).m41);
    const first = await offset();
    await expect.poll(offset, { timeout: 5_000 }).not.toBe(first);
    // A real click on the moving strip (a locator click would wait for it to stand still).
    const centre = await strip.boundingBox();
    if (!centre) throw new Error('no strip');
    await page.mouse.click(centre.x + centre.width / 2, centre.y + centre.height / 2);
    await page.waitForTimeout(300);
    const afterClick = await offset();
    await expect.poll(offset, { timeout: 5_000 }).not.toBe(afterClick);
    await page.context().close();
  });

  it('links each region of the world map to its group on /Countries', async () => {
    const page = await openLanding();
    await page.locator('[data-section="world"]').scrollIntoViewIfNeeded();
    const links = page.locator('.world__region');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) =>
      as.map((a) => [a.getAttribute('data-region'), a.getAttribute('href')]),
    );
    // The landing page's map shows the first eight groups, where the 34 detailed countries lie.
    expect(hrefs).toEqual(REGIONS.slice(0, 8).map((r) => [r, `/Countries#${regionAnchor(r)}`]));
    await page.locator('.world__region[data-region="Northern Europe"]').scrollIntoViewIfNeeded();
    // The link: its middle is the region's name (the Baltic lies between the shapes of its countries).
    await page.locator('.world__region[data-region="Northern Europe"]').click();
    await page.waitForURL((url) => url.pathname === '/Countries' && url.hash === '#northern-europe');
    const group = page.locator('#northern-europe');
    await expect
      .poll(() => group.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    expect(
      await group
        .locator('[data-country]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('data-country'))),
    ).toEqual(expect.arrayContaining(['Finland', 'Sweden', 'Denmark', 'Norway']));
    await page.context().close();
  });

  it('changes the navigation bar past 1500 px of its own length, not before', async () => {
    const page = await openLanding();
    const bar = page.locator('header.navbar');
    await page.mouse.wheel(0, 1400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
    expect(await bar.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('false');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('true');
    await page.context().close();
  });

  it('loads nothing of the editor, all the way down', async () => {
    const page = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.getByText('Map making made super simple').waitFor();
    for (let y = 0; y < 20; y++) await page.mouse.wheel(0, 800);
    await page.locator('[data-section="world"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(scripts.filter((s) => /Editor|MapCanvas|renderMap|export/i.test(s))).toEqual([]);
    await page.context().close();
  });

  it('has no axe violations', async () => {
    const page = await openLanding();
    // Everything that loads near the viewport, loaded: scroll down the page section by section.
    for (const section of ['facts', 'strip', 'world'])
      await page.locator(`[data-section="${section}"]`).scrollIntoViewIfNeeded();
    await page.locator('[data-fact="Thailand"]').waitFor();
    await page.locator('.strip__swiper').waitFor();
    await page.locator('.world__region').first().waitFor();
    await expectNoAxeViolations(page, 'landing page');
    await page.context().close();
  });
});
