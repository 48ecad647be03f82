import { useTranslation } from 'react-i18next';
import { lazy } from 'react';
import { NearViewport } from './NearViewport';

const WorldMapSvg = lazy(() => import('./WorldMapSvg'));

/** The world map of the eight region groups (spec section 2), loaded when it comes near the viewport. */
export function WorldRegions() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section world" aria-labelledby="world-title" data-section="world">
      <h2 id="world-title">{t('world.title')}</h2>
      <NearViewport minHeight={480}>
        <WorldMapSvg />
      </NearViewport>
    </section>
  );
}
