import type { Immutable } from 'immer';
import type { LiveData } from '../document/live-data';
import { setCategoryValues } from '../document/operations/categories';
import { setBivariateValues } from '../document/operations/bivariate';
import { setDataValues } from '../document/operations/data-layers';
import { setSymbolValues } from '../document/operations/symbols';
import { setTimeSeries, setTimeStep } from '../document/operations/time-series';
import type { DocumentDraft } from '../document/operations/operation';
import {
  categoryValueGroups,
  readImport,
  readTimeSteps,
  readTwoColumns,
  timeColumns,
  type ImportColumns,
  type ImportResult,
} from './import-table';
import type { DivisionMatcher, MatchChoices } from './match';
import { toDataTable, type DataTable } from './table';
import { coreMessage, type CoreMessage } from '../messages/message';

/** A live link as a document holds it. */
export type LiveLink = Immutable<LiveData & object>;

/** The outcome of reading a linked file into the map; a failure says why by code (shown translated). */
export type LiveApplied =
  { readonly ok: true; readonly values: number } | ({ readonly ok: false } & CoreMessage);

const failed = (said: CoreMessage): LiveApplied => ({ ok: false, ...said });

/** An operation's own error, as a failure the user reads (its English, no code of its own). */
const failedWith = (error: unknown): LiveApplied =>
  failed(coreMessage('live.error', (error as Error).message, { message: (error as Error).message }));

const headerKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The columns a link names, found by their headers (case and spacing aside) in the file as it is now. */
/** The columns found: the names, the values and, for a bivariate map, the second column (y). */
type LiveColumnsFound = ImportColumns & { readonly y?: number };

function liveColumnsOf(table: DataTable, link: LiveLink): LiveColumnsFound | CoreMessage {
  const index = (name: string) => table.columns.findIndex((column) => headerKey(column) === headerKey(name));
  const key = index(link.nameColumn);
  if (key < 0)
    return coreMessage('live.noColumn', `The linked file has no column “${link.nameColumn}” any more.`, {
      column: link.nameColumn,
    });
  // A time map reads every column headed by a time, whichever they are now.
  if (link.target === 'timeSeries') return { key, value: timeColumns(table, { key, value: key })[0] ?? key };
  const found: number[] = [];
  for (const name of link.valueColumns) {
    const value = index(name);
    if (value < 0)
      return coreMessage('live.noColumn', `The linked file has no column “${name}” any more.`, {
        column: name,
      });
    found.push(value);
  }
  const [value, y] = found;
  if (value === undefined) return coreMessage('live.noValues', 'The link names no column of values.');
  return y === undefined ? { key, value } : { key, value, y };
}

/** The user's choices of a link as the matcher takes them. */
function liveChoicesOf(link: LiveLink): MatchChoices {
  return new Map(link.choices.map((choice) => [choice.key, choice.id]));
}

/**
 * Reads a linked file's rows into the data map the link feeds, as the import that made the link did
 * (the same columns by header, the same choices for the names it could not settle): one change, so one
 * undo step in the editor; on the server, the published page's data. A file that lost a column, or
 * whose rows no longer match a division, changes nothing and says why.
 */
export function applyLiveRows(
  draft: DocumentDraft,
  link: LiveLink,
  rows: readonly (readonly string[])[],
  matcher: DivisionMatcher,
): LiveApplied {
  const level = link.target === 'timeSeries' ? draft.heatMap.level : draft[link.target].level;
  if (level !== link.level)
    return failed(
      coreMessage(
        'live.otherLevel',
        'The map’s data is on another level now than the link’s; link the file again.',
      ),
    );
  const table = toDataTable(rows);
  const columns = liveColumnsOf(table, link);
  if ('code' in columns) return failed(columns);
  const choices = liveChoicesOf(link);
  const result = readImport(table, columns, matcher, 'heatMap', choices);
  if (link.target === 'categories') {
    const groups = categoryValueGroups(table, columns, result);
    const count = groups.reduce((sum, group) => sum + group.members.length, 0);
    if (count === 0)
      return failed(coreMessage('live.noNames', 'No row of the linked file names a division of the map.'));
    try {
      setCategoryValues(draft, groups);
    } catch (error) {
      return failedWith(error);
    }
    return { ok: true, values: count };
  }
  if (link.target === 'timeSeries') return applyTimeSteps(draft, link, table, columns, result);
  if (link.target === 'bivariate') {
    if (columns.y === undefined)
      return failed(
        coreMessage('live.oneColumn', 'The link names one column; a map of two variables needs two.'),
      );
    const two = readTwoColumns(table, columns, { x: columns.value, y: columns.y }, matcher, choices);
    if (two.both === 0)
      return failed(
        coreMessage('live.noBoth', 'No row of the linked file gives a division of the map both numbers.'),
      );
    setBivariateValues(draft, { x: two.x, y: two.y });
    return { ok: true, values: two.both };
  }
  const count = Object.keys(result.values).length;
  if (count === 0)
    return failed(
      coreMessage('live.noNumber', 'No row of the linked file gives a division of the map a number.'),
    );
  if (link.target === 'symbols') setSymbolValues(draft, link.level, result.values);
  else setDataValues(draft, 'heatMap', result.values);
  return { ok: true, values: count };
}

/**
 * A time map's steps from the file as it is now: every column headed by a year or a date, so a column
 * added to the spreadsheet is a new step. The step shown stays, the last one when it was the last.
 */
function applyTimeSteps(
  draft: DocumentDraft,
  link: LiveLink,
  table: DataTable,
  columns: ImportColumns,
  result: ImportResult,
): LiveApplied {
  const times = timeColumns(table, columns);
  if (times.length < 2)
    return failed(
      coreMessage(
        'live.noTimes',
        'The linked file no longer has two or more columns headed by years or dates.',
      ),
    );
  const steps = readTimeSteps(table, result, times);
  const count = new Set(steps.flatMap((step) => Object.keys(step.values))).size;
  if (count === 0)
    return failed(
      coreMessage('live.noNumber', 'No row of the linked file gives a division of the map a number.'),
    );
  const series = draft.timeSeries;
  const atEnd = series.steps.length > 0 && series.current === series.steps.length - 1;
  const current = atEnd ? steps.length - 1 : Math.min(series.current, steps.length - 1);
  try {
    setTimeSeries(draft, link.level, steps);
  } catch (error) {
    return failedWith(error);
  }
  if (current !== 0) setTimeStep(draft, current);
  return { ok: true, values: count };
}
