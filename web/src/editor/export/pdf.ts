import { pdfPagePlan, type Orientation, type PaperSize, type PixelSize } from '@mapwright/core/export/sizes';

export interface PdfOptions {
  readonly paper: PaperSize;
  readonly orientation: Orientation;
  readonly frame: PixelSize;
  readonly title: string;
  readonly signal?: AbortSignal;
}

/**
 * A vector PDF of the export SVG: jsPDF + svg2pdf.js (loaded only when a PDF is made) turn the SVG
 * elements into PDF path and text operators, so borders stay sharp at any zoom and text stays text.
 * The frame is fitted inside 10 mm margins of the page and centred. Text is set in the PDF base font
 * Helvetica (every reader has it; jsPDF cannot embed WOFF2), which is metrically close to Inter.
 */
export async function makePdf(svgMarkup: string, options: PdfOptions): Promise<Blob> {
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  if (options.signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
  const plan = pdfPagePlan(options.paper, options.orientation, options.frame);
  const pdf = new jsPDF({
    orientation: options.orientation,
    unit: 'pt',
    format: [plan.width, plan.height],
    compress: true,
  });
  pdf.setProperties({ title: options.title, creator: 'Mapwright' });
  const parsed = new DOMParser().parseFromString(svgMarkup, 'image/svg+xml');
  const svg = parsed.documentElement;
  if (svg.nodeName !== 'svg') throw new Error('The map could not be prepared for PDF.');
  // The embedded WOFF2 is of no use to jsPDF; without it svg2pdf picks the base font for the family.
  for (const style of [...svg.querySelectorAll('style')]) style.remove();
  await svg2pdf(svg, pdf, {
    x: plan.fit.x,
    y: plan.fit.y,
    width: options.frame.width * plan.fit.scale,
    height: options.frame.height * plan.fit.scale,
  });
  if (options.signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
  return pdf.output('blob');
}
