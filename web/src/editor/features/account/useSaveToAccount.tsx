import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import type { Editor } from '@mapwright/core/editor/editor';
import { ApiError } from '../../../auth/api';
import { savedMaps, type SavedMap } from '../../../auth/savedMaps';
import { useSession } from '../../../session/session';
import type { NoticeAction } from '../../chrome/Notices';
import { ConflictDialog } from './ConflictDialog';
import { copyName, suggestedMapName } from './mapNames';
import { interpretSavedMap } from './openPlan';
import { keyOfVersion, readSavedMapKey, recordSavedMapKey } from '../export';
import { planSave, type ConflictChoice } from './savePlan';
import type { SavedMapTracker } from './savedMapTracker';
import type { SignInReason } from './SignInDialog';
import { SaveNameDialog } from './SaveNameDialog';

type Notify = (message: string, tone?: 'info' | 'error', actions?: readonly NoticeAction[]) => void;

/** Why saving to the account is off while signed out: the notice's text and the top bar link's name. */
export const SIGN_IN_TO_SAVE = 'Sign in to save maps to your account';

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Save to account": the first save asks for a name and creates the map, later saves update it based on
 * the version this tab loaded or saved. A conflict (409: a newer copy saved elsewhere) never overwrites:
 * the dialog offers reloading that copy (undoable) or saving this one as a copy.
 */
export function useSaveToAccount(
  editor: Editor,
  country: Country,
  tracker: SavedMapTracker,
  notify: Notify,
  openSignIn: (reason: SignInReason) => void,
) {
  const { loading, userLoggedIn } = useSession();
  const [, setSearchParams] = useSearchParams();
  const [askName, setAskName] = useState<string | null>(null);
  const [conflictName, setConflictName] = useState<string | null>(null);

  /** Runs one request to the account at a time, with the busy flag shown in the top bar. */
  const busy = useCallback(
    async (work: () => Promise<void>) => {
      if (tracker.state.busy) return;
      tracker.setBusy(true);
      try {
        await work();
      } finally {
        tracker.setBusy(false);
      }
    },
    [tracker],
  );

  /** The editor now edits `map`; the URL names it, so Profile's Open and a reload find the same map. */
  const linkTo = useCallback(
    (map: SavedMap, doc = editor.document) => {
      tracker.saved(map, doc);
      setSearchParams({ map: map.id }, { replace: true });
    },
    [editor, tracker, setSearchParams],
  );

  const create = useCallback(
    (name: string, what: string) =>
      busy(async () => {
        const doc = editor.document;
        const mapKey = editor.mapKey;
        try {
          const map = await savedMaps.create(name, doc);
          // The saved map is the map the editor holds (decision "One download covers one map, its key").
          recordSavedMapKey(map, mapKey);
          linkTo(map, doc);
          notify(`${what} "${map.name}".`);
        } catch (error) {
          notify(`The map could not be saved to your account: ${reason(error)}`, 'error');
        }
      }),
    [busy, editor, linkTo, notify],
  );

  const save = useCallback(() => {
    const plan = planSave({ loading, userLoggedIn }, tracker.state.link);
    if (plan.kind === 'wait') return notify('Checking whether you are signed in; try again in a moment.');
    if (plan.kind === 'signIn')
      return notify(`${SIGN_IN_TO_SAVE}.`, 'info', [{ label: 'Sign in', run: () => openSignIn('save') }]);
    if (plan.kind === 'create') {
      const { title, subtitle } = editor.document;
      return setAskName(suggestedMapName({ title: title.text, subtitle: subtitle.text }, country.name));
    }
    const name = tracker.state.link?.name ?? '';
    void busy(async () => {
      const doc = editor.document;
      const mapKey = editor.mapKey;
      try {
        const result = await savedMaps.save(plan.id, doc, plan.baseVersion);
        if (result.ok) {
          // This version is the map saved into it: another map, if a file replaced the one opened.
          recordSavedMapKey(result.map, mapKey);
          tracker.saved(result.map, doc);
        } else setConflictName(name);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          notify(`"${name}" is no longer in your account (deleted elsewhere?).`, 'error', [
            {
              label: 'Save as a new map',
              run: () => {
                tracker.forget();
                setAskName(name);
              },
            },
          ]);
        } else notify(`The map could not be saved to your account: ${reason(error)}`, 'error');
      }
    });
  }, [busy, country.name, editor, loading, notify, openSignIn, tracker, userLoggedIn]);

  const reloadNewer = useCallback(
    (id: string) =>
      busy(async () => {
        try {
          const [map, recorded] = await Promise.all([savedMaps.get(id), readSavedMapKey(id)]);
          const opened = interpretSavedMap(map, mapSlugOf(editor.document));
          if (opened.kind !== 'ok') {
            return notify(
              opened.kind === 'error' ? opened.message : 'The newer copy is of another country.',
              'error',
            );
          }
          const mapKey = keyOfVersion(recorded, map);
          editor.load(opened.doc, { undoable: true, mapKey });
          if (editor.mapKey !== mapKey) recordSavedMapKey(map, editor.mapKey);
          linkTo(map);
          notify(`Reloaded the newer copy of "${map.name}". Undo brings your changes back.`);
        } catch (error) {
          notify(`The newer copy could not be loaded: ${reason(error)}`, 'error');
        }
      }),
    [busy, editor, linkTo, notify],
  );

  const onConflict = useCallback(
    (choice: ConflictChoice) => {
      setConflictName(null);
      const link = tracker.state.link;
      if (choice === 'cancel' || !link) return;
      if (choice === 'reload') void reloadNewer(link.id);
      else void create(copyName(link.name), 'Saved a copy to your account as');
    },
    [create, reloadNewer, tracker],
  );

  const dialogs = (
    <>
      <SaveNameDialog
        defaultName={askName}
        onCancel={() => setAskName(null)}
        onSave={(name) => {
          setAskName(null);
          void create(name, 'Saved to your account as');
        }}
      />
      <ConflictDialog mapName={conflictName} onChoose={onConflict} />
    </>
  );
  return { save, dialogs };
}
