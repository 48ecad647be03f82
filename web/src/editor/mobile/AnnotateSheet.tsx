import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from '../chrome/ActionButton';
import type { Panels } from '../features/panels';

/** The visible words are the start of each action's label (its accessible name). */
const TOOLS: readonly { name: string; text: string }[] = [
  { name: 'textTool', text: 'Text' },
  { name: 'dotTool', text: 'Dot' },
  { name: 'noteTool', text: 'Note' },
  { name: 'emojiTool', text: 'Emoji' },
  { name: 'chartTool', text: 'Chart' },
];

const EDITS: readonly { name: string; text: string }[] = [
  { name: 'deleteAnnotation', text: 'Delete' },
  { name: 'duplicateAnnotation', text: 'Duplicate' },
  { name: 'bringForward', text: 'Forward' },
  { name: 'sendBackward', text: 'Backward' },
];

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
  return (
    <>
      <section className="mobile-actions" aria-label="Annotation tools">
        <div className="mobile-actions__grid mobile-actions__grid--tools" onClickCapture={onTool}>
          {TOOLS.map(({ name, text }) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text} />
          ))}
        </div>
        <div className="mobile-actions__grid">
          {EDITS.map(({ name, text }) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text} />
          ))}
        </div>
      </section>
      <P.AnnotationPanel />
      <P.LayersPanel />
    </>
  );
}
