import { useState } from 'react';
import { MAX_CATEGORY_LENGTH } from '@mapwright/core/document/categories';
import {
  moveCategory,
  renameCategory,
  setCategoryColour,
  setCategoryMap,
  type CategoryMapSettings,
} from '@mapwright/core/document/operations/categories';
import { MAX_TEXT_LENGTH } from '@mapwright/core/document/text-block';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { useGestureField } from '../../chrome/useGestureField';
import { useTranslation } from 'react-i18next';

/**
 * The categorical map's categories in the legend's order: each with its colour (a swatch to change),
 * its name (renamed as another category, the two become one) and buttons to move it up or down the
 * legend; then the no-data colour and label. Each change is one
 * undo step (a colour dragged in the picker too: one gesture).
 */
export function CategoryFields() {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const map = useEditorSelector((s) => s.doc.categories);
  const gesture = useGestureField(editor);
  const set = (settings: CategoryMapSettings) => {
    try {
      editor.apply(setCategoryMap, settings);
    } catch {
      // A label too long: the field's maxLength keeps it out; nothing to change.
    }
  };
  const last = map.categories.length - 1;

  return (
    <fieldset className="data-fields" data-testid="category-fields">
      <legend className="panel__label">{t('categories.title')}</legend>
      {map.categories.length === 0 ? (
        <p className="panel__note">{t('categories.empty')}</p>
      ) : (
        <ol className="category-list" aria-label={t('categories.order')}>
          {map.categories.map((category, i) => (
            <li key={category.value} className="category-list__row" data-category={category.value}>
              <input
                type="color"
                aria-label={t('categories.colourOf', { name: category.value })}
                value={category.colour.slice(0, 7)}
                {...gesture}
                onChange={(e) => editor.apply(setCategoryColour, category.value, e.target.value)}
              />
              <CategoryName value={category.value} />
              <button
                type="button"
                className="tool-button"
                aria-label={t('categories.moveUp', { name: category.value })}
                title={t('categories.moveUpTitle')}
                disabled={i === 0}
                onClick={() => editor.apply(moveCategory, category.value, i - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="tool-button"
                aria-label={t('categories.moveDown', { name: category.value })}
                title={t('categories.moveDownTitle')}
                disabled={i === last}
                onClick={() => editor.apply(moveCategory, category.value, i + 1)}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="field-grid">
        <label htmlFor="category-no-data">{t('heat.noDataColour')}</label>
        <input
          id="category-no-data"
          type="color"
          value={map.noDataColor.slice(0, 7)}
          {...gesture}
          onChange={(e) => set({ noDataColor: e.target.value })}
        />
      </div>
      <label className="stacked">
        <span className="panel__label">{t('categories.noDataLabel')}</span>
        <input
          className="field"
          value={map.noDataLabel}
          maxLength={MAX_TEXT_LENGTH}
          {...gesture}
          onChange={(e) => set({ noDataLabel: e.target.value })}
        />
      </label>
      <p className="panel__note">{t('categories.noDataNote')}</p>
    </fieldset>
  );
}

/** A category's name, renamed when the field is left or Enter pressed; Escape takes the typing back. */
function CategoryName({ value }: { value: string }) {
  const { t } = useTranslation('data');
  const { editor } = useEditorServices();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== '' && draft !== value) {
      try {
        editor.apply(renameCategory, value, draft);
      } catch {
        // A name too long: the field's maxLength keeps it out; nothing to change.
      }
    }
    setDraft(null);
  };
  return (
    <input
      className="field category-list__name"
      aria-label={t('categories.nameOf', { name: value })}
      title={t('categories.renameTitle')}
      value={draft ?? value}
      maxLength={MAX_CATEGORY_LENGTH}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        else if (e.key === 'Escape') setDraft(null);
      }}
    />
  );
}
