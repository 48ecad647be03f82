import type { BrowserContext, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser } from './browser';
import { allowConsole } from './consoleGuard';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Payments in test mode (no Lemon Squeezy keys: the server's built-in test checkout), end to end in
 * Chromium against the real server: the pricing side's dimming and alerts, subscribing through the
 * test checkout in a new tab with the plan turning active live in another open tab, a declined card,
 * cancelling from the manage page, and a donation of a chosen amount.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const summary = (page: Page) => page.getByTestId('account-summary');
const dimmed = async (page: Page, box: 'subscription-box' | 'donation-box') =>
  page.getByTestId(box).getAttribute('data-dimmed');

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  return context;
}

/** Signs a new user up through the API (the context keeps the session cookie). */
async function signUp(context: BrowserContext, name: string): Promise<string> {
  const email = uniqueEmail(name);
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'pay-pass-1', name },
  });
  expect(res.status()).toBe(200);
  return email;
}

async function openProfile(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/Profile');
  await page.getByRole('heading', { level: 1, name: `Welcome, ${email.split('@')[0]}` }).waitFor();
  await summary(page).waitFor();
  return page;
}

/** Clicks a checkout button and returns the tab the checkout opened in, once its page has loaded. */
async function openCheckout(page: Page, name: 'Subscribe' | 'Donate'): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), button(page, name).click()]);
  await tab.waitForURL(/\/api\/test-checkout\/[\w-]+$/);
  await tab.getByText('TEST MODE').first().waitFor();
  return tab;
}

async function fillCard(tab: Page, number: string) {
  await tab.getByLabel('Card number').fill(number);
  await tab.getByLabel('Expiry (MM/YY)').fill('12/40');
  await tab.getByLabel('CVC').fill('123');
}

async function expectAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect((await alert.locator('p').textContent())?.trim()).toBe(text);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await alert.waitFor({ state: 'detached' });
}

