import { useTranslation } from 'react-i18next';
import { ABOUT_SECTIONS, bandStart, type AboutSectionId } from './aboutBands';
import { useActiveSection } from './useActiveSection';

/**
 * The About page's sidebar: its active item follows the scroll bands of the spec, and a click scrolls to
 * the item's section (at the first pixel of its band at the latest, so the clicked item becomes active).
 */
export function AboutSidebar() {
  const { t } = useTranslation('about');
  const active = useActiveSection();
  const go = (id: AboutSectionId) => {
    const section = document.getElementById(id);
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
    const top = section ? section.getBoundingClientRect().top + window.scrollY - navbar : 0;
    const band = ABOUT_SECTIONS.find((s) => s.id === id);
    const target = Math.min(Math.max(top, bandStart(id)), band?.until ?? top);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: target, behavior: reduce ? 'auto' : 'smooth' });
    history.replaceState(history.state, '', `#${id}`);
  };
  return (
    <nav className="about-sidebar" aria-label={t('sidebar.label')}>
      <ul>
        {ABOUT_SECTIONS.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="about-sidebar__item"
              data-section-link={s.id}
              aria-current={active === s.id ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                go(s.id);
              }}
            >
              {t(`sidebar.${s.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
