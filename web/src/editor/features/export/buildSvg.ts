import { applyOperation } from '@mapwright/core/document/operations/apply-operation';
import { setShow } from '@mapwright/core/document/operations/levels';
import type { MapDocument } from '@mapwright/core/document/schema';
import { showOf } from '@mapwright/core/document/show';
import { renderMap, type MapGeometry } from '@mapwright/core/render/render-map';
import { textUses } from '@mapwright/core/fonts/text-uses';
import { svgNode, type SvgNode } from '@mapwright/core/render/svg-tree';
import { toSvgString } from '@mapwright/core/render/to-svg-string';
import { emojiIdsOf } from '@mapwright/core/emoji/credit';
import { emojiLookup, loadEmojiGlyphs } from '../../annotations/emojiGlyphs';
import { embeddedFontCss } from './fonts';

export type LevelsChoice = 'shown' | '1' | '2' | 'both';

export interface SvgOptions {
  /** Transparent background (else the white page). */
  readonly transparent: boolean;
  /** Print the data attribution on the credit line (on by default: the licences ask for it). */
  readonly credit: boolean;
  /** Which levels to draw: as in the editor, or one of the three views. */
  readonly levels: LevelsChoice;
  /**
   * The screen geometry, on which a pixel dot map's cells are counted and labels placed (the print
   * outlines differ slightly at the borders), so the file shows the very cells and labels of the screen.
   */
  readonly cellGeometry?: MapGeometry;
}

/** The document as it is exported: the chosen levels drawn, nothing else changed. */
export function exportDocument(doc: MapDocument, levels: LevelsChoice): MapDocument {
  if (levels === 'shown' || showOf(doc) === levels) return doc;
  return applyOperation(doc, setShow, levels);
}

/**
 * The export's SVG tree: the very renderMap the screen mounts (forExport: no on-screen helpers), plus a
 * <defs><style> with the fonts of its text embedded (fonts.ts). Text stays <text>; user text is escaped
 * by toSvgString. The map's emojis are loaded first, so they are drawn as the set's vector paths.
 */
export async function buildExportTree(
  doc: MapDocument,
  geometry: MapGeometry,
  attribution: string,
  options: SvgOptions,
  signal?: AbortSignal,
): Promise<SvgNode> {
  const exported = exportDocument(doc, options.levels);
  await loadEmojiGlyphs(emojiIdsOf(exported));
  signal?.throwIfAborted();
  const tree = renderMap(exported, geometry, {
    forExport: true,
    emoji: emojiLookup,
    background: !options.transparent,
    credit: options.credit ? attribution : '',
    ...(options.cellGeometry && {
      cellGeometry: options.cellGeometry,
      labelGeometry: options.cellGeometry,
    }),
  });
  const css = await embeddedFontCss(textUses(tree), signal);
  if (css === '') return tree;
  const defs = svgNode('defs', 'export-defs', {}, [
    svgNode('style', 'export-fonts', { type: 'text/css' }, css),
  ]);
  return { ...tree, children: [defs, ...(tree.children ?? [])] };
}

/** A standalone SVG file of `width` x `height` px showing the whole frame (fitted, centred). */
export function svgFile(tree: SvgNode, size: { width: number; height: number }): string {
  const rooted: SvgNode = { ...tree, attrs: { ...tree.attrs, width: size.width, height: size.height } };
  return toSvgString(rooted, { xmlDeclaration: true });
}

/**
 * The markup inside the root element, serialised once; tiles wrap it in roots with their own viewBox.
 * Attribute values are escaped (no raw '>'), so the first '>' ends the root's start tag.
 */
export function svgInner(tree: SvgNode): string {
  const markup = toSvgString(tree);
  const start = markup.indexOf('>');
  return markup.slice(start + 1, markup.length - '</svg>'.length);
}

export function svgWithViewBox(inner: string, width: number, height: number, viewBox: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${inner}</svg>`;
}
