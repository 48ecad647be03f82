import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { allowConsole } from './consoleGuard';
import { startAppServer, type AppServer } from './support/appServer';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOpenIdProvider,
  type LocalOpenIdProvider,
} from './support/oidcProvider';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtpCatcher';
import { uniqueEmail } from './support/uniqueEmail';

/**
 * Accounts end to end: Google sign-in through the pop-up against a local OpenID provider, the password
 * reset through a local SMTP server, and the live user record in two browser contexts, also across two
 * app servers on one PostgreSQL.
 */

let browser: Browser;
let oidc: LocalOpenIdProvider;
let smtp: SmtpCatcher;
let server: AppServer;
let counter = 0;

beforeAll(async () => {
  [browser, oidc, smtp] = await Promise.all([launchBrowser(), startOpenIdProvider(), startSmtpCatcher()]);
  server = await startAppServer({
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    GOOGLE_ISSUER: oidc.issuer,
    SMTP_URL: smtp.url,
  });
  oidc.allowRedirect(`${server.url}/api/auth/callback/google`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await Promise.all([oidc?.close(), smtp?.close()]);
});

async function openProfile(baseURL: string): Promise<Page> {
  const page = await openPage(browser, { baseURL });
  await page.goto('/Profile');
  await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  return page;
}

async function expectAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect((await alert.locator('p').textContent())?.trim()).toBe(text);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
}

describe('Google sign-in', () => {
  it('signs in through the pop-up and creates the user record', async () => {
    const page = await openProfile(server.url);
    // The local OpenID provider's log-in page (the test's stand-in for Google, not the app) names a web
    // font on fonts.googleapis.com, which this machine cannot reach, and has no icon.
    const provider = new URL(oidc.issuer).origin;
    allowConsole(
      page,
      /net::ERR_NAME_NOT_RESOLVED \(https:\/\/fonts\.googleapis\.com\//,
      "the provider page's font",
    );
    allowConsole(
      page,
      new RegExp(`status of 404 \\(Not Found\\) \\(${provider}/favicon\\.ico\\)`),
      "the provider page's icon",
    );
    const login = `gina${counter++}`;
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with Google' }).click(),
    ]);
    await popup.locator('input[name="login"]').fill(login);
    await popup.locator('input[name="password"]').fill('anything');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    await popup.waitForEvent('close', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: `Welcome, ${login}` }).waitFor();
    await page.getByRole('button', { name: 'LOG OUT' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isDisabled()).toBe(true);
    const record = (await (await page.request.get('/api/me')).json()) as Record<string, unknown>;
    expect(record).toMatchObject({ email: `${login}@oidc.test`, downloads: 3, status: 'free' });
    await page.context().close();
  });
});

