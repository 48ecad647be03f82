import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Editor } from '@mapwright/core/editor/editor';
import { savedMaps } from '../../../auth/savedMaps';
import { keyOfVersion, readSavedMapKey, recordSavedMapKey } from '../export';
import { useSession } from '../../../session/session';
import type { NoticeAction } from '../../chrome/Notices';
import { interpretSavedMap, openErrorMessage, unreadableMessage } from './openPlan';
import type { SavedMapTracker } from './savedMapTracker';
import type { SignInReason } from './SignInDialog';

type Notify = (message: string, tone?: 'info' | 'error', actions?: readonly NoticeAction[]) => void;

/**
 * Opens the saved map named by `?map={id}` (Profile's Open) once the session is known: signed in, it
 * replaces the draft as one undo step and the draft autosave carries on from there; a map of another
 * country goes to that country's editor; missing, forbidden or damaged maps leave the draft as it is.
 */
export function useOpenSavedMap(
  editor: Editor,
  tracker: SavedMapTracker,
  notify: Notify,
  openSignIn: (reason: SignInReason) => void,
): void {
  const [params] = useSearchParams();
  const id = params.get('map');
  const { loading, userLoggedIn } = useSession();
  const navigate = useNavigate();
  /** What was already tried, so re-renders do not load again; signing in later tries once more. */
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
    if (!id || loading) return;
    if (tracker.state.link?.id === id) return; // this tab saved it: the editor already holds it
    const attempt = `${id}|${userLoggedIn}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    if (!userLoggedIn) {
      notify(t('account.openSignInNotice'), 'info', [
        { label: t('account.signIn'), run: () => openSignIn('open') },
      ]);
      return;
    }
    Promise.all([savedMaps.get(id), readSavedMapKey(id)]).then(
      ([map, recorded]) => {
        if (!mounted.current) return;
        const opened = interpretSavedMap(map, mapSlugOf(editor.document));
        if (opened.kind === 'error') return notify(unreadableMessage(opened, t), 'error');
        if (opened.kind === 'otherCountry') return void navigate(opened.path, { replace: true });
        // The saved map is the map its key names (decision "One download covers one map, its key"); a
        // version with none recorded gets the key it opens with, so the next opening is the same map.
        const mapKey = keyOfVersion(recorded, map);
        editor.load(opened.doc, { undoable: true, mapKey });
        if (editor.mapKey !== mapKey) recordSavedMapKey(map, editor.mapKey);
        tracker.saved(map, editor.document);
        notify(t('account.opened', { name: map.name }));
      },
      (error: unknown) => {
        if (mounted.current) notify(openErrorMessage(error, t), 'error');
      },
    );
  }, [editor, id, loading, navigate, notify, openSignIn, t, tracker, userLoggedIn]);
}
