import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionIdSchema, divisionRecord, MAX_RECORD_ENTRIES } from './ids';
import { pointSchema } from './position';
import { DEFAULT_FONT_FAMILY, MAX_TEXT_LENGTH } from './text-block';

/** Which divisions of a level get a label. `picked`: the ones listed in `picked`. */
export const LABEL_WHICH = ['all', 'painted', 'data', 'picked'] as const;
/** What a label says. A per-division text (`overrides[id].text`) replaces it for that division. */
export const LABEL_CONTENT = ['name', 'value', 'nameValue'] as const;
/** The name's script: the Latin name, the own-script name, or both on two lines (Latin first). */
export const LABEL_SCRIPT = ['latin', 'local', 'both'] as const;
export type LabelScript = (typeof LABEL_SCRIPT)[number];
/** When labels do not all fit, which are kept first. */
export const LABEL_PRIORITY = ['area', 'value', 'painted'] as const;

export const MIN_LABEL_SIZE = 4;
export const MAX_LABEL_SIZE = 96;
export const MAX_HALO_WIDTH = 12;
/** Frame pixels squared: a division smaller than this at the drawn size gets no label (unless a callout). */
export const MAX_LABEL_MIN_AREA = 100_000;

/** One division's own label: its text, hidden, or pinned where the user dragged it. */
export const labelOverrideSchema = z.object({
  text: z.string().max(MAX_TEXT_LENGTH).optional(),
  hidden: z.boolean().optional(),
  /** Where the user put it, in map space (it follows the map as a map-anchored annotation does). */
  position: pointSchema.optional(),
});
export type LabelOverride = z.infer<typeof labelOverrideSchema>;

const idList = z
  .array(divisionIdSchema)
  .max(MAX_RECORD_ENTRIES)
  .refine((ids) => new Set(ids).size === ids.length, 'lists a division twice');

/** The labels of one level (since version 5). Sizes are in frame pixels, as text blocks are. */
export const levelLabelsSchema = z.object({
  visible: z.boolean(),
  which: z.enum(LABEL_WHICH),
  /** The divisions labelled when `which` is 'picked', in the order they were picked. */
  picked: idList,
  content: z.enum(LABEL_CONTENT),
  script: z.enum(LABEL_SCRIPT),
  fontFamily: z.string().min(1).max(200),
  fontSize: z.number().min(MIN_LABEL_SIZE).max(MAX_LABEL_SIZE),
  fontWeight: z.union([z.literal(400), z.literal(700)]),
  color: colourSchema,
  haloColor: colourSchema,
  haloWidth: z.number().min(0).max(MAX_HALO_WIDTH),
  uppercase: z.boolean(),
  minArea: z.number().min(0).max(MAX_LABEL_MIN_AREA),
  priority: z.enum(LABEL_PRIORITY),
  /** Divisions labelled outside with a leader line when too small for a label inside. */
  callouts: idList,
  overrides: divisionRecord(labelOverrideSchema),
});
export type LevelLabels = z.infer<typeof levelLabelsSchema>;

export const labelsSchema = z.object({ 1: levelLabelsSchema, 2: levelLabelsSchema });
export type Labels = z.infer<typeof labelsSchema>;

/** Labels off; when switched on, level 1 in dark bold capitals above level 2's smaller names. */
export function defaultLevelLabels(level: 1 | 2): LevelLabels {
  return {
    visible: false,
    which: 'all',
    picked: [],
    content: 'name',
    script: 'latin',
    fontFamily: DEFAULT_FONT_FAMILY,
    fontSize: level === 1 ? 12 : 9,
    fontWeight: level === 1 ? 700 : 400,
    color: level === 1 ? '#1a1a1a' : '#333333',
    haloColor: '#ffffff',
    haloWidth: level === 1 ? 2.5 : 2,
    uppercase: level === 1,
    minArea: level === 1 ? 150 : 60,
    priority: 'area',
    callouts: [],
    overrides: {},
  };
}

export function defaultLabels(): Labels {
  return { 1: defaultLevelLabels(1), 2: defaultLevelLabels(2) };
}
