import { projectionFromFit, type ProjectedCountry } from '@mapwright/core/geo/project';
import { timeSeriesFills, type TimeSeriesFills } from '@mapwright/core/render/time-series-fills';
import { countryBySlug } from '@mapwright/core/countries/countries';
import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { levelMatcher } from '@mapwright/core/data/level-matcher';
import { applyLiveRows } from '@mapwright/core/data/live-import';
import { parseDelimited } from '@mapwright/core/data/table';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { LiveState } from '../live-data/published-live';
import type { ServerTexts } from '@mapwright/core/api/server-texts';
import { countryNameIn } from '../http/page-meta';
import { translatorOf } from '../http/server-texts';
import { parseDocument } from '@mapwright/core/document/parse-document';
import { emojiIdsOf } from '@mapwright/core/emoji/credit';
import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import { loadEmoji } from './emoji';
import type { BoundaryReader, PublishedGeometry } from './geometry';
import { publishedPageHtml } from './page-html';
import { previewSvg, renderPreviewPngHere, thumbnailSvg } from './preview';
import { previewFontFiles } from './preview-fonts';
import { divisionNames, renderPublishedMap } from './render';

/**
 * One drawing of a published map (its public page or its preview image) or of a saved map (its
 * thumbnail on /Profile). Plain data in and out, so it
 * runs in a render thread (render-worker.ts) as well as in-process; the snapshot was read from the
 * database by the request's thread.
 */
export type RenderJob =
  | {
      readonly kind: 'page';
      readonly publicId: string;
      readonly version: number;
      readonly document: unknown;
      /** The server's public origin (public-origin.ts), for og:url and the embed snippet. */
      readonly origin: string;
      /** The built `published.html`. */
      readonly template: string;
      /** The built server texts, every language's: the page speaks its map's (server-texts.ts). */
      readonly texts: ServerTexts;
      /** The linked file's last good data, drawn instead of the data published (published-live.ts). */
      readonly live?: LiveState;
    }
  | {
      readonly kind: 'preview';
      readonly publicId: string;
      readonly document: unknown;
      readonly live?: LiveState;
    }
  | { readonly kind: 'thumbnail'; readonly mapId: string; readonly document: unknown };

/** The map a job draws, for logs: the published map's public id or the saved map's id. */
export function jobMapId(job: RenderJob): string {
  return job.kind === 'thumbnail' ? job.mapId : job.publicId;
}

/** Why a drawing could not be made: a key of the published texts' `unavailable` messages. */
export type RenderFailureReason = 'timeout' | 'memory' | 'busy' | 'error' | 'noMapData';

export type RenderResult =
  | { readonly kind: 'ok'; readonly bytes: Uint8Array }
  | { readonly kind: 'unavailable'; readonly reason: RenderFailureReason; readonly message: string };

/**
 * The document with its linked file's last good rows read into its data map, as the editor's refresh
 * reads them; unchanged when the file no longer fits (a column gone: the data published stays).
 */
function withLiveData(doc: MapDocument, projected: ProjectedCountry, live: LiveState): MapDocument {
  const link = doc.liveData;
  if (!link) return doc;
  const matcher = levelMatcher(projected, link.level, doc.country);
  const rows = parseDelimited(live.body);
  return applyOperation(doc, (draft) => {
    applyLiveRows(draft, link, rows, matcher);
  });
}

/**
 * The map a document is drawn on: the country's (in the projection it chose, if any), or the user's own
 * boundaries it names, read through `readBoundary` (the request thread's repository) when not kept.
 */
function mapOf(doc: MapDocument, geometry: PublishedGeometry, readBoundary: BoundaryReader) {
  return doc.boundary
    ? geometry.customMapOf(doc.boundary.hash, readBoundary)
    : geometry.mapOf(doc.country, doc.projection, doc.mapLanguage);
}

export async function runRenderJob(
  job: RenderJob,
  geometry: PublishedGeometry,
  readBoundary: BoundaryReader,
): Promise<RenderResult> {
  const parsed = parseDocument(job.document);
  // Stored documents were validated when saved; one that no longer reads is a bug, not the visitor's.
  if (!parsed.ok) throw new Error(`Map ${jobMapId(job)} cannot be read: ${parsed.error}`);
  const map = await mapOf(parsed.doc, geometry, readBoundary);
  if (!map)
    return { kind: 'unavailable', reason: 'noMapData', message: 'The map data is not available right now.' };
  const live = job.kind === 'thumbnail' ? undefined : job.live;
  const doc = live ? withLiveData(parsed.doc, map.projected, live) : parsed.doc;
  // Annotations pinned to the map need the map's projection; emojis their glyphs.
  const anchored = doc.annotations.some(
    (a) => a.anchor.kind === 'map' || (a.type === 'note' && a.target.kind === 'map'),
  );
  const [geo, emoji] = await Promise.all([
    // The projected file's fit is the mainland's when the country has insets (decision "Territory insets are laid out by the pipeline"): refitting
    // the whole file would not be.
    anchored
      ? map.projected.fit
        ? projectionFromFit(map.entry.projection, map.projected.fit)
        : geometry.projectionOf(map.entry)
      : undefined,
    loadEmoji(emojiIdsOf(doc)),
  ]);
  const tree = renderPublishedMap(doc, map.projected, attributionOfDrawnLevels(map.entry, doc), {
    ...(geo && { geo }),
    emoji,
  });
  if (job.kind === 'preview' || job.kind === 'thumbnail') {
    const svg = job.kind === 'preview' ? previewSvg(tree) : thumbnailSvg(tree);
    const png = await renderPreviewPngHere(svg, await previewFontFiles(tree));
    return { kind: 'ok', bytes: png };
  }
  const country = countryBySlug(doc.country);
  const html = publishedPageHtml(job.template, {
    publicId: job.publicId,
    version: job.version,
    origin: job.origin,
    doc,
    countryName: doc.boundary?.name ?? (country ? countryNameIn(country, doc.mapLanguage) : doc.country),
    language: doc.mapLanguage,
    t: translatorOf(job.texts, doc.mapLanguage),
    tree,
    names: divisionNames(doc, map.projected),
    ...(live && doc.liveData && { live: { ...live, url: doc.liveData.url } }),
    ...timeSeriesOf(doc, map.projected),
  });
  return { kind: 'ok', bytes: Buffer.from(html, 'utf8') };
}

/** A time map's fills per step over the heat map's level as drawn; nothing for another map. */
function timeSeriesOf(doc: MapDocument, projected: ProjectedCountry): { timeSeries?: TimeSeriesFills } {
  const level = doc.heatMap.level === 1 ? projected.level1 : projected.level2;
  const timeSeries = timeSeriesFills(doc, level?.divisions ?? []);
  return timeSeries ? { timeSeries } : {};
}
