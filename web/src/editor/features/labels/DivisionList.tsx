import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLabelList } from '@mapwright/core/document/operations/labels';
import type { Level } from '@mapwright/core/document/schema';
import { useEditorServices } from '../../state/EditorContext';

/** A level's divisions by id, for names in the lists and the name fields' suggestions. */
export function useDivisionNames(level: Level): ReadonlyMap<string, string> {
  const { geometry } = useEditorServices();
  return useMemo(() => {
    const divisions = (level === 1 ? geometry.projected.level1 : geometry.projected.level2)?.divisions;
    return new Map((divisions ?? []).map((d) => [d.id, d.name]));
  }, [geometry, level]);
}

/**
 * A division chosen by its name, suggested as it is typed (a datalist of the level's names): Enter or
 * the button hands its id on. The keyboard's way to what a click on the map does.
 */
export function DivisionNameField({
  level,
  label,
  button,
  onChosen,
}: {
  level: Level;
  label: string;
  button: string;
  onChosen: (id: string) => void;
}) {
  const names = useDivisionNames(level);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const optionsId = useId();
  const byName = useMemo(() => {
    const map = new Map<string, string>();
    for (const [id, name] of names) if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), id);
    return map;
  }, [names]);
  const query = typed.trim().toLowerCase();
  const found = byName.get(query);
  const choose = () => {
    if (!found) return;
    onChosen(found);
    setTyped('');
  };
  return (
    <>
      <span className="field-row">
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          className="field"
          list={optionsId}
          value={typed}
          placeholder={label}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              choose();
            }
          }}
        />
        <button type="button" className="button" disabled={!found} onClick={choose}>
          {button}
        </button>
      </span>
      <datalist id={optionsId}>
        {query.length > 0 &&
          [...names.values()]
            .filter((name) => name.toLowerCase().includes(query))
            .slice(0, 30)
            .map((name) => <option key={name} value={name} />)}
      </datalist>
    </>
  );
}

/**
 * One of a level's label lists (the picked divisions, or those with a callout): the divisions listed
 * by name, each with a remove button, and a field to add one by its name. Each add or remove is one
 * operation, so one undo step.
 */
export function DivisionList({
  level,
  list,
  ids,
}: {
  level: Level;
  list: 'picked' | 'callouts';
  ids: readonly string[];
}) {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const names = useDivisionNames(level);
  const titleId = useId();

  return (
    <div className="stacked field-grid__full label-list" data-label-list={list}>
      <span className="panel__label" id={titleId}>
        {t(`labels.list.${list}.title`, { count: ids.length })}
      </span>
      {ids.length > 0 && (
        <ul className="label-list__items" aria-labelledby={titleId}>
          {ids.map((id) => (
            <li key={id}>
              <span>{names.get(id) ?? id}</span>
              <button
                type="button"
                className="label-list__remove"
                aria-label={t('common.remove', { name: names.get(id) ?? id })}
                onClick={() => editor.apply(setLabelList, level, list, [id], false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <DivisionNameField
        level={level}
        label={t(`labels.list.${list}.add`)}
        button={t('common.add')}
        onChosen={(id) => editor.apply(setLabelList, level, list, [id], true)}
      />
    </div>
  );
}
