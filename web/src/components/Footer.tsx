import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../i18n/LanguagePicker';
import './Footer.css';

const AttributionDialog = lazy(() => import('./AttributionDialog'));

const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/mapwright.app' },
  { name: 'Facebook', href: 'https://www.facebook.com/mapwright.app' },
  { name: 'X', href: 'https://x.com/mapwright_app' },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const [showSources, setShowSources] = useState(false);
  return (
    <footer className="footer">
      <div className="footer__brand">Mapwright</div>
      <ul className="footer__social" aria-label={t('footer.social')}>
        {SOCIAL_LINKS.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="footer__sources" onClick={() => setShowSources(true)}>
        {t('footer.sources')}
      </button>
      <LanguagePicker className="footer__language" />
      <p className="footer__rights">{t('footer.rights')}</p>
      {showSources ? (
        <Suspense fallback={null}>
          <AttributionDialog onClose={() => setShowSources(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
