import { memo, useState, type DragEvent } from 'react';

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
  const { editor } = useEditorServices();
  const [renaming, setRenaming] = useState(false);
  const name = nameOf(annotation);
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
      <span className="layer-row__icon" title={annotation.type}>
        <Icon name={annotation.type} size={16} />
      </span>
      {renaming ? (
        <input
          className="field layer-row__rename"
          aria-label={`Name of ${name}`}
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
          title="Select (Shift: add); double-click or F2 renames"
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
        aria-label={`${annotation.hidden ? 'Show' : 'Hide'} ${name}`}
        aria-pressed={annotation.hidden}
        title={annotation.hidden ? 'Show' : 'Hide'}
        onClick={() => setAnnotationFlags(editor, id, { hidden: !annotation.hidden })}
      >
        <Icon name={annotation.hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`${annotation.locked ? 'Unlock' : 'Lock'} ${name}`}
        aria-pressed={annotation.locked}
        title={annotation.locked ? 'Unlock' : 'Lock'}
        onClick={() => setAnnotationFlags(editor, id, { locked: !annotation.locked })}
      >
        <Icon name={annotation.locked ? 'lock' : 'unlock'} size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Bring ${name} forward`}
        title="Bring forward"
        onClick={() => moveAnnotationInStack(editor, [id], 1)}
      >
        <Icon name="forward" size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Send ${name} backward`}
        title="Send backward"
        onClick={() => moveAnnotationInStack(editor, [id], -1)}
      >
        <Icon name="backward" size={16} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={() => deleteAnnotations(editor, [id], { evenLocked: true })}
      >
        <Icon name="trash" size={16} />
      </button>
    </li>
  );
});
