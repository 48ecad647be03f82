import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { Logo } from './Logo';
import { LoginIndicator } from './LoginIndicator';
import {
  NAV_LINKS,
  NAV_SCROLL_THRESHOLD_PX,
  logoLinksHome,
  type NavLinkSpec,
  type NavVariant,
} from './navigation';
import { useScrolledPast } from './useScrolledPast';
import './NavBar.css';

export function NavBar({ variant }: { variant: NavVariant }) {
  const { t } = useTranslation('common');
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const text: Record<NavLinkSpec['label'], string> = {
    HOME: t('nav.home'),
    ABOUT: t('nav.about'),
    PROFILE: t('nav.profile'),
    CREATE: t('nav.create'),
  };
  const brand = (
    <>
      <Logo size={30} title="" />
      <span className="navbar__name">Mapwright</span>
    </>
  );
  return (
    <header
      className={`navbar${scrolled ? ' navbar--scrolled' : ''}`}
      data-variant={variant}
      data-scrolled={scrolled}
    >
      {logoLinksHome(variant) ? (
        <Link to="/" className="navbar__brand" aria-label={t('nav.brandHome')}>
          {brand}
        </Link>
      ) : (
        <span className="navbar__brand">{brand}</span>
      )}
      <nav aria-label={t('nav.main')}>
        <ul className="navbar__links">
          {NAV_LINKS[variant].map((link) => (
            <li key={link.label}>
              <Link to={link.to} className="navbar__link">
                <span className="navbar__label">{text[link.label]}</span>
                {link.indicator ? <LoginIndicator /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguagePicker className="navbar__language" />
    </header>
  );
}
