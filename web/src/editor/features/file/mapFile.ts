import { mapNameOf } from '@mapwright/core/countries/countries';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocumentText } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';

/** A file name people recognise later: "mapwright-SriLanka-2025-06-01.json". */
function mapFileName(doc: MapDocument, now = new Date()): string {
  return `mapwright-${doc.country}-${now.toISOString().slice(0, 10)}.json`;
}

/** The file's text: pretty JSON (readable and diffable by people who keep maps in git). */
export function mapFileText(doc: MapDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Downloads the document as a .json file. */
export function downloadMap(doc: MapDocument): void {
  const blob = new Blob([mapFileText(doc)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = mapFileName(doc);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Files larger than this are not maps (a fully painted Romania is ~150 KB). */
const MAX_MAP_FILE_BYTES = 5 * 1024 * 1024;

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
  const parsed = parseDocumentText(await file.text());
  if (!parsed.ok) return { kind: 'error', message: `"${file.name}" could not be opened. ${parsed.error}` };
  if (mapSlugOf(parsed.doc) !== country) {
    const countryName = mapNameOf(mapSlugOf(parsed.doc));
    return { kind: 'otherCountry', doc: parsed.doc, countryName };
  }
  return { kind: 'ok', doc: parsed.doc };
}
