import { useEffect, useState } from 'react';
import { FACTS_IMAGE } from '../../media/manifest';
import { divisionFacts, type DivisionFacts } from './divisionFacts';
import { useNearViewport } from './useNearViewport';

const numberFormat = new Intl.NumberFormat('en');

/**
 * The facts block with a map (spec section 2): the counts come from the served map index, read (with its
 * validating reader) only when the block comes near the viewport, off the page's first load.
 */
export function FactsBlock() {
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
        <h2 id="facts-title">Every state, every district</h2>
        <dl className="facts__list" data-testid="facts">
          <div>
            <dt>Countries</dt>
            <dd data-fact="countries">{facts ? facts.countries : '…'}</dd>
          </div>
          <div>
            <dt>In detail</dt>
            <dd data-fact="detailed">{facts ? facts.detailed : '…'}</dd>
          </div>
          <div>
            <dt>Divisions to colour</dt>
            <dd data-fact="divisions">{facts ? numberFormat.format(facts.divisions) : '…'}</dd>
          </div>
          {(facts?.featured ?? []).map((f) => (
            <div key={f.slug}>
              <dt>
                {f.label} of {f.name}
              </dt>
              <dd data-fact={f.slug}>{numberFormat.format(f.count)}</dd>
            </div>
          ))}
        </dl>
        <p>
          Every country has its states or provinces; the detailed ones also have the districts within them,
          drawn from open boundary data and kept exactly on top of each other.
        </p>
      </div>
      <img
        className="facts__map"
        src={FACTS_IMAGE.src}
        width={FACTS_IMAGE.width}
        height={FACTS_IMAGE.height}
        alt={FACTS_IMAGE.alt}
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
