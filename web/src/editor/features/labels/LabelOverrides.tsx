import { useId } from 'react';
import { setLabelOverride } from '@mapwright/core/document/operations/labels';
import type { Level } from '@mapwright/core/document/schema';
import type { LabelOverride } from '@mapwright/core/document/labels';
import { editSelectedLabel, hideSelectedLabel, resetSelectedLabel } from './labels';
import { runAction } from '../../actions/run';
import { labelUiOf, useLabelUi } from './labelUi';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { DivisionNameField, useDivisionNames } from './DivisionList';

function summary(override: LabelOverride): string {
  const parts: string[] = [];
  if (override.text !== undefined) parts.push(`“${override.text}”`);
  if (override.position) parts.push('moved');
  if (override.hidden) parts.push('hidden');
  return parts.join(', ');
}

/**
 * The label pressed on the map (its own text, hidden, reset) and the level's changed labels, each
 * reset in one step: a hidden label is not on the map to be pressed, so it is shown again from here.
 */
export function LabelOverrides({ level }: { level: Level }) {
  const services = useEditorServices();
  const { editor } = services;
  const overrides = useEditorSelector((s) => s.doc.labels[level].overrides);
  const { selected } = useLabelUi(editor);
  const names = useDivisionNames(level);
  const gesture = useGestureField(editor);
  const textId = useId();
  const listId = useId();
  const mine = selected?.level === level && names.has(selected.id) ? selected.id : null;
  const override = mine === null ? undefined : overrides[mine];
  const changed = Object.keys(overrides);

  return (
    <>
      <div className="stacked field-grid__full">
        <span className="panel__label">One label</span>
        <DivisionNameField
          level={level}
          label="Find a label to edit"
          button="Edit"
          onChosen={(id) => labelUiOf(editor).select({ level, id })}
        />
      </div>
      {mine !== null && (
        <div className="stacked field-grid__full label-selected" data-label-selected={mine}>
          <span className="panel__label">Label of {names.get(mine)}</span>
          <label htmlFor={textId}>Own text</label>
          <input
            id={textId}
            className="field"
            value={override?.text ?? ''}
            placeholder={names.get(mine)}
            data-label-text={mine}
            {...gesture}
            onChange={(e) =>
              editor.apply(setLabelOverride, level, mine, {
                text: e.target.value === '' ? undefined : e.target.value,
              })
            }
          />
          <span className="field-row">
            <button
              type="button"
              className="button"
              disabled={override?.hidden === true}
              onClick={() => runAction(editSelectedLabel, services)}
            >
              Edit on the map
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                if (override?.hidden) editor.apply(setLabelOverride, level, mine, { hidden: undefined });
                else runAction(hideSelectedLabel, services);
              }}
            >
              {override?.hidden ? 'Show this label' : 'Hide this label'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={override === undefined}
              onClick={() => runAction(resetSelectedLabel, services)}
            >
              Reset this label
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => labelUiOf(editor).select(null)}
            >
              Done
            </button>
          </span>
        </div>
      )}
      {changed.length > 0 && (
        <div className="stacked field-grid__full">
          <span className="panel__label" id={listId}>
            Changed labels ({changed.length})
          </span>
          <ul className="label-list__items" aria-labelledby={listId}>
            {changed.map((id) => (
              <li key={id} data-label-override={id}>
                <span>
                  {names.get(id) ?? id}: {summary(overrides[id] ?? {})}
                </span>
                <button
                  type="button"
                  className="label-list__remove"
                  aria-label={`Reset the label of ${names.get(id) ?? id}`}
                  onClick={() =>
                    editor.apply(setLabelOverride, level, id, {
                      text: undefined,
                      hidden: undefined,
                      position: undefined,
                    })
                  }
                >
                  ↺
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
