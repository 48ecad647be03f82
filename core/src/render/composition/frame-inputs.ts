import type { EmojiLookup } from '../../emoji/emoji-glyph';
import type { InsetPlacement } from '../../geo/insets';
import type { ProjectedLevel } from '../../geo/projected-level';
import type { MapProjection } from '../anchor-frame';

export interface MapGeometry {
  readonly level1?: ProjectedLevel;
  readonly level2?: ProjectedLevel;
  /**
   * The fitted projection the levels were drawn with (anchor-frame.ts): places map-anchored
   * annotations. Without it they are not drawn (frame-anchored ones are).
   */
  readonly geo?: MapProjection;
  /** The country's territory insets as laid out in map space (geo/insets.ts), before the user's changes. */
  readonly insets?: readonly InsetPlacement[];
  /**
   * Land drawn as quiet context under the levels, in map space: a region's neighbours (the pipeline's),
   * and the level-1 divisions a map does not show (shown-geometry.ts).
   */
  readonly context?: string;
}

export interface RenderOptions {
  /** Export drawing: no on-screen helpers (label placeholders). */
  readonly forExport?: boolean;
  /** true: white; a colour: that colour; false: transparent. Default true. */
  readonly background?: boolean | string;
  /** The data attribution, printed on the credit line after the user's credit text. */
  readonly credit?: string;
  /**
   * The geometry the pixel dot map's cells are counted on, when it is not the drawn one: an export
   * draws the finer print outlines but counts cells on the screen's, so it shows the same cells.
   */
  readonly cellGeometry?: MapGeometry;
  /** Loaded emoji glyphs (emoji/emoji-glyph.ts); an export loads every emoji of the map first. */
  readonly emoji?: EmojiLookup;
  /**
   * false: the annotations group is drawn empty (the screen draws annotations one by one itself, so a
   * drag does not re-render 500 of them). Everything else, the Twemoji credit included, stays.
   */
  readonly annotations?: boolean;
  /**
   * false: no division labels (the screen draws them in a layer of their own). Default true:
   * labels are placed for this document's frame and drawn right above the map group.
   */
  readonly labels?: boolean;
  /**
   * The geometry labels are placed on, when it is not the drawn one: an export draws the print
   * outlines but places labels on the screen's (as `cellGeometry`), so the file has the screen's labels.
   */
  readonly labelGeometry?: MapGeometry;
  /** false: no territories (the screen draws them in a layer of their own; their names are labels). Default true. */
  readonly territories?: boolean;
  /** false: no patterns over the heat map's colours (the screen draws them in a layer of their own). Default true. */
  readonly heatOverlays?: boolean;
}
