import type { Session } from '../../../session/session';
import type { Grant } from './grant';

/**
 * What the Download dialog may do for this person and this map (decision "One download covers one map,
 * its key"), from the live session and what the server said about the map's credit.
 */
export type Allowance =
  | { readonly kind: 'checking' }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'unlimited' }
  /** Signed in, the count not read yet. */
  | { readonly kind: 'reading' }
  /** This map is covered: a download uses none, whatever the count. */
  | { readonly kind: 'covered'; readonly left: number; readonly until: Date }
  /** Downloads left, or none left while the map's credit is still being read (the server decides). */
  | { readonly kind: 'left'; readonly left: number }
  /** None left and the map not covered: the button leads to the plan, nothing is asked of the server. */
  | { readonly kind: 'none-left' };

/**
 * `credit`: until when the map is covered, null when it is not, undefined while unknown (being read, or
 * the server could not say).
 */
export function allowanceOf(session: Session, credit: Date | null | undefined, now = Date.now()): Allowance {
  if (session.loading) return { kind: 'checking' };
  if (!session.userLoggedIn) return { kind: 'signed-out' };
  if (session.userStatus === 'active') return { kind: 'unlimited' };
  if (session.downloads === undefined) return { kind: 'reading' };
  const left = session.downloads;
  if (credit && credit.getTime() > now) return { kind: 'covered', left, until: credit };
  if (left === 0 && credit === null) return { kind: 'none-left' };
  return { kind: 'left', left };
}

export const SIGNED_OUT_TEXT = 'Sign in to download: every account gets 3 free downloads.';

/** The rule, said in the dialog, docs/payments.md and /About. */
export const CREDIT_RULE =
  'One download covers this map for 24 hours, in every format and size, however you change it.';

export const NONE_LEFT_TEXT = 'You have used your free downloads, and this map is not covered by one.';

/** The primary button's words when no download is left: it leads to the plan. */
export const UPGRADE_ACTION = 'Get unlimited downloads';

const untilFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function formatUntil(until: Date): string {
  return untilFormat.format(until);
}

/** The count line. */
export function downloadsText(allowance: Allowance): string {
  switch (allowance.kind) {
    case 'checking':
      return 'Checking your account…';
    case 'signed-out':
      return SIGNED_OUT_TEXT;
    case 'unlimited':
      return 'Unlimited downloads with Le Journaliste.';
    case 'reading':
      return 'Reading your free downloads…';
    case 'none-left':
      return '0 free downloads left.';
    case 'covered':
    case 'left': {
      const n = allowance.left;
      return `${n} free download${n === 1 ? '' : 's'} left.`;
    }
  }
}

/** The line under it: the rule, or until when this map is covered; null when neither applies. */
export function creditText(allowance: Allowance): string | null {
  switch (allowance.kind) {
    case 'covered':
      return `This map's download is covered until ${formatUntil(allowance.until)}: download it in any format and size, after any change, without using a download.`;
    case 'left':
    case 'reading':
    case 'none-left':
      return CREDIT_RULE;
    default:
      return null;
  }
}

/** What a finished download says about the credit: whether one was used, and until when the map is covered. */
export function doneText(fileName: string, grant: Grant): string {
  if (grant.unlimited || !grant.coveredUntil) return `Saved ${fileName}.`;
  const until = formatUntil(grant.coveredUntil);
  return grant.covered
    ? `Saved ${fileName}. No download used: this map is covered until ${until}.`
    : `Saved ${fileName}. Until ${until}, this map downloads again in any format and size, after any change, without using a download.`;
}
