import { z } from 'zod';
import { anchorSchema } from './anchor';
import { colourSchema } from './colour';
import { numberFormatSchema } from './data-layers';

/**
 * Annotations (document version 3): text, dots, notes, emojis and charts placed over the map. The
 * array's order is the drawing order (first drawn first, so last is on top). Every annotation has a
 * unique `id` so the UI can select, drag and key it, and the common fields below. Sizes are frame
 * pixels and do not change with the map's zoom, as in MapChart and Datawrapper. Properties are flat
 * (no nested style objects) so `updateAnnotation` can patch any one of them.
 */
export const MAX_ANNOTATION_TEXT = 2000;
export const MAX_ANNOTATION_NAME = 200;
export const MAX_ANNOTATIONS = 2000;
export const MAX_CHART_ROWS = 100;

const fontFamily = z.string().min(1).max(200);
const fontSize = z.number().min(4).max(400);
const fontWeight = z.union([z.literal(400), z.literal(700)]);
/** Degrees clockwise, as SVG's rotate(). */
const rotation = z.number().min(-360).max(360);
const strokeWidth = z.number().min(0).max(50);

export const TEXT_ALIGNS = ['start', 'middle', 'end'] as const;

const common = {
  id: z.string().min(1).max(100),
  /** The name in the layers panel; '' shows the default (annotationName: its text, else its type). */
  name: z.string().max(MAX_ANNOTATION_NAME),
  /** Hidden annotations are listed in the layers panel but not drawn (nor exported). */
  hidden: z.boolean(),
  /** Locked annotations cannot be selected on the map, moved or deleted there (the panel still can). */
  locked: z.boolean(),
  /**
   * Text, emoji, chart and the note's box: map (default) or frame. The editor always pins a dot to the
   * map; the schema allows a frame anchor for dots migrated from version 2 (migrate-v2-v3.ts).
   */
  anchor: anchorSchema,
};

/**
 * Text: several lines (split on '\n'), drawn as a real <text> with one <tspan> per line, so SVG and
 * PDF keep it as text. The anchor is the first line's baseline at `align`; rotation turns around it.
 */
const textAnnotationSchema = z.object({
  ...common,
  type: z.literal('text'),
  text: z.string().max(MAX_ANNOTATION_TEXT),
  fontFamily,
  fontSize,
  fontWeight,
  italic: z.boolean(),
  color: colourSchema,
  /** An outline around the glyphs so the text reads on any fill; width 0 draws none. */
  haloColor: colourSchema,
  haloWidth: strokeWidth,
  align: z.enum(TEXT_ALIGNS),
  rotation,
});

export const DOT_SHAPES = ['circle', 'square', 'triangle', 'star', 'pin'] as const;
export type DotShape = (typeof DOT_SHAPES)[number];
export const LABEL_POSITIONS = ['auto', 'above', 'below', 'left', 'right'] as const;
export type LabelPosition = (typeof LABEL_POSITIONS)[number];

/**
 * A dot on a place: the anchor is the dot's centre (a pin's tip). Its label sits beside it; 'auto'
 * picks the side with the most room in the frame (render/annotations/dot.ts).
 */
const dotAnnotationSchema = z.object({
  ...common,
  type: z.literal('dot'),
  radius: z.number().min(0.5).max(200),
  fill: colourSchema,
  borderColor: colourSchema,
  borderWidth: strokeWidth,
  shape: z.enum(DOT_SHAPES),
  label: z.string().max(MAX_ANNOTATION_TEXT),
  labelPosition: z.enum(LABEL_POSITIONS),
  labelFontFamily: fontFamily,
  labelFontSize: fontSize,
  labelFontWeight: fontWeight,
  labelItalic: z.boolean(),
  labelColor: colourSchema,
  labelHaloColor: colourSchema,
  labelHaloWidth: strokeWidth,
});

export const LEADER_STYLES = ['straight', 'curved', 'dashed'] as const;
export const LEADER_ENDS = ['arrow', 'dot', 'none'] as const;

/**
 * A note: a box of wrapped text (the anchor is its top-left corner) with a leader line to `target`.
 * The editor pins the target to the map (a place); only notes migrated from version 2, which had no
 * geography, have a frame target until pinned. The box and the target move separately.
 */
