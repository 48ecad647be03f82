import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import type { MapDocument } from '@mapwright/core/document/schema';
import { baseURL, launchBrowser, openPage } from './browser';
import { allowConsole } from './consoleGuard';
import { clickDivision, DEFAULT_FILL, divisionIds, draftSaved, fillOf, FIRST_COLOUR } from './editorHelpers';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Publishing (issue #20): publish from the editor, the public page signed out (the painted map drawn
 * by the server, hover names, zoom, credit, links; none of the editor, no API call), the embed snippet
 * in a page of another origin (its iframe follows the page's height; without the script a fixed aspect
 * ratio; the app itself refuses to be framed), "Make your own copy", the 1200 x 630 preview, updating,
 * the Profile's list, and unpublishing (the link is then the not-found page). Uses the shared server.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The text annotation of the published document (see the test that publishes it). */
const ANNOTATION_TEXT = 'Tea country';

/** Sri Lanka with a text annotation, saved to a fresh account; the editor opens it. */
async function signedInWithSavedMap(name: string): Promise<{ page: Page; mapId: string }> {
  const page = await openPage(browser);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail(name), password: 'publish-pass-1', name },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  const base = createDocument('SriLanka');
  const doc: MapDocument = {
    ...base,
    title: { ...base.title, text: 'Harvest 2026' },
    annotations: [
      { ...createAnnotation('text', { kind: 'frame', x: 400, y: 300 }, { id: 'a1' }), text: ANNOTATION_TEXT },
    ],
  };
  const created = await page.request.post('/api/maps', { data: { name: 'Harvest', document: doc } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/Countries/SriLanka?map=${id}`);
  await page.locator('[data-ready] path[data-division]').first().waitFor();
  await page.locator('[data-testid="account-status"]:text-is("Saved to account as \\"Harvest\\"")').waitFor();
  return { page, mapId: id };
}

/** Publishes from the editor's dialog and returns the public link. */
async function publishFromEditor(page: Page): Promise<string> {
  await page.locator('[data-action="publishMap"]:not([disabled])').click();
  const dialog = page.getByTestId('publish-dialog');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await dialog.getByText('Published: anyone with the link can see this map, read-only.').waitFor();
  return dialog.getByLabel('Link').inputValue();
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByTestId('publish-dialog').getByRole('button', { name: 'Close' }).click();
}

/** A signed-out visitor: a context with no cookies. */
async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await openPage(browser);
  return { context: page.context(), page };
}

/** A tiny site of fixed pages on 127.0.0.1 and a free port: another origin than the app's. */
async function startSite(pages: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const body = pages[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Exactly-this-colour pixels of a PNG. */
function pixelsOf(png: PNG, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) count++;
  }
  return count;
}

describe('publishing a map', () => {
  let link = '';
  let painted = '';
  let unpainted = '';
  let owner: Page;

  it('publishes from the editor; signed out, the link shows the painted map and loads nothing of the editor', async () => {
    const { page } = await signedInWithSavedMap('pub');
    owner = page;
    [painted = '', unpainted = ''] = await divisionIds(page, 1);
    await clickDivision(page, 1, painted);
    // Publishing saves the change first (the account held the unpainted map), then publishes.
    link = await publishFromEditor(page);
    expect(link).toMatch(new RegExp(`^${baseURL()}/m/[A-Za-z0-9_-]{22}$`));
    await page
      .locator('[data-testid="account-status"]:text-is("Saved to account as \\"Harvest\\"")')
      .waitFor();
    const snippet = await page.getByTestId('publish-dialog').getByLabel('Embed code').inputValue();
    expect(snippet).toContain(`<iframe src="${link}"`);
    await closeDialog(page);

    const { context, page: reader } = await visitor();
    const requests: string[] = [];
    reader.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const res = await reader.goto(link);
    expect(res?.status()).toBe(200);
    await reader.waitForFunction(
      () => performance.getEntriesByName('mapwright:published-painted').length > 0,
    );
    expect(await fillOf(reader, 1, painted)).toBe(FIRST_COLOUR);
    expect(await fillOf(reader, 1, unpainted)).toBe(DEFAULT_FILL);
    expect(await reader.locator('svg.published__map text[data-element="title"]').textContent()).toBe(
      'Harvest 2026',
    );
    expect(await reader.locator('svg.published__map text[data-element="credit"]').textContent()).toContain(
      'Natural Earth',
    );
    // The annotation is drawn by the same renderMap, as text a reader can select.
    expect(await reader.locator('svg.published__map [data-annotation-id="a1"] text').textContent()).toContain(
      ANNOTATION_TEXT,
    );
    expect(await reader.getByRole('link', { name: 'Made with Mapwright' }).getAttribute('href')).toBe('/');

    // No account, no API, no map files, no app or editor script: the page and its own small script.
    const scripts = requests.filter((p) => p.endsWith('.js'));
    expect(scripts.some((p) => /^\/assets\/published-[\w-]+\.js$/.test(p))).toBe(true);
    expect(
      scripts.filter((p) => /\/(main|jsx-runtime|EditorPage|DesktopEditor|MobileEditor)-/.test(p)),
    ).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(3);
    expect(requests.filter((p) => p.startsWith('/api/') || p.startsWith('/maps/'))).toEqual([]);
    expect(await reader.evaluate(() => document.getElementById('root'))).toBeNull();

    // Hover names and the zoom buttons.
    const box = await reader.locator(`path[data-division="${painted}"]`).boundingBox();
    if (!box) throw new Error('no painted division');
    await reader.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = reader.getByRole('tooltip');
    await tooltip.waitFor();
    expect((await tooltip.textContent())?.length ?? 0).toBeGreaterThan(2);
    const placement = await reader.locator('g[data-element="map"]').getAttribute('transform');
    await reader.getByRole('button', { name: 'Zoom in' }).click();
    await reader.waitForFunction(
      (before) => document.querySelector('g[data-element="map"]')?.getAttribute('transform') !== before,
      placement,
    );
    expect(await reader.locator('g[data-element="map"]').getAttribute('transform')).toMatch(
      /^translate\(.*scale\(1\.5\)/,
    );
    await reader.getByRole('button', { name: 'Reset zoom' }).click();
    await reader.waitForFunction(
      (before) => document.querySelector('g[data-element="map"]')?.getAttribute('transform') === before,
      placement,
    );
    await context.close();
  });

  it('embeds in a page of another origin: the iframe follows the page height, or keeps a fixed ratio', async () => {
    const snippet = await (async () => {
      await owner.locator('[data-action="publishMap"]').click();
      const value = await owner.getByTestId('publish-dialog').getByLabel('Embed code').inputValue();
      await closeDialog(owner);
      return value;
    })();
    const [iframeLine = ''] = snippet.split('\n');
    const article = (body: string) =>
      `<!doctype html><html><body style="margin:0"><article style="width:640px;padding:20px">${body}</article></body></html>`;
    // A news site: another origin (another port) on this machine.
    const site = await startSite({
      '/with-script': article(`<p>Story</p>${snippet}`),
      '/without-script': article(iframeLine),
      '/app': article(
        `<iframe id="app" src="${baseURL()}/Countries/SriLanka" style="width:100%;height:300px"></iframe>`,
      ),
    });
    const { context, page } = await visitor();
    // The news site (the test's own pages, not the app) has no icon.
    allowConsole(
      page,
      new RegExp(`status of 404 \\(Not Found\\) \\(${site.url}/favicon\\.ico\\)`),
      "the test site's icon",
    );

    // With the one-line script: the height the page asks for. Drawn this small, the frame's texts would
    // not read, so the page lays them out around the map (decision "A published map drawn small puts
    // its texts and buttons around it") and asks for the height that takes; else the frame at that
    // width, plus its bar.
    await page.goto(`${site.url}/with-script`);
    const frame = page.frameLocator('iframe[data-mapwright-embed]');
    await frame.locator('svg.published__map').waitFor();
    const needed = (width: number) =>
      frame
        .locator('main.published')
        .evaluate(
          (main, w) =>
            main.classList.contains('is-narrow')
              ? Math.ceil(main.scrollHeight)
              : Math.ceil((w * 900) / 1600) + 36,
          width,
        );
    const followed = async (width: number) =>
      Math.round(
        await page.evaluate(() => document.querySelector('iframe')?.getBoundingClientRect().height ?? 0),
      ) === (await needed(width));
    await expect.poll(() => followed(640)).toBe(true);
    expect(await frame.locator(`path[data-division="${painted}"]`).getAttribute('fill')).toBe(FIRST_COLOUR);
    // It follows a narrower column too.
    await page.evaluate(() => {
      const article = document.querySelector('article');
      if (article) article.style.width = '400px';
    });
    await expect.poll(() => followed(400)).toBe(true);

    // Without it: the fixed aspect ratio of the snippet (1600 / 936), the map fitted inside.
    await page.goto(`${site.url}/without-script`);
    await page.frameLocator('iframe').locator('svg.published__map').waitFor();
    const height = await page.evaluate(
      () => document.querySelector('iframe')?.getBoundingClientRect().height ?? 0,
    );
    expect(Math.abs(height - (640 * 936) / 1600)).toBeLessThan(1);

    // The rest of the app still refuses to be framed: the browser says it blocked the frame.
    allowConsole(
      page,
      /violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
      'the editor framed on purpose',
    );
    await page.goto(`${site.url}/app`);
    await page.waitForTimeout(1500);
    const appFrame = page.frames().find((f) => f !== page.mainFrame());
    expect(await appFrame?.locator('#root').count()).toBe(0);
    await context.close();
    await site.close();
  });

  it('"Make your own copy" opens the editor with the same fills, as a new draft', async () => {
    const { context, page } = await visitor();
    await page.goto(link);
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Make your own copy' }).click(),
    ]);
    copy.setDefaultTimeout(30_000);
    await copy
      .getByRole('status')
      .filter({ hasText: 'This is your own copy of the published map' })
      .waitFor();
    expect(new URL(copy.url()).pathname).toBe('/Countries/SriLanka');
    expect(new URL(copy.url()).search).toBe('');
    expect(await fillOf(copy, 1, painted)).toBe(FIRST_COLOUR);
    expect(await fillOf(copy, 1, unpainted)).toBe(DEFAULT_FILL);
    expect(await copy.locator('text[data-element="title"]').first().textContent()).toBe('Harvest 2026');
    // A new draft: it is kept across a reload (once written, as the draft status says), and linked to
    // no saved map.
    await draftSaved(copy);
    await copy.reload();
    await copy.locator('[data-ready] path[data-division]').first().waitFor();
    expect(await fillOf(copy, 1, painted)).toBe(FIRST_COLOUR);
    expect(await copy.getByTestId('account-status').textContent()).not.toContain('Saved to account');
    await context.close();
  });

  it('has a 1200 x 630 preview image showing the painted colour', async () => {
    const { context, page } = await visitor();
    await page.goto(link);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${link}/preview\\.png\\?v=\\d+$`));
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    const res = await page.request.get(image ?? '');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = PNG.sync.read(await res.body());
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(pixelsOf(png, FIRST_COLOUR)).toBeGreaterThan(200);
    await context.close();
  });

  it('updates under the same link, lists it on /Profile, and unpublishes (the link is then not found)', async () => {
    await owner.goto(`/Countries/SriLanka?map=${new URL(owner.url()).searchParams.get('map')}`);
    await owner
      .locator('[data-testid="account-status"]:text-is("Saved to account as \\"Harvest\\"")')
      .waitFor();
    await clickDivision(owner, 1, unpainted);
    await owner.locator('[data-action="publishMap"]').click();
    const dialog = owner.getByTestId('publish-dialog');
    await dialog.getByText('Your latest changes are not on the public page yet').waitFor();
    await dialog.getByRole('button', { name: 'Publish changes' }).click();
    await dialog.getByText('Published: anyone with the link can see this map, read-only.').waitFor();
    expect(await dialog.getByLabel('Link').inputValue()).toBe(link);
    await closeDialog(owner);

    const { context, page } = await visitor();
    await page.goto(link);
    expect(await fillOf(page, 1, unpainted)).toBe(FIRST_COLOUR);

    await owner.goto('/Profile');
    const published = owner.locator('[data-published-path]');
    await published.waitFor();
    expect(await published.getByRole('link').textContent()).toBe(link);

    await owner.goBack();
    await owner
      .locator('[data-testid="account-status"]:text-is("Saved to account as \\"Harvest\\"")')
      .waitFor();
    await owner.locator('[data-action="publishMap"]').click();
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await dialog.getByRole('button', { name: 'Confirm unpublish' }).click();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).waitFor();

    allowConsole(page, /status of 404 \(Not Found\) \(\S+\/m\/[\w-]+\)/, 'the unpublished link, on purpose');
    const gone = await page.goto(link);
    expect(gone?.status()).toBe(404);
    await page.getByRole('heading', { name: 'PAGE NOT FOUND' }).waitFor();
    await context.close();
    await owner.context().close();
  });
});
