import { Link } from 'react-router';
import world from './worldRegions.json';

/**
 * The world map of the eight region groups, each a link to its group on /Countries. Static path data
 * drawn by scripts/media/worldRegions.ts, so no map library runs on this page.
 */
export default function WorldMapSvg() {
  return (
    <svg
      className="world__map"
      viewBox={`0 0 ${world.width} ${world.height}`}
      role="group"
      aria-label="World map of the eight region groups"
    >
      <path className="world__land" d={world.land} aria-hidden="true" />
      {world.regions.map((r, i) => (
        <Link
          key={r.region}
          to={`/Countries#${r.anchor}`}
          className={`world__region world__region--${i}`}
          data-region={r.region}
          aria-label={`Countries of ${r.region}`}
        >
          <path d={r.d} />
          <text x={r.label[0]} y={r.label[1]} textAnchor="middle">
            {r.region}
          </text>
        </Link>
      ))}
    </svg>
  );
}
