import { useDeferredValue, useEffect, useState } from 'react';
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
import { flagUrl } from './flags';
import { regionAnchor } from './regionAnchor';
import { searchCountries } from './searchCountries';
import { THUMBNAIL, useOutlines } from './useOutlines';
import './CountriesPage.css';

/** Every country by name (within each region on the page), the detailed ones marked. */
const BY_NAME: readonly Country[] = [...ALL_COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export default function CountriesPage() {
  const [query, setQuery] = useState('');
  const matches = searchCountries(BY_NAME, useDeferredValue(query));
  const outlines = useOutlines();
  const { hash } = useLocation();
  // The landing page's world map links to a region's group (/Countries#south-asia): bring it into view.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <PageLayout nav="countries">
      <title>Choose a country – Mapwright</title>
      <section className="countries">
        <h1>Choose a country</h1>
        <p className="countries__custom">
          Or map <Link to="/World">the whole world</Link> or one of its regions (
          {REGION_MAPS.map((region, i) => (
            <span key={region.slug}>
              {i > 0 && ', '}
              <Link to={editorPathOf(region.slug)}>{region.name}</Link>
            </span>
          ))}
          ), their countries and provinces, or <Link to="/Custom">use your own boundaries</Link>:
          constituencies, wards, postcode areas.
        </p>
        <label className="countries__search">
          <span className="visually-hidden">Search countries</span>
          <input
            type="search"
            placeholder={`Search ${ALL_COUNTRIES.length} countries`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </label>
        <p className="countries__key">
          <span className="country-card__detail">Two levels</span> Detailed sources for both levels. The
          others have their first-level divisions, from Natural Earth.
        </p>
        {matches.length === 0 ? <p className="countries__empty">No country matches “{query}”.</p> : null}
        {REGIONS.map((region) => {
          const inRegion = matches.filter((c) => c.region === region);
          if (inRegion.length === 0) return null;
          return (
            <section key={region} id={regionAnchor(region)} className="countries__region" aria-label={region}>
              <h2>{region}</h2>
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
                          alt={`Flag of ${c.name}`}
                          width="32"
                          height="24"
                        />
                        <span className="country-card__name">{c.name}</span>
                      </span>
                      {/* The slot is on every card, so that all cards stay equally tall. */}
                      <span className="country-card__detail-slot">
                        {isDetailed(c) ? <span className="country-card__detail">Two levels</span> : null}
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
        <section className="countries__variants" aria-label="Former boundaries">
          <h2>Former boundaries</h2>
          <ul className="countries__former">
            {COUNTRY_VARIANTS.map((v) => (
              <li key={v.slug}>
                <Link to={`/Countries/${v.slug}`} data-country={v.slug}>
                  {v.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </section>
    </PageLayout>
  );
}
