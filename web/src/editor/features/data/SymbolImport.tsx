import type { LiveData } from '@mapwright/core/document/live-data';
import { setLiveData } from '@mapwright/core/document/operations/live-data';
import { useMemo } from 'react';
import { placeColumns, readPlaces, type UnplacedRow } from '@mapwright/core/data/import-places';
import type { ImportColumns, ImportResult } from '@mapwright/core/data/import-table';
import type { DataTable } from '@mapwright/core/data/table';
import { setSymbolMap, setSymbolPoints, setSymbolValues } from '@mapwright/core/document/operations/symbols';
import type { MapDocumentData } from '@mapwright/core/document/schema';
import { useEditorServices } from '../../state/EditorContext';
import type { ImportTarget } from './dataLevel';
import { useTranslation } from 'react-i18next';

/**
 * What an import offers the proportional symbols (decision "Proportional symbols are an overlay over
 * any fill"): a table with latitude and longitude columns places one symbol per row at its coordinates;
 * a column of numbers matched to divisions makes one symbol per division. Either is one undo step,
 * leaves the map's fill as it is, and titles the size legend with the values column's header.
 */
export function SymbolImport({
  link,
  table,
  columns,
  result,
  data,
  onDone,
}: {
  /** The link the map keeps when the table came from a linked file (symbols at divisions only). */
  link: LiveData;
  table: DataTable;
  columns: ImportColumns;
  result: ImportResult;
  data: ImportTarget;
  onDone: () => void;
}) {
  const { t } = useTranslation('data');
  const { editor, ui } = useEditorServices();
  const places = useMemo(() => {
    const found = placeColumns(table);
    return found && { columns: found, ...readPlaces(table, found) };
  }, [table]);
  const titled = (draft: MapDocumentData, header: string | undefined) => {
    if (header && draft.symbols.legendTitle === '')
      setSymbolMap(draft, { legendTitle: header.slice(0, 200) });
  };

  if (places) {
    const count = places.places.length;
    const place = () => {
      editor.change((draft) => {
        setSymbolPoints(draft, places.places);
        titled(draft, table.columns[places.columns.value]);
      });
      ui.notify(t('symbols.placed', { count }));
      onDone();
    };
    return (
      <div className="import-dialog__symbols" data-testid="import-symbols">
        <p>
          {t('symbols.coordinates', {
            count,
            value: table.columns[places.columns.value],
            name: table.columns[places.columns.name],
          })}
        </p>
        <UnplacedNote rows={places.unplaced} />
        {places.overLimit > 0 && (
          <p className="panel__note">{t('symbols.overLimit', { count: places.overLimit })}</p>
        )}
        <button type="button" className="button" disabled={count === 0} onClick={place}>
          {t('symbols.place', { count })}
        </button>
      </div>
    );
  }

  const count = Object.keys(result.values).length;
  if (data.territories || data.kind === 'categories' || count === 0) return null;
  const make = () => {
    editor.change((draft) => {
      setSymbolValues(draft, data.level, result.values);
      titled(draft, table.hasHeader ? table.columns[columns.value] : undefined);
      if (link) setLiveData(draft, link);
    });
    ui.notify(t('symbols.made', { count }));
    onDone();
  };
  return (
    <div className="import-dialog__symbols" data-testid="import-symbols">
      <button type="button" className="button" onClick={make}>
        {t('symbols.make', { count })}
      </button>
    </div>
  );
}

/** The rows left out of a table of places, named, and why. */
function UnplacedNote({ rows }: { rows: readonly UnplacedRow[] }) {
  const { t } = useTranslation('data');
  if (rows.length === 0) return null;
  const named = (list: readonly UnplacedRow[]) =>
    list
      .slice(0, 8)
      .map((r) => t('symbols.namedRow', { name: r.name, row: r.row + 1 }))
      .join(', ') + (list.length > 8 ? ' …' : '');
  const coordinates = rows.filter((r) => r.reason === 'coordinates');
  const values = rows.filter((r) => r.reason === 'value');
  return (
    <ul className="import-dialog__notes" data-testid="import-unplaced">
      {coordinates.length > 0 && (
        <li>{t('symbols.badCoordinates', { count: coordinates.length, rows: named(coordinates) })}</li>
      )}
      {values.length > 0 && <li>{t('symbols.badValues', { count: values.length, rows: named(values) })}</li>}
    </ul>
  );
}
