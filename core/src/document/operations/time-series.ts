import { normaliseColour } from '../colour';
import type { Level } from '../schema';
import {
  MAX_TIME_STEPS,
  MIN_TIME_STEPS,
  timeSeriesSchema,
  type TimeSeries,
  type TimeStep,
} from '../time-series';
import { setDataLayer, setDataValues } from './data-layers';
import type { DocumentDraft } from './operation';

/**
 * A time map is the heat map in steps (decision "A time map is the heat map in steps"): the steps hold
 * every column's values, and the heat map's values are a copy of the current step's, so the legend,
 * the table, the hover and every path that reads the heat map keep working unchanged.
 */

/**
 * Makes the map a time map from an import's columns, one change (so one undo step): the series takes
 * the steps in the table's order, the first step is shown, and the heat map is turned on at the level
 * (the other data maps off) with that step's values.
 */
export function setTimeSeries(draft: DocumentDraft, level: Level, steps: readonly TimeStep[]): void {
  if (steps.length < MIN_TIME_STEPS) throw new RangeError(`A time map needs ${MIN_TIME_STEPS} steps or more`);
  if (steps.length > MAX_TIME_STEPS)
    throw new RangeError(`A time map holds at most ${MAX_TIME_STEPS} steps, not ${steps.length}`);
  const series = draft.timeSeries;
  // The schema checks the ids, the numbers and the labels' length.
  const checked = timeSeriesSchema.parse({
    ...series,
    steps: steps.map((step) => ({
      label: step.label.trim().slice(0, 100) || '?',
      values: { ...step.values },
    })),
    current: 0,
  });
  series.steps = checked.steps;
  if (series.current !== 0) series.current = 0;
  setDataLayer(draft, 'heatMap', level);
  setDataValues(draft, 'heatMap', checked.steps[0]?.values ?? {});
}

/**
 * Shows step `index`: the series' current step, and the heat map's values a copy of that step's (only
 * the divisions whose value differs are written, so the patches stay as small as the change).
 */
export function setTimeStep(draft: DocumentDraft, index: number): void {
  const series = draft.timeSeries;
  const step = series.steps[index];
  if (!Number.isInteger(index) || !step) throw new RangeError(`No step ${index} in the series`);
  if (series.current !== index) series.current = index;
  setDataValues(draft, 'heatMap', step.values);
}

/** How long each step stays when the series plays, in milliseconds. */
export function setStepDuration(draft: DocumentDraft, milliseconds: number): void {
  // The schema checks the ids, the numbers and the labels' length.
  const checked = timeSeriesSchema.parse({ ...draft.timeSeries, stepDuration: Math.round(milliseconds) });
  if (draft.timeSeries.stepDuration !== checked.stepDuration)
    draft.timeSeries.stepDuration = checked.stepDuration;
}

export type TimeLabelSettings = Partial<TimeSeries['label']>;

/** The step's label on the map: shown or not, its place, size and colour; invalid settings throw. */
export function setTimeLabel(draft: DocumentDraft, settings: TimeLabelSettings): void {
  const label = draft.timeSeries.label;
  const next = { ...label, ...settings };
  if (settings.color !== undefined) next.color = normaliseColour(settings.color);
  // The schema checks the ids, the numbers and the labels' length.
  const checked = timeSeriesSchema.parse({ ...draft.timeSeries, label: next }).label;
  if (label.visible !== checked.visible) label.visible = checked.visible;
  if (label.fontSize !== checked.fontSize) label.fontSize = checked.fontSize;
  if (label.color !== checked.color) label.color = checked.color;
  if (label.position.x !== checked.position.x || label.position.y !== checked.position.y)
    label.position = checked.position;
}

/**
 * Ends the time map: the steps are dropped and the heat map keeps the step shown, as a plain heat map
 * (its classes now those of its own values).
 */
export function clearTimeSeries(draft: DocumentDraft): void {
  const series = draft.timeSeries;
  if (series.steps.length > 0) series.steps = [];
  if (series.current !== 0) series.current = 0;
}
