import { useTranslation } from 'react-i18next';
import { lazy } from 'react';
import { NearViewport } from './NearViewport';

const StripSwiper = lazy(() => import('./StripSwiper'));

/** The auto-scrolling strip of 7 example maps (spec sections 2 and 9); settings in stripSettings.ts. */
export function ExampleStrip() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section strip" aria-labelledby="strip-title" data-section="strip">
      <h2 id="strip-title">{t('strip.title')}</h2>
      <NearViewport minHeight={260}>
        <StripSwiper />
      </NearViewport>
    </section>
  );
}
