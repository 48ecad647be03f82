import type { MapDocument } from '../document/schema';
import { annotationCredits } from '../emoji/credit';

/**
 * The credit line's text: the user's credit (unless the titles are hidden), the data attribution and
 * the emoji credit, joined. The renderer draws it; label placement keeps clear of it.
 */
export function creditLine(doc: MapDocument, attribution = ''): string {
  return [doc.layers.titlesVisible ? doc.credit.text : '', attribution, ...annotationCredits(doc)]
    .filter((part) => part.trim() !== '')
    .join(' · ');
}
