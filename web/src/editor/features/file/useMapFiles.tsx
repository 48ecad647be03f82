import { editorPathOf } from '@mapwright/core/countries/countries';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { useCallback, useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Editor } from '@mapwright/core/editor/editor';
import { writeDraft } from '../../draft/draftStore';
import { downloadMap, readMapFile } from './mapFile';
import type { Notice } from '../../chrome/Notices';

type Notify = (message: string, tone?: Notice['tone'], actions?: Notice['actions']) => void;

/**
 * Save to and open from `.json` files. Opening is one undo step; a bad file changes nothing and says
 * why in an alert; a map of another country is offered to that country's editor instead.
 */
export function useMapFiles(editor: Editor, notify: Notify) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  const save = useCallback(
    () =>
      void downloadMap(editor.document).catch(() => notify('The map could not be saved as a file.', 'error')),
    [editor, notify],
  );
  const open = useCallback(() => inputRef.current?.click(), []);

  const onFile = useCallback(
    async (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = ''; // the same file can be chosen again
      if (!file) return;
      const result = await readMapFile(file, mapSlugOf(editor.document));
      if (result.kind === 'error') return notify(result.message, 'error');
      if (result.kind === 'ok') {
        editor.load(result.doc, { undoable: true });
        return notify(`Opened "${file.name}". Undo returns to the map you had.`);
      }
      // The user's own boundaries have an editor of their own, not a country's.
      const editorName = result.doc.boundary
        ? `editor of ${result.doc.boundary.name}`
        : `${result.countryName} editor`;
      notify(
        `"${file.name}" is a map of ${result.countryName}, so it cannot be opened in this editor. Open it in the ${editorName}? That replaces the draft kept there.`,
        'info',
        [
          {
            label: `Open in the ${editorName}`,
            run: () => {
              writeDraft(result.doc, editor.session.recentColours).then(
                () => navigate(editorPathOf(mapSlugOf(result.doc))),
                () => notify('The map could not be handed over to the other editor.', 'error'),
              );
            },
          },
        ],
      );
    },
    [editor, navigate, notify],
  );

  const fileInput = (
    <input
      ref={inputRef}
      type="file"
      accept=".json,application/json"
      hidden
      data-testid="open-map-file"
      onChange={(e) => void onFile(e)}
    />
  );
  return { save, open, fileInput };
}
