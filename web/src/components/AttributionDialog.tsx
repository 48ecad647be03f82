import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CountryEntry, SourceEntry } from '@mapwright/core/geodata/countryIndex';
import { TWEMOJI_CREDIT, TWEMOJI_SOURCE } from '@mapwright/core/emoji/credit';
import { fetchCountryIndex } from '../editor/data/countryIndex';
import { SourcesList, sortedSources } from './SourcesList';
import { ModalDialog } from './ModalDialog';
import './AttributionDialog.css';

/**
 * Every boundary source with its licence and credit line, as the licences require. Read from the map
 * index, so it always lists exactly the sources the served maps were built from.
 */
export default function AttributionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const [sources, setSources] = useState<readonly SourceEntry[] | null>(null);
  const [disputed, setDisputed] = useState<readonly CountryEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    fetchCountryIndex()
      .then((index) => {
        setSources(sortedSources(index.sources));
        setDisputed(index.countries.filter((c) => c.disputedBoundaries));
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  return (
    // Mounted only while shown (the footer renders it then), so it is always open.
    <ModalDialog open onClose={onClose} className="attribution" labelledBy="attribution-title">
      {/* A div, not a header: inside the page's footer a header would be a misplaced banner landmark. */}
      <div className="attribution__header">
        <h2 id="attribution-title">{t('attribution.title')}</h2>
        <button
          type="button"
          className="attribution__close"
          aria-label={t('attribution.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <p>{t('attribution.intro')}</p>
      {error ? <p role="alert">{error}</p> : null}
      {sources === null && !error ? <p>{t('sources.loading')}</p> : null}
      {sources ? <SourcesList sources={sources} /> : null}
      <section aria-labelledby="attribution-emoji">
        <h3 id="attribution-emoji">{t('attribution.emoji')}</h3>
        <ul className="attribution__list">
          <li data-source="twemoji">
            <a
              href={TWEMOJI_SOURCE.url}
              target="_blank"
              rel="noopener noreferrer"
              className="attribution__title"
            >
              {TWEMOJI_SOURCE.name}
            </a>
            <div className="attribution__licence">
              <Trans
                t={t}
                i18nKey="attribution.emojiLicence"
                values={{ licence: TWEMOJI_SOURCE.licence, author: TWEMOJI_SOURCE.author }}
                components={{ a: <a href={TWEMOJI_SOURCE.licenceUrl} /> }}
              />
            </div>
            <div className="attribution__credit">{TWEMOJI_CREDIT}</div>
            <div className="attribution__used">{t('attribution.emojiUse')}</div>
          </li>
        </ul>
      </section>
      {disputed.length > 0 ? (
        <section aria-labelledby="attribution-disputed">
          <h3 id="attribution-disputed">{t('attribution.disputed')}</h3>
          <p>{t('attribution.disputedIntro')}</p>
          <ul className="attribution__list">
            {disputed.map((c) => (
              <li key={c.iso3} data-disputed={c.iso3}>
                <strong>{c.name}</strong>: {c.disputedBoundaries}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ModalDialog>
  );
}
