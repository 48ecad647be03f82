import { useTranslation } from 'react-i18next';
import { nameOf, type DocAnnotation } from '../../annotations/docAnnotation';
import { useAnnotationSelection } from './useAnnotationSelection';
import { useTouchEditor } from '../../state/inputMode';
import { Panel } from '../../chrome/Panel';
import { ChartFields } from './ChartFields';
import { DotFields } from './DotFields';
import { EmojiFields } from './EmojiFields';
import { NoteFields } from './NoteFields';
import { PinFields } from './PinFields';
import { TextFields } from './TextFields';
import { useAnnotation, useUpdate } from './useAnnotation';

/** The selected annotation's properties, by its type; with several selected, how many. */
export function AnnotationPanel() {
  const ids = useAnnotationSelection();
  const [only] = ids;
  const touch = useTouchEditor();
  const { t } = useTranslation('panels');
  return (
    <Panel title={t('annotations.panel')} id="annotation">
      <div data-annotation-panel>
        {ids.length === 0 && (
          <p className="panel__note">{touch ? t('annotations.hintTouch') : t('annotations.hint')}</p>
        )}
        {ids.length > 1 && <p className="panel__note">{t('annotations.selected', { count: ids.length })}</p>}
        {ids.length === 1 && only !== undefined && <AnnotationFields key={only} id={only} />}
      </div>
    </Panel>
  );
}

function AnnotationFields({ id }: { id: string }) {
  const { t } = useTranslation('panels');
  const annotation = useAnnotation(id);
  if (!annotation) return null;
  return (
    <>
      <p className="annotation-panel__name" data-annotation-type={annotation.type}>
        {nameOf(annotation, (type) => t(`annotations.type.${type}`))}
      </p>
      <TypeFields annotation={annotation} />
      <PinFields annotation={annotation} />
    </>
  );
}

function TypeFields({ annotation }: { annotation: DocAnnotation }) {
  const update = useUpdate(annotation.id);
  switch (annotation.type) {
    case 'text':
      return <TextFields annotation={annotation} update={update} />;
    case 'dot':
      return <DotFields annotation={annotation} update={update} />;
    case 'note':
      return <NoteFields annotation={annotation} update={update} />;
    case 'emoji':
      return <EmojiFields annotation={annotation} update={update} />;
    case 'chart':
      return <ChartFields annotation={annotation} update={update} />;
  }
}
