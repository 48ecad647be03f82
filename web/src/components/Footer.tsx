import { lazy, Suspense, useState } from 'react';
import './Footer.css';

const AttributionDialog = lazy(() => import('./AttributionDialog'));

const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/mapwright.app' },
  { name: 'Facebook', href: 'https://www.facebook.com/mapwright.app' },
  { name: 'X', href: 'https://x.com/mapwright_app' },
] as const;

export function Footer() {
  const [showSources, setShowSources] = useState(false);
  return (
    <footer className="footer">
      <div className="footer__brand">Mapwright</div>
      <ul className="footer__social" aria-label="Mapwright on social media">
        {SOCIAL_LINKS.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="footer__sources" onClick={() => setShowSources(true)}>
        Map data sources and licences
      </button>
      <p className="footer__rights">© 2025 Mapwright. All rights reserved.</p>
      {showSources ? (
        <Suspense fallback={null}>
          <AttributionDialog onClose={() => setShowSources(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
