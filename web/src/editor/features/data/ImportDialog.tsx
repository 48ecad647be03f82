import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatNumber, useLanguage } from '../../../i18n/format';
import type { LanguageCode } from '../../../i18n/languages';
import { valueTableExample } from '@mapwright/core/data/examples';
import {
  categoryValueGroups,
  guessColumns,
  numericColumns,
  readImport,
  readTwoColumns,
  textValueGroups,
  type ImportColumns,
  type TextValueGroup,
  type TwoColumnImport,
} from '@mapwright/core/data/import-table';
import { choiceKey, type MatchRowInput, type RowMatch } from '@mapwright/core/data/match';
import { columnOf, parseDelimited, toDataTable, type DataTable } from '@mapwright/core/data/table';
import { setBivariateValues } from '@mapwright/core/document/operations/bivariate';
import { setCategoryValues } from '@mapwright/core/document/operations/categories';
import { MAX_CATEGORIES } from '@mapwright/core/document/categories';
import { setDataLayer, setDataValues, setHeatBar } from '@mapwright/core/document/operations/data-layers';
import { groupIntoTerritories, setTerritoryValues } from '@mapwright/core/document/operations/territories';
import { MAX_TERRITORIES } from '@mapwright/core/document/territories';
import { unusedFills } from '@mapwright/core/editor/unused-fills';
import { useEditorServices } from '../../state/EditorContext';
import { hasNoData, useImportTarget, useMatcher, type ImportTarget } from './dataLevel';
import { readTableFile, TABLE_FILE_TYPES } from './readTableFile';
import { LiveLinkSource, type LinkedSource } from './LiveLinkSource';
import { hostOf, REFRESH_CHOICES } from './liveLink';
import { setLiveData } from '@mapwright/core/document/operations/live-data';
import type { LiveData } from '@mapwright/core/document/live-data';
import { ModalDialog } from '../../../components/ModalDialog';
import { SymbolImport } from './SymbolImport';
import { TimeMapChoice } from '../time';

const PREVIEW_ROWS = 5;
/** Rows needing a decision shown at once; the rest follow as earlier ones are settled. */
const MAX_UNMATCHED_SHOWN = 50;

