import { useEffect } from 'react';
import { documentFontFamilies } from '@mapwright/core/fonts/document-fonts';
import { ensureScreenFonts } from '../../fonts/screenFonts';
import { useEditorSelector } from '../state/EditorContext';

/**
 * Declares the fonts of the scripts the document's texts use (Noto families beside Inter) when they first
 * appear; the browser then fetches only the files whose ranges the text needs. A Latin map loads none.
 */
export function useScreenFonts(): void {
  const families = useEditorSelector((s) => documentFontFamilies(s.doc).join('|'));
  useEffect(() => {
    if (families !== '') void ensureScreenFonts(families.split('|'));
  }, [families]);
}
