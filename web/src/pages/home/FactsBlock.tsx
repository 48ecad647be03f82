import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, formatNumber, useLanguage } from '../../i18n/format';
import { FACTS_IMAGE } from '../../media/manifest';
import { divisionFacts, type DivisionFacts } from './divisionFacts';
import { useNearViewport } from './useNearViewport';

/**
 * The facts block with a map (spec section 2): the counts come from the served map index, read (with its
 * validating reader) only when the block comes near the viewport, off the page's first load.
 */
export function FactsBlock() {
  const { t } = useTranslation('home');
  const lng = useLanguage();
  const [facts, setFacts] = useState<DivisionFacts | null>(null);
  const [near, ref] = useNearViewport<HTMLElement>();
  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    import('../../editor/data/countryIndex')
      .then(({ fetchCountryIndex }) => fetchCountryIndex())
      .then((index) => {
        if (!cancelled) setFacts(divisionFacts(index));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [near]);
  return (
    <section ref={ref} className="home-section facts" aria-labelledby="facts-title" data-section="facts">
      <div className="facts__text">
        <h2 id="facts-title">{t('facts.title')}</h2>
        <dl className="facts__list" data-testid="facts">
          <div>
            <dt>{t('facts.countries')}</dt>
            <dd data-fact="countries">{facts ? formatNumber(facts.countries, lng) : '…'}</dd>
          </div>
          <div>
            <dt>{t('facts.detailed')}</dt>
            <dd data-fact="detailed">{facts ? formatNumber(facts.detailed, lng) : '…'}</dd>
          </div>
          <div>
            <dt>{t('facts.divisions')}</dt>
            <dd data-fact="divisions">{facts ? formatNumber(facts.divisions, lng) : '…'}</dd>
          </div>
          {(facts?.featured ?? []).map((f) => (
            <div key={f.slug}>
              <dt>{t('facts.featured', { label: f.label, country: countryName(f.iso2, f.name, lng) })}</dt>
              <dd data-fact={f.slug}>{formatNumber(f.count, lng)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('facts.text')}</p>
      </div>
      <img
        className="facts__map"
        src={FACTS_IMAGE.src}
        width={FACTS_IMAGE.width}
        height={FACTS_IMAGE.height}
        alt={t(`common:media.${FACTS_IMAGE.key}`)}
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
