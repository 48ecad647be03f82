import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import { detectDecimalMark, parseNumber } from '@mapwright/core/data/numbers';
import { setDataValue } from '@mapwright/core/document/operations/data-layers';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import { shownName } from '@mapwright/core/names/shown-name';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import type { NumberLevel } from './dataLevel';
import { useTranslation } from 'react-i18next';

type SortKey = 'name' | 'parent' | 'value';
const ROW_HEIGHT = 30;

/**
 * Every division of the data level with its parent and value, sortable and editable in place. The
 * map follows each keystroke (a cell's typing between focus and blur is one undo step). Only the
 * rows in view are rendered (@tanstack/react-virtual): Romania's level 2 has 3,186.
 */
export function DataTable({ data }: { data: NumberLevel }) {
  const { t } = useTranslation('data');
  const values = useEditorSelector((s) => s.doc[data.kind].values);
  const language = useEditorSelector((s) => s.doc.mapLanguage);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'name', descending: false });
  // Sorting by value uses the values when the header was clicked, so rows do not jump while typing.
  const [sortValues, setSortValues] = useState(values);
  const scrollRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => {
    const query = normaliseForSearch(filter);
    const parentOf = (d: ProjectedDivision) => (d.parent ? (data.parentNames.get(d.parent) ?? '') : '');
    // Named as the map names them (its language); found by any name loaded.
    const nameOf = (d: ProjectedDivision) => shownName(d, language);
    const shown = query
      ? data.divisions.filter((d) =>
          normaliseForSearch(
            `${nameOf(d)} ${d.name} ${d.nameLocal ?? ''} ${Object.values(d.names ?? {}).join(' ')} ${parentOf(d)}`,
          ).includes(query),
        )
      : [...data.divisions];
    const valueOf = (d: ProjectedDivision) =>
      Object.hasOwn(sortValues, d.id) ? sortValues[d.id] : undefined;
    const compare = (a: ProjectedDivision, b: ProjectedDivision): number => {
      if (sort.key === 'value') {
        const x = valueOf(a);
        const y = valueOf(b);
        if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
        return (x - y) * (sort.descending ? -1 : 1);
      }
      const order = sort.key === 'parent' ? parentOf(a).localeCompare(parentOf(b)) : 0;
      return (order || nameOf(a).localeCompare(nameOf(b), language)) * (sort.descending ? -1 : 1);
    };
    return shown.sort(compare);
  }, [data.divisions, data.parentNames, filter, sort, sortValues, language]);

  // The virtualizer re-renders the rows itself as they scroll; React's compiler leaves this component be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  const sortBy = (key: SortKey) => {
    setSortValues(values);
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : key === 'value' }));
  };
  const header = (key: SortKey, label: string) => (
    <button
      type="button"
      role="columnheader"
      className="data-table__sort"
      aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      onClick={() => sortBy(key)}
    >
      {label}
      {sort.key === key ? (sort.descending ? ' ↓' : ' ↑') : ''}
    </button>
  );
  const withParent = data.level === 2;

  return (
    <div className="data-table" data-testid="data-table">
      <input
        className="field"
        type="search"
        aria-label={t('table.filter', { noun: data.noun })}
        placeholder={t('table.filter', { noun: data.noun })}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div role="table" aria-label={t('table.label', { noun: data.noun })} aria-rowcount={rows.length + 1}>
        <div
          role="row"
          className={`data-table__row data-table__head${withParent ? ' data-table__row--parent' : ''}`}
        >
          {header('name', t('table.name'))}
          {withParent && header('parent', t('table.in'))}
          {header('value', data.kind === 'pixelDotMap' ? t('table.percent') : t('table.value'))}
        </div>
        <div ref={scrollRef} className="data-table__scroll">
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const division = rows[item.index];
              if (!division) return null;
              return (
                <div
                  key={division.id}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={`data-table__row${withParent ? ' data-table__row--parent' : ''}`}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${item.start}px)`,
                  }}
                  data-division-row={division.id}
                >
                  <span role="cell" className="data-table__name" title={shownName(division, language)}>
                    {shownName(division, language)}
                  </span>
                  {withParent && (
                    <span role="cell" className="data-table__parent">
                      {division.parent ? data.parentNames.get(division.parent) : ''}
                    </span>
                  )}
                  <span role="cell">
                    <ValueCell data={data} division={division} value={values[division.id]} />
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <p className="panel__note">
        {rows.length === data.divisions.length
          ? ''
          : `${t('table.shown', { count: rows.length, total: data.divisions.length })} `}
        {t('table.empty')}
      </p>
    </div>
  );
}

/** One value, typed in any common format ("12,5", "1,234", "40 %"); empty clears it. */
function ValueCell({
  data,
  division,
  value,
}: {
  data: NumberLevel;
  division: ProjectedDivision;
  value: number | undefined;
}) {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const gesture = useGestureField(editor);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));
  const apply = (text: string) => {
    setDraft(text);
    const parsed = parseNumber(text, detectDecimalMark([text]));
    if (parsed.kind === 'invalid') return setProblem(t('table.notNumber'));
    const next = parsed.kind === 'blank' ? null : parsed.value;
    if (data.kind === 'pixelDotMap' && next !== null && (next < 0 || next > 100)) {
      return setProblem(t('table.percentRange'));
    }
    setProblem(null);
    editor.apply(setDataValue, data.kind, division.id, next);
  };
  return (
    <input
      className="field data-table__value"
      inputMode="decimal"
      aria-label={t('table.valueOf', { name: division.name })}
      aria-invalid={problem !== null}
      title={problem ?? undefined}
      value={shown}
      {...gesture}
      onBlur={() => {
        gesture.onBlur();
        setDraft(null);
        setProblem(null);
      }}
      onChange={(e) => apply(e.target.value)}
    />
  );
}
