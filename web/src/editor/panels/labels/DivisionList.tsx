import { useId, useMemo, useState } from 'react';
import { setLabelList } from '@mapwright/core/document/operations/labels';
import type { Level } from '@mapwright/core/document/schema';
import { useEditorServices } from '../../state/EditorContext';

/** A level's divisions by id, for names in the lists and the "add" field's suggestions. */
export function useDivisionNames(level: Level): ReadonlyMap<string, string> {
  const { geometry } = useEditorServices();
  return useMemo(() => {
    const divisions = (level === 1 ? geometry.projected.level1 : geometry.projected.level2)?.divisions;
    return new Map((divisions ?? []).map((d) => [d.id, d.name]));
  }, [geometry, level]);
}

/**
 * One of a level's label lists (the picked divisions, or those with a callout): the divisions listed
 * by name, each with a remove button, and a field to add one by its name (suggested as typed). Each
 * add or remove is one operation, so one undo step.
 */
export function DivisionList({
  level,
  list,
  title,
  ids,
}: {
  level: Level;
  list: 'picked' | 'callouts';
  title: string;
  ids: readonly string[];
}) {
  const { editor } = useEditorServices();
  const names = useDivisionNames(level);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const optionsId = useId();
  const byName = useMemo(() => {
    const map = new Map<string, string>();
    for (const [id, name] of names) if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), id);
    return map;
  }, [names]);
  const found = byName.get(typed.trim().toLowerCase());
  const add = () => {
    if (!found) return;
    editor.apply(setLabelList, level, list, [found], true);
    setTyped('');
  };

  return (
    <div className="stacked field-grid__full label-list" data-label-list={list}>
      <span className="panel__label" id={`${inputId}-title`}>
        {title} ({ids.length})
      </span>
      {ids.length > 0 && (
        <ul className="label-list__items" aria-labelledby={`${inputId}-title`}>
          {ids.map((id) => (
            <li key={id}>
              <span>{names.get(id) ?? id}</span>
              <button
                type="button"
                className="label-list__remove"
                aria-label={`Remove ${names.get(id) ?? id}`}
                onClick={() => editor.apply(setLabelList, level, list, [id], false)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="field-row">
        <label htmlFor={inputId} className="visually-hidden">
          Add to {title.toLowerCase()}
        </label>
        <input
          id={inputId}
          className="field"
          list={optionsId}
          value={typed}
          placeholder="Add a division by name"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button" disabled={!found} onClick={add}>
          Add
        </button>
      </span>
      <datalist id={optionsId}>
        {typed.trim().length > 0 &&
          [...names.values()]
            .filter((name) => name.toLowerCase().includes(typed.trim().toLowerCase()))
            .slice(0, 30)
            .map((name) => <option key={name} value={name} />)}
      </datalist>
    </div>
  );
}
