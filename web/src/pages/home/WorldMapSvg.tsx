import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegionNames } from '../../i18n/regionNames';
import world from './worldRegions.json';

/**
 * The world map of the eight region groups, each a link to its group on /Countries. Static path data
 * drawn by scripts/media/worldRegions.ts, so no map library runs on this page.
 */
export default function WorldMapSvg() {
  const { t } = useTranslation('home');
  const regionName = useRegionNames();
  return (
    <svg
      className="world__map"
      viewBox={`0 0 ${world.width} ${world.height}`}
      role="group"
      aria-label={t('world.map')}
    >
      <path className="world__land" d={world.land} aria-hidden="true" />
      {world.regions.map((r, i) => (
        <Link
          key={r.region}
          to={`/Countries#${r.anchor}`}
          className={`world__region world__region--${i}`}
          data-region={r.region}
          aria-label={t('world.region', { region: regionName(r.region) })}
        >
          <path d={r.d} />
          <text x={r.label[0]} y={r.label[1]} textAnchor="middle">
            {regionName(r.region)}
          </text>
        </Link>
      ))}
    </svg>
  );
}
