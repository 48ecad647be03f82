import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { editorReady } from './editorHelpers';
import { PHONE_CONTEXT } from './support/devices';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A side panel by its id (stable in every language), opened if it starts closed. */
async function openPanel(page: Page, id: string): Promise<Locator> {
  const panel = page.locator(`details[data-panel="${id}"]`);
  await panel.waitFor();
  if (!(await panel.evaluate((el) => (el as HTMLDetailsElement).open)))
    await panel.locator('summary').click();
  await expect.poll(() => panel.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  return panel;
}

/**
 * The controls of a panel that cannot be seen whole, each brought into view first (the column and the
 * sheet scroll): one cut by the viewport's or its scrolling box's edge is out of reach in that layout.
 */
function controlsOffScreen(panel: Locator): Promise<string[]> {
  return panel.evaluate((root) => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const controls = [...root.querySelectorAll<HTMLElement>('button, input, select, textarea, summary')];
    return controls.flatMap((el) => {
      if (el.getClientRects().length === 0) return []; // not shown (a closed group, a hidden row)
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
      return inside
        ? []
        : [`${el.tagName.toLowerCase()} "${name}" at ${r.left},${r.top}–${r.right},${r.bottom}`];
    });
  });
}

/** Where a panel's heading sits in its summary row: at its right-hand end in a right-to-left page. */
async function headingSide(panel: Locator): Promise<'left' | 'right'> {
  const summary = await panel.locator('summary').boundingBox();
  const heading = await panel.locator('summary h2').boundingBox();
  if (!summary || !heading) throw new Error('panel heading not laid out');
  const leftGap = heading.x - summary.x;
  const rightGap = summary.x + summary.width - (heading.x + heading.width);
  return leftGap < rightGap ? 'left' : 'right';
}

/**
 * The editor's side panels and phone sheets in the reader's language (issue 47): their headings,
 * labels and hints from the 'panels' catalogue, and in Arabic mirrored, with the map left as it is.
 */
describe('the editor’s panels in their readers’ languages', () => {
  it('French: the Labels, Territories, Insets and Frame panels speak French', async () => {
    const page = await openPage(browser, { locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    await page.goto('/Countries/France');
    await editorReady(page, 'France');

    const labels = await openPanel(page, 'labels');
    expect(await labels.locator('summary h2').textContent()).toBe('Étiquettes');
    await labels.getByText('Premier niveau :').first().waitFor();

    const territories = await openPanel(page, 'territories');
    expect(await territories.locator('summary h2').textContent()).toBe('Territoires');
    await territories.getByRole('textbox', { name: 'Nom du nouveau territoire' }).waitFor();
    // The buttons' visible words (their names are the actions' labels, another catalogue's).
    await territories.getByText('Regrouper en territoire', { exact: true }).waitFor();

    const insets = await openPanel(page, 'insets');
    expect(await insets.locator('summary h2').textContent()).toBe('Encarts');
    await insets.getByRole('button', { name: 'Dessiner un encart de zoom' }).waitFor();

    const frame = await openPanel(page, 'frame');
    expect(await frame.locator('summary h2').textContent()).toBe('Cadre');
    const sizes = frame.getByRole('radiogroup', { name: 'Taille du cadre' });
    expect(await sizes.locator('.frame-presets__name').allTextContents()).toEqual([
      'Post carré',
      'Post portrait',
      'Story',
      'Diapositive',
      'A4 portrait',
      'A4 paysage',
      'A3 portrait',
      'A3 paysage',
    ]);
    // A number in a sentence is grouped the French way (10 000, with a no-break space).
    await frame.getByRole('spinbutton', { name: 'Largeur du cadre en pixels' }).fill('20');
    await expect
      .poll(async () => (await frame.locator('.field-error').textContent())?.replace(/[\u00a0\u202f]/g, ' '))
      .toBe('La largeur et la hauteur vont de 100 à 10 000 px.');

    // Not one of the four panels' headings is left in English.
    const headings = await page
      .locator('aside.editor__panels details[data-panel] summary h2')
      .allTextContents();
    for (const english of ['Labels', 'Territories', 'Insets', 'Frame', 'Levels', 'Legend', 'Text'])
      expect(headings).not.toContain(english);
    await page.context().close();
  });

  it('Arabic at 1440×900: the panels are mirrored to the left of the map, every control on screen', async () => {
    const page = await openPage(browser, { locale: 'ar-EG', viewport: { width: 1440, height: 900 } });
    await page.goto('/Countries/France');
    await editorReady(page, 'France');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const column = await page.locator('aside.editor__panels').boundingBox();
    const stage = await page.locator('main.editor__stage').boundingBox();
    expect(column && stage && column.x + column.width <= stage.x + 1).toBe(true);
    expect(column?.x).toBeLessThan(1);
    // The map itself is never mirrored.
    expect(await page.locator('.map-stage').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');

    const headings: Record<string, string> = {
      labels: 'التسميات',
      territories: 'الأقاليم',
      insets: 'الخرائط المُدرجة',
      frame: 'الإطار',
    };
    for (const [id, heading] of Object.entries(headings)) {
      const panel = await openPanel(page, id);
      expect(await panel.locator('summary h2').textContent()).toBe(heading);
      expect(await headingSide(panel), `${id}: heading at the start (right)`).toBe('right');
      expect(await controlsOffScreen(panel), `${id}: controls off screen`).toEqual([]);
    }
    await page.context().close();
  });

  it('Arabic at 390×844: a sheet opens on its panel in Arabic, mirrored, every control on screen', async () => {
    const page = await openPage(browser, { ...PHONE_CONTEXT, locale: 'ar-EG' });
    await page.goto('/Countries/France');
    await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    await page.locator('nav.mobile-tools').getByRole('button', { name: 'المستويات', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'المستويات' });
    await sheet.waitFor();
    // The sheet opens on its first panel, known by its id whatever the language calls it.
    const open = sheet.locator('details[open]');
    await expect.poll(() => open.count()).toBe(1);
    expect(await open.getAttribute('data-panel')).toBe('levels');
    expect(await open.locator('summary h2').textContent()).toBe('المستويات');
    expect(await headingSide(open)).toBe('right');
    // Mirrored: the close button ends the header on the left, the title starts it on the right.
    const close = await sheet.getByRole('button', { name: 'إغلاق المستويات' }).boundingBox();
    const title = await sheet.locator('.sheet__title').boundingBox();
    expect(close && title && close.x + close.width <= title.x + 1).toBe(true);
    expect(await controlsOffScreen(open)).toEqual([]);

    // Another panel of the sheet, opened in its place, is on screen too.
    await sheet.locator('details[data-panel="labels"] summary').tap();
    await expect.poll(() => sheet.locator('details[open]').getAttribute('data-panel')).toBe('labels');
    expect(await controlsOffScreen(sheet.locator('details[data-panel="labels"]'))).toEqual([]);
    await page.context().close();
  });
});
