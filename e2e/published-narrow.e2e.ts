import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnotation } from '@mapwright/core/document/annotation-defaults';
import { createDocument } from '@mapwright/core/document/defaults';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setLegendLabel } from '@mapwright/core/document/operations/legend';
import { paintDivisions } from '@mapwright/core/document/operations/paint';
import { setText } from '@mapwright/core/document/operations/text-blocks';
import type { MapDocument } from '@mapwright/core/document/schema';
import { baseURL, launchBrowser, openPage } from './browser';
import { uniqueEmail } from './support/uniqueEmail';
import { readBuiltCountry } from './support/builtCountry';

/**
 * A published map drawn small (issue 42, item 15; decision "A published map drawn small puts its texts
 * and buttons around it"): in a 358 px embed and on a 390 px phone the zoom buttons cover none of the
 * map and the legend, title and credit read at 9 px or more; at 1440 px the page is the frame as drawn.
 * Uses the shared server.
 */

let browser: Browser;
let link = '';

/** France painted in two colours, labelled, with a subtitle and a source; saved and published. */
async function publishFrance(): Promise<string> {
  const page = await openPage(browser);
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email: uniqueEmail('narrow'), password: 'narrow-pass-1', name: 'narrow' },
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
  let doc = createDocument('France') as MapDocument;
  doc = applyOperation(doc, paintDivisions, 1, ['FR-IDF', 'FR-BRE', 'FR-NOR'], '#e41a1c');
  doc = applyOperation(doc, paintDivisions, 1, ['FR-OCC', 'FR-PAC'], '#377eb8');
  doc = applyOperation(doc, setLegendLabel, '#e41a1c', 'North-west');
  doc = applyOperation(doc, setLegendLabel, '#377eb8', 'South');
  doc = applyOperation(doc, setText, 'subtitle', 'Regions and overseas, 2026');
  doc = applyOperation(doc, setText, 'credit', 'Source: INSEE');
  // A Paris zoom inset, and a note in the frame's top right corner, where the zoom buttons used to sit.
  const france = readBuiltCountry('FRA');
  const idf = france.level1!.divisions.find((d) => d.id === 'FR-IDF')!.bbox;
  const zoom = 3;
  doc = {
    ...doc,
    zoomInsets: [
      {
        id: 'z1',
        caption: 'Paris',
        area: [...idf],
        x: france.space.width - (idf[2] - idf[0]) * zoom,
        y: 0,
        zoom,
        showArea: true,
      },
    ],
    annotations: [
      {
        ...createAnnotation('text', { kind: 'frame', x: 1520, y: 40 }, { id: 'a1' }),
        text: 'Corner note',
      },
    ],
  };
  const created = await page.request.post('/api/maps', { data: { name: 'Narrow', document: doc } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.put(`/api/maps/${id}/publication`, { data: { mapVersion: 1 } });
  expect(published.ok()).toBe(true);
  const { publicId } = (await published.json()) as { publicId: string };
  await page.context().close();
  return `${baseURL()}/m/${publicId}`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  link = await publishFrance();
});
afterAll(async () => {
  await browser?.close();
});

/** What the checks measure, in the page's own CSS px. */
function measure(target: Page | Frame) {
  return target.evaluate(() => {
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, height: r.height };
    };
    const map = document.querySelector('svg.published__map');
    const drawn = [
      ...(map?.querySelectorAll(
        'path[data-division], [data-inset] > rect, [data-zoom-inset], [data-element="annotations"] > *',
      ) ?? []),
    ]
      .map(box)
      .filter((b) => b && b.right > b.left);
    // The smallest shown text of the keys, titles and credit, as laid out on the page.
    const texts = [
      ...document.querySelectorAll(
        '.published__title, .published__subtitle, .published__credit, .published__key text, ' +
          'svg.published__map [data-element="legend"] text, svg.published__map text[data-element]',
      ),
    ].filter((el) => el.getClientRects().length > 0 && (el.textContent ?? '').trim() !== '');
    const sizes = texts.map((el) =>
      el instanceof SVGTextElement
        ? el.getBoundingClientRect().height / 1.2
        : Number.parseFloat(getComputedStyle(el).fontSize),
    );
    return {
      narrow: document.querySelector('main.published')?.classList.contains('is-narrow') ?? false,
      zoom: box(document.querySelector('.published__zoom')),
      map: box(map),
      drawn,
      smallestText: Math.min(...sizes),
      legendShown: texts.some((el) => (el.textContent ?? '').includes('North-west')),
      creditShown: texts.some((el) => (el.textContent ?? '').includes('Source: INSEE')),
    };
  });
}

type Measured = Awaited<ReturnType<typeof measure>>;
const overlaps = (a: NonNullable<Measured['zoom']>, b: NonNullable<Measured['zoom']>) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

function expectLegibleAndClear(m: Measured, where: string) {
  expect(m.zoom, where).not.toBeNull();
  expect(m.drawn.length, where).toBeGreaterThan(10);
  for (const drawn of m.drawn)
    expect(overlaps(m.zoom!, drawn!), `${where}: zoom buttons on the map`).toBe(false);
  expect(m.legendShown && m.creditShown, where).toBe(true);
  expect(m.smallestText, where).toBeGreaterThanOrEqual(9);
}

async function startSite(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a published map drawn small', () => {
  it('in a 358 px embed: the zoom buttons are off the map and the texts read', async () => {
    const site = await startSite(
      `<!doctype html><html><body style="margin:0"><iframe src="${link}" style="width:358px;height:600px;border:0"></iframe></body></html>`,
    );
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(site.url);
    const frame =
      page.frames().find((f) => f.url().startsWith(link)) ?? (await page.waitForEvent('frameattached'));
    await frame.locator('svg.published__map').waitFor();
    await expect.poll(async () => (await measure(frame)).narrow).toBe(true);
    expectLegibleAndClear(await measure(frame), '358 px embed');
    await page.context().close();
    await site.close();
  });

  it('on a 390 × 844 phone the same, and at 1440 × 900 the frame as drawn, its buttons in a free corner', async () => {
    const phone = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    await phone.goto(link);
    await phone.locator('svg.published__map').waitFor();
    await expect.poll(async () => (await measure(phone)).narrow).toBe(true);
    expectLegibleAndClear(await measure(phone), 'phone');
    // The buttons still zoom the map.
    const before = await phone.locator('g[data-element="map"]').getAttribute('transform');
    await phone.getByRole('button', { name: 'Zoom in' }).tap();
    await expect
      .poll(() => phone.locator('g[data-element="map"]').getAttribute('transform'))
      .not.toBe(before);
    await phone.context().close();

    const desk = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await desk.goto(link);
    await desk.locator('svg.published__map').waitFor();
    const wide = await measure(desk);
    expect(wide.narrow).toBe(false);
    expect(wide.smallestText).toBeGreaterThanOrEqual(9);
    // The corner note takes the top right: the buttons go to a corner where they cover nothing.
    for (const drawn of wide.drawn)
      expect(overlaps(wide.zoom!, drawn!), 'wide: zoom buttons on the map').toBe(false);
    await desk.context().close();
  });
});
