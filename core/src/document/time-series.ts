import type { Immutable } from 'immer';
import { z } from 'zod';
import { colourSchema } from './colour';
import { divisionRecord } from './ids';
import { pointSchema } from './position';

/** A time map has at most this many steps (a column per year over a century and a bit). */
export const MAX_TIME_STEPS = 120;
const MAX_STEP_LABEL_LENGTH = 100;

const timeStepSchema = z.object({
  /** The column's header: a year or a date as the table wrote it. */
  label: z.string().min(1).max(MAX_STEP_LABEL_LENGTH),
  /** Division id -> the heat map's value at this step. */
  values: divisionRecord(z.number().finite()),
});
export type TimeStep = z.infer<typeof timeStepSchema>;

/**
 * Since version 13: the heat map as a series of steps, one per value column. With two steps or more
 * the map is a time map: the heat map shows `steps[current]`'s values, its classes span every step so
 * a colour means the same throughout, and the step's label is drawn on the map.
 */
export const timeSeriesSchema = z
  .object({
    /** In time order, as the table's columns were. */
    steps: z.array(timeStepSchema).max(MAX_TIME_STEPS),
    /** The step shown (and exported, and first shown on the published page). */
    current: z.number().int().min(0),
    /** How long each step stays when played, milliseconds. */
    stepDuration: z.number().int().min(100).max(10_000),
    /** The step's label on the map. */
    label: z.object({
      visible: z.boolean(),
      /** Its top-left corner, frame pixels. */
      position: pointSchema,
      fontSize: z.number().min(6).max(400),
      color: colourSchema,
    }),
  })
  .refine((series) => series.steps.length === 0 || series.current < series.steps.length, {
    message: 'names a step the series does not have',
    path: ['current'],
  });
export type TimeSeries = z.infer<typeof timeSeriesSchema>;

/** The series of a new document: no steps; its label at the top left, at a size for the frame. */
export function defaultTimeSeries(frame: { readonly width: number; readonly height: number }): TimeSeries {
  const unit = Math.min(frame.width, frame.height);
  return {
    steps: [],
    current: 0,
    stepDuration: 1000,
    label: {
      visible: true,
      position: { x: Math.round(unit * 0.025), y: Math.round(unit * 0.12) },
      fontSize: Math.round(unit * 0.06),
      color: '#1a1a1a',
    },
  };
}

/** The least steps that make a time map: one step is a plain heat map. */
export const MIN_TIME_STEPS = 2;

/** The series when the map is a time map: the heat map on and two steps or more; else undefined. */
export function timeMapOf(doc: {
  readonly heatMap: { readonly active: boolean };
  readonly timeSeries: Immutable<TimeSeries>;
}): Immutable<TimeSeries> | undefined {
  return doc.heatMap.active && doc.timeSeries.steps.length >= MIN_TIME_STEPS ? doc.timeSeries : undefined;
}

/**
 * The steps a heat map's classes span: every step of a series of two or more (so a colour means the
 * same value at every step), else undefined (the classes of the values shown).
 */
export function heatSpanOf(doc: {
  readonly timeSeries: Immutable<TimeSeries>;
}): readonly Immutable<TimeStep>[] | undefined {
  const { steps } = doc.timeSeries;
  return steps.length >= MIN_TIME_STEPS ? steps : undefined;
}
