import {
  heatBarSchema,
  heatMapSchema,
  numberFormatSchema,
  pixelDotMapSchema,
  type HeatBar,
  type HeatMap,
  type NumberFormat,
  type PixelDotMap,
} from '../data-layers';
import { assertDivisionId, MAX_RECORD_ENTRIES } from '../ids';
import type { Level } from '../schema';
import { filledLevels } from '../show';
import { setShow } from './levels';
import type { DocumentDraft } from './operation';
import { hatchNoData } from './paint';

/** The two data layers of numbers. */
export type DataLayerKind = 'heatMap' | 'pixelDotMap';

/**
 * The data maps: the two of numbers, the categorical map of text and the bivariate map of two numbers;
 * at most one is on at a time.
 */
export type DataMapKind = DataLayerKind | 'categories' | 'bivariate';

/**
 * Turns a data map on for a level (the others off), or all off with 'none'. The level is shown
 * filled if it was not (a level drawn as outlines shows no data). A layer of numbers turned on without
 * values of its own takes the other one's values on the same level that fit it (a pixel dot map
 * takes percentages 0–100), so switching between the two keeps the user's data.
 */
export function setDataLayer(draft: DocumentDraft, kind: DataMapKind | 'none', level?: Level): void {
  for (const other of ['heatMap', 'pixelDotMap', 'categories', 'bivariate'] as const) {
    if (other !== kind && draft[other].active) draft[other].active = false;
  }
  if (kind === 'none') return;
  const target = draft[kind];
  const at = level ?? target.level;
  if (!target.active) target.active = true;
  if (target.level !== at) target.level = at;
  if (kind === 'heatMap' || kind === 'pixelDotMap') {
    const numbers = draft[kind];
    const other = kind === 'heatMap' ? draft.pixelDotMap : draft.heatMap;
    if (Object.keys(numbers.values).length === 0 && other.level === at) {
      for (const [id, value] of Object.entries(other.values)) {
        if (kind === 'heatMap' || (value >= 0 && value <= 100)) numbers.values[id] = value;
      }
    }
  }
  if (!filledLevels(draft).includes(at)) setShow(draft, at === 1 ? '1' : '2');
}

/** Sets one division's value (null clears it). A pixel dot map's values are percentages 0–100. */
export function setDataValue(
  draft: DocumentDraft,
  kind: DataLayerKind,
  id: string,
  value: number | null,
): void {
  assertDivisionId(id);
  const values = draft[kind].values;
  if (value === null) {
    if (Object.hasOwn(values, id)) delete values[id];
    return;
  }
  assertValue(kind, value);
  if (values[id] !== value) values[id] = value;
  if (kind === 'heatMap') copyIntoCurrentStep(draft);
}

/**
 * Replaces a layer's values with an imported set (one change, so one undo step). Only entries that
 * differ are written, so the patches (and the history) stay small when most values are unchanged.
 */
export function setDataValues(
  draft: DocumentDraft,
  kind: DataLayerKind,
  next: Readonly<Record<string, number>>,
): void {
  const entries = Object.entries(next);
  if (entries.length > MAX_RECORD_ENTRIES) throw new RangeError(`More than ${MAX_RECORD_ENTRIES} values`);
  for (const [id, value] of entries) {
    assertDivisionId(id);
    assertValue(kind, value);
  }
  const values = draft[kind].values;
  for (const id of Object.keys(values)) if (!Object.hasOwn(next, id)) delete values[id];
  for (const [id, value] of entries) if (values[id] !== value) values[id] = value;
  if (kind === 'heatMap') copyIntoCurrentStep(draft);
}

/**
 * On a time map the heat map's values are a copy of the current step's: a value edited or imported
 * there is the step's too (decision "A time map is the heat map in steps").
 */
function copyIntoCurrentStep(draft: DocumentDraft): void {
  const { steps, current } = draft.timeSeries;
  const step = steps[current];
  if (steps.length < 2 || !step) return;
  const values = draft.heatMap.values;
  for (const id of Object.keys(step.values)) if (!Object.hasOwn(values, id)) delete step.values[id];
  for (const [id, value] of Object.entries(values)) if (step.values[id] !== value) step.values[id] = value;
}

function assertValue(kind: DataLayerKind, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  if (kind === 'pixelDotMap' && (value < 0 || value > 100)) {
    throw new RangeError(`A pixel dot map takes percentages from 0 to 100, not ${value}`);
  }
}

export type HeatMapSettings = Partial<
  Pick<
    HeatMap,
    'palette' | 'classification' | 'classes' | 'scale' | 'breaks' | 'reverse' | 'midpoint' | 'noDataColor'
  >
>;

/** Changes the heat map's classification, palette or colours; invalid settings throw, nothing changes. */
export function setHeatMap(draft: DocumentDraft, settings: HeatMapSettings): void {
  const checked = heatMapSchema.parse({ ...draft.heatMap, ...settings });
  assignChanged(draft.heatMap, checked, Object.keys(settings) as (keyof HeatMapSettings)[]);
  // A hatch of the no-data divisions is drawn over the no-data colour: it follows the colour.
  const hatch = draft.patterns.find((pattern) => pattern.id === draft.heatMap.noDataPattern);
  if (settings.noDataColor !== undefined && hatch) {
    const { id: _id, ...style } = hatch;
    hatchNoData(draft, style);
  }
}

export type HeatBarSettings = Partial<Omit<HeatBar, 'position' | 'format'>> & {
  format?: Partial<NumberFormat>;
};

/** Changes the heat bar's look, title or number format (its place is changed by moving it). */
export function setHeatBar(draft: DocumentDraft, settings: HeatBarSettings): void {
  const bar = draft.heatMap.bar;
  const { format, ...rest } = settings;
  const checked = heatBarSchema.parse({ ...bar, ...rest, format: { ...bar.format, ...format } });
  assignChanged(bar, checked, Object.keys(rest) as (keyof typeof rest)[]);
  if (format) {
    const formatChecked = numberFormatSchema.parse(checked.format);
    assignChanged(bar.format, formatChecked, Object.keys(format) as (keyof NumberFormat)[]);
  }
}

export type PixelDotMapSettings = Partial<
  Pick<
    PixelDotMap,
    'shape' | 'cellSize' | 'gap' | 'onColor' | 'offColor' | 'noDataColor' | 'legendVisible' | 'legendLabel'
  >
>;

/** Changes the pixel dot map's cells, colours or legend row. */
export function setPixelDotMap(draft: DocumentDraft, settings: PixelDotMapSettings): void {
  const checked = pixelDotMapSchema.parse({ ...draft.pixelDotMap, ...settings });
  if (checked.gap >= checked.cellSize) throw new RangeError('The gap must be smaller than the cell size');
  assignChanged(draft.pixelDotMap, checked, Object.keys(settings) as (keyof PixelDotMapSettings)[]);
}

/** Writes the listed fields whose (validated) values differ, so a no-op makes no patch. */
function assignChanged<T extends object>(target: T, checked: T, keys: readonly (keyof T)[]): void {
  for (const key of keys) {
    const next = checked[key];
    if (!sameValue(target[key], next)) target[key] = next;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}
