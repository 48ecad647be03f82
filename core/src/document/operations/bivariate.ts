import { BIVARIATE_PALETTES } from '../../data/bivariate-palettes';
import { bivariateMapSchema, type BivariateMap } from '../bivariate';
import { assertDivisionId, MAX_RECORD_ENTRIES } from '../ids';
import type { DocumentDraft } from './operation';

/** The two columns of an import: each division's x and y, and, when given, the columns' names. */
export interface BivariateValues {
  readonly x: Readonly<Record<string, number>>;
  readonly y: Readonly<Record<string, number>>;
  readonly xTitle?: string;
  readonly yTitle?: string;
}

/**
 * Gives the bivariate map both columns' numbers at once (one change, so one undo step): every division
 * not named keeps no number on that axis. Only entries that differ are written, so re-importing a
 * table changes little. Titles given replace the axis titles.
 */
export function setBivariateValues(draft: DocumentDraft, values: BivariateValues): void {
  const map = draft.bivariate;
  for (const axis of ['x', 'y'] as const) {
    const next = values[axis];
    const entries = Object.entries(next);
    if (entries.length > MAX_RECORD_ENTRIES) throw new RangeError(`More than ${MAX_RECORD_ENTRIES} values`);
    for (const [id, value] of entries) {
      assertDivisionId(id);
      if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
    }
    const record = map[axis];
    for (const id of Object.keys(record)) if (!Object.hasOwn(next, id)) delete record[id];
    for (const [id, value] of entries) if (record[id] !== value) record[id] = value;
  }
  const titles: BivariateSettings = {};
  if (values.xTitle !== undefined) titles.xTitle = values.xTitle.trim();
  if (values.yTitle !== undefined) titles.yTitle = values.yTitle.trim();
  setBivariateMap(draft, titles);
}

export type BivariateSettings = Partial<
  Pick<
    BivariateMap,
    'xTitle' | 'yTitle' | 'palette' | 'xBreaks' | 'yBreaks' | 'noDataColor' | 'noDataLabel' | 'legendVisible'
  >
>;

/**
 * Changes the axis titles, the palette, the class limits (null: the data's tertiles), the no-data
 * colour or whether the legend shows the square. Invalid settings throw and nothing changes; limits
 * are kept ascending.
 */
export function setBivariateMap(draft: DocumentDraft, settings: BivariateSettings): void {
  if (settings.palette !== undefined && !BIVARIATE_PALETTES.some((p) => p.id === settings.palette))
    throw new RangeError(`No bivariate palette ${JSON.stringify(settings.palette)}`);
  const sorted = (breaks: BivariateMap['xBreaks'] | undefined) =>
    breaks ? ([Math.min(...breaks), Math.max(...breaks)] as [number, number]) : breaks;
  const next = { ...settings };
  if (next.xBreaks !== undefined) next.xBreaks = sorted(next.xBreaks) ?? null;
  if (next.yBreaks !== undefined) next.yBreaks = sorted(next.yBreaks) ?? null;
  const checked = bivariateMapSchema.parse({ ...draft.bivariate, ...next });
  const map = draft.bivariate;
  for (const key of Object.keys(next) as (keyof BivariateSettings)[]) {
    const value = checked[key];
    const before = map[key];
    const same =
      Array.isArray(before) && Array.isArray(value)
        ? before[0] === value[0] && before[1] === value[1]
        : before === value;
    if (!same) (map as Record<string, unknown>)[key] = value;
  }
}
