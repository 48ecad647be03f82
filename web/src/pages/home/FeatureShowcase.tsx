import { useTranslation } from 'react-i18next';
import { SHOWCASE } from './showcase';
import { ShowcaseVideo } from './ShowcaseVideo';

/** The ten-entry feature showcase (spec sections 2 and 3), clip and text alternating sides. */
export function FeatureShowcase() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section showcase" aria-labelledby="showcase-title" data-section="showcase">
      <h2 id="showcase-title" className="showcase__title">
        {t('showcaseTitle')}
      </h2>
      {SHOWCASE.map((entry) => (
        <article key={entry.key} className="showcase__entry" data-showcase={entry.key}>
          <div className="showcase__text">
            <h3>{t(`showcase.${entry.key}.heading`)}</h3>
            <p>{t(`showcase.${entry.key}.p1`)}</p>
            <p>{t(`showcase.${entry.key}.p2`)}</p>
            {entry.paragraphs === 3 ? <p>{t(`showcase.${entry.key}.p3`)}</p> : null}
          </div>
          <ShowcaseVideo clip={entry.key} label={t(`showcase.${entry.key}.heading`)} />
        </article>
      ))}
    </section>
  );
}
