import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  ALL_COUNTRIES,
  COUNTRY_VARIANTS,
  REGIONS,
  REGION_MAPS,
  editorPathOf,
  isDetailed,
  type Country,
} from '@mapwright/core/countries/countries';
import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';
import { countryName, formatDate, useLanguage } from '../../i18n/format';
import { useRegionNames } from '../../i18n/regionNames';
import type { LanguageCode } from '../../i18n/languages';
import { flagUrl } from './flags';
import { regionAnchor } from './regionAnchor';
import { searchCountries } from './searchCountries';
import { THUMBNAIL, useOutlines } from './useOutlines';
import './CountriesPage.css';

/**
 * Every country by its name in the interface's language (within each region on the page), sorted the
 * way that language sorts; the English name stays findable beside the local one.
 */
function byLocalName(lng: LanguageCode): readonly { country: Country; name: string }[] {
  return ALL_COUNTRIES.map((country) => ({
    country,
    name: countryName(country.iso2, country.name, lng),
  })).sort((a, b) => a.name.localeCompare(b.name, lng));
}

export default function CountriesPage() {
  const { t } = useTranslation('countries');
  const lng = useLanguage();
  const named = useMemo(() => byLocalName(lng), [lng]);
  const nameOf = useMemo(() => new Map(named.map((n) => [n.country.slug, n.name])), [named]);
  const [query, setQuery] = useState('');
  const matches = searchCountries(
    named.map((n) => n.country),
    useDeferredValue(query),
    (c) => nameOf.get(c.slug),
  );
  const regionName = useRegionNames();
  const outlines = useOutlines();
  const { hash } = useLocation();
  // The landing page's world map links to a region's group (/Countries#south-asia): bring it into view.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <PageLayout nav="countries">
      <PageMeta title={t('pageTitle')} description={t('metaDescription')} path="/Countries" />
      <section className="countries">
        <h1>{t('title')}</h1>
        <p className="countries__custom">
          <Trans
            t={t}
            i18nKey="custom"
            components={{
              world: <Link to="/World" />,
              regions: (
                <>
                  {REGION_MAPS.map((region, i) => (
                    <span key={region.slug}>
                      {i > 0 && t('listSeparator')}
                      <Link to={editorPathOf(region.slug)}>{regionName(region.name)}</Link>
                    </span>
                  ))}
                </>
              ),
              own: <Link to="/Custom" />,
            }}
          />
        </p>
        <label className="countries__search">
          <span className="visually-hidden">{t('search')}</span>
          <input
            type="search"
            placeholder={t('searchPlaceholder', { count: ALL_COUNTRIES.length })}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </label>
        <p className="countries__key">
          <span className="country-card__detail">{t('twoLevels')}</span> {t('key')}
        </p>
        {matches.length === 0 ? <p className="countries__empty">{t('noMatch', { query })}</p> : null}
        {REGIONS.map((region) => {
          const inRegion = matches.filter((c) => c.region === region);
          if (inRegion.length === 0) return null;
          return (
            <section
              key={region}
              id={regionAnchor(region)}
              className="countries__region"
              aria-label={regionName(region)}
            >
              <h2>{regionName(region)}</h2>
              <ul className="countries__grid">
                {inRegion.map((c) => (
                  <li key={c.slug}>
                    <Link
                      to={`/Countries/${c.slug}`}
                      className="country-card"
                      data-country={c.slug}
                      {...(isDetailed(c) && { 'data-detailed': '' })}
                    >
                      <svg
                        className="country-card__outline"
                        width={THUMBNAIL.width}
                        height={THUMBNAIL.height}
                        viewBox={`0 0 ${THUMBNAIL.width} ${THUMBNAIL.height}`}
                        aria-hidden="true"
                      >
                        {outlines.get(c.slug) ? <path d={outlines.get(c.slug)?.d} /> : null}
                      </svg>
                      <span className="country-card__label">
                        <img
                          className="country-card__flag"
                          src={flagUrl(c.iso2)}
                          alt={t('flag', { country: nameOf.get(c.slug) ?? c.name })}
                          width="32"
                          height="24"
                        />
                        <span className="country-card__name">{nameOf.get(c.slug) ?? c.name}</span>
                      </span>
                      {/* The slot is on every card, so that all cards stay equally tall. */}
                      <span className="country-card__detail-slot">
                        {isDetailed(c) ? (
                          <span className="country-card__detail">{t('twoLevels')}</span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {/* Maps made before a country's boundaries changed, and tables of its former units (decision
            "Former boundaries are a variant of the country"). */}
        <section className="countries__variants" aria-label={t('former')}>
          <h2>{t('former')}</h2>
          <ul className="countries__former">
            {COUNTRY_VARIANTS.map((v) => (
              <li key={v.slug}>
                <Link to={`/Countries/${v.slug}`} data-country={v.slug}>
                  {lng === 'en' || !v.until
                    ? v.name
                    : t('formerUntil', {
                        country: countryName(v.iso2, v.name, lng),
                        date: formatDate(v.until, lng, 'long'),
                      })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </section>
    </PageLayout>
  );
}
