import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';

export default function AboutPage() {
  return (
    <PageLayout nav="about">
      <PageMeta
        title="About Mapwright"
        description="What Mapwright is, how plans, payments and refunds work, and how to reach us."
        path="/About"
      />
      <article className="prose">
        <h1>About Mapwright</h1>
        <p>
          Mapwright makes custom maps of 34 countries for presentations, research and media posts: colour
          states and districts with clicks, annotate them, show data on them and download them in print
          quality.
        </p>
        <p>Sign-in is handled by our own account service; your password is never shared with anyone else.</p>

        <section id="donations" aria-labelledby="about-donations">
          <h2 id="about-donations">Donations</h2>
          <p>
            Mapwright is free to use in the browser. If it helps you, you can donate any amount you like: sign
            in, press Donate on your profile and enter the amount at checkout. Every donation is listed on
            your profile. Donations do not change your plan.
          </p>
        </section>

        <section id="policy" aria-labelledby="about-policy">
          <h2 id="about-policy">Subscriptions, payments and refunds</h2>
          <p>
            Every account gets 3 free downloads. The Le Journaliste plan costs $2.50 per month (LKR 760.85)
            and gives unlimited downloads with no ads or promotions. It is billed monthly and renews until you
            cancel it.
          </p>
          <p>
            Payments go through the hosted checkout of our payment provider, Lemon Squeezy; we never see your
            card number. Your plan changes as soon as the provider confirms the payment, in every tab you have
            open.
          </p>
          <p>
            You can cancel at any time with Manage subscription on your profile. Cancelling returns your
            account to the free plan at once.
          </p>
          <p>
            Refunds: you can have the full amount of your subscription back within the first month, no
            questions asked. Requests are reviewed and processed within 5 business days, to the original
            payment method. A refunded subscription ends at once and your account returns to the free plan.
            Donations are not refundable.
          </p>
        </section>
      </article>
    </PageLayout>
  );
}
