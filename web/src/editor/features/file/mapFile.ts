import { mapNameOf } from '@mapwright/core/countries/countries';
import { storedBoundaryContent } from '@mapwright/core/custom/custom-map';
import { CUSTOM_LIMITS } from '@mapwright/core/custom/limits';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { keepBoundary, keptBoundary } from '../../../custom/boundaryStore';
import { parseDocument, parseDocumentText } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';

/** A file name people recognise later: "mapwright-SriLanka-2025-06-01.json". */
function mapFileName(doc: MapDocument, now = new Date()): string {
  return `mapwright-${doc.country}-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * The file's text: pretty JSON (readable and diffable by people who keep maps in git). A map on the
 * user's own boundaries carries them too, as `boundaryGeometry` on one line (their stored form, whose hash
 * the document names), so the file opens in any browser (decision "A map's file carries its own
 * boundaries"); an older Mapwright reads the document and leaves the geometry aside.
 */
export function mapFileText(doc: MapDocument, boundaryContent?: string): string {
  const text = JSON.stringify(doc, null, 2);
  if (boundaryContent === undefined) return `${text}\n`;
  return `${text.slice(0, text.lastIndexOf('}')).trimEnd()},\n  "boundaryGeometry": ${boundaryContent}\n}\n`;
}

/** Downloads the document as a .json file, with its own boundaries when it is drawn on them. */
export async function downloadMap(doc: MapDocument): Promise<void> {
  const boundary = doc.boundary ? await keptBoundary(doc.boundary.hash) : undefined;
  const blob = new Blob([mapFileText(doc, boundary)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = mapFileName(doc);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Files larger than this are not maps (a fully painted Romania is ~150 KB; the user's own boundaries add
 * at most a few times the file they were built from).
 */
const MAX_MAP_FILE_BYTES = 5 * 1024 * 1024 + 2 * CUSTOM_LIMITS.fileBytes;

export type OpenedMap =
  | { readonly kind: 'ok'; readonly doc: MapDocument }
  | { readonly kind: 'otherCountry'; readonly doc: MapDocument; readonly countryName: string }
  | { readonly kind: 'error'; readonly message: string };

/**
 * Reads a chosen file as a map for the editor of `country`. Nothing changes unless it is 'ok'; a map
 * of another country is not forced onto this one (its division ids would not match) but offered to
 * that country's editor.
 */
export async function readMapFile(file: File, country: string): Promise<OpenedMap> {
  if (file.size > MAX_MAP_FILE_BYTES) {
    return { kind: 'error', message: `"${file.name}" is too large to be a Mapwright map.` };
  }
  const text = await file.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  // Text that is no JSON gets parseDocumentText's words for it.
  const parsed = json === undefined ? parseDocumentText(text) : parseDocument(json);
  if (!parsed.ok) return { kind: 'error', message: `"${file.name}" could not be opened. ${parsed.error}` };
  if (parsed.doc.boundary) {
    const kept = await keepCarriedBoundary(json, parsed.doc.boundary.hash);
    if (kept !== null) return { kind: 'error', message: `"${file.name}" could not be opened. ${kept}` };
  }
  if (mapSlugOf(parsed.doc) !== country) {
    const countryName = mapNameOf(mapSlugOf(parsed.doc));
    return { kind: 'otherCountry', doc: parsed.doc, countryName };
  }
  return { kind: 'ok', doc: parsed.doc };
}

/**
 * Keeps the boundaries a map's file carries in this browser, after checking they are the ones its
 * document names (their hash); a file without them opens where they are kept or stored already.
 * Null when all is well, else why not.
 */
async function keepCarriedBoundary(json: unknown, hash: string): Promise<string | null> {
  const carried = (json as { boundaryGeometry?: unknown }).boundaryGeometry;
  if (carried === undefined) return null;
  try {
    const stored = await storedBoundaryContent(carried);
    if (stored.hash !== hash) return 'Its boundaries are not the ones the map names.';
    await keepBoundary(stored.hash, stored.content);
    return null;
  } catch {
    return 'Its boundaries are damaged.';
  }
}
