import { useCallback, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { apiRequest } from '../../auth/api';
import { formatDate, formatMoney, useLanguage } from '../../i18n/format';
import { useSession } from '../../session/session';
import {
  CHECKOUT_FAILED,
  DONATION_VARIANT_ID,
  loadOverlay,
  SIGN_IN_FIRST,
  startCheckout,
  SUBSCRIPTION_VARIANT_ID,
} from './checkout';
import './PricingSide.css';
import type { PaymentsInfo } from '@mapwright/core/api/payments';

/** The card number the built-in test checkout accepts. */
const TEST_CARD = '4242 4242 4242 4242';

/** The plan's price (spec: $2.50 per month, also shown as LKR 760.85), formatted in the locale. */
const PRICE_USD = 2.5;
const PRICE_LKR = 760.85;

/**
 * Re-reads the payments info when the user or their plan changes (the live record says so) and when
 * the tab comes back into view, e.g. after paying in the checkout tab.
 */
function usePaymentsInfo(uid: string | undefined, status: string): PaymentsInfo | null {
  const [info, setInfo] = useState<PaymentsInfo | null>(null);
  const load = useCallback(() => {
    apiRequest<PaymentsInfo>('/api/payments').then(setInfo, () => undefined);
  }, []);
  useEffect(() => {
    load();
  }, [load, uid, status]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    window.addEventListener('focus', load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', load);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [load]);
  return info;
}

/**
 * The pricing side of /Profile (spec sections 6 and 9): the Le Journaliste subscription box, dimmed when
 * signed out or subscribed, and the donation box, dimmed when signed out. Buying signed out alerts
 * 'Sign in first'; a subscriber cannot subscribe again (the server refuses too, 409).
 */
export function PricingSide({ onAlert }: { onAlert: (message: string) => void }) {
  const { t } = useTranslation('profile');
  const lng = useLanguage();
  const { userLoggedIn, userStatus, currentUser } = useSession();
  const info = usePaymentsInfo(userLoggedIn ? currentUser?.uid : undefined, userStatus);
  const [pending, setPending] = useState(false);
  const active = userStatus === 'active';
  const subscriptionDimmed = !userLoggedIn || active;
  const donationDimmed = !userLoggedIn;

  useEffect(() => {
    if (info?.overlayScript) void loadOverlay(info.overlayScript);
  }, [info?.overlayScript]);

  const buy = (variantId: number | string) => {
    if (!userLoggedIn) {
      onAlert(t('alert.signInFirst'));
      return;
    }
    if (pending) return;
    setPending(true);
    void startCheckout(variantId).then((outcome) => {
      setPending(false);
      if (!outcome.ok) onAlert(checkoutMessages[outcome.message] ?? outcome.message);
    });
  };

  // The checkout's own messages, in the reader's language; the server's are shown as they come.
  const checkoutMessages: Readonly<Record<string, string>> = {
    [SIGN_IN_FIRST]: t('alert.signInFirst'),
    [CHECKOUT_FAILED]: t('alert.checkoutFailed'),
  };
  const testMode = info?.mode === 'test';
  const subscription = userLoggedIn && info?.signedIn ? info.subscription : null;
  const donations = userLoggedIn && info?.signedIn ? info.donations.filter((d) => d.status === 'paid') : [];

  return (
    <section className="profile__pricing" aria-label={t('pricing')}>
      {testMode && (
        <p className="pricing__test-mode" data-testid="payments-test-mode">
          <Trans
            t={t}
            i18nKey="testMode"
            values={{ card: TEST_CARD }}
            components={{ strong: <strong />, card: <span className="pricing__card" /> }}
          />
        </p>
      )}
      <div
        className={`price-box${subscriptionDimmed ? ' price-box--dimmed' : ''}`}
        data-testid="subscription-box"
        data-dimmed={subscriptionDimmed}
      >
        <h2>Le Journaliste</h2>
        <p className="price-box__price">
          <Trans
            t={t}
            i18nKey="price"
            values={{ usd: formatMoney(PRICE_USD, 'USD', lng) }}
            components={{ unit: <span /> }}
          />
        </p>
        <p className="price-box__local">{formatMoney(PRICE_LKR, 'LKR', lng)}</p>
        <ul>
          <li>{t('perk.unlimited')}</li>
          <li>{t('perk.noAds')}</li>
          <li>{t('perk.cheapest')}</li>
        </ul>
        <p className="price-box__terms">{t('terms')}</p>
        <button
          type="button"
          disabled={active}
          onClick={() => buy(info?.variants.subscription ?? SUBSCRIPTION_VARIANT_ID)}
        >
          {active ? t('subscribed') : t('subscribe')}
        </button>
      </div>
      {active && subscription?.active && (
        <p className="pricing__manage">
          <Trans
            t={t}
            i18nKey={testMode ? 'manageTest' : 'manage'}
            components={{
              a: <a href={subscription.manageUrl} target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </p>
      )}
      <div
        className={`price-box${donationDimmed ? ' price-box--dimmed' : ''}`}
        data-testid="donation-box"
        data-dimmed={donationDimmed}
      >
        <h2>{t('donate')}</h2>
        <p>{t('donateText')}</p>
        <button type="button" onClick={() => buy(info?.variants.donation ?? DONATION_VARIANT_ID)}>
          {t('donate')}
        </button>
        {donations.length > 0 && (
          <div className="pricing__donations" data-testid="donations">
            <p>{t('donationsThanks')}</p>
            <ul>
              {donations.map((d) => (
                <li key={d.id}>
                  {t('donation', {
                    amount: formatMoney(d.amount / 100, d.currency, lng),
                    date: formatDate(d.orderedAt, lng === 'en' ? 'en-GB' : lng),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
