import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { setLabelOverride } from '@mapwright/core/document/operations/labels';
import type { Level } from '@mapwright/core/document/schema';
import type { LabelOverride } from '@mapwright/core/document/labels';
import { editSelectedLabel, hideSelectedLabel, resetSelectedLabel } from './labels';
import { runAction } from '../../actions/run';
import { labelUiOf, useLabelUi } from './labelUi';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { DivisionNameField, useDivisionNames } from './DivisionList';

function summary(override: LabelOverride, t: TFunction, lng: string): string {
  const parts: string[] = [];
  if (override.text !== undefined) parts.push(t('labels.override.text', { text: override.text }));
  if (override.position) parts.push(t('labels.override.moved'));
  if (override.hidden) parts.push(t('labels.override.hidden'));
  return new Intl.ListFormat(lng, { style: 'short', type: 'unit' }).format(parts);
}

/**
 * The label pressed on the map (its own text, hidden, reset) and the level's changed labels, each
 * reset in one step: a hidden label is not on the map to be pressed, so it is shown again from here.
 */
export function LabelOverrides({ level }: { level: Level }) {
  const { t, i18n } = useTranslation('panels');
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
        <span className="panel__label">{t('labels.oneLabel')}</span>
        <DivisionNameField
          level={level}
          label={t('labels.findLabel')}
          button={t('labels.edit')}
          onChosen={(id) => labelUiOf(editor).select({ level, id })}
        />
      </div>
      {mine !== null && (
        <div className="stacked field-grid__full label-selected" data-label-selected={mine}>
          <span className="panel__label">{t('labels.labelOf', { name: names.get(mine) })}</span>
          <label htmlFor={textId}>{t('labels.ownText')}</label>
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
              {t('labels.editOnMap')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                if (override?.hidden) editor.apply(setLabelOverride, level, mine, { hidden: undefined });
                else runAction(hideSelectedLabel, services);
              }}
            >
              {override?.hidden ? t('labels.showThis') : t('labels.hideThis')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={override === undefined}
              onClick={() => runAction(resetSelectedLabel, services)}
            >
              {t('labels.resetThis')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => labelUiOf(editor).select(null)}
            >
              {t('common.done')}
            </button>
          </span>
        </div>
      )}
      {changed.length > 0 && (
        <div className="stacked field-grid__full">
          <span className="panel__label" id={listId}>
            {t('labels.changed', { count: changed.length })}
          </span>
          <ul className="label-list__items" aria-labelledby={listId}>
            {changed.map((id) => (
              <li key={id} data-label-override={id}>
                <span>
                  {t('labels.overrideRow', {
                    name: names.get(id) ?? id,
                    summary: summary(overrides[id] ?? {}, t, i18n.resolvedLanguage ?? 'en'),
                  })}
                </span>
                <button
                  type="button"
                  className="label-list__remove"
                  aria-label={t('labels.resetOf', { name: names.get(id) ?? id })}
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
