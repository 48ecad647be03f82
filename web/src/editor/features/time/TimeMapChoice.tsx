import { useMemo } from 'react';
import {
  readTimeSteps,
  timeColumns,
  type ImportColumns,
  type ImportResult,
} from '@mapwright/core/data/import-table';
import type { DataTable } from '@mapwright/core/data/table';
import type { LiveData } from '@mapwright/core/document/live-data';
import { setLiveData } from '@mapwright/core/document/operations/live-data';
import { setTimeSeries } from '@mapwright/core/document/operations/time-series';
import type { Level } from '@mapwright/core/document/schema';
import { MAX_TIME_STEPS } from '@mapwright/core/document/time-series';
import { useEditorServices } from '../../state/EditorContext';

/**
 * In the import, for a table of two or more value columns headed by years or dates: "Make a time map
 * of N steps", the columns as steps in the table's order, the heat map turned on at the level with the
 * first step, one undo step. The other choices (one column's values) stay as they are.
 */
export function TimeMapChoice({
  link,
  table,
  columns,
  result,
  level,
  noun,
  onDone,
}: {
  /** The link the map keeps when the table came from a linked file (its value columns set here). */
  link: LiveData;
  table: DataTable;
  columns: ImportColumns;
  result: ImportResult;
  level: Level;
  noun: string;
  onDone: () => void;
}) {
  const { editor, ui } = useEditorServices();
  const times = useMemo(() => timeColumns(table, columns), [table, columns]);
  if (times.length === 0) return null;
  const tooMany = times.length > MAX_TIME_STEPS;
  const first = table.columns[times[0] as number];
  const last = table.columns[times.at(-1) as number];
  const make = () => {
    const steps = readTimeSteps(table, result, times);
    editor.change((draft) => {
      setTimeSeries(draft, level, steps);
      if (link) setLiveData(draft, { ...link, valueColumns: steps.map((step) => step.label) });
    });
    ui.notify(
      `Made a time map of ${steps.length} steps (${first} to ${last}) for ${result.report.matchedDivisions} ${noun}. Undo takes the import back.`,
    );
    onDone();
  };
  return (
    <div className="import-dialog__text-values" data-testid="import-time-map">
      <p>
        {times.length} columns are headed by years or dates ({first} to {last}): they can make a time map, one
        step per column, with a slider and play, the colours keeping their meaning at every step.
      </p>
      {tooMany && <p className="panel__note">A time map holds at most {MAX_TIME_STEPS} steps.</p>}
      <button
        type="button"
        className="button"
        disabled={tooMany}
        data-testid="import-make-time-map"
        onClick={make}
      >
        Make a time map of {times.length} steps
      </button>
    </div>
  );
}
