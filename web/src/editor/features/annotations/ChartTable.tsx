import { useId, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHART_ROWS, type ChartRow } from '@mapwright/core/document/annotations';
import { Icon } from '../../chrome/icons';
import { useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { isCells, rowColour, rowsFromCells } from './chartPaste';

/**
 * The chart's data, edited in place: one row per bar or slice (label, value, colour). Cells copied
 * from a spreadsheet and pasted into any cell replace the rows from that row on, as a spreadsheet
 * would; a single value pasted into a field is just typed text.
 */
export function ChartTable({
  rows,
  onChange,
}: {
  rows: readonly ChartRow[];
  onChange: (rows: ChartRow[]) => void;
}) {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  const captionId = useId();
  const set = (index: number, change: Partial<ChartRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const onPaste = (index: number) => (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isCells(text)) return;
    event.preventDefault();
    const pasted = rowsFromCells(text, index);
    if (pasted.length === 0) return;
    onChange(
      [...rows.slice(0, index), ...pasted, ...rows.slice(index + pasted.length)].slice(0, MAX_CHART_ROWS),
    );
  };

  return (
    <div className="chart-table" data-chart-table>
      <table aria-describedby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('annotations.label')}</th>
            <th scope="col">{t('territories.value')}</th>
            <th scope="col">{t('common.colour')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('insets.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              <td>
                <input
                  className="field"
                  aria-label={t('annotations.chart.rowLabel', { n: i + 1 })}
                  value={row.label}
                  {...gesture}
                  onPaste={onPaste(i)}
                  onChange={(e) => set(i, { label: e.target.value })}
                />
              </td>
              <td>
                <input
                  className="field field--number"
                  type="number"
                  step="any"
                  aria-label={t('annotations.chart.rowValue', { n: i + 1 })}
                  value={row.value}
                  {...gesture}
                  onPaste={onPaste(i)}
                  onChange={(e) => {
                    const value = Number(e.target.value);
                    if (e.target.value.trim() !== '' && Number.isFinite(value)) set(i, { value });
                  }}
                />
              </td>
              <td>
                <input
                  type="color"
                  aria-label={t('annotations.chart.rowColour', { n: i + 1 })}
                  value={row.color.slice(0, 7)}
                  {...gesture}
                  onChange={(e) => set(i, { color: e.target.value })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('annotations.chart.removeRow', { n: i + 1 })}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id={captionId} className="panel__note">
        {t('annotations.chart.pasteHint')}
      </p>
      <button
        type="button"
        className="tool-button tool-button--text chart-table__add"
        disabled={rows.length >= MAX_CHART_ROWS}
        onClick={() =>
          onChange([
            ...rows,
            {
              label: t('annotations.chart.row', { n: rows.length + 1 }),
              value: 0,
              color: rowColour(rows.length),
            },
          ])
        }
      >
        <Icon name="plus" size={16} />
        <span>{t('annotations.chart.addRow')}</span>
      </button>
    </div>
  );
}