const noteAnnotationSchema = z.object({
  ...common,
  type: z.literal('note'),
  text: z.string().max(MAX_ANNOTATION_TEXT),
  fontFamily,
  fontSize,
  fontWeight,
  italic: z.boolean(),
  color: colourSchema,
  fill: colourSchema,
  borderColor: colourSchema,
  borderWidth: strokeWidth,
  cornerRadius: z.number().min(0).max(200),
  /** The box's width in frame pixels; its height follows the wrapped text. */
  width: z.number().min(20).max(2000),
  target: anchorSchema,
  leaderColor: colourSchema,
  leaderWidth: strokeWidth,
  leaderStyle: z.enum(LEADER_STYLES),
  leaderEnd: z.enum(LEADER_ENDS),
});

/** Twemoji file names: lowercase hex code points joined by '-' (e.g. '1f3f0', '1f1f7-1f1f4'). */
export const EMOJI_ID = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}$/;

/** An emoji from the bundled vector set (never the system font); the anchor is its centre. */
const emojiAnnotationSchema = z.object({
  ...common,
  type: z.literal('emoji'),
  emoji: z.string().regex(EMOJI_ID, 'must be an emoji id such as 1f3f0'),
  size: z.number().min(4).max(1000),
  rotation,
});

const chartRowSchema = z.object({
  label: z.string().max(200),
  value: z.number().finite(),
  color: colourSchema,
});
export type ChartRow = z.infer<typeof chartRowSchema>;

export const CHART_KINDS = ['bar', 'hbar', 'pie', 'donut'] as const;

/** A small chart drawn as plain SVG shapes and text; the anchor is its box's top-left corner. */
const chartAnnotationSchema = z.object({
  ...common,
  type: z.literal('chart'),
  kind: z.enum(CHART_KINDS),
  rows: z.array(chartRowSchema).max(MAX_CHART_ROWS),
  title: z.string().max(500),
  valueLabels: z.boolean(),
  /** The heat bar's number format (prefix, suffix, decimals, grouping, decimal mark). */
  format: numberFormatSchema,
  width: z.number().min(40).max(4000),
  height: z.number().min(40).max(4000),
  fontFamily,
  fontSize: z.number().min(4).max(200),
  textColor: colourSchema,
  /** A box behind the chart; null draws none. */
  background: colourSchema.nullable(),
});

export const annotationSchema = z.discriminatedUnion('type', [
  textAnnotationSchema,
  dotAnnotationSchema,
  noteAnnotationSchema,
  emojiAnnotationSchema,
  chartAnnotationSchema,
]);

export type TextAnnotation = z.infer<typeof textAnnotationSchema>;
export type DotAnnotation = z.infer<typeof dotAnnotationSchema>;
export type NoteAnnotation = z.infer<typeof noteAnnotationSchema>;
export type EmojiAnnotation = z.infer<typeof emojiAnnotationSchema>;
export type ChartAnnotation = z.infer<typeof chartAnnotationSchema>;
export type Annotation = z.infer<typeof annotationSchema>;
export type AnnotationType = Annotation['type'];
export type AnnotationOfType<T extends AnnotationType> = Extract<Annotation, { type: T }>;

export const annotationsSchema = z
  .array(annotationSchema)
  .max(MAX_ANNOTATIONS)
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'has two annotations with one id');

const TYPE_NAMES: Readonly<Record<AnnotationType, string>> = {
  text: 'Text',
  dot: 'Dot',
  note: 'Note',
  emoji: 'Emoji',
  chart: 'Chart',
};

/**
 * The name the layers panel shows: the user's name, else the first line of its text, else its type
 * (`typeName` says the type in the interface's language; English by default).
 */
export function annotationName(
  annotation: Annotation,
  typeName: (type: AnnotationType) => string = (type) => TYPE_NAMES[type],
): string {
  const own = annotation.name.trim();
  if (own !== '') return own;
  const text = annotationText(annotation).split('\n')[0]?.trim() ?? '';
  if (text !== '') return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  return typeName(annotation.type);
}

/** The visible text an annotation carries (for its default name and the fonts it needs). */
function annotationText(annotation: Annotation): string {
  switch (annotation.type) {
    case 'text':
    case 'note':
      return annotation.text;
    case 'dot':
      return annotation.label;
    case 'chart':
      return [annotation.title, ...annotation.rows.map((row) => row.label)].join('\n');
    case 'emoji':
      return '';
  }
}
