import { useTranslation } from 'react-i18next';
import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from '../chrome/ActionButton';
import type { Panels } from '../features/sidePanels';

/**
 * The visible words are the start of each action's label (its accessible name); they are the
 * catalogue's sheet.tools.<action> and sheet.edits.<action>.
 */
const TOOLS: readonly string[] = ['textTool', 'dotTool', 'noteTool', 'emojiTool', 'chartTool'];

const EDITS: readonly string[] = ['deleteAnnotation', 'duplicateAnnotation', 'bringForward', 'sendBackward'];

/**
 * Annotations on a phone: the desktop's annotation tools and edits from the same registry (a tool
 * chosen here places one where the map is tapped next; a finger on one drags it), then the desktop's
 * properties panel for the selected one (its text, colours, pin) and the layers panel.
 */
export function AnnotateSheet({
  ctx,
  panels: P,
  onTool,
}: {
  ctx: ActionContext;
  panels: Panels;
  onTool: () => void;
}) {
  const { t } = useTranslation('panels');
  return (
    <>
      <section className="mobile-actions" aria-label={t('sheet.annotationTools')}>
        <div className="mobile-actions__grid mobile-actions__grid--tools" onClickCapture={onTool}>
          {TOOLS.map((name) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={t(`sheet.tools.${name}`)} />
          ))}
        </div>
        <div className="mobile-actions__grid">
          {EDITS.map((name) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={t(`sheet.edits.${name}`)} />
          ))}
        </div>
      </section>
      <P.AnnotationPanel />
      <P.LayersPanel />
    </>
  );
}
