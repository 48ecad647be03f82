import type { MapLanguage } from '../../document/map-language';
import type { AnchorConverter, AnchorPoint } from '../../document/anchor';
import type { EmojiLookup } from '../../emoji/emoji-glyph';

/** What drawing one annotation needs besides the annotation itself. */
export interface AnnotationContext {
  /** Anchors -> frame pixels (render/anchor-frame.ts). */
  readonly converter: Pick<AnchorConverter, 'toFrame'>;
  readonly frame: { readonly width: number; readonly height: number };
  /** The map's country: picks the Han style of the font stack (fonts/font-stack.ts). */
  readonly country?: string;
  /** Loaded emoji glyphs; an emoji not loaded yet shows a placeholder on screen, nothing in an export. */
  readonly emoji?: EmojiLookup;
  readonly forExport: boolean;
  /** The map's language: a chart writes its numbers in it. Default 'en'. */
  readonly language?: MapLanguage;
}

/** Frame pixels are written to 1/100 px: finer is invisible and keeps the markup short. */
export function px(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

export function translate(point: AnchorPoint, rotation = 0): string {
  const move = `translate(${px(point.x)} ${px(point.y)})`;
  return rotation === 0 ? move : `${move} rotate(${px(rotation)})`;
}
