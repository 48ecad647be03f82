import { useState } from 'react';
import { useLevelNames } from '../../../i18n/levelNames';
import { useTranslation } from 'react-i18next';
import { setShownDivisions } from '@mapwright/core/document/operations/shown-divisions';
import { normaliseForSearch } from '@mapwright/core/geo/find-divisions';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { loadedGeometryOf } from '../../data/shownGeometry';
import { selectedDivisions } from '../../state/selectedDivisions';
import './shown.css';

/** How many rows the list shows before it asks for a filter (the world has 251 countries). */
const LIST_ROWS = 400;

/**
 * Which of the map's level-1 divisions it shows (decision "A map shows a chosen set of its first
 * level"): Canada and the United States on the world, the Nordic countries on Europe, three states of
 * India. Ticked in a list that a filter narrows, or taken from the divisions selected on the map; the
 * map is fitted to the set and the rest is drawn as quiet context. Each change is one undo step.
 */
export function ShownPanel() {
  const { t, i18n } = useTranslation('panels');
  const levelNames = useLevelNames();
  const services = useEditorServices();
  const { editor, geometry } = services;
  const shown = useEditorSelector((s) => s.doc.shownDivisions);
  const selected = useEditorSelector(
    (s) => s.session.selected,
    (a, b) => a === b,
  );
  const [filter, setFilter] = useState('');
  const loaded = loadedGeometryOf(geometry);
  const level1 = loaded.projected.level1;
  const label = levelNames.noun(loaded.entry.levels[1].label);
  // Sorted once per map: the React compiler keeps it while the level is the same.
  const all = [...(level1?.divisions ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const names = new Map(all.map((d) => [d.id, d.name]));
  const selection = selected.length > 0 ? selectedDivisions(editor) : null;
  if (!level1 || all.length < 2) return null;

  const chosen = new Set(shown.filter((id) => names.has(id)));
  const apply = (ids: readonly string[]) => editor.apply(setShownDivisions, ids);
  const toggle = (id: string, on: boolean) =>
    apply(on ? [...shown, id] : shown.filter((other) => other !== id));
  // A selection at level 2 stands for the level-1 divisions it lies in.
  const selectionParents = selection
    ? [
        ...new Set(
          selection.level === 1
            ? selection.ids
            : parentsOf(loaded.projected.level2?.divisions ?? [], selection.ids),
        ),
      ].filter((id) => names.has(id))
    : [];
  const needle = normaliseForSearch(filter.trim());
  const rows = needle === '' ? all : all.filter((d) => normaliseForSearch(d.name).includes(needle));

  return (
    <Panel
      title={t('shown.title', { level: levelNames.name(loaded.entry.levels[1].label) })}
      id="shown"
      open={chosen.size > 0}
    >
      <p className="panel__note" data-shown-summary>
        {chosen.size === 0
          ? t('shown.all', { count: all.length, level: label })
          : t('shown.some', {
              shown: chosen.size,
              count: all.length,
              level: label,
              names: new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', {
                style: 'short',
                type: 'unit',
              }).format([...chosen].map((id) => names.get(id) ?? id)),
            })}
      </p>
      <div className="field-row">
        <button
          type="button"
          className="button"
          disabled={selectionParents.length === 0}
          onClick={() => apply(selectionParents)}
        >
          {t('shown.onlySelected')}
        </button>
        <button type="button" className="button" disabled={chosen.size === 0} onClick={() => apply([])}>
          {t('shown.showAll')}
        </button>
      </div>
      <label className="stacked">
        <span className="panel__label">{t('shown.find')}</span>
        <input
          className="field"
          type="search"
          value={filter}
          placeholder={t('shown.filter', { level: label })}
          aria-label={t('shown.filter', { level: label })}
          onChange={(e) => setFilter(e.target.value)}
        />
      </label>
      <ul
        className="shown-list"
        aria-label={t('shown.title', { level: levelNames.name(loaded.entry.levels[1].label) })}
      >
        {rows.slice(0, LIST_ROWS).map((division) => (
          <li key={division.id}>
            <label className="check">
              <input
                type="checkbox"
                checked={chosen.has(division.id)}
                data-shown-division={division.id}
                onChange={(e) => toggle(division.id, e.target.checked)}
              />
              <span>{division.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The parents of the divisions `ids`, in their order: one pass over the level, not one per id. */
function parentsOf(divisions: readonly ProjectedDivision[], ids: readonly string[]): string[] {
  const parent = new Map(divisions.map((d) => [d.id, d.parent]));
  return ids.flatMap((id) => parent.get(id) ?? []);
}
