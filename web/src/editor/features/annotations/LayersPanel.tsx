import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnotationSelection } from './useAnnotationSelection';
import { moveAnnotationTo } from './commands';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { Panel } from '../../chrome/Panel';
import { AnnotationLayerRow } from './AnnotationLayerRow';
import { MapLayerRows } from './MapLayerRows';

/**
 * The frame's layers, top first as in Figma: the titles, the legend, every annotation (the last drawn
 * at the top), the map's levels. Annotations reorder by drag, or by their forward/backward buttons
 * for the keyboard; the map's own layers can be shown and hidden.
 */
export function LayersPanel() {
  const { t } = useTranslation('panels');
  const { editor } = useEditorServices();
  const annotations = useEditorSelector((s) => s.doc.annotations);
  const selected = useAnnotationSelection();
  const dragged = useRef<string | null>(null);
  const top = [...annotations].reverse();
  const onDragStart = useCallback((id: string) => {
    dragged.current = id;
  }, []);
  const onDrop = useCallback(
    (onto: string) => {
      const id = dragged.current;
      dragged.current = null;
      const to = editor.document.annotations.findIndex((a) => a.id === onto);
      if (id && id !== onto && to >= 0) moveAnnotationTo(editor, id, to);
    },
    [editor],
  );

  return (
    <Panel title={t('layers.title')} id="layers">
      <MapLayerRows placement="above" />
      <ul className="layer-list" aria-label={t('layers.annotations')} data-layer-list>
        {top.map((annotation) => (
          <AnnotationLayerRow
            key={annotation.id}
            annotation={annotation}
            selected={selected.includes(annotation.id)}
            onDragStart={onDragStart}
            onDrop={onDrop}
          />
        ))}
        {annotations.length === 0 && <li className="panel__note">{t('layers.none')}</li>}
      </ul>
      <MapLayerRows placement="below" />
    </Panel>
  );
}
