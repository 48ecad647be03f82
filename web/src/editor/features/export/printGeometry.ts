import type { CountryEntry } from '@mapwright/core/geodata/countryIndex';
import {
  fitMapProjection,
  projectLevel,
  projectLevelLaidOut,
  projectionFromFit,
  type FitOptions,
  type ProjectedCountry,
} from '@mapwright/core/geo/project';
import { insetGeometry } from '@mapwright/core/render/inset-geometry';
import type { DivisionTopology } from '@mapwright/core/geo/topology';
import { localMapFile } from '../../data/localMapFiles';
import type { MapProjection } from '@mapwright/core/render/anchor-frame';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import { ExportError } from './exportError';

/**
 * The print variant of a country's geometry (finer, less simplified), for exports. It must line up with
 * the screen exactly, so the projection is fitted to the same reference as the screen's
 * (projectCountry: the SCREEN topology of level 1, else level 2) and the print topologies are projected
 * with that fitted projection: map space (and so placement, zoom, division offsets) is identical, only
 * the outlines are finer. Coordinates keep 0.01 map unit (2 digits) instead of the screen's 0.1.
 * The screen file is cached by the browser (content-hashed, immutable), so fitting costs no download.
 */
const cache = new Map<string, Promise<PrintGeometry>>();

/** The print levels and the fitted projection, which places annotations pinned to the map. */
export type PrintGeometry = ProjectedCountry & { readonly geo: MapProjection };

async function fetchTopology(url: string, signal?: AbortSignal): Promise<DivisionTopology> {
  const local = localMapFile(url);
  if (local) return local;
  const response = await fetch(url, { signal });
  if (!response.ok)
    throw new ExportError('mapFile', `A map file could not be loaded (HTTP ${response.status}).`, {
      status: response.status,
    });
  return (await response.json()) as DivisionTopology;
}

const PRINT_DIGITS = 2;

/**
 * A country with territory insets (decision "Territory insets are laid out by the pipeline") is laid out as its screen file says: the mainland's fit,
 * each inset's box and fit, before the user's changes (renderMap applies those to the print levels).
 */
export function loadPrintGeometry(
  entry: CountryEntry,
  signal?: AbortSignal,
  screen?: Pick<ProjectedCountry, 'space' | 'fit' | 'insets' | 'level1' | 'level2'>,
): Promise<PrintGeometry> {
  const laidOut = screen && insetGeometry({}, screen);
  const layout =
    laidOut?.insets && laidOut.insets.length > 0 && laidOut.fit
      ? { mainland: laidOut.fit, space: laidOut.space, insets: laidOut.insets }
      : undefined;
  const l1 = entry.levels[1].available ? entry.levels[1] : undefined;
  const l2 = entry.levels[2].available ? entry.levels[2] : undefined;
  const reference = l1 ?? l2;
  if (!reference)
    return Promise.reject(
      new ExportError('noMap', `No map of ${entry.name} is available yet.`, { country: entry.name }),
    );
  const key = [reference.screen.url, l1?.print.url ?? '', l2?.print.url ?? '', layout ? 'insets' : ''].join(
    '|',
  );
  let promise = cache.get(key);
  if (!promise) {
    promise = (async () => {
      const [screenReference, print1, print2] = await Promise.all([
        fetchTopology(reference.screen.url, signal),
        l1 ? fetchTopology(l1.print.url, signal) : undefined,
        l2 ? fetchTopology(l2.print.url, signal) : undefined,
      ]);
      const options = { digits: PRINT_DIGITS };
      if (layout) {
        const level = (topology: DivisionTopology, n: 1 | 2) =>
          projectLevelLaidOut(topology, entry.projection, layout, n, options);
        return {
          space: layout.space,
          geo: projectionFromFit(entry.projection, layout.mainland),
          insets: layout.insets,
          ...(print1 && { level1: level(print1, 1) }),
          ...(print2 && { level2: level(print2, 2) }),
        };
      }
      // A region is fitted to its box, as the pipeline fitted its screen levels.
      const fitted = fitMapProjection(entry.projection, screenReference, fitOf(entry));
      return {
        space: fitted.space,
        geo: fitted.projection,
        ...(print1 && { level1: projectLevel(print1, fitted, 1, options) }),
        ...(print2 && { level2: projectLevel(print2, fitted, 2, options) }),
      };
    })();
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** How the pipeline fitted the entry's projected file: to the entry's box, when it has one. */
function fitOf(entry: CountryEntry): FitOptions {
  return entry.fitTo ? { fitTo: entry.fitTo } : {};
}

/**
 * The print levels with the screen levels' extents, so the map is fitted into the frame exactly as on
 * screen (render/transform.ts fits the extents of the levels on show). The finer print outlines keep
 * small islands the screen files drop, whose extent can differ by a quarter of map space.
 */
export function withScreenExtents(print: PrintGeometry, screen: MapGeometry): PrintGeometry {
  // Fitted like the screen, so the print levels' extents are the screen's, insets and all.
  return {
    ...print,
    // The context (a region's neighbours, the divisions not shown) as the screen draws it.
    ...(screen.context !== undefined && { context: screen.context }),
    ...(print.level1 && {
      level1: { ...print.level1, extent: screen.level1?.extent ?? print.level1.extent },
    }),
    ...(print.level2 && {
      level2: { ...print.level2, extent: screen.level2?.extent ?? print.level2.extent },
    }),
  };
}
