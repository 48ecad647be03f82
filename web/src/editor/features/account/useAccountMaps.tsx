import type { Country } from '@mapwright/core/countries/countries';
import type { Editor } from '@mapwright/core/editor/editor';
import { useSession } from '../../../session/session';
import type { NoticeAction } from '../../chrome/Notices';
import { useOpenPublishedCopy } from './useOpenPublishedCopy';
import { usePublish } from './usePublish';
import { AccountStatus } from './AccountStatus';
import type { SavedMapTracker } from './savedMapTracker';
import type { SignInReason } from './SignInDialog';
import { useOpenSavedMap } from './useOpenSavedMap';
import { useSaveToAccount } from './useSaveToAccount';
import './account.css';

type Notify = (message: string, tone?: 'info' | 'error', actions?: readonly NoticeAction[]) => void;

/**
 * The editor's link to the user's account: which saved map this tab edits (session state, never in the
 * document), "Save to account", opening `?map={id}`, publishing, copying a published map (`?copy={id}`), the
 * top-bar status and the dialogs.
 */
export function useAccountMaps(
  editor: Editor,
  /** The editor's link to a saved map, kept by its workspace (WorkspaceState.savedMap). */
  tracker: SavedMapTracker,
  country: Country,
  notify: Notify,
  openSignIn: (reason: SignInReason) => void,
) {
  const { loading, userLoggedIn } = useSession();
  const { save, dialogs } = useSaveToAccount(editor, country, tracker, notify, openSignIn);
  useOpenSavedMap(editor, tracker, notify, openSignIn);
  useOpenPublishedCopy(editor, tracker, notify);
  const publish = usePublish(editor, country, tracker, save);
  return {
    save,
    /** Opens the Publish dialog (link and embed code); on while signed in, like saving. */
    publish: publish.open,
    /** "Save to account" is on once the session says the user is signed in. */
    canSave: !loading && userLoggedIn,
    status: <AccountStatus tracker={tracker} onSignIn={() => openSignIn('save')} />,
    dialogs: (
      <>
        {dialogs}
        {publish.dialog}
      </>
    ),
  };
}
