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
  return (
    <PageLayout nav="home">
      <PageMeta
        title="Mapwright – Map making made super simple"
        description="Colour, annotate and download print-quality maps of 34 countries, by state and by district. Free to use in your browser."
        path="/"
      />
      <section className="hero" data-section="hero">
        <h1 className="hero__title">Mapwright</h1>
        <p className="hero__tagline">Map making made super simple</p>
        {/* Link text that says where it leads (Lighthouse's SEO check): the extra words are for readers. */}
        <Link to="/Countries" className="button button--primary hero__start">
          START<span className="visually-hidden"> mapping: choose a country</span>
        </Link>
      </section>
      <FeatureShowcase />
      <section className="home-section cta-banners" aria-label="Get started" data-section="cta">
        <div className="cta-banner">
          <h2>Free in your browser</h2>
          <p>No installation and no account needed to start: pick a country and colour it.</p>
        </div>
        <div className="cta-banner cta-banner--accent">
          <h2>Print quality, every time</h2>
          <p>
            PNG, SVG and PDF downloads drawn by the same code as the screen, with the data credits included.
          </p>
        </div>
      </section>
      <FactsBlock />
      <section className="home-section home-cta" data-section="lets-go">
        <h2>Pick a country and start colouring</h2>
        <p>34 countries, each with its states and its districts, styled independently.</p>
        <Link to="/Countries" className="button button--primary">
          Let&apos;s Go<span className="visually-hidden"> to the list of countries</span>
        </Link>
      </section>
      <section className="home-section screens" aria-labelledby="screens-title" data-section="screens">
        <h2 id="screens-title">The workspace</h2>
        <div className="screens__grid">
          {SCREENSHOTS.map((shot) => (
            <img
              key={shot.src}
              src={shot.src}
              width={shot.width}
              height={shot.height}
              alt={shot.alt}
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
            alt={WORKSPACE_IMAGE.alt}
            loading="lazy"
            decoding="async"
          />
          <figcaption>A finished map, exactly as Mapwright downloads it.</figcaption>
        </figure>
      </section>
      <ExampleStrip />
      <WorldRegions />
    </PageLayout>
  );
}
