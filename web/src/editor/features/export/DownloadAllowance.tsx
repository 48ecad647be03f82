import { useCallback, useEffect, useState } from 'react';
import { documentContentHash } from '@mapwright/core/document/contentHash';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { MapKey } from '@mapwright/core/editor/map-key';
import { Trans, useTranslation } from 'react-i18next';
import { creditText, downloadsText, type Allowance } from './downloadAllowance';
import { readCredit, type Grant } from './grant';
import { formatMoney, useLanguage } from '../../../i18n/format';

interface KnownCredit {
  readonly doc: MapDocument;
  readonly mapKey: MapKey;
  readonly until: Date | null;
}

/**
 * Until when this map is covered (decision "One download covers one map, its key"), read from the server
 * while the dialog is open for a free account: a Date, null when a download would use one, undefined
 * while unknown. `granted` takes what a download's grant said, so the dialog needs no second read.
 */
export function useDownloadCredit(
  enabled: boolean,
  doc: MapDocument,
  mapKey: MapKey,
): { credit: Date | null | undefined; granted: (grant: Grant) => void } {
  const [known, setKnown] = useState<KnownCredit | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    documentContentHash(doc)
      .then((documentHash) => readCredit({ mapKey, documentHash }, controller.signal))
      .then(
        (until) => {
          if (!controller.signal.aborted) setKnown({ doc, mapKey, until });
        },
        // Unknown (offline, server error): the button still asks the server, which decides.
        () => undefined,
      );
    return () => controller.abort();
  }, [enabled, doc, mapKey]);
  const granted = useCallback(
    (grant: Grant) => {
      if (!grant.unlimited) setKnown({ doc, mapKey, until: grant.coveredUntil });
    },
    [doc, mapKey],
  );
  const current = known && known.doc === doc && known.mapKey === mapKey ? known.until : undefined;
  return { credit: enabled ? current : undefined, granted };
}

/**
 * The dialog's lines about downloads: how many are left (or sign in), and the rule or until when this map
 * is covered.
 */
export function AllowanceLines({ allowance, onSignIn }: { allowance: Allowance; onSignIn: () => void }) {
  const { t } = useTranslation('dialogs');
  const credit = creditText(t, allowance);
  return (
    <>
      <p className="export-dialog__downloads" data-testid="downloads-left" aria-live="polite">
        {allowance.kind === 'signed-out' ? (
          // Said once, and the words are the way: a dialog over this one (decision "Signing in from the
          // editor happens in a dialog over the map").
          <Trans
            t={t}
            i18nKey="download.signedOutLink"
            components={{
              signIn: (
                <button
                  type="button"
                  className="export-dialog__sign-in"
                  aria-label={t('download.signInLabel')}
                  onClick={onSignIn}
                />
              ),
            }}
          />
        ) : (
          downloadsText(t, allowance)
        )}
      </p>
      {credit && (
        <p
          className="export-dialog__hint"
          data-testid="download-credit-rule"
          data-covered={allowance.kind === 'covered' || undefined}
        >
          {credit}
        </p>
      )}
    </>
  );
}

/** The plan's offer when no download is left for this map; `alert` when a download was just refused. */
export function UpgradeOffer({ message, alert }: { message: string; alert: boolean }) {
  const { t } = useTranslation('dialogs');
  const lng = useLanguage();
  return (
    <div className="export-dialog__offer" role={alert ? 'alert' : undefined} data-testid="export-upgrade">
      <p>{message}</p>
      <p>{t('download.plan', { price: formatMoney(2.5, 'USD', lng) })}</p>
    </div>
  );
}
