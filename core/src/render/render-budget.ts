import type { Annotation } from '../document/annotations';
import type { MapDocument } from '../document/schema';
import type { TextBlock } from '../document/text-block';

/**
 * What a document may cost to draw (decision "A render budget"). The schema bounds each field; these bound
 * their sum, so a small document cannot make the server (its public page and preview) or a visitor's browser
 * draw for seconds. The pixel dot map's cells are bounded where they are drawn (pixel-pitch.ts: the grid
 * grows coarser instead); the division paths are the map data's, not the user's. Limits sit far above any
 * map a person makes: a map with 100,000 characters of text is a short book.
 */
export const RENDER_LIMITS = {
  /**
   * Characters of text drawn in the frame: titles, legend, heat bar, annotations, chart labels, and the
   * custom texts of division labels (names come from the map data, one label per division at most).
   */
  characters: 100_000,
  /**
   * The area text and emoji cover (each glyph about 0.6 × 1.2 em), as a multiple of the frame's area:
   * the preview and every raster export fill it pixel by pixel.
   */
  inkPerFrame: 10,
  /** SVG shapes the annotations draw (a chart's bars and slices, an emoji's paths, a note's box …). */
  shapes: 20_000,
} as const;

export interface RenderCost {
  readonly characters: number;
  /** Glyph and emoji area over the frame's area. */
  readonly ink: number;
  readonly shapes: number;
  /** Annotations drawn (hidden ones are not). */
  readonly annotations: number;
  readonly frameArea: number;
}

export type BudgetMeasure = 'characters' | 'ink' | 'shapes';

export interface BudgetProblem {
  readonly measure: BudgetMeasure;
  readonly used: number;
  readonly limit: number;
  /** What is over and what to reduce, in words a user can act on. */
  readonly message: string;
}

/** A glyph's box: about 0.6 em wide on a 1.2 em line. */
const GLYPH_AREA_EM2 = 0.72;
/** Shapes an emoji draws: Twemoji glyphs are a handful to a few dozen paths. */
const EMOJI_SHAPES = 10;

interface Tally {
  characters: number;
  inkArea: number;
  shapes: number;
}

function addText(tally: Tally, text: string, fontSize: number): void {
  if (text === '') return;
  tally.characters += text.length;
  tally.inkArea += text.length * fontSize * fontSize * GLYPH_AREA_EM2;
  tally.shapes += 1;
}

function addAnnotation(tally: Tally, annotation: Annotation): void {
  switch (annotation.type) {
    case 'text':
      addText(tally, annotation.text, annotation.fontSize);
      // The halo is the same text drawn again under it.
      if (annotation.haloWidth > 0) tally.shapes += 1;
      return;
    case 'dot':
      tally.shapes += 1;
      addText(tally, annotation.label, annotation.labelFontSize);
      return;
    case 'note':
      tally.shapes += 2; // the box and the leader
      addText(tally, annotation.text, annotation.fontSize);
      return;
    case 'emoji':
      tally.shapes += EMOJI_SHAPES;
      tally.inkArea += annotation.size * annotation.size;
      return;
    case 'chart':
      tally.shapes += 2 + annotation.rows.length;
      addText(tally, annotation.title, annotation.fontSize);
      for (const row of annotation.rows) {
        addText(tally, row.label, annotation.fontSize);
        // A value label is a few digits more per row.
        if (annotation.valueLabels) addText(tally, '0000000', annotation.fontSize);
      }
      return;
  }
}

function addBlock(tally: Tally, block: TextBlock): void {
  addText(tally, block.text, block.style.fontSize);
}