/**
 * Import: paste cells or open a .csv, .tsv or .xlsx file; choose the names (or codes), parent and
 * values columns (guessed first); see the match report; settle each unmatched row by a suggestion,
 * any division, or a skip (remembered for every row of that name); then apply, one undo step.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className="import-dialog modal"
      labelledBy="import-title"
      testId="import-dialog"
    >
      <ImportForm onClose={onClose} />
    </ModalDialog>
  );
}

function ImportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('data');
  const { editor, ui } = useEditorServices();
  const data = useImportTarget();
  const matcher = useMatcher(data);
  const [text, setText] = useState('');
  const [fileTable, setFileTable] = useState<{ name: string; table: DataTable } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [columns, setColumns] = useState<ImportColumns | null>(null);
  const [choices, setChoices] = useState<ReadonlyMap<string, string | null>>(new Map());
  /** The file the table was linked from, kept by the map so that it can be refreshed. */
  const [linked, setLinked] = useState<LinkedSource | null>(null);
  const [refreshMinutes, setRefreshMinutes] = useState<number | null>(null);
  const [axes, setAxes] = useState<Axes | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const pastedTable = useMemo(() => (text.trim() === '' ? null : toDataTable(parseDelimited(text))), [text]);
  const table = fileTable?.table ?? pastedTable;
  const takeTable = (next: DataTable | null) => {
    setColumns(next && next.columns.length >= 2 ? guessColumns(next, matcher) : null);
    setChoices(new Map());
    setAxes(null);
  };
  const categorical = data.kind === 'categories';
  const bivariate = data.kind === 'bivariate';
  // Numbers are read as a heat map reads them; a categorical map takes every cell as a text.
  const numbers = data.kind === 'pixelDotMap' ? 'pixelDotMap' : 'heatMap';
  const result = useMemo(
    () => (table && columns ? readImport(table, columns, matcher, numbers, choices) : null),
    [table, columns, matcher, numbers, choices],
  );
  // Text in the values column of a map of numbers: it can make a categorical map, or territories
  // (decisions "Categories are a data map of text" and "Text values of an import make territories until
  // the map has categories").
  const textGroups = useMemo(
    () =>
      table && columns && result && !data.territories && !categorical && !bivariate
        ? textValueGroups(table, columns, result)
        : [],
    [table, columns, result, data.territories, categorical, bivariate],
  );
  // Two columns of numbers or more can make a map of two variables (decision "A bivariate map is a
  // fourth data map of two numbers"): x the values column if it is one of them, y the next.
  const numeric = useMemo(
    () => (table && columns && !data.territories ? numericColumns(table, columns) : []),
    [table, columns, data.territories],
  );
  const pair = useMemo(() => axesOf(axes, numeric, columns), [axes, numeric, columns]);
  const two = useMemo(
    () => (table && columns && pair ? readTwoColumns(table, columns, pair, matcher, choices) : null),
    [table, columns, pair, matcher, choices],
  );
  // The categorical map's groups: every matched row's cell, numbers too.
  const categoryGroups = useMemo(
    () => (table && columns && result && categorical ? categoryValueGroups(table, columns, result) : []),
    [table, columns, result, categorical],
  );
  const valueCount = result
    ? bivariate
      ? (two?.both ?? 0)
      : categorical
        ? categoryGroups.reduce((sum, group) => sum + group.members.length, 0)
        : Object.keys(result.values).length
    : 0;

  const openFile = async (file: File) => {
    setProblem(null);
    try {
      const next = toDataTable(await readTableFile(file, t));
      setFileTable({ name: file.name, table: next });
      setLinked(null);
      setText('');
      takeTable(next);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('import.unreadable'));
    }
  };

  /**
   * The link the map keeps to a linked file's columns (decision "A published map refreshes its linked
   * data"): by their headers, with the choices made here; none for a file without a header row.
   */
  const linkFor = (target: NonNullable<LiveData>['target']): LiveData => {
    if (!linked || !table?.hasHeader || !columns || data.territories) return null;
    return {
      url: linked.url,
      target,
      level: data.level,
      nameColumn: table.columns[columns.key] ?? '',
      valueColumns: [table.columns[columns.value] ?? ''],
      choices: [...choices].map(([key, id]) => ({ key, id })),
      refreshMinutes,
    };
  };
  const linkable = linked !== null && !data.territories && data.kind !== 'pixelDotMap';

  const apply = () => {
    if (!result || !table || !columns) return;
    if (categorical) return setCategories(categoryGroups);
    if (bivariate) return makeBivariate();
    const header = table.hasHeader ? table.columns[columns.value] : undefined;
    const link = data.kind === 'heatMap' ? linkFor('heatMap') : null;
    editor.change((draft) => {
      if (link) setLiveData(draft, link);
      if (data.territories) setTerritoryValues(draft, result.values);
      else setDataValues(draft, numbers, result.values);
      if (data.kind === 'heatMap' && header && draft.heatMap.bar.title === '')
        setHeatBar(draft, { title: header });
    });
    ui.notify(t('import.imported', { count: Object.keys(result.values).length }));
    onClose();
  };
  /**
   * One territory per text value, each in a colour the map does not use, one undo step. A data layer
   * left without any value is turned off in the same step: the territories are what the table shows.
   */
  const makeTerritories = () => {
    if (textGroups.length === 0) return;
    const fills = unusedFills(editor.document, textGroups.length);
    const emptyLayer = hasNoData(editor.document, data.kind);
    editor.change((draft) => {
      groupIntoTerritories(draft, data.level, textGroups, fills);
      if (emptyLayer) setDataLayer(draft, 'none');
    });
    ui.notify(
      emptyLayer
        ? t('import.madeTerritoriesOff', { count: textGroups.length })
        : t('import.madeTerritories', { count: textGroups.length }),
    );
    onClose();
  };
  /**
   * The groups as the categories of the categorical map of the data level, turned on (the map of
   * numbers off) in the same step: one undo step.
   */
  const setCategories = (groups: readonly TextValueGroup[]) => {
    if (groups.length === 0 || groups.length > MAX_CATEGORIES) return;
    const count = groups.reduce((sum, group) => sum + group.members.length, 0);
    const link = linkFor('categories');
    editor.change((draft) => {
      setDataLayer(draft, 'categories', data.level);
      setCategoryValues(draft, groups);
      if (link) setLiveData(draft, link);
    });
    ui.notify(t('import.setCategories', { count: groups.length, divisions: count, noun: data.noun }));
    onClose();
  };
  /**
   * The two columns as the bivariate map of the data level, turned on (any other data map off) in the
   * same step, the columns' names its axis titles: one undo step.
   */
  const makeBivariate = () => {
    if (!table || !two || !pair || two.both === 0) return;
    const header = (column: number) => (table.hasHeader ? table.columns[column] : undefined);
    const [xTitle, yTitle] = [header(pair.x), header(pair.y)];
    const link = linkFor('bivariate');
    editor.change((draft) => {
      if (link && xTitle !== undefined && yTitle !== undefined)
        setLiveData(draft, { ...link, valueColumns: [xTitle, yTitle] });
      setDataLayer(draft, 'bivariate', data.level);
      setBivariateValues(draft, {
        x: two.x,
        y: two.y,
        ...(xTitle !== undefined && { xTitle }),
        ...(yTitle !== undefined && { yTitle }),
      });
    });
    ui.notify(t('import.madeBivariate', { count: two.both, noun: data.noun }));
    onClose();
  };
  const choose = (row: MatchRowInput, id: string | null) =>
    setChoices((current) => new Map(current).set(choiceKey(row), id));
  const forget = (row: MatchRowInput) =>
    setChoices((current) => {
      const next = new Map(current);
      next.delete(choiceKey(row));
      return next;
    });
  const rowInput = (i: number): MatchRowInput => {
    const key = table?.rows[i]?.[columns?.key ?? 0] ?? '';
    const parent = columns?.parent === undefined ? undefined : (table?.rows[i]?.[columns.parent] ?? '');
    return parent === undefined ? { key } : { key, parent };
  };

  return (
    <div className="import-dialog__body">
      <header className="import-dialog__header">
        <h2 id="import-title">
          {categorical
            ? t('import.titleCategories', { noun: data.noun })
            : bivariate
              ? t('import.titleBivariate', { noun: data.noun })
              : data.kind === 'pixelDotMap'
                ? t('import.titlePercentages', { noun: data.noun })
                : t('import.titleValues', { noun: data.noun })}
        </h2>
        <button
          type="button"
          className="tool-button"
          aria-label={t('dialogs:close')}
          title={t('dialogs:closeEsc')}
          onClick={onClose}
        >
          ×
        </button>
      </header>

      <section className="import-dialog__source">
        <label className="stacked">
          <span className="panel__label">{t('import.paste')}</span>
          <textarea
            className="field import-dialog__paste"
            aria-label={t('import.pasteLabel')}
            placeholder={valueTableExample(data.divisions)}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setFileTable(null);
              setLinked(null);
              takeTable(e.target.value.trim() === '' ? null : toDataTable(parseDelimited(e.target.value)));
            }}
          />
        </label>
        <div className="field-row">
          <button type="button" className="button" onClick={() => fileRef.current?.click()}>
            {t('import.openFile')}
          </button>
          {fileTable && <span className="panel__note">{fileTable.name}</span>}
          <input
            ref={fileRef}
            type="file"
            accept={TABLE_FILE_TYPES}
            hidden
            aria-label={t('import.fileLabel')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void openFile(file);
            }}
          />
        </div>
        <LiveLinkSource
          linked={linked}
          onTable={(next, source) => {
            setFileTable({ name: hostOf(source.url), table: next });
            setText('');
            setProblem(null);
            setLinked(source);
            takeTable(next);
          }}
        />
        {linkable && table?.hasHeader && (
          <label className="stacked">
            <span className="panel__label">{t('import.refreshes')}</span>
            <select
              className="field"
              aria-label={t('import.refreshLabel')}
              value={refreshMinutes ?? ''}
              onChange={(e) => setRefreshMinutes(e.target.value === '' ? null : Number(e.target.value))}
            >
              {REFRESH_CHOICES.map((choice) => (
                <option key={choice.minutes ?? 'never'} value={choice.minutes ?? ''}>
                  {t(`live.refresh.${choice.minutes ?? 'never'}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {linkable && table && !table.hasHeader && <p className="panel__note">{t('import.noHeader')}</p>}
        {linked && !linkable && (
          <p className="panel__note">
            {data.territories ? t('import.onceTerritories') : t('import.oncePixels')}
          </p>
        )}
        {problem && (
          <p className="import-dialog__problem" role="alert">
            {problem}
          </p>
        )}
        {table && table.columns.length < 2 && (
          <p className="import-dialog__problem" role="alert">
            {t('import.twoColumns')}
          </p>
        )}
      </section>

      {table && columns && result && (
        <>
          <ColumnChoice
            table={table}
            columns={columns}
            data={data}
            onChange={(next) => {
              setColumns(next);
              setChoices(new Map());
            }}
          />
          <Preview table={table} columns={columns} />
          <section className="import-dialog__report" aria-live="polite">
            <p data-testid="import-report" className="import-dialog__summary">
              {t('import.report', {
                matched: result.report.matchedDivisions,
                total: data.divisions.length,
                noun: data.noun,
                count: result.report.unmatchedRows,
              })}
            </p>
            <ReportNotes result={result} />
            <TextValues
              result={result}
              groups={textGroups}
              data={data}
              room={MAX_TERRITORIES - editor.document.territories.length}
              onMake={makeTerritories}
              onCategories={() => setCategories(textGroups)}
            />
            {categorical && <CategoryCount groups={categoryGroups} />}
            <SymbolImport
              link={linkFor('symbols')}
              table={table}
              columns={columns}
              result={result}
              data={data}
              onDone={onClose}
            />
            <TwoVariables
              table={table}
              numeric={numeric}
              pair={pair}
              two={two}
              data={data}
              onAxes={(next) => setAxes(next)}
              onMake={bivariate ? undefined : makeBivariate}
            />
            {!categorical && !data.territories && (
              <TimeMapChoice
                link={linkFor('timeSeries')}
                table={table}
                columns={columns}
                result={result}
                level={data.level}
                noun={data.noun}
                onDone={onClose}
              />
            )}
            <UnmatchedRows rows={result.report.rows} data={data} rowInput={rowInput} onChoose={choose} />
            <Choices
              rows={result.report.rows}
              data={data}
              rowInput={rowInput}
              choices={choices}
              onForget={forget}
            />
            {result.report.missing.length > 0 && (
              <details className="import-dialog__missing">
                <summary>
                  {t('import.withoutValue', {
                    count: result.report.missing.length,
                    total: data.divisions.length,
                    noun: data.noun,
                  })}
                </summary>
                <p className="panel__note">
                  {result.report.missing
                    .map((id) => labelOf(data, id))
                    .slice(0, 400)
                    .join(' · ')}
                  {result.report.missing.length > 400 ? ' …' : ''}
                </p>
              </details>
            )}
          </section>
        </>
      )}

      <footer className="import-dialog__buttons">
        <button type="button" className="button" onClick={onClose}>
          {t('dialogs:cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={valueCount === 0 || (categorical && categoryGroups.length > MAX_CATEGORIES)}
          onClick={apply}
        >
          {categorical
            ? categoriesLabel(t, categoryGroups.length)
            : bivariate
              ? pairsLabel(t, valueCount)
              : valuesLabel(t, valueCount)}
        </button>
      </footer>
    </div>
  );
}

function valuesLabel(t: TFunction, count: number): string {
  return t('data:import.setValues', { count });
}

function pairsLabel(t: TFunction, count: number): string {
  return t('data:import.setPairs', { count });
}

/** The two columns a map of two variables takes: x across, y up. */
interface Axes {
  readonly x: number;
  readonly y: number;
}

/**
 * The columns chosen, if they are still two different columns of numbers; else x the values column
 * (when numbers) or the first, y the next one. Undefined with fewer than two.
 */
function axesOf(
  chosen: Axes | null,
  numeric: readonly number[],
  columns: ImportColumns | null,
): Axes | undefined {
  if (numeric.length < 2) return undefined;
  if (chosen && chosen.x !== chosen.y && numeric.includes(chosen.x) && numeric.includes(chosen.y))
    return chosen;
  const x = columns && numeric.includes(columns.value) ? columns.value : (numeric[0] as number);
  return { x, y: numeric.find((c) => c !== x) as number };
}

/**
 * A table with two columns of numbers or more: the two a map of two variables takes, how many
 * divisions have both, and (on a map of one variable) the button that makes it. With the map of two
 * variables on and fewer than two such columns, why nothing can be set.
 */
function TwoVariables({
  table,
  numeric,
  pair,
  two,
  data,
  onAxes,
  onMake,
}: {
  table: DataTable;
  numeric: readonly number[];
  pair: Axes | undefined;
  two: TwoColumnImport | null;
  data: ImportTarget;
  onAxes: (axes: Axes) => void;
  onMake: (() => void) | undefined;
}) {
  const { t } = useTranslation('data');
  if (!pair || !two) {
    return data.kind === 'bivariate' ? (
      <p className="import-dialog__problem" role="alert">
        {t('import.needsTwoNumbers', { count: numeric.length })}
      </p>
    ) : null;
  }
  const select = (axis: 'x' | 'y', label: string) => (
    <label className="stacked">
      <span className="panel__label">{label}</span>
      <select
        className="field"
        aria-label={t('import.columnOf', { axis })}
        value={pair[axis]}
        onChange={(e) => {
          const column = Number(e.target.value);
          const other = axis === 'x' ? pair.y : pair.x;
          // Both the same column: the other takes the one left.
          const swapped = column === other ? pair[axis] : other;
          onAxes(axis === 'x' ? { x: column, y: swapped } : { x: swapped, y: column });
        }}
      >
        {numeric.map((c) => (
          <option key={c} value={c}>
            {table.columns[c]}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="import-dialog__two-variables" data-testid="import-two-variables">
      {onMake && <p>{t('import.twoNumbers', { count: numeric.length })}</p>}
      <div className="field-row">
        {select('x', t('import.across'))}
        {select('y', t('import.up'))}
      </div>
      <p className="panel__note" data-testid="import-two-count">
        {t('import.bothNumbers', { count: two.both, total: data.divisions.length, noun: data.noun })}
      </p>
      {onMake && (
        <button
          type="button"
          className="button"
          disabled={two.both === 0}
          data-testid="import-make-bivariate"
          onClick={onMake}
        >
          {t('import.makeBivariate')}
        </button>
      )}
    </div>
  );
}

function categoriesLabel(t: TFunction, count: number): string {
  return t('data:import.setCategoriesButton', { count });
}

/** The categories an import makes, named, or why it cannot make them all. */
function CategoryCount({ groups }: { groups: readonly TextValueGroup[] }) {
  const { t } = useTranslation('data');
  if (groups.length === 0) return null;
  const shown = groups
    .slice(0, 8)
    .map((g) => `“${g.name}”`)
    .join(', ');
  return (
    <p className="panel__note" data-testid="import-categories">
      {t('import.categoryList', { count: groups.length, names: shown })}
      {groups.length > 8 ? ' …' : ''}
      {groups.length > MAX_CATEGORIES ? ` ${t('import.maxCategories', { max: MAX_CATEGORIES })}` : ''}
    </p>
  );
}

/** "Aurangabad (Bihar)": a division with its parent, as suggestions and lists show it. */
function labelOf(data: ImportTarget, id: string): string {
  const division = data.divisions.find((d) => d.id === id);
  if (!division) return id;
  const parent = division.parent ? data.parentNames.get(division.parent) : undefined;
  return parent ? `${division.name} (${parent})` : division.name;
}

function ColumnChoice({
  table,
  columns,
  data,
  onChange,
}: {
  table: DataTable;
  columns: ImportColumns;
  data: ImportTarget;
  onChange: (columns: ImportColumns) => void;
}) {
  const { t } = useTranslation('data');
  const options = table.columns.map((name, i) => (
    <option key={i} value={i}>
      {name}
    </option>
  ));
  return (
    <section className="import-dialog__columns field-row">
      <label className="stacked">
        <span className="panel__label">{t('import.names')}</span>
        <select
          className="field"
          aria-label={t('import.namesColumn')}
          value={columns.key}
          onChange={(e) => onChange({ ...columns, key: Number(e.target.value) })}
        >
          {options}
        </select>
      </label>
      {data.level === 2 && (
        <label className="stacked">
          <span className="panel__label">{t('import.parent')}</span>
          <select
            className="field"
            aria-label={t('import.parentColumn')}
            value={columns.parent ?? ''}
            onChange={(e) => {
              const { parent: _old, ...rest } = columns;
              onChange(e.target.value === '' ? rest : { ...rest, parent: Number(e.target.value) });
            }}
          >
            <option value="">{t('import.none')}</option>
            {options}
          </select>
        </label>
      )}
      <label className="stacked">
        <span className="panel__label">{t('import.values')}</span>
        <select
          className="field"
          aria-label={t('import.valuesColumn')}
          value={columns.value}
          onChange={(e) => onChange({ ...columns, value: Number(e.target.value) })}
        >
          {options}
        </select>
      </label>
    </section>
  );
}

function Preview({ table, columns }: { table: DataTable; columns: ImportColumns }) {
  const { t } = useTranslation('data');
  const lng = useLanguage();
  const shown = [columns.key, ...(columns.parent === undefined ? [] : [columns.parent]), columns.value];
  const cells = shown.map((c) => columnOf(table, c).slice(0, PREVIEW_ROWS));
  return (
    <table className="import-dialog__preview" aria-label={t('import.previewLabel')}>
      <thead>
        <tr>
          {shown.map((c) => (
            <th key={c}>{table.columns[c]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: Math.min(PREVIEW_ROWS, table.rows.length) }, (_, r) => (
          <tr key={r}>
            {cells.map((column, c) => (
              <td key={c}>{c === cells.length - 1 ? cellText(column[r] ?? '', lng) : column[r]}</td>
            ))}
          </tr>
        ))}
      </tbody>
      {table.rows.length > PREVIEW_ROWS && (
        <tfoot>
          <tr>
            <td colSpan={shown.length}>{t('import.rowsInAll', { count: table.rows.length })}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

function ReportNotes({ result }: { result: NonNullable<ReturnType<typeof readImport>> }) {
  const { t } = useTranslation('data');
  const notes: string[] = [];
  const rows = (list: readonly number[]) =>
    list
      .slice(0, 8)
      .map((i) => i + 1)
      .join(', ') + (list.length > 8 ? ' …' : '');
  if (result.report.duplicateRows > 0)
    notes.push(t('import.duplicates', { count: result.report.duplicateRows }));
  if (result.unreadable.length > 0) notes.push(t('import.notNumbers', { rows: rows(result.unreadable) }));
  if (result.outOfRange.length > 0) notes.push(t('import.outOfRange', { rows: rows(result.outOfRange) }));
  if (result.blank.length > 0) notes.push(t('import.blank', { count: result.blank.length }));
  if (result.report.skippedRows > 0)
    notes.push(t('import.skippedRows', { count: result.report.skippedRows }));
  return notes.length === 0 ? null : (
    <ul className="import-dialog__notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/**
 * Where text values can go on a map of numbers: a categorical map, one category per value, or one
 * territory per value (the Territories section lists them afterwards), each made here in one step,
 * rather than text silently left out.
 */
function TextValues({
  result,
  groups,
  data,
  room,
  onMake,
  onCategories,
}: {
  result: NonNullable<ReturnType<typeof readImport>>;
  groups: readonly TextValueGroup[];
  data: ImportTarget;
  room: number;
  onMake: () => void;
  onCategories: () => void;
}) {
  const { t } = useTranslation('data');
  if (groups.length === 0) return null;
  const shown = groups
    .slice(0, 5)
    .map((g) => `“${g.name}”`)
    .join(', ');
  const tooMany = groups.length > room;
  const said = {
    count: result.unreadable.length,
    values: shown + (groups.length > 5 ? ' …' : ''),
    noun: data.noun,
  };
  return (
    <div className="import-dialog__text-values" data-testid="import-text-values">
      <p>
        {data.kind === 'pixelDotMap' ? t('import.textValuesPixels', said) : t('import.textValuesHeat', said)}
      </p>
      <button
        type="button"
        className="button"
        disabled={groups.length > MAX_CATEGORIES}
        data-testid="import-make-categories"
        onClick={onCategories}
      >
        {t('import.makeCategories', { count: groups.length })}
      </button>
      {tooMany ? (
        <p className="panel__note">
          {t('import.maxTerritories', { max: MAX_TERRITORIES, count: groups.length })}
        </p>
      ) : null}
      <button type="button" className="button" disabled={tooMany} onClick={onMake}>
        {t('import.makeTerritories', { count: groups.length })}
      </button>
    </div>
  );
}

function UnmatchedRows({
  rows,
  data,
  rowInput,
  onChoose,
}: {
  rows: readonly RowMatch[];
  data: ImportTarget;
  rowInput: (i: number) => MatchRowInput;
  onChoose: (row: MatchRowInput, id: string | null) => void;
}) {
  const { t } = useTranslation('data');
  const [picking, setPicking] = useState<number | null>(null);
  const pending = rows
    .map((row, i) => ({ row, i }))
    .filter(
      (r): r is { row: Extract<RowMatch, { suggestions: unknown }>; i: number } =>
        r.row.status === 'unmatched' || r.row.status === 'ambiguous',
    );
  // One entry per name: a choice applies to every row of it.
  const seen = new Set<string>();
  const unique = pending.filter(({ i }) => {
    const key = choiceKey(rowInput(i));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length === 0) return null;
  const sorted = [...data.divisions].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <ul className="import-dialog__unmatched" aria-label={t('import.unmatchedLabel')}>
      {unique.slice(0, MAX_UNMATCHED_SHOWN).map(({ row, i }) => {
        const input = rowInput(i);
        return (
          <li key={i} data-unmatched-row={input.key}>
            <span className="import-dialog__row-name">
              {input.key}
              {input.parent ? ` (${input.parent})` : ''}
              <span className="panel__note">
                {' '}
                {row.status === 'ambiguous'
                  ? t('import.rowAmbiguous', { row: i + 1 })
                  : t('import.row', { row: i + 1 })}
              </span>
            </span>
            <span className="import-dialog__actions">
              {row.suggestions.slice(0, 3).map((s) => (
                <button
                  key={s.id}
                  type="button"
                  className="button"
                  data-suggestion={s.id}
                  onClick={() => onChoose(input, s.id)}
                >
                  {labelOf(data, s.id)}
                </button>
              ))}
              {picking === i ? (
                <select
                  className="field"
                  aria-label={t('import.divisionFor', { name: input.key })}
                  defaultValue=""
                  onChange={(e) => {
                    if (e.target.value !== '') onChoose(input, e.target.value);
                    setPicking(null);
                  }}
                >
                  <option value="">{t('import.pickDivision')}</option>
                  {sorted.map((d) => (
                    <option key={d.id} value={d.id}>
                      {labelOf(data, d.id)}
                    </option>
                  ))}
                </select>
              ) : (
                <button type="button" className="button button--quiet" onClick={() => setPicking(i)}>
                  {t('import.pick')}
                </button>
              )}
              <button type="button" className="button button--quiet" onClick={() => onChoose(input, null)}>
                {t('import.skip')}
              </button>
            </span>
          </li>
        );
      })}
      {unique.length > MAX_UNMATCHED_SHOWN && (
        <li className="panel__note">
          {t('import.moreNames', { count: unique.length - MAX_UNMATCHED_SHOWN })}
        </li>
      )}
    </ul>
  );
}

/** The choices made so far, each with a way back. */
function Choices({
  rows,
  data,
  rowInput,
  choices,
  onForget,
}: {
  rows: readonly RowMatch[];
  data: ImportTarget;
  rowInput: (i: number) => MatchRowInput;
  choices: ReadonlyMap<string, string | null>;
  onForget: (row: MatchRowInput) => void;
}) {
  const { t } = useTranslation('data');
  if (choices.size === 0) return null;
  const shown = new Map<string, { input: MatchRowInput; id: string | null }>();
  rows.forEach((row, i) => {
    if (row.status !== 'skipped' && !(row.status === 'matched' && row.how === 'choice')) return;
    const input = rowInput(i);
    const key = choiceKey(input);
    if (!shown.has(key)) shown.set(key, { input, id: row.status === 'matched' ? row.id : null });
  });
  return (
    <ul className="import-dialog__choices" aria-label={t('import.choicesLabel')}>
      {[...shown.values()].map(({ input, id }) => (
        <li key={choiceKey(input)}>
          {input.key} → {id === null ? t('import.skipped') : labelOf(data, id)}{' '}
          <button type="button" className="button button--quiet" onClick={() => onForget(input)}>
            {t('import.undo')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A value cell of the preview in the interface's language (1234.5 reads 1.234,5 in German) when it is
 * a plain number; any other cell (text, a number written another way) as it was typed.
 */
function cellText(cell: string, lng: LanguageCode): string {
  const trimmed = cell.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return cell;
  const value = Number(trimmed);
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  return formatNumber(value, lng, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
