import { useEffect, useState, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SourceEntry } from '@mapwright/core/geodata/countryIndex';
import { SourcesList, sortedSources } from '../../components/SourcesList';
import { formatMoney, formatNumber, useLanguage } from '../../i18n/format';
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

/** The plan's price, formatted in the locale ($2.50 and LKR 760.85 in English). */
const PRICE_USD = 2.5;
const PRICE_LKR = 760.85;

function usePrices(): { usd: string; lkr: string } {
  const lng = useLanguage();
  return { usd: formatMoney(PRICE_USD, 'USD', lng), lkr: formatMoney(PRICE_LKR, 'LKR', lng) };
}

/** A paragraph of the catalogue with links in it (<link>…</link> in the message). */
function Para({ i18nKey, link }: { i18nKey: string; link: ReactElement }) {
  const { t } = useTranslation('about');
  return (
    <p>
      <Trans t={t} i18nKey={i18nKey} components={{ a: link }} />
    </p>
  );
}

export function Introduction() {
  const { t } = useTranslation('about');
  const desktop = SCREENSHOTS[0];
  return (
    <section id="introduction" className="about-section" aria-labelledby="about-title">
      <h1 id="about-title">{t('intro.title')}</h1>
      <p>{t('intro.p1')}</p>
      <p>{t('intro.p2')}</p>
      <p>{t('intro.p3')}</p>
      <p>{t('intro.p4')}</p>
      {desktop ? (
        <img
          className="about-section__wide"
          src={desktop.src}
          width={desktop.width}
          height={desktop.height}
          alt={t(`common:media.${desktop.key}`)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <img
        className="about-section__wide"
        src={WORKSPACE_IMAGE.src}
        width={WORKSPACE_IMAGE.width}
        height={WORKSPACE_IMAGE.height}
        alt={t(`common:media.${WORKSPACE_IMAGE.key}`)}
        loading="lazy"
        decoding="async"
      />
      <h2>{t('intro.gallery')}</h2>
      <ul className="about-gallery">
        {STRIP_IMAGES.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={t(`common:media.${image.key}`)}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <Para i18nKey="intro.ready" link={<Link to="/Countries" />} />
    </section>
  );
}

export function Features() {
  const { t } = useTranslation('about');
  return (
    <section id="features" className="about-section" aria-labelledby="about-features">
      <h2 id="about-features">{t('features.title')}</h2>
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
            <h3>{t(`home:showcase.${entry.key}.heading`)}</h3>
            <p>{t(`home:showcase.${entry.key}.p1`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Donations() {
  const { t } = useTranslation('about');
  return (
    <section id="donations" className="about-section" aria-labelledby="about-donations">
      <h2 id="about-donations">{t('donations.title')}</h2>
      <Para i18nKey="donations.p1" link={<Link to="/Profile" />} />
      <p>{t('donations.p2')}</p>
      <p>{t('donations.p3')}</p>
      <figure className="about-figure">
        <img
          src={FACTS_IMAGE.src}
          width={FACTS_IMAGE.width}
          height={FACTS_IMAGE.height}
          alt={t(`common:media.${FACTS_IMAGE.key}`)}
          loading="lazy"
          decoding="async"
        />
        <figcaption>{t('donations.caption', { count: 928 })}</figcaption>
      </figure>
      <h3>{t('donations.faqTitle')}</h3>
      <Faq entries={DONATION_FAQ} />
    </section>
  );
}

export function BehindTheScenes() {
  const { t } = useTranslation('about');
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
      <h2 id="about-bts">{t('bts.title')}</h2>
      <h3>{t('bts.buildTitle')}</h3>
      <p>{t('bts.p1')}</p>
      <p>{t('bts.p2')}</p>
      <h3>{t('bts.sources')}</h3>
      {/* Scrolled in its own box, so the section stays within its scroll band however many sources. */}
      <div className="about-sources" role="region" aria-label={t('bts.sources')} tabIndex={0}>
        {sources ? <SourcesList sources={sources} /> : <p>{t('common:sources.loading')}</p>}
      </div>
    </section>
  );
}

export function Policy() {
  const { t } = useTranslation('about');
  const lng = useLanguage();
  const price = usePrices();
  return (
    <section id="policy" className="about-section" aria-labelledby="about-policy">
      <h2 id="about-policy">{t('policy.title')}</h2>
      <p>{t('policy.p1', { count: 3, usd: price.usd, lkr: price.lkr })}</p>
      <p data-testid="about-download-credit">{t('policy.p2')}</p>
      <p>{t('policy.p3')}</p>
      <p>{t('policy.p4')}</p>
      <p>{t('policy.p5', { days: 5 })}</p>
      {SCREENSHOTS[1] ? (
        <img
          className="about-section__wide"
          src={SCREENSHOTS[1].src}
          width={SCREENSHOTS[1].width}
          height={SCREENSHOTS[1].height}
          alt={t(`common:media.${SCREENSHOTS[1].key}`)}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3>{t('plans.title')}</h3>
      <table className="about-plans">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('plans.whatYouGet')}</span>
            </th>
            <th scope="col">{t('plans.free')}</th>
            <th scope="col">Le Journaliste</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('plans.price')}</th>
            <td>{formatMoney(0, 'USD', lng, { trailingZeroDisplay: 'stripIfInteger' })}</td>
            <td>{t('plans.monthly', { usd: price.usd, lkr: price.lkr })}</td>
          </tr>
          <tr>
            <th scope="row">{t('plans.downloads')}</th>
            <td>{formatNumber(3, lng)}</td>
            <td>{t('plans.unlimited')}</td>
          </tr>
          <tr>
            <th scope="row">{t('plans.editing')}</th>
            <td>{t('plans.yes')}</td>
            <td>{t('plans.yes')}</td>
          </tr>
          <tr>
            <th scope="row">{t('plans.refund')}</th>
            <td>—</td>
            <td>{t('plans.refundFull')}</td>
          </tr>
        </tbody>
      </table>
      <h3>{t('plans.faqTitle')}</h3>
      <Faq entries={PLAN_FAQ} />
    </section>
  );
}

export function Contact() {
  const { t } = useTranslation('about');
  const [near, ref] = useNearViewport<HTMLElement>();
  const settings = useSiteSettings(near);
  return (
    <section ref={ref} id="contact" className="about-section" aria-labelledby="about-contact">
      <h2 id="about-contact">{t('contact.title')}</h2>
      <p>{t('contact.intro')}</p>
      {settings === undefined ? <p>{t('contact.loading')}</p> : null}
      {settings?.contactFormUrl ? (
        <p>
          <a
            className="button button--primary"
            href={settings.contactFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="contact-form-link"
          >
            {t('contact.form')}
          </a>
        </p>
      ) : null}
      {settings ? (
        <p>
          <Trans
            t={t}
            i18nKey={settings.contactFormUrl ? 'contact.orEmail' : 'contact.email'}
            values={{ email: settings.contactEmail }}
            components={{ a: <a href={`mailto:${settings.contactEmail}`} data-testid="contact-email" /> }}
          />
        </p>
      ) : null}
      {settings === null ? <p>{t('contact.failed')}</p> : null}
      <h3>{t('contact.faqTitle')}</h3>
      <Faq entries={GENERAL_FAQ} />
    </section>
  );
}

/** Questions and answers, as a description list (each question a term, its answer the details). */
function Faq({ entries }: { entries: readonly string[] }) {
  const { t } = useTranslation('about');
  return (
    <dl className="about-faq">
      {entries.map((key) => (
        <div key={key}>
          <dt>{t(`faq.${key}.q`)}</dt>
          <dd>{t(`faq.${key}.a`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The questions of each section, by their keys in the catalogue's faq. */
const DONATION_FAQ = ['account', 'amount', 'perks', 'receipt', 'donationBack'] as const;
const PLAN_FAQ = ['whatCounts', 'currencies', 'cancel', 'refund'] as const;
const GENERAL_FAQ = ['countries', 'use', 'phone', 'private', 'wrongBoundary'] as const;
