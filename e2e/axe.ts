import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { expect } from 'vitest';

/** axe-core's browser bundle, read once and injected into each page that is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules every check runs: WCAG 2.0, 2.1 and 2.2 levels A and AA (colour contrast included) and
 * axe's best practices. A rule is left out only for a written reason (decision "Accessibility"), never to get
 * a page through.
 */
const RUN_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  resultTypes: ['violations'],
};

export interface AxeScope {
  /** CSS selector of the part to check; the whole document by default. */
  readonly include?: string;
  /** Parts to leave out, each with a reason in the caller's comment. */
  readonly exclude?: readonly string[];
}

/** Runs axe-core in the page as it is now and returns its violations. */
async function axeViolations(page: Page, scope: AxeScope = {}): Promise<readonly Result[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as a <script>: the app's Content-Security-Policy forbids inline scripts.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    async ({ include, exclude, options }) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
      const context =
        include === undefined && exclude.length === 0
          ? document
          : { include: include === undefined ? [document] : [include], exclude };
      return (await axe.run(context, options)) as AxeResults;
    },
    { include: scope.include, exclude: [...(scope.exclude ?? [])], options: RUN_OPTIONS },
  );
  return results.violations;
}

/** A violation list people can read in a failed test: rule, impact, help and the offending nodes. */
function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `- ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * The one accessibility check of the end-to-end tests: axe-core on the page as it stands (a page, an
 * open dialog, an editor panel), expecting no violation. `context` names what is checked in the
 * failure message, e.g. 'editor: export dialog'.
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  scope: AxeScope = {},
): Promise<void> {
  const violations = await axeViolations(page, scope);
  expect(violations.length, `axe violations on ${context}:\n${describeViolations(violations)}`).toBe(0);
}