/** What drawing the document costs, from the document alone (no geometry, no rendering). */
export function renderCost(doc: MapDocument): RenderCost {
  const tally: Tally = { characters: 0, inkArea: 0, shapes: 0 };
  if (doc.layers.titlesVisible) {
    addBlock(tally, doc.title);
    addBlock(tally, doc.subtitle);
  }
  addBlock(tally, doc.credit);
  if (doc.legend.visible) {
    addText(tally, doc.legend.title, doc.legend.fontSize);
    for (const label of Object.values(doc.legend.entries)) addText(tally, label, doc.legend.fontSize);
  }
  if (doc.heatMap.active && doc.heatMap.bar.visible) {
    const bar = doc.heatMap.bar;
    addText(tally, bar.title, bar.fontSize);
    addText(tally, bar.noDataLabel, bar.fontSize);
  }
  if (doc.legend.visible && doc.symbols.active && doc.symbols.legendVisible) {
    addText(tally, doc.symbols.legendTitle, doc.legend.fontSize);
  }
  if (doc.bivariate.active && doc.bivariate.legendVisible) {
    // The square's two axis titles; its nine cells and two arrows are a fixed few shapes.
    addText(tally, doc.bivariate.xTitle, doc.legend.fontSize);
    addText(tally, doc.bivariate.yTitle, doc.legend.fontSize);
    addText(tally, doc.bivariate.noDataLabel, doc.legend.fontSize);
  }
  if (doc.pixelDotMap.active && doc.pixelDotMap.legendVisible) {
    addText(tally, doc.pixelDotMap.legendLabel, doc.legend.fontSize);
  }
  // Division labels: their names are the map data's, at most one per division, and placed labels
  // never overlap; but a custom text (up to 500 characters, on up to every division, pinned labels
  // drawn wherever the user put them) is the user's, as an annotation's text is.
  for (const level of [1, 2] as const) {
    const labels = doc.labels[level];
    if (!labels.visible) continue;
    for (const override of Object.values(labels.overrides)) {
      if (override.text !== undefined && !override.hidden) addText(tally, override.text, labels.fontSize);
    }
  }
  let annotations = 0;
  for (const annotation of doc.annotations) {
    if (annotation.hidden) continue;
    annotations += 1;
    addAnnotation(tally, annotation as Annotation);
  }
  const frameArea = doc.frame.width * doc.frame.height;
  return {
    characters: tally.characters,
    ink: tally.inkArea / frameArea,
    shapes: tally.shapes,
    annotations,
    frameArea,
  };
}

const count = new Intl.NumberFormat('en-US');
const ratio = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Each limit the document is over, with what to reduce; empty when it is within its budget. */
export function budgetProblems(doc: MapDocument, cost: RenderCost = renderCost(doc)): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  if (cost.characters > RENDER_LIMITS.characters) {
    problems.push({
      measure: 'characters',
      used: cost.characters,
      limit: RENDER_LIMITS.characters,
      message: `Too much text on the map: ${count.format(cost.characters)} characters of ${count.format(RENDER_LIMITS.characters)}. Shorten or remove some texts, notes or labels.`,
    });
  }
  if (cost.ink > RENDER_LIMITS.inkPerFrame) {
    problems.push({
      measure: 'ink',
      used: cost.ink,
      limit: RENDER_LIMITS.inkPerFrame,
      message: `Text and emoji would cover the frame ${ratio.format(cost.ink)} times over (at most ${RENDER_LIMITS.inkPerFrame}). Make large texts or emojis smaller, or remove some.`,
    });
  }
  if (cost.shapes > RENDER_LIMITS.shapes) {
    problems.push({
      measure: 'shapes',
      used: cost.shapes,
      limit: RENDER_LIMITS.shapes,
      message: `Too many annotation shapes: ${count.format(cost.shapes)} of ${count.format(RENDER_LIMITS.shapes)}. Remove some annotations or chart rows.`,
    });
  }
  return problems;
}

/** The share of each limit in use (0..1 and beyond): the editor warns as a measure nears its limit. */
export function budgetUse(cost: RenderCost): Readonly<Record<BudgetMeasure, number>> {
  return {
    characters: cost.characters / RENDER_LIMITS.characters,
    ink: cost.ink / RENDER_LIMITS.inkPerFrame,
    shapes: cost.shapes / RENDER_LIMITS.shapes,
  };
}
