import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';
import { SCREENSHOTS, WORKSPACE_IMAGE } from '../../media/manifest';
import { ExampleStrip } from './ExampleStrip';
import { FactsBlock } from './FactsBlock';
import { FeatureShowcase } from './FeatureShowcase';
import { WorldRegions } from './WorldRegions';
import './HomePage.css';

/**
 * The landing page in the spec's order (section 2): hero, feature showcase, call-to-action banners and
 * the facts block, the second 'Let's Go', screenshots and the workspace example, the example strip, the
 * world map of the region groups.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const hidden = <span className="visually-hidden" />;
  return (
    <PageLayout nav="home">
      <PageMeta title={t('meta.title')} description={t('meta.description')} path="/" />
      <section className="hero" data-section="hero">
        <h1 className="hero__title">Mapwright</h1>
        <p className="hero__tagline">{t('hero.tagline')}</p>
        {/* Link text that says where it leads (Lighthouse's SEO check): the extra words are for readers. */}
        <Link to="/Countries" className="button button--primary hero__start">
          <Trans t={t} i18nKey="hero.start" components={{ hidden }} />
        </Link>
      </section>
      <FeatureShowcase />
      <section className="home-section cta-banners" aria-label={t('cta.label')} data-section="cta">
        <div className="cta-banner">
          <h2>{t('cta.freeTitle')}</h2>
          <p>{t('cta.freeText')}</p>
        </div>
        <div className="cta-banner cta-banner--accent">
          <h2>{t('cta.printTitle')}</h2>
          <p>{t('cta.printText')}</p>
        </div>
      </section>
      <FactsBlock />
      <section className="home-section home-cta" data-section="lets-go">
        <h2>{t('letsGo.title')}</h2>
        <p>{t('letsGo.text')}</p>
        <Link to="/Countries" className="button button--primary">
          <Trans t={t} i18nKey="letsGo.button" components={{ hidden }} />
        </Link>
      </section>
      <section className="home-section screens" aria-labelledby="screens-title" data-section="screens">
        <h2 id="screens-title">{t('screens.title')}</h2>
        <div className="screens__grid">
          {SCREENSHOTS.map((shot) => (
            <img
              key={shot.src}
              src={shot.src}
              width={shot.width}
              height={shot.height}
              alt={t(`common:media.${shot.key}`)}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
        <figure className="screens__workspace">
          <img
            src={WORKSPACE_IMAGE.src}
            width={WORKSPACE_IMAGE.width}
            height={WORKSPACE_IMAGE.height}
            alt={t(`common:media.${WORKSPACE_IMAGE.key}`)}
            loading="lazy"
            decoding="async"
          />
          <figcaption>{t('screens.caption')}</figcaption>
        </figure>
      </section>
      <ExampleStrip />
      <WorldRegions />
    </PageLayout>
  );
}
