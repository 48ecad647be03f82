import { useEffect, useState } from 'react';
import type { Editor } from '@mapwright/core/editor/editor';
import { startAutosave, type AutosaveStatus } from '../draft/autosave';

const SAVE_LABELS: Readonly<Record<AutosaveStatus, string>> = {
  saved: 'Draft saved',
  pending: 'Saving…',
  failed: 'Draft not saved (browser storage unavailable)',
};

/**
 * Runs the draft autosave and shows its state. The status lives here, not in the workspace, so a
 * change of it ('Saving…' on every edit) re-renders this label and nothing else.
 */
export function DraftStatus({ editor }: { editor: Editor }) {
  const [status, setStatus] = useState<AutosaveStatus>('saved');
  useEffect(() => startAutosave(editor, setStatus), [editor]);
  return (
    <span className="editor__save" role="status" data-save-status={status}>
      {SAVE_LABELS[status]}
    </span>
  );
}
