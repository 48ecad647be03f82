import type { ZoomInset } from '../document/insets';
import { unionExtent, isEmptyExtent } from '../geo/extent';
import type { ProjectedLevel } from '../geo/projected-level';

/**
 * One-click zoom insets of a capital region whose divisions are too small to click at the default
 * frame (decision "Zoom insets are copies drawn by renderMap"): the divisions it shows, by id at either level (second-level ones also by their
 * parent), and the corner of map space its box goes to, where the country's map is empty.
 */
interface CapitalRegion {
  readonly id: string;
  readonly caption: string;
  readonly divisions: readonly string[];
  readonly corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
}

export const CAPITAL_REGIONS: Readonly<Record<string, CapitalRegion>> = {
  France: {
    id: 'paris',
    caption: 'Paris and the petite couronne',
    divisions: ['FR-75', 'FR-92', 'FR-93', 'FR-94'],
    corner: 'top-right',
  },
  India: { id: 'delhi', caption: 'Delhi', divisions: ['IN-DL'], corner: 'top-left' },
  // Each corner below was checked on the built map: none of the country's land under the box.
  SriLanka: { id: 'colombo', caption: 'Colombo', divisions: ['LK-11'], corner: 'bottom-right' },
  // Bangkok's 50 districts (second level) follow their province.
  Thailand: { id: 'bangkok', caption: 'Bangkok', divisions: ['TH10'], corner: 'top-right' },
  // The National Capital Region's 17 cities and municipality follow it.
  Philippines: { id: 'metro-manila', caption: 'Metro Manila', divisions: ['PH-00'], corner: 'top-left' },
  Belgium: { id: 'brussels', caption: 'Brussels', divisions: ['BE-BRU'], corner: 'top-right' },
  // The City of London and the 32 boroughs of Greater London (second level).
  UnitedKingdom: {
    id: 'london',
    caption: 'London',
    divisions: [
      'GB-LND',
      'GB-BDG',
      'GB-BNE',
      'GB-BEX',
      'GB-BEN',
      'GB-BRY',
      'GB-CMD',
      'GB-CRY',
      'GB-EAL',
      'GB-ENF',
      'GB-GRE',
      'GB-HCK',
      'GB-HMF',
      'GB-HRY',
      'GB-HRW',
      'GB-HAV',
      'GB-HIL',
      'GB-HNS',
      'GB-ISL',
      'GB-KEC',
      'GB-KTT',
      'GB-LBH',
      'GB-LEW',
      'GB-MRT',
      'GB-NWM',
      'GB-RDB',
      'GB-RIC',
      'GB-SWK',
      'GB-STN',
      'GB-TWH',
      'GB-WFT',
      'GB-WND',
      'GB-WSM',
    ],
    corner: 'top-right',
  },
};

/** The box's width as a share of map space's longer side. */
const BOX_SHARE = 0.12;
/** Room around the region inside the magnified area, as a share of its size. */
const AREA_PAD = 0.08;

export function capitalRegionOf(country: string): Pick<CapitalRegion, 'id' | 'caption'> | undefined {
  const region = CAPITAL_REGIONS[country];
  return region && { id: region.id, caption: region.caption };
}

/** The zoom inset of a country's capital region, from the geometry, or undefined where it has none. */
export function capitalInset(
  country: string,
  levels: readonly (ProjectedLevel | undefined)[],
): ZoomInset | undefined {
  const region = CAPITAL_REGIONS[country];
  if (!region) return undefined;
  const wanted = new Set(region.divisions);
  const boxes = levels.flatMap((level) =>
    (level?.divisions ?? [])
      .filter((d) => d.d !== '' && (wanted.has(d.id) || (d.parent !== undefined && wanted.has(d.parent))))
      .map((d) => d.bbox),
  );
  const [x0, y0, x1, y1] = unionExtent(boxes);
  if (isEmptyExtent([x0, y0, x1, y1])) return undefined;
  const padX = (x1 - x0) * AREA_PAD;
  const padY = (y1 - y0) * AREA_PAD;
  const area: [number, number, number, number] = [x0 - padX, y0 - padY, x1 + padX, y1 + padY];
  const space = levels.find((level) => level)?.space ?? { width: 1000, height: 1000 };
  const width = BOX_SHARE * Math.max(space.width, space.height);
  const zoom = Math.min(50, Math.max(1, width / (area[2] - area[0])));
  const boxWidth = (area[2] - area[0]) * zoom;
  const boxHeight = (area[3] - area[1]) * zoom;
  const margin = width * 0.03;
  const left = region.corner.endsWith('left');
  const top = region.corner.startsWith('top');
  return {
    id: region.id,
    caption: region.caption,
    area: area.map((v) => Math.round(v * 100) / 100) as [number, number, number, number],
    x: Math.round(left ? margin : space.width - boxWidth - margin),
    y: Math.round(top ? margin : space.height - boxHeight - margin),
    zoom: Math.round(zoom * 100) / 100,
    showArea: true,
  };
}
