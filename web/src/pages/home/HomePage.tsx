import { Link } from 'react-router';
import { PageLayout } from '../../components/PageLayout';
import { PageMeta } from '../../components/PageMeta';
import './HomePage.css';

export default function HomePage() {
  return (
    <PageLayout nav="home">
      <PageMeta
        title="Mapwright – Map making made super simple"
        description="Colour, annotate and download print-quality maps of 34 countries, by state and by district. Free to use in your browser."
        path="/"
      />
      <section className="hero">
        <h1 className="hero__title">Mapwright</h1>
        <p className="hero__tagline">Map making made super simple</p>
        <Link to="/Countries" className="button button--primary hero__start">
          START
        </Link>
      </section>
      <section className="home-cta">
        <h2>Pick a country and start colouring</h2>
        <p>34 countries, each with its states and its districts, styled independently.</p>
        <Link to="/Countries" className="button button--primary">
          Let&apos;s Go
        </Link>
      </section>
    </PageLayout>
  );
}
