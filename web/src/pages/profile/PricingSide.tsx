import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../auth/api';
import { useSession } from '../../session/session';
import {
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

function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}

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
      onAlert(SIGN_IN_FIRST);
      return;
    }
    if (pending) return;
    setPending(true);
    void startCheckout(variantId).then((outcome) => {
      setPending(false);
      if (!outcome.ok) onAlert(outcome.message);
    });
  };

  const testMode = info?.mode === 'test';
  const subscription = userLoggedIn && info?.signedIn ? info.subscription : null;
  const donations = userLoggedIn && info?.signedIn ? info.donations.filter((d) => d.status === 'paid') : [];

  return (
    <section className="profile__pricing" aria-label="Pricing">
      {testMode && (
        <p className="pricing__test-mode" data-testid="payments-test-mode">
          <strong>TEST MODE</strong>: checkout is simulated and no money is taken. Pay with the test card{' '}
          <span className="pricing__card">{TEST_CARD}</span>.
        </p>
      )}
      <div
        className={`price-box${subscriptionDimmed ? ' price-box--dimmed' : ''}`}
        data-testid="subscription-box"
        data-dimmed={subscriptionDimmed}
      >
        <h2>Le Journaliste</h2>
        <p className="price-box__price">
          $2.50 <span>per month</span>
        </p>
        <p className="price-box__local">LKR 760.85</p>
        <ul>
          <li>Unlimited Downloads</li>
          <li>No Ads Or Promotions</li>
          <li>Cheapest Anywhere</li>
        </ul>
        <p className="price-box__terms">Billed monthly, recurring until cancelled.</p>
        <button
          type="button"
          disabled={active}
          onClick={() => buy(info?.variants.subscription ?? SUBSCRIPTION_VARIANT_ID)}
        >
          {active ? 'Subscribed' : 'Subscribe'}
        </button>
      </div>
      {active && subscription?.active && (
        <p className="pricing__manage">
          <a href={subscription.manageUrl} target="_blank" rel="noopener noreferrer">
            Manage subscription
          </a>
          {testMode ? ' (test mode)' : ''}: cancelling returns you to the free plan at once.
        </p>
      )}
      <div
        className={`price-box${donationDimmed ? ' price-box--dimmed' : ''}`}
        data-testid="donation-box"
        data-dimmed={donationDimmed}
      >
        <h2>Donate</h2>
        <p>Like Mapwright? Chip in any amount you choose at checkout. Thank you!</p>
        <button type="button" onClick={() => buy(info?.variants.donation ?? DONATION_VARIANT_ID)}>
          Donate
        </button>
        {donations.length > 0 && (
          <div className="pricing__donations" data-testid="donations">
            <p>Thank you for your donations:</p>
            <ul>
              {donations.map((d) => (
                <li key={d.id}>
                  {formatAmount(d.amount, d.currency)} on{' '}
                  {new Date(d.orderedAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
