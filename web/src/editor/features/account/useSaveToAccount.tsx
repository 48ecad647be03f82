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
import { interpretSavedMap, unreadableMessage } from './openPlan';
import { keyOfVersion, readSavedMapKey, recordSavedMapKey } from '../export';
import { planSave, type ConflictChoice } from './savePlan';
import type { SavedMapTracker } from './savedMapTracker';
import type { SignInReason } from './SignInDialog';
import { SaveNameDialog } from './SaveNameDialog';
import { useTranslation } from 'react-i18next';

type Notify = (message: string, tone?: 'info' | 'error', actions?: readonly NoticeAction[]) => void;

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
  const { t } = useTranslation('dialogs');
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
    (name: string, copy: boolean) =>
      busy(async () => {
        const doc = editor.document;
        const mapKey = editor.mapKey;
        try {
          const map = await savedMaps.create(name, doc);
          // The saved map is the map the editor holds (decision "One download covers one map, its key").
          recordSavedMapKey(map, mapKey);
          linkTo(map, doc);
          notify(copy ? t('account.savedCopy', { name: map.name }) : t('account.saved', { name: map.name }));
        } catch (error) {
          notify(t('account.saveFailed', { reason: reason(error) }), 'error');
        }
      }),
    [busy, editor, linkTo, notify, t],
  );

  const save = useCallback(() => {
    const plan = planSave({ loading, userLoggedIn }, tracker.state.link);
    if (plan.kind === 'wait') return notify(t('account.checkingSession'));
    if (plan.kind === 'signIn')
      return notify(t('account.signInToSaveNotice'), 'info', [
        { label: t('account.signIn'), run: () => openSignIn('save') },
      ]);
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
          notify(t('account.gone', { name }), 'error', [
            {
              label: t('account.saveNew'),
              run: () => {
                tracker.forget();
                setAskName(name);
              },
            },
          ]);
        } else notify(t('account.saveFailed', { reason: reason(error) }), 'error');
      }
    });
  }, [busy, country.name, editor, loading, notify, openSignIn, t, tracker, userLoggedIn]);

  const reloadNewer = useCallback(
    (id: string) =>
      busy(async () => {
        try {
          const [map, recorded] = await Promise.all([savedMaps.get(id), readSavedMapKey(id)]);
          const opened = interpretSavedMap(map, mapSlugOf(editor.document));
          if (opened.kind !== 'ok') {
            return notify(
              opened.kind === 'error' ? unreadableMessage(opened, t) : t('account.otherCountry'),
              'error',
            );
          }
          const mapKey = keyOfVersion(recorded, map);
          editor.load(opened.doc, { undoable: true, mapKey });
          if (editor.mapKey !== mapKey) recordSavedMapKey(map, editor.mapKey);
          linkTo(map);
          notify(t('account.reloaded', { name: map.name }));
        } catch (error) {
          notify(t('account.reloadFailed', { reason: reason(error) }), 'error');
        }
      }),
    [busy, editor, linkTo, notify, t],
  );

  const onConflict = useCallback(
    (choice: ConflictChoice) => {
      setConflictName(null);
      const link = tracker.state.link;
      if (choice === 'cancel' || !link) return;
      if (choice === 'reload') void reloadNewer(link.id);
      else void create(copyName(link.name), true);
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
          void create(name, false);
        }}
      />
      <ConflictDialog mapName={conflictName} onChoose={onConflict} />
    </>
  );
  return { save, dialogs };
}