describe('payments in test mode', () => {
  it('signed out: both boxes are dimmed and buying says Sign in first', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto('/Profile');
    await page.getByRole('heading', { level: 1, name: 'Welcome, User' }).waitFor();
    await page.getByTestId('payments-test-mode').waitFor();
    expect(await dimmed(page, 'subscription-box')).toBe('true');
    expect(await dimmed(page, 'donation-box')).toBe('true');
    const text = await page.getByTestId('subscription-box').textContent();
    for (const part of ['Le Journaliste', '$2.50', 'per month', 'LKR 760.85', 'Unlimited Downloads']) {
      expect(text).toContain(part);
    }
    let tabs = 0;
    context.on('page', () => tabs++);
    await button(page, 'Subscribe').click();
    await expectAlert(page, 'Sign in first');
    await button(page, 'Donate').click();
    await expectAlert(page, 'Sign in first');
    expect(tabs).toBe(0);
    await context.close();
  });

  it('subscribes in the test checkout: a declined card changes nothing, then the plan turns active live in another tab, and cancelling makes it free at once', async () => {
    const context = await newContext();
    const email = await signUp(context, 'sub');
    const page = await openProfile(context, email);
    const other = await openProfile(context, email);
    for (const p of [page, other]) await summary(p).getByText('Free plan: 3 downloads left').waitFor();
    expect(await dimmed(page, 'subscription-box')).toBe('false');
    expect(await dimmed(page, 'donation-box')).toBe('false');

    const tab = await openCheckout(page, 'Subscribe');
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Le Journaliste');
    await tab.getByText('LKR 760.85').waitFor();

    allowConsole(
      tab,
      /status of 402 \(Payment Required\) \(\S+\/api\/test-checkout\/[\w-]+\/pay\)/,
      'a declined test card, on purpose: the test checkout answers 402',
    );
    await fillCard(tab, '4000 0000 0000 0002');
    await tab.getByRole('button', { name: 'Pay' }).click();
    await tab.getByRole('alert').getByText('Your card was declined.').waitFor();
    expect(await summary(other).textContent()).toBe('Free plan: 3 downloads left');
    expect((await (await context.request.get('/api/me')).json()) as unknown).toMatchObject({
      status: 'free',
      downloads: 3,
    });

    await fillCard(tab, '4242 4242 4242 4242');
    await tab.getByRole('button', { name: 'Pay' }).click();
    await tab.getByRole('heading', { name: 'Payment successful' }).waitFor();

    // The other tab was never reloaded: the change arrives over its live stream.
    await summary(other).getByText('Le Journaliste: unlimited downloads').waitFor();
    expect(await dimmed(other, 'subscription-box')).toBe('true');
    expect(await dimmed(other, 'donation-box')).toBe('false');
    expect(await other.getByRole('button', { name: 'Subscribed' }).isDisabled()).toBe(true);
    await summary(page).getByText('Le Journaliste: unlimited downloads').waitFor();
    // Downloads are unlimited now: four in a row are granted without spending the free three.
    for (let i = 0; i < 4; i++) {
      const grant = await context.request.post('/api/downloads', {
        data: { format: 'png', width: 800, height: 600 },
      });
      expect(await grant.json()).toEqual({
        granted: true,
        unlimited: true,
        remaining: null,
        covered: false,
        coveredUntil: null,
      });
    }
    // The server refuses a second subscription too.
    const again = await context.request.post('/api/checkout', { data: { variantId: 966247 } });
    expect(again.status()).toBe(409);

    const manage = page.getByRole('link', { name: 'Manage subscription' });
    await manage.waitFor();
    const [manageTab] = await Promise.all([context.waitForEvent('page'), manage.click()]);
    await manageTab.waitForURL(/\/api\/test-checkout\/subscriptions\//);
    await manageTab.getByText('TEST MODE').first().waitFor();
    await manageTab.getByRole('button', { name: 'Cancel subscription' }).click();
    await manageTab.getByRole('heading', { name: 'Subscription cancelled' }).waitFor();

    await summary(other).getByText('Free plan: 3 downloads left').waitFor();
    expect(await dimmed(other, 'subscription-box')).toBe('false');
    await summary(page).getByText('Free plan: 3 downloads left').waitFor();
    const counted = await context.request.post('/api/downloads', {
      data: { format: 'png', width: 800, height: 600 },
    });
    expect(await counted.json()).toEqual({
      granted: true,
      unlimited: false,
      remaining: 2,
      covered: false,
      coveredUntil: null,
    });
    await context.close();
  });

  it('records a donation of the chosen amount and leaves the plan as it was; cancelling a checkout charges nothing', async () => {
    const context = await newContext();
    const email = await signUp(context, 'don');
    const page = await openProfile(context, email);

    const cancelled = await openCheckout(page, 'Donate');
    await cancelled.getByRole('button', { name: 'Cancel' }).click();
    await cancelled.getByRole('heading', { name: 'Checkout cancelled' }).waitFor();

    const tab = await openCheckout(page, 'Donate');
    await tab.getByLabel('Amount (USD)').fill('7.25');
    await fillCard(tab, '4242 4242 4242 4242');
    await tab.getByRole('button', { name: 'Pay' }).click();
    await tab.getByText('Thank you for your donation of $7.25!').waitFor();

    await tab.getByRole('link', { name: 'Back to your profile' }).click();
    await tab.waitForURL((url) => url.pathname === '/Profile');
    const donations = tab.getByTestId('donations');
    await donations.waitFor();
    expect(await donations.locator('li').count()).toBe(1);
    expect(await donations.locator('li').first().textContent()).toMatch(/^\$7\.25 on /);
    await summary(tab).getByText('Free plan: 3 downloads left').waitFor();
    expect(await summary(page).textContent()).toBe('Free plan: 3 downloads left');
    await context.close();
  });
});
