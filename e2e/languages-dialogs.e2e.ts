import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { editorReady, openImport } from './editorHelpers';
import { DESKTOP_CONTEXT, PHONE_CONTEXT } from './support/devices';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The visible controls of a dialog that stick out of the window, left or right (none when it fits). */
async function controlsOutside(dialog: Locator, width: number): Promise<string[]> {
  return dialog.evaluate((root, viewportWidth) => {
    const out: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('h2, legend, label, input, select, button, p')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > viewportWidth + 0.5)
        out.push(`${el.tagName} “${(el.textContent ?? '').trim().slice(0, 40)}” ${box.left}–${box.right}`);
    }
    return out;
  }, width);
}

/** The Data panel's heat map, turned on from its choice of data maps. */
async function heatMap(page: Page): Promise<void> {
  await page.locator('[data-data-layer="heatMap"]').click();
  await expect
    .poll(() => page.locator('[data-data-layer="heatMap"]').getAttribute('aria-checked'))
    .toBe('true');
}

/**
 * The editor's dialogs and Data panel in the reader's language (issue 47, parts 1 and 3): French texts
 * in the Download dialog, the import and the panel; numbers in the import's preview written the
 * German way; the Download dialog whole on screen in Arabic, right to left, on a laptop and a phone.
 */
describe('the editor’s dialogs and data panel in its readers’ languages', () => {
  it('French: the Download dialog, the Data panel and the import speak French', async () => {
    const page = await openPage(browser, { locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    await page.goto('/Countries/France');
    await editorReady(page, 'France');

    await page
      .getByRole('button', { name: /^Télécharger/ })
      .first()
      .click();
    const download = page.getByTestId('export-dialog');
    await download.getByRole('heading', { name: 'Télécharger la carte' }).waitFor();
    expect(await download.locator('legend').allTextContents()).toEqual(['Format', 'Taille', 'Options']);
    expect(await download.getByRole('radio', { name: 'Image PNG' }).isChecked()).toBe(true);
    await download.getByRole('radio', { name: 'SVG (vectoriel)' }).waitFor();
    await download.getByRole('checkbox', { name: 'Fond transparent' }).waitFor();
    expect(await download.getByLabel('Niveaux').locator('option').allTextContents()).toEqual([
      'Comme dans l’éditeur',
      'Premier niveau seulement',
      'Second niveau seulement',
      'Les deux niveaux',
    ]);
    // Signed out: the way to sign in, in French, is the sentence's first words.
    await expect
      .poll(() => download.getByTestId('downloads-left').textContent())
      .toBe('Connectez-vous pour télécharger : chaque compte reçoit 3 téléchargements gratuits.');
    await download.getByRole('button', { name: 'Fermer', exact: true }).click();
    await download.waitFor({ state: 'hidden' });

    // The Data panel: its choice of data maps, then the heat map's fields and the import's button.
    const data = page.getByRole('radiogroup', { name: 'Carte de données' });
    expect(await data.getByRole('radio').allTextContents()).toEqual([
      'Aucune',
      'Carte de chaleur',
      'Points pixels',
      'Catégories',
      'Deux variables',
    ]);
    await heatMap(page);
    await page.getByRole('radiogroup', { name: 'Niveau des données' }).waitFor();
    await page.getByRole('button', { name: 'Effacer les valeurs' }).waitFor();
    await page.getByRole('checkbox', { name: 'Inverser la palette' }).waitFor();
    await page.getByTestId('heat-bar-fields').getByText('Barre de chaleur', { exact: true }).waitFor();

    const dialog = await openImport(page);
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toMatch(
      /^Importer des valeurs pour les /,
    );
    await dialog.getByRole('button', { name: 'Ouvrir un fichier .csv, .tsv ou .xlsx…' }).waitFor();
    await dialog.getByLabel('Coller un tableau').fill('Région\tValeur\nBretagne\t12,5\nNormandie\t7');
    await expect
      .poll(() => dialog.getByTestId('import-report').textContent())
      .toMatch(/^\d+ .+ sur \d+ reconnus ; \d+ lignes? non reconnues?$/);
    await dialog.getByRole('button', { name: /^Définir (les valeurs|\d+ valeurs?)$/ }).waitFor();
    expect(await dialog.getByLabel('Colonne des valeurs').inputValue()).toBe('1');
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('German: the import’s preview writes 1234.5 as 1.234,5', async () => {
    const page = await openPage(browser, { locale: 'de-DE', viewport: { width: 1440, height: 900 } });
    await page.goto('/Countries/Germany');
    await editorReady(page, 'Germany');
    await heatMap(page);
    const dialog = await openImport(page);
    await dialog
      .getByLabel('Tabelle einfügen')
      .fill('Land\tWert\nBayern\t1234.5\nHessen\t1000000\nBerlin\t0.25');
    const preview = dialog.getByRole('table', { name: 'Vorschau der Tabelle' });
    await expect
      .poll(() => preview.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent)))
      .toEqual(['Bayern1.234,5', 'Hessen1.000.000', 'Berlin0,25']);
    expect(await preview.locator('thead th').allTextContents()).toEqual(['Land', 'Wert']);
    await page.context().close();
  });

  for (const context of [DESKTOP_CONTEXT, PHONE_CONTEXT])
    it(`Arabic: the Download dialog is on screen whole at ${context.viewport?.width}×${context.viewport?.height}`, async () => {
      const viewport = context.viewport ?? { width: 0, height: 0 };
      const phone = context.isMobile === true;
      const page = await openPage(browser, { ...context, locale: 'ar-EG' });
      await page.goto('/Countries/France');
      if (phone)
        await page.locator('[data-editor="mobile"] [data-ready] path[data-base-level]').first().waitFor();
      else await editorReady(page, 'France');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // The phone's bottom bar names its tabs in the interface's language: “تنزيل” is Download.
      if (phone) await page.locator('.mobile-tools__tab', { hasText: 'تنزيل' }).tap();
      else await page.locator('[data-action="exportMap"]').click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.getByRole('heading', { name: 'تنزيل الخريطة' }).waitFor();
      await dialog.getByRole('radio', { name: 'صورة PNG' }).waitFor();
      const box = await dialog.boundingBox();
      expect(box, 'the dialog has a box').not.toBeNull();
      if (!box) return;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
      expect(await controlsOutside(dialog, viewport.width)).toEqual([]);
      // Its download button is reachable: scrolled to inside the dialog, it is on screen.
      const submit = dialog.getByRole('button', { name: /^تنزيل PNG$/ });
      await submit.scrollIntoViewIfNeeded();
      const button = await submit.boundingBox();
      expect(button && button.y >= 0 && button.y + button.height <= viewport.height + 0.5).toBe(true);
      await page.context().close();
    });
});
