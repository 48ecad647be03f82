import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Editor } from '@mapwright/core/editor/editor';
import { publications } from '../../../auth/publications';
import type { SavedMapTracker } from './savedMapTracker';
import type { NoticeAction } from '../../chrome/Notices';
import { copyErrorMessage, interpretPublishedCopy } from './copyPlan';

type Notify = (message: string, tone?: 'info' | 'error', actions?: readonly NoticeAction[]) => void;

/**
 * "Make your own copy" on a published map's page opens `/Countries/{country}?copy={publicId}`: the
 * published document (read with no account) replaces the draft as one undo step, as a new map that no
 * saved map is linked to, and the autosave keeps it from there. `copy` then leaves the address, so a
 * reload shows the draft with the visitor's own changes rather than copying again.
 */
export function useOpenPublishedCopy(editor: Editor, tracker: SavedMapTracker, notify: Notify): void {
  const [params, setParams] = useSearchParams();
  const id = params.get('copy');
  const navigate = useNavigate();
  const tried = useRef<string | null>(null);
  const { t } = useTranslation('dialogs');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!id || tried.current === id) return;
    tried.current = id;
    publications.read(id).then(
      (payload) => {
        if (!mounted.current) return;
        const copy = interpretPublishedCopy(payload, mapSlugOf(editor.document));
        if (copy.kind === 'error')
          return notify(t('account.copyUnreadable', { detail: copy.detail }), 'error');
        if (copy.kind === 'otherCountry') return void navigate(copy.path, { replace: true });
        editor.load(copy.doc, { undoable: true });
        tracker.forget();
        setParams({}, { replace: true });
        notify(t('account.copied'));
      },
      (error: unknown) => {
        if (mounted.current) notify(copyErrorMessage(error, t), 'error');
      },
    );
  }, [editor, id, navigate, notify, setParams, t, tracker]);
}
