import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@mapwright/core/editor/editor';
import { startAutosave, type AutosaveStatus } from '../draft/autosave';

/**
 * Runs the draft autosave and shows its state. The status lives here, not in the workspace, so a
 * change of it ('Saving…' on every edit) re-renders this label and nothing else.
 */
export function DraftStatus({ editor }: { editor: Editor }) {
  const { t } = useTranslation('panels');
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  const label = useRef<HTMLSpanElement>(null);
  useEffect(
    () =>
      startAutosave(editor, (next) => {
        // Written at once as well: the change that made the draft stale has then marked it so before
        // its handler returns, whenever React renders the label.
        if (label.current) label.current.dataset.saveStatus = next;
        setStatus(next);
      }),
    [editor],
  );
  return (
    <span ref={label} className="editor__save" role="status" data-save-status={status}>
      {t(`draft.${status}`)}
    </span>
  );
}
