import { memo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { nameOf, type DocAnnotation } from '../../annotations/docAnnotation';
import { Icon } from '../../chrome/icons';
import { useEditorServices } from '../../state/EditorContext';
import { selectionOf } from '../../annotations/annotationSelection';
import { deleteAnnotations, moveAnnotationInStack, renameAnnotation, setAnnotationFlags } from './commands';

/**
 * One annotation in the layers panel: select, rename (double-click or F2), hide, lock, reorder,
 * delete. Memoised: a change to one annotation (a drag) re-renders its row, not the 500 others.
 */
export const AnnotationLayerRow = memo(function AnnotationLayerRow({
  annotation,
  selected,
  onDragStart,
  onDrop,
}: {
  annotation: DocAnnotation;
  selected: boolean;
  onDragStart: (id: string) => void;
  onDrop: (id: string) => void;
}) {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const [renaming, setRenaming] = useState(false);
  const name = nameOf(annotation, (type) => t(`annotations.type.${type}`));
  const id = annotation.id;
  const allow = (event: DragEvent) => event.preventDefault();

  return (
    <li
      className="layer-row"
      data-layer-annotation={id}
      data-selected={selected}
      aria-current={selected ? 'true' : undefined}
      draggable={!renaming}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', id);
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(id);
      }}
      onDragOver={allow}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(id);
      }}
    >
      <span className="layer-row__icon" title={t(`annotations.type.${annotation.type}`)}>
        <Icon name={annotation.type} size={16} />
      </span>
      {renaming ? (
        <input
          className="field layer-row__rename"
          aria-label={t('layers.nameOf', { name })}
          defaultValue={annotation.name || name}
          autoFocus
          onBlur={(e) => {
            setRenaming(false);
            renameAnnotation(editor, id, e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
            if (e.key === 'Escape') setRenaming(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="layer-row__name"
          aria-pressed={selected}
          title={t('layers.selectTitle')}
          onClick={(e) => {
            const selection = selectionOf(editor);
            if (e.shiftKey) selection.toggle(id);
            else selection.set([id]);
          }}
          onDoubleClick={() => setRenaming(true)}
          onKeyDown={(e) => e.key === 'F2' && setRenaming(true)}
        >
          {name}
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label={annotation.hidden ? t('layers.showName', { name }) : t('layers.hideName', { name })}
        aria-pressed={annotation.hidden}
        title={annotation.hidden ? t('layers.show') : t('layers.hide')}
        onClick={() => setAnnotationFlags(editor, id, { hidden: !annotation.hidden })}
      >
        <Icon name={annotation.hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={annotation.locked ? t('layers.unlockName', { name }) : t('layers.lockName', { name })}
        aria-pressed={annotation.locked}
        title={annotation.locked ? t('layers.unlock') : t('layers.lock')}
        onClick={() => setAnnotationFlags(editor, id, { locked: !annotation.locked })}
      >
        <Icon name={annotation.locked ? 'lock' : 'unlock'} size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.forwardName', { name })}
        title={t('layers.forward')}
        onClick={() => moveAnnotationInStack(editor, [id], 1)}
      >
        <Icon name="forward" size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.backwardName', { name })}
        title={t('layers.backward')}
        onClick={() => moveAnnotationInStack(editor, [id], -1)}
      >
        <Icon name="backward" size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('layers.deleteName', { name })}
        title={t('layers.delete')}
        onClick={() => deleteAnnotations(editor, [id], { evenLocked: true })}
      >
        <Icon name="trash" size={16} />
      </button>
    </li>
  );
});
