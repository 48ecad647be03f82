import type { Editor } from '@mapwright/core/editor/editor';
import { debounce } from './debounce';
import { writeDraft } from './draftStore';

const AUTOSAVE_DELAY_MS = 200;

export type AutosaveStatus = 'saved' | 'pending' | 'failed';

/**
 * Saves the editor's document as the country's draft after every document change (debounced), and
 * at once when the page is hidden or left, with the palette's recent colours and the map's key (a change
 * of either alone saves too). Other session changes (hover, tool) are not saved. Returns the stop function.
 */
export function startAutosave(editor: Editor, onStatus: (status: AutosaveStatus) => void): () => void {
  let failed = false;
  const save = debounce(() => {
    writeDraft(editor.document, editor.session.recentColours, editor.mapKey).then(
      () => {
        failed = false;
        onStatus('saved');
      },
      () => {
        failed = true;
        onStatus('failed');
      },
    );
  }, AUTOSAVE_DELAY_MS);

  const unsubscribe = editor.subscribe((change) => {
    if (!change.document && !change.session.has('recentColours') && !change.session.has('map')) return;
    save();
    if (!failed) onStatus('pending');
  });
  const flush = () => save.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    flush();
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
