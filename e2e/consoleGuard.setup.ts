import { afterAll, afterEach } from 'vitest';
import { takeUnexpectedConsole } from './consoleGuard';

/**
 * Fails the test (or, for a hook's pages, the file) during which a page logged an error or a warning that
 * no test allowed (e2e/consoleGuard.ts).
 */
function failOnUnexpectedConsole(): void {
  const logged = takeUnexpectedConsole();
  if (logged.length === 0) return;
  throw new Error(`The app logged ${logged.length} unexpected console message(s):\n${logged.join('\n')}`);
}

afterEach(failOnUnexpectedConsole);
afterAll(failOnUnexpectedConsole);
