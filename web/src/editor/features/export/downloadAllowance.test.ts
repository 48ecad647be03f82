import { describe, expect, it } from 'vitest';
import type { Session } from '../../../session/session';
import { englishTranslator } from '../../../i18n/englishTranslator';
import {
  allowanceOf,
  creditText as creditOf,
  doneText as doneOf,
  downloadsText as downloadsOf,
} from './downloadAllowance';
import type { Allowance } from './downloadAllowance';
import type { Grant } from './grant';

const t = englishTranslator();
const creditText = (allowance: Allowance) => creditOf(t, allowance);
const downloadsText = (allowance: Allowance) => downloadsOf(t, allowance);
const doneText = (fileName: string, grant: Grant) => doneOf(t, fileName, grant);
const CREDIT_RULE =
  'One download covers this map for 24 hours, in every format and size, however you change it.';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const LATER = new Date(NOW + 3600_000);
const EARLIER = new Date(NOW - 1);

const free = (downloads?: number): Session => ({
  currentUser: { email: 'a@example.org', uid: 'u' },
  userLoggedIn: true,
  loading: false,
  userStatus: 'free',
  downloads,
});

describe('what the Download dialog may do (decision "One download covers one map, its key")', () => {
  it('a covered map downloads whatever the count, and says until when', () => {
    for (const left of [0, 2]) {
      const allowance = allowanceOf(free(left), LATER, NOW);
      expect(allowance).toEqual({ kind: 'covered', left, until: LATER });
      expect(creditText(allowance)).toMatch(/^This map's download is covered until /);
    }
  });

  it('none left and the map not covered: the plan, not a download', () => {
    const allowance = allowanceOf(free(0), null, NOW);
    expect(allowance).toEqual({ kind: 'none-left' });
    expect(downloadsText(allowance)).toBe('0 free downloads left.');
    expect(creditText(allowance)).toBe(CREDIT_RULE);
  });

  it('none left while the credit is unknown or expired: the server decides', () => {
    expect(allowanceOf(free(0), undefined, NOW)).toEqual({ kind: 'left', left: 0 });
    expect(allowanceOf(free(0), EARLIER, NOW)).toEqual({ kind: 'left', left: 0 });
    expect(allowanceOf(free(1), null, NOW)).toEqual({ kind: 'left', left: 1 });
    expect(downloadsText({ kind: 'left', left: 1 })).toBe('1 free download left.');
  });

  it('signed out, loading, subscribers and an unread count', () => {
    expect(allowanceOf({ ...free(3), userLoggedIn: false }, null, NOW).kind).toBe('signed-out');
    expect(allowanceOf({ ...free(3), loading: true }, null, NOW).kind).toBe('checking');
    const unlimited = allowanceOf({ ...free(0), userStatus: 'active' }, null, NOW);
    expect(unlimited.kind).toBe('unlimited');
    expect(creditText(unlimited)).toBeNull();
    expect(allowanceOf(free(undefined), null, NOW).kind).toBe('reading');
  });

  it('a finished download says whether one was used and until when the map is covered', () => {
    const grant = { unlimited: false, remaining: 2, covered: false, coveredUntil: LATER };
    expect(doneText('a.png', grant)).toMatch(/^Saved a\.png\. Until .+, this map downloads again/);
    expect(doneText('a.png', { ...grant, covered: true })).toMatch(/No download used: this map is covered/);
    expect(doneText('a.png', { ...grant, unlimited: true, coveredUntil: null })).toBe('Saved a.png.');
  });
});
