import { useEffect, useRef } from 'react';
import type { MapDocument } from '@mapwright/core/document/schema';
import { documentFontFamilies } from '@mapwright/core/fonts/document-fonts';
import { ensureScreenFonts } from '../../fonts/screenFonts';
import { useEditorSelector } from '../state/EditorContext';

/** The parts of a document whose text can need a font; a recolour changes none of them. */
const TEXT_PARTS = [
  'country',
  'title',
  'subtitle',
  'credit',
  'legend',
  'heatMap',
  'categories',
  'symbols',
  'bivariate',
  'layers',
  'annotations',
] as const;

/**
 * Declares the fonts of the scripts the document's texts use (Noto families beside Inter) when they first
 * appear; the browser then fetches only the files whose ranges the text needs. A Latin map loads none.
 * The families are worked out again only when a part with text changed: documentFontFamilies renders
 * the texts (every annotation's too, a cost that grows with their number), which a click that recolours a
 * division must not pay.
 */
export function useScreenFonts(): void {
  const last = useRef<{ parts: readonly unknown[]; families: string } | null>(null);
  const families = useEditorSelector((s) => {
    const parts = TEXT_PARTS.map((part) => (s.doc as MapDocument)[part]);
    const previous = last.current;
    if (previous && parts.every((part, i) => part === previous.parts[i])) return previous.families;
    const next = documentFontFamilies(s.doc).join('|');
    last.current = { parts, families: next };
    return next;
  });
  useEffect(() => {
    if (families !== '') void ensureScreenFonts(families.split('|'));
  }, [families]);
}
