import { pdfPagePlan, type Orientation, type PdfPage, type PixelSize } from '@mapwright/core/export/sizes';
import { loadExportFonts } from './fonts';
import { chunkUses, collectTextChunks } from './pdfTextLayout';
import { writeTextLayer } from './pdfTextLayer';
import { ExportError } from './exportError';

export interface PdfOptions {
  readonly paper: PdfPage;
  readonly orientation: Orientation;
  readonly frame: PixelSize;
  readonly title: string;
  readonly signal?: AbortSignal;
}

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
}

/**
 * A vector PDF of the export SVG. jsPDF + svg2pdf.js turn the SVG's shapes into PDF path operators, so
 * borders stay sharp at any zoom; the text is taken out of the SVG first and written by pdfTextLayer.ts
 * in the export's own fonts (Inter and the Noto families, embedded and subset), shaped by HarfBuzz, as
 * real selectable text above the drawing. On a paper the frame is fitted inside 10 mm margins of the
 * page and centred; on the frame's own page it fills the page. Everything here is loaded only when a PDF is made.
 */
export async function makePdf(svgMarkup: string, options: PdfOptions): Promise<Blob> {
  const [{ jsPDF }, { svg2pdf }, { PDFDocument, PDFName }] = await Promise.all([
    import('jspdf'),
    import('svg2pdf.js'),
    import('pdf-lib'),
  ]);
  throwIfAborted(options.signal);
  const plan = pdfPagePlan(options.paper, options.orientation, options.frame);
  const parsed = new DOMParser().parseFromString(svgMarkup, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName !== 'svg') throw new ExportError('pdf', 'The map could not be prepared for PDF.');
  const chunks = collectTextChunks(svg);
  const fonts = await loadExportFonts(chunkUses(chunks), options.signal);
  throwIfAborted(options.signal);
  // svg2pdf draws the shapes only: the embedded web fonts are of no use to it, the text is ours.
  for (const node of [...svg.querySelectorAll('style, text')]) node.remove();

  const drawing = new jsPDF({
    orientation: plan.orientation,
    unit: 'pt',
    format: [plan.width, plan.height],
    compress: true,
  });
  await svg2pdf(svg, drawing, {
    x: plan.fit.x,
    y: plan.fit.y,
    width: options.frame.width * plan.fit.scale,
    height: options.frame.height * plan.fit.scale,
  });
  throwIfAborted(options.signal);

  const pdf = await PDFDocument.load(drawing.output('arraybuffer'), { updateMetadata: false });
  // jsPDF lists its default base-14 font though no text was drawn with it: only the map fonts stay.
  pdf.getPage(0).node.normalize();
  pdf.getPage(0).node.Resources()?.set(PDFName.of('Font'), pdf.context.obj({}));
  await writeTextLayer(pdf, chunks, fonts, {
    x: plan.fit.x,
    y: plan.fit.y,
    scale: plan.fit.scale,
    pageHeight: plan.height,
  });
  pdf.setTitle(options.title, { showInWindowTitleBar: true });
  pdf.setCreator('Mapwright');
  pdf.setProducer('Mapwright');
  throwIfAborted(options.signal);
  return new Blob([(await pdf.save()) as BlobPart], { type: 'application/pdf' });
}
