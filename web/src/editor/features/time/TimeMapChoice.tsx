import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('panels');
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
      t('time.made', {
        count: steps.length,
        first,
        last,
        matched: result.report.matchedDivisions,
        noun,
      }),
    );
    onDone();
  };
  return (
    <div className="import-dialog__text-values" data-testid="import-time-map">
      <p>{t('time.columns', { count: times.length, first, last })}</p>
      {tooMany && <p className="panel__note">{t('time.atMost', { max: MAX_TIME_STEPS })}</p>}
      <button
        type="button"
        className="button"
        disabled={tooMany}
        data-testid="import-make-time-map"
        onClick={make}
      >
        {t('time.make', { count: times.length })}
      </button>
    </div>
  );
}
