import { documentContentHash } from '@mapwright/core/document/contentHash';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { MapKey } from '@mapwright/core/editor/map-key';
import type { CountryEntry } from '@mapwright/core/geodata/countryIndex';
import type { MapGeometry } from '@mapwright/core/render/render-map';
import {
  CSS_DPI,
  fitFrame,
  isSeriesFormat,
  pdfPageName,
  pdfPagePlan,
  type DownloadFormat,
  type Orientation,
  type PdfPage,
  type PixelSize,
} from '@mapwright/core/export/sizes';
import { buildExportTree, svgFile, svgInner, type SvgOptions } from './buildSvg';
import { requestDownload, type Grant, type GrantResult } from './grant';
import { makePdf } from './pdf';
import { loadPrintGeometry, withScreenExtents } from './printGeometry';
import { shownGeometry } from '@mapwright/core/render/shown-geometry';
import { insetGeometry } from '@mapwright/core/render/inset-geometry';
import { insetArrangementFor } from '@mapwright/core/render/inset-arrangement';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { rasterisePng } from './rasterise';

export interface ExportRequest {
  readonly format: DownloadFormat;
  readonly doc: MapDocument;
  /** Which map the document is (Editor.mapKey): one download covers it for 24 hours, whatever is edited. */
  readonly mapKey: MapKey;
  readonly entry: CountryEntry;
  /** The screen's projected levels: the export places the map exactly as they do (their extents). */
  readonly screen: MapGeometry & Pick<ProjectedCountry, 'space' | 'fit'>;
  /** Data attribution of the drawn levels (the index's per-level credit). */
  readonly attribution: string;
  readonly svg: SvgOptions;
  /** PNG, SVG and a series: output pixels. */
  readonly size: PixelSize;
  /** PNG: written into the file (pHYs) so print software knows the intended size. */
  readonly dpi?: number;
  /** PDF page: a paper, or the frame's own size. */
  readonly paper: PdfPage;
  readonly orientation: Orientation;
}

type ExportStage = 'checking' | 'loading' | 'drawing' | 'encoding' | 'saving';

export interface ExportProgress {
  readonly stage: ExportStage;
  /** 0..1 over the whole export. */
  readonly fraction: number;
}

export type ExportOutcome =
  | { readonly kind: 'done'; readonly fileName: string; readonly bytes: number; readonly grant: Grant }
  | Exclude<GrantResult, { kind: 'granted' }>;

/** What the server records as width and height: pixels, or the PDF page in points. */
function grantSize(request: ExportRequest): PixelSize {
  if (request.format !== 'pdf') return request.size;
  const plan = pdfPagePlan(request.paper, request.orientation, request.doc.frame);
  return { width: Math.round(plan.width), height: Math.round(plan.height) };
}

function exportFileName(request: ExportRequest, date = new Date()): string {
  const day = date.toISOString().slice(0, 10);
  const size =
    request.format === 'pdf'
      ? pdfPageName(request.paper, request.orientation, request.doc.frame)
      : `${request.size.width}x${request.size.height}`;
  return `mapwright-${request.doc.country}-${size}-${day}.${request.format}`;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * One export: the download is granted by the server first (nothing is made without it), then the print
 * geometry is loaded, the frame rendered by renderMap into one SVG, and the file made from it:
 * SVG as is, PNG by tiles through the streaming encoder, PDF through svg2pdf. Cancelling (the signal)
 * stops at the next step; a download already granted stays spent (the server cannot know whether a
 * file was made), as the dialog says.
 */
export async function runExport(
  request: ExportRequest,
  options: { signal: AbortSignal; onProgress: (p: ExportProgress) => void; save?: typeof saveBlob },
): Promise<ExportOutcome> {
  const { signal, onProgress } = options;
  onProgress({ stage: 'checking', fraction: 0 });
  // Start the geometry download while the server decides; it is only used once granted.
  const geometry = loadPrintGeometry(request.entry, signal, request.screen).then((print) =>
    // The divisions shown and the user's changes to the insets first, then the screen's extents over
    // them: fitted as on screen.
    withScreenExtents(
      insetGeometry(
        request.doc.insets,
        shownGeometry(request.doc.shownDivisions, print),
        insetArrangementFor(request.doc, request.screen),
      ),
      request.screen,
    ),
  );
  geometry.catch(() => undefined);
  // The credit is keyed by the map (decision "One download covers one map, its key") and by the version
  // (decision "A download credit covers one version of a map"): the same map, however edited, and the
  // same version, wherever opened, is one download in any format and size for 24 hours.
  const documentHash = await documentContentHash(request.doc);
  const grant = await requestDownload(
    { format: request.format, ...grantSize(request), documentHash, mapKey: request.mapKey },
    signal,
  );
  if (grant.kind !== 'granted') return grant;

  onProgress({ stage: 'loading', fraction: 0.05 });
  const drawn = await geometry;
  signal.throwIfAborted();
  if (isSeriesFormat(request.format)) {
    onProgress({ stage: 'drawing', fraction: 0.15 });
    // A time map's series: each step drawn as the PNG is, one frame per step.
    // The video and GIF encoders are a chunk of their own, downloaded only for a series.
    const { encodeSeries } = await import('./series');
    const blob = await encodeSeries({
      format: request.format,
      doc: request.doc,
      geometry: drawn,
      attribution: request.attribution,
      svg: request.svg,
      size: request.size,
      signal,
      onProgress: (done) => onProgress({ stage: 'encoding', fraction: 0.15 + 0.8 * done }),
    });
    return saved(request, blob, grant, options);
  }
  const tree = await buildExportTree(request.doc, drawn, request.attribution, request.svg, signal);
  signal.throwIfAborted();
  onProgress({ stage: 'drawing', fraction: 0.15 });

  const frame = request.doc.frame;
  let blob: Blob;
  if (request.format === 'svg') {
    blob = new Blob([svgFile(tree, request.size)], { type: 'image/svg+xml' });
  } else if (request.format === 'pdf') {
    blob = await makePdf(svgFile(tree, frame), {
      paper: request.paper,
      orientation: request.orientation,
      frame,
      title: request.doc.title.text || request.entry.name,
      signal,
    });
  } else {
    const fit = fitFrame(frame, request.size);
    blob = await rasterisePng(svgInner(tree), {
      frame,
      output: request.size,
      bandFill: request.svg.transparent ? null : '#ffffff',
      dpi: request.dpi ?? Math.round(CSS_DPI * fit.scale),
      signal,
      onProgress: (done) =>
        onProgress({ stage: done < 1 ? 'drawing' : 'encoding', fraction: 0.15 + 0.8 * done }),
    });
  }
  return saved(request, blob, grant, options);
}

function saved(
  request: ExportRequest,
  blob: Blob,
  grant: Grant,
  options: { signal: AbortSignal; onProgress: (p: ExportProgress) => void; save?: typeof saveBlob },
): ExportOutcome {
  options.signal.throwIfAborted();
  options.onProgress({ stage: 'saving', fraction: 1 });
  const fileName = exportFileName(request);
  (options.save ?? saveBlob)(blob, fileName);
  return { kind: 'done', fileName, bytes: blob.size, grant };
}
