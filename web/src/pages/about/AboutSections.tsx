import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { SourceEntry } from '@mapwright/core/geodata/countryIndex';
import { SourcesList, sortedSources } from '../../components/SourcesList';
import { clipFiles, CLIP_SIZE, SCREENSHOTS, WORKSPACE_IMAGE } from '../../media/manifest';
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
        One download covers this version of the map in every format and size for 24 hours: download it as PNG,
        SVG and PDF, in any size, and it counts once. Change the map and the next download counts again.
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
      {settings !== undefined && !settings?.contactFormUrl ? (
        <p>This Mapwright server has no contact form set up; please ask the people who run it.</p>
      ) : null}
    </section>
  );
}
