import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

/** poppler's pdftotext (Debian's poppler-utils), which `npm test` installs before the browser tests. */
function ensurePdftotext(): void {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error("pdftotext is missing: run 'apt-get install -y poppler-utils' (npm test does).");
  }
}

/**
 * The text of a PDF's first page as poppler extracts it (what a reader copies or searches): the text
 * layer's characters, through each font's ToUnicode map and the /ActualText spans.
 */
export function pdfPageText(bytes: Uint8Array): string {
  ensurePdftotext();
  const dir = mkdtempSync(join(tmpdir(), 'mapwright-pdf-'));
  try {
    const file = join(dir, 'export.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', '1', '-l', '1', file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface PdfFont {
  readonly name: string;
  readonly subtype: string;
  /** A font program (FontFile, FontFile2 or FontFile3) is in the file. */
  readonly embedded: boolean;
}

/** The fonts of the first page's resources, with whether each one's program is embedded. */
export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const pdf = await PDFDocument.load(bytes);
  const fonts = pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  return (fonts?.entries() ?? []).map(([, ref]) => {
    const font = (ref instanceof PDFRef ? pdf.context.lookup(ref, PDFDict) : ref) as PDFDict;
    const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    const program = descendants ? descendants.lookup(0, PDFDict) : font;
    const descriptor = program.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
    return {
      name: String(font.get(PDFName.of('BaseFont'))).replace(/^\//, ''),
      subtype: String(font.get(PDFName.of('Subtype'))).replace(/^\//, ''),
      embedded: ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor?.has(PDFName.of(k)) ?? false),
    };
  });
}
