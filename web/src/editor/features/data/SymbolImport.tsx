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
      ui.notify(`Placed ${count} ${count === 1 ? 'symbol' : 'symbols'}. Undo takes them back.`);
      onDone();
    };
    return (
      <div className="import-dialog__symbols" data-testid="import-symbols">
        <p>
          Latitude and longitude columns: {count} {count === 1 ? 'place' : 'places'} sized by “
          {table.columns[places.columns.value]}”, named by “{table.columns[places.columns.name]}”.
        </p>
        <UnplacedNote rows={places.unplaced} />
        {places.overLimit > 0 && (
          <p className="panel__note">{places.overLimit} rows past the most a map holds are left out.</p>
        )}
        <button type="button" className="button" disabled={count === 0} onClick={place}>
          Place {count} {count === 1 ? 'symbol' : 'symbols'} at their coordinates
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
    ui.notify(
      `Made ${count} proportional ${count === 1 ? 'symbol' : 'symbols'} over the map. Undo takes them back.`,
    );
    onDone();
  };
  return (
    <div className="import-dialog__symbols" data-testid="import-symbols">
      <button type="button" className="button" onClick={make}>
        Make {count} proportional {count === 1 ? 'symbol' : 'symbols'}
      </button>
    </div>
  );
}

/** The rows left out of a table of places, named, and why. */
function UnplacedNote({ rows }: { rows: readonly UnplacedRow[] }) {
  if (rows.length === 0) return null;
  const named = (list: readonly UnplacedRow[]) =>
    list
      .slice(0, 8)
      .map((r) => `${r.name} (row ${r.row + 1})`)
      .join(', ') + (list.length > 8 ? ' …' : '');
  const coordinates = rows.filter((r) => r.reason === 'coordinates');
  const values = rows.filter((r) => r.reason === 'value');
  return (
    <ul className="import-dialog__notes" data-testid="import-unplaced">
      {coordinates.length > 0 && (
        <li>
          {coordinates.length} {coordinates.length === 1 ? 'row has' : 'rows have'} a latitude or longitude
          that cannot be read (latitudes go from −90 to 90, longitudes from −180 to 180) and{' '}
          {coordinates.length === 1 ? 'is' : 'are'} left out: {named(coordinates)}.
        </li>
      )}
      {values.length > 0 && (
        <li>
          {values.length} {values.length === 1 ? 'row has' : 'rows have'} no value of 0 or more and{' '}
          {values.length === 1 ? 'is' : 'are'} left out: {named(values)}.
        </li>
      )}
    </ul>
  );
}
