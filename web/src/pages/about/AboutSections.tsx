import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SourceEntry } from '@mapwright/core/geodata/countryIndex';
import { SourcesList, sortedSources } from '../../components/SourcesList';
import {
  clipFiles,
  CLIP_SIZE,
  FACTS_IMAGE,
  SCREENSHOTS,
  STRIP_IMAGES,
  WORKSPACE_IMAGE,
} from '../../media/manifest';
import { SHOWCASE } from '../home/showcase';
import { useNearViewport } from '../home/useNearViewport';
import { useSiteSettings } from './useSiteSettings';

/** The six sections of /About, in the sidebar's order; each id is the sidebar item's. */

export function Introduction() {
  const desktop = SCREENSHOTS[0];
  return (
    <section id="introduction" className="about-section" aria-labelledby="about-title">
      <h1 id="about-title">About Mapwright</h1>
      <p>
        Mapwright makes custom maps of 34 countries for presentations, research, teaching and media posts:
        colour states and districts with clicks, add a title and a legend, show your own data as a heat map or
        a pixel dot map, and download the result in print quality as PNG, SVG or PDF.
      </p>
      <p>
        It runs in your browser with nothing to install. You can start without an account; with one, your maps
        are kept on your profile and you can publish a map with a link and an embed code.
      </p>
      <p>Sign-in is handled by our own account service; your password is never shared with anyone else.</p>
      <p>
        Every country comes with two levels, its states or provinces and the districts inside them. Both are
        drawn from open boundary data and checked to cover the same land, so a map can show both at once.
      </p>
      {desktop ? (
        <img
          className="about-section__wide"
          src={desktop.src}
          width={desktop.width}
          height={desktop.height}
          alt={desktop.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <img
        className="about-section__wide"
        src={WORKSPACE_IMAGE.src}
        width={WORKSPACE_IMAGE.width}
        height={WORKSPACE_IMAGE.height}
        alt={WORKSPACE_IMAGE.alt}
        loading="lazy"
        decoding="async"
      />
      <h2>Maps made with Mapwright</h2>
      <ul className="about-gallery">
        {STRIP_IMAGES.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <p>
        Ready to try? <Link to="/Countries">Choose a country and start a map</Link>.
      </p>
    </section>
  );
}

export function Features() {
  return (
    <section id="features" className="about-section" aria-labelledby="about-features">
      <h2 id="about-features">Features</h2>
      <ul className="about-features">
        {SHOWCASE.map((entry) => (
          <li key={entry.key}>
            <img
              src={clipFiles(entry.key).poster}
              width={CLIP_SIZE.width}
              height={CLIP_SIZE.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            <h3>{entry.heading}</h3>
            <p>{entry.para1}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Donations() {
  return (
    <section id="donations" className="about-section" aria-labelledby="about-donations">
      <h2 id="about-donations">Donations</h2>
      <p>
        Mapwright is free to use in the browser. If it helps you, you can donate any amount you like: sign in,
        press Donate on your <Link to="/Profile">profile page</Link> and enter the amount at checkout.
      </p>
      <p>
        Every donation is listed on your profile. Donations do not change your plan, and they are not
        refundable.
      </p>
      <p>
        Donations pay for hosting and for keeping the boundary data up to date as countries redraw their
        districts.
      </p>
      <figure className="about-figure">
        <img
          src={FACTS_IMAGE.src}
          width={FACTS_IMAGE.width}
          height={FACTS_IMAGE.height}
          alt={FACTS_IMAGE.alt}
          loading="lazy"
          decoding="async"
        />
        <figcaption>
          Thailand&apos;s 928 districts: every line on a map like this one is checked against its source when
          a country&apos;s data is updated.
        </figcaption>
      </figure>
      <h3>Questions about donations</h3>
      <Faq entries={DONATION_FAQ} />
    </section>
  );
}

export function BehindTheScenes() {
  const [sources, setSources] = useState<readonly SourceEntry[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The index's validating reader (zod) is loaded after the page has painted, not before.
    import('../../editor/data/countryIndex')
      .then(({ fetchCountryIndex }) => fetchCountryIndex())
      .then((index) => {
        if (!cancelled) setSources(sortedSources(index.sources));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <section id="bts" className="about-section" aria-labelledby="about-bts">
      <h2 id="about-bts">Behind the scenes</h2>
      <h3>How the maps are built</h3>
      <p>
        Each country&apos;s boundaries come from open sources (listed below), read in their own formats and
        cleaned up by our map build: both levels of a country go through the same simplification, so shared
        borders stay shared and a state lies exactly on the districts inside it. The build checks that the two
        levels cover the same land and records whose line each disputed boundary follows.
      </p>
      <p>
        The editor loads a light version of each map, simplified for the screen; downloads use a finer one for
        print. The screen and every download are drawn by the same code, so what you see is what you get.
      </p>
      <h3>Data sources and licences</h3>
      {/* Scrolled in its own box, so the section stays within its scroll band however many sources. */}
      <div className="about-sources" role="region" aria-label="Data sources and licences" tabIndex={0}>
        {sources ? <SourcesList sources={sources} /> : <p>Loading the list of sources…</p>}
      </div>
    </section>
  );
}

export function Policy() {
  return (
    <section id="policy" className="about-section" aria-labelledby="about-policy">
      <h2 id="about-policy">Subscriptions, payments and refunds</h2>
      <p>
        Every account gets 3 free downloads. The Le Journaliste plan costs $2.50 per month (LKR 760.85) and
        gives unlimited downloads with no ads or promotions. It is billed monthly and renews until you cancel
        it.
      </p>
      <p data-testid="about-download-credit">
        One download covers one map for 24 hours, in every format and size, however you change it: download it
        as PNG, SVG and PDF, in any size, fix a typo and download it again, and it counts once. The same draft
        or saved map is the same map, on any device; a new map, a map opened from a file and a copy of a
        published map are other maps, whose first download counts.
      </p>
      <p>
        Payments go through the hosted checkout of our payment provider, Lemon Squeezy; we never see your card
        number. Your plan changes as soon as the provider confirms the payment, in every tab you have open. If
        a renewal fails, your plan stays while the provider retries the card; if it cannot be paid, your
        account returns to the free plan.
      </p>
      <p>
        You can cancel at any time with Manage subscription on your profile. Cancelling returns your account
        to the free plan at once.
      </p>
      <p>
        Refunds: you can have the full amount of your subscription back within the first month, no questions
        asked. Requests are reviewed and processed within 5 business days, to the original payment method. A
        refunded subscription ends at once and your account returns to the free plan. Donations are not
        refundable.
      </p>
      {SCREENSHOTS[1] ? (
        <img
          className="about-section__wide"
          src={SCREENSHOTS[1].src}
          width={SCREENSHOTS[1].width}
          height={SCREENSHOTS[1].height}
          alt={SCREENSHOTS[1].alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3>The plans at a glance</h3>
      <table className="about-plans">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">What you get</span>
            </th>
            <th scope="col">Free</th>
            <th scope="col">Le Journaliste</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Price</th>
            <td>$0</td>
            <td>$2.50 per month (LKR 760.85)</td>
          </tr>
          <tr>
            <th scope="row">Downloads (PNG, SVG, PDF)</th>
            <td>3</td>
            <td>Unlimited</td>
          </tr>
          <tr>
            <th scope="row">Editing, saving and publishing maps</th>
            <td>Yes</td>
            <td>Yes</td>
          </tr>
          <tr>
            <th scope="row">Refund</th>
            <td>—</td>
            <td>In full within the first month</td>
          </tr>
        </tbody>
      </table>
      <h3>Questions about plans and payments</h3>
      <Faq entries={PLAN_FAQ} />
    </section>
  );
}

export function Contact() {
  const [near, ref] = useNearViewport<HTMLElement>();
  const settings = useSiteSettings(near);
  return (
    <section ref={ref} id="contact" className="about-section" aria-labelledby="about-contact">
      <h2 id="about-contact">Contact</h2>
      <p>Questions, a country you would like to see, a boundary that looks wrong, or a refund request:</p>
      {settings === undefined ? <p>Loading the contact details…</p> : null}
      {settings?.contactFormUrl ? (
        <p>
          <a
            className="button button--primary"
            href={settings.contactFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="contact-form-link"
          >
            Write to us through our contact form
          </a>
        </p>
      ) : null}
      {settings ? (
        <p>
          {settings.contactFormUrl ? 'Or write' : 'Write'} to us at{' '}
          <a href={`mailto:${settings.contactEmail}`} data-testid="contact-email">
            {settings.contactEmail}
          </a>
          . We answer within a few working days.
        </p>
      ) : null}
      {settings === null ? (
        <p>The contact details could not be loaded; please reload the page to try again.</p>
      ) : null}
      <h3>Frequently asked questions</h3>
      <Faq entries={GENERAL_FAQ} />
    </section>
  );
}

/** Questions and answers, as a description list (each question a term, its answer the details). */
function Faq({ entries }: { entries: readonly (readonly [string, string])[] }) {
  return (
    <dl className="about-faq">
      {entries.map(([question, answer]) => (
        <div key={question}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </dl>
  );
}

const DONATION_FAQ = [
  [
    'Do I need an account to donate?',
    'Yes: the donation is tied to your account so it can be listed on your profile. Signing up takes an email address and a password.',
  ],
  ['How much can I give?', 'Any amount you choose at checkout. One-off donations only: nothing renews.'],
  [
    'Does a donation give me downloads or a plan?',
    'No. Donations are a thank-you; downloads come with the free allowance or the Le Journaliste plan.',
  ],
  [
    'Will I get a receipt?',
    'Yes: our payment provider, Lemon Squeezy, mails a receipt to the address you give at checkout.',
  ],
  [
    'Can I have a donation back?',
    'Donations are not refundable. If you gave by mistake, write to us (see Contact) and we will look at it.',
  ],
] as const;

const PLAN_FAQ = [
  [
    'What counts as a download?',
    'Each PNG, SVG or PDF file you save from the Download dialog. Saving a map to your profile, publishing it or exporting its .json file does not count.',
  ],
  [
    'Which currencies can I pay in?',
    'The price is in US dollars; your card or bank converts it. The amount in Sri Lankan rupees is shown for reference.',
  ],
  [
    'What happens to my maps if I cancel?',
    'Nothing: your saved and published maps stay. Only the unlimited downloads end, and the free allowance applies again.',
  ],
  [
    'How do I ask for a refund?',
    'Within the first month of a subscription, write to us (see Contact) from the address of your account. Refunds are processed within 5 business days.',
  ],
] as const;

const GENERAL_FAQ = [
  [
    'Which countries can I map?',
    'The 34 countries listed on the Countries page, each with its states or provinces and the districts inside them.',
  ],
  [
    'May I use the maps I make in my work?',
    'Yes: the maps you download are yours to use in presentations, papers, teaching and the media. Keep the credit line, which names the boundary data’s sources as their licences ask.',
  ],
  [
    'Does Mapwright work on a phone?',
    'Yes: on a narrow screen the editor becomes a full-screen map with the tools in a bar at the bottom.',
  ],
  [
    'Is my map private?',
    'Your maps are kept in your browser and, when you save them, on your profile; nobody else sees them until you publish one with a link.',
  ],
  [
    'A boundary looks wrong or out of date: what can I do?',
    'Tell us which country, level and division; the sources above say where each map comes from, and we update the data as they do.',
  ],
] as const;
