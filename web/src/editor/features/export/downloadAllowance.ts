import type { TFunction } from 'i18next';
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

/** The dialog's words come from the 'dialogs' catalogue, in the interface's language. */
type Translate = TFunction;

/**
 * "Fri 18:40": until when a map is covered, in the user's own time and the interface's language (the
 * one on <html lang>, which follows every change of language).
 */
function formatUntil(until: Date): string {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
  return new Intl.DateTimeFormat(lang, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
    until,
  );
}

/** The count line. */
export function downloadsText(t: Translate, allowance: Allowance): string {
  switch (allowance.kind) {
    case 'checking':
      return t('dialogs:download.checking');
    case 'signed-out':
      return t('dialogs:download.signedOut');
    case 'unlimited':
      return t('dialogs:download.unlimited');
    case 'reading':
      return t('dialogs:download.reading');
    case 'none-left':
      return t('dialogs:download.left', { count: 0 });
    case 'covered':
    case 'left':
      return t('dialogs:download.left', { count: allowance.left });
  }
}

/** The line under it: the rule, or until when this map is covered; null when neither applies. */
export function creditText(t: Translate, allowance: Allowance): string | null {
  switch (allowance.kind) {
    case 'covered':
      return t('dialogs:download.covered', { until: formatUntil(allowance.until) });
    case 'left':
    case 'reading':
    case 'none-left':
      // The rule, said in the dialog, docs/payments.md and /About.
      return t('dialogs:download.rule');
    default:
      return null;
  }
}

/** What a finished download says about the credit: whether one was used, and until when the map is covered. */
export function doneText(t: Translate, fileName: string, grant: Grant): string {
  if (grant.unlimited || !grant.coveredUntil) return t('dialogs:download.saved', { fileName });
  const until = formatUntil(grant.coveredUntil);
  return grant.covered
    ? t('dialogs:download.savedCovered', { fileName, until })
    : t('dialogs:download.savedUntil', { fileName, until });
}