describe('password reset by email', () => {
  it('mails a one-use link to /Profile that sets a new password; the old one stops working', async () => {
    const email = uniqueEmail('rose');
    const page = await openProfile(server.url);
    await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'old-pass-1', name: 'rose' },
    });
    await page.context().clearCookies();

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expectAlert(page, 'Reset Instructions Sent');
    await page.getByRole('form', { name: 'Log in' }).waitFor();

    const mail = await smtp.waitForMail(email);
    expect(mail.text).toMatch(/^Subject: Reset your Mapwright password/m);
    const link = new RegExp(`${server.url.replace(/\./g, '\\.')}/Profile\\?resetToken=[A-Za-z0-9_-]+`).exec(
      mail.text,
    )?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    await page.getByRole('form', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('new-pass-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectAlert(page, 'Password changed. Log in with your new password.');
    expect(new URL(page.url()).search).toBe('');

    allowConsole(
      page,
      /status of 401 \(Unauthorized\) \(\S+\/api\/auth\/sign-in\/email\)/,
      'a log-in with a wrong password, on purpose: the auth service answers 401',
    );
    await logIn(page, email, 'old-pass-1');
    await expectAlert(page, 'Invalid Credentials');
    await page.getByLabel('Password', { exact: true }).fill('new-pass-2');
    await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${email.split('@')[0]}` }).waitFor();

    // The link works once.
    allowConsole(
      page,
      /status of 400 \(Bad Request\) \(\S+\/api\/auth\/reset-password\)/,
      'a used reset link, on purpose: the auth service answers 400',
    );
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('third-pass3');
    await page.getByLabel('Confirm new password', { exact: true }).fill('third-pass3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectAlert(page, 'This reset link has expired or was already used. Ask for a new one.');

    // An unknown address gets the same answer and no mail.
    const before = smtp.mails.length;
    const unknown = await page.request.post('/api/auth/request-password-reset', {
      data: { email: uniqueEmail('ghost') },
    });
    expect(unknown.status()).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before);
    await page.context().close();
  });
});

/** Signs a new browser context in (as a user already signed up) and opens /Profile. */
async function signedInProfile(baseURL: string, email: string, password: string): Promise<Page> {
  const page = await openPage(browser, { baseURL });
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status()).toBe(200);
  await page.goto('/Profile');
  await page.getByTestId('account-summary').waitFor();
  return page;
}

/**
 * Waits until every page shows `text`. The timeout is a bound on a wait, not a speed claim: how fast a
 * change reaches a tab is a timing, measured by benches, never asserted (a busy CI machine stalls).
 */
async function expectSummaryWithin(pages: Page[], text: string, ms: number) {
  await Promise.all(
    pages.map((p) => p.getByTestId('account-summary').getByText(text).waitFor({ timeout: ms })),
  );
}

describe('live user record', () => {
  it('shows a change of downloads and status in two browser contexts, live', async () => {
    const email = uniqueEmail('lou');
    const first = await openPage(browser, { baseURL: server.url });
    await first.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'lous-pass-1', name: 'lou' },
    });
    const { uid } = (await (await first.request.get('/api/me')).json()) as { uid: string };
    await first.context().close();
    const pages = await Promise.all([1, 2].map(() => signedInProfile(server.url, email, 'lous-pass-1')));
    await expectSummaryWithin(pages, 'Free plan: 3 downloads left', 5000);

    await server.repos.users.grantDownload(uid);
    await expectSummaryWithin(pages, 'Free plan: 2 downloads left', 15_000);
    await server.repos.users.setStatus(uid, 'active');
    await expectSummaryWithin(pages, 'Le Journaliste: unlimited downloads', 15_000);
    await Promise.all(pages.map((p) => p.context().close()));
  });

  const postgresUrl = process.env.DATABASE_URL_TEST;
  it.skipIf(!postgresUrl)(
    'reaches browsers on another app server on the same PostgreSQL, live (needs DATABASE_URL_TEST)',
    async () => {
      const schema = `mw_e2e_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(postgresUrl!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const shared = { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(24).toString('hex') };
      const serverA = await startAppServer(shared);
      const serverB = await startAppServer(shared);
      try {
        const email = uniqueEmail('pia');
        const setup = await openPage(browser, { baseURL: serverA.url });
        await setup.request.post('/api/auth/sign-up/email', {
          data: { email, password: 'pias-pass-1', name: 'pia' },
        });
        const { uid } = (await (await setup.request.get('/api/me')).json()) as { uid: string };
        await setup.context().close();

        const onA = await signedInProfile(serverA.url, email, 'pias-pass-1');
        const onB = await signedInProfile(serverB.url, email, 'pias-pass-1');
        await expectSummaryWithin([onA, onB], 'Free plan: 3 downloads left', 5000);
        // Written through server B: the browser on server A hears of it through LISTEN/NOTIFY.
        await serverB.repos.users.grantDownload(uid);
        await expectSummaryWithin([onA, onB], 'Free plan: 2 downloads left', 15_000);
        await serverA.repos.users.setStatus(uid, 'active');
        await expectSummaryWithin([onA, onB], 'Le Journaliste: unlimited downloads', 15_000);
        await Promise.all([onA, onB].map((p) => p.context().close()));
      } finally {
        await serverA.close();
        await serverB.close();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    },
  );
  if (!postgresUrl) {
    console.warn('auth.e2e: skipping the two-server PostgreSQL case: DATABASE_URL_TEST is not set');
  }
});
