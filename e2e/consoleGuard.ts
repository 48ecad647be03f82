import type { BrowserContext, ConsoleMessage, Page, WebError } from 'playwright-core';

/**
 * The console guard: every browser context the e2e suite opens (launchBrowser wraps newContext) reports
 * the errors and warnings its pages log and the exceptions they throw; consoleGuard.setup.ts fails the
 * test during which one arrived. An app that logs an error in a flow the suite runs is broken even when
 * the flow's assertions pass (issue 42 item 16).
 *
 * Allowed: only what a test provokes on purpose, said where it is provoked (`allowConsole`), and the
 * short list below of what the browser logs for reasons outside the app.
 */

interface Allowance {
  readonly pattern: RegExp;
  /** Why the message is expected: read in the failure message when it is not. */
  readonly why: string;
}

/** What a context logs that its tests allowed. */
const allowances = new WeakMap<BrowserContext, Allowance[]>();

const unexpected: string[] = [];

/**
 * Messages of the browser itself, allowed everywhere. Each says why it is not the app's doing.
 */
const BROWSER_NOISE: readonly Allowance[] = [];

/** Starts listening to a context's pages: console errors and warnings, and uncaught exceptions. */
export function guardContext(context: BrowserContext): void {
  context.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    report(context, describeMessage(message));
  });
  context.on('weberror', (error: WebError) => {
    report(context, `uncaught ${error.error().stack ?? error.error().message}`);
  });
}

/**
 * Allows a message matching `pattern` in this page's context (a test that provokes it on purpose, e.g. a
 * request the server must refuse with a 4xx). `why` says why the app logs it and why that is right.
 */
export function allowConsole(target: Page | BrowserContext, pattern: RegExp, why: string): void {
  const context = 'context' in target ? target.context() : target;
  const list = allowances.get(context) ?? [];
  list.push({ pattern, why });
  allowances.set(context, list);
}

/** What arrived since the last call (and forgets it). */
export function takeUnexpectedConsole(): string[] {
  return unexpected.splice(0, unexpected.length);
}

function report(context: BrowserContext, text: string): void {
  const allowed = [...BROWSER_NOISE, ...(allowances.get(context) ?? [])];
  if (allowed.some(({ pattern }) => pattern.test(text))) return;
  unexpected.push(text);
}

function describeMessage(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : '';
  return `console.${message.type()}: ${message.text()}${where}`;
}
