import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import type { Editor } from '@mapwright/core/editor/editor';
import { ApiError } from '../../../auth/api';
import { publications, type Publication } from '../../../auth/publications';
import { savedMaps } from '../../../auth/savedMaps';
import { suggestedMapName } from './mapNames';
import type { SavedMapTracker } from './savedMapTracker';
import { PublishDialog, type PublishView } from './PublishDialog';
import { planPublish } from './publishPlan';
import { useTranslation } from 'react-i18next';

const SAVED_ELSEWHERE =
  'A newer copy of this map was saved elsewhere. Save to your account first to settle that, then publish.';

function ready(publication: Publication | null, error?: string, saveFirst = false): PublishView {
  return { kind: 'ready', publication, error, saveFirst };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Publish": a read-only public copy of the map at /m/{id}, with its link and embed code. Publishing
 * saves the map to the account first when the account does not hold exactly what the editor shows
 * (a name is asked the first time), so the public page is what the user sees; publishing again updates
 * it under the same link; "Unpublish" takes it down. A newer copy saved elsewhere is never overwritten:
 * the dialog sends the user to "Save to your account", whose conflict dialog settles it.
 */
export function usePublish(
  editor: Editor,
  country: Country,
  tracker: SavedMapTracker,
  saveToAccount: () => void,
) {
  const { t } = useTranslation('dialogs');
  const [, setSearchParams] = useSearchParams();
  const [view, setView] = useState<PublishView>({ kind: 'closed' });
  const update = useCallback((next: PublishView) => setView((v) => (v.kind === 'closed' ? v : next)), []);

  const open = useCallback(() => {
    const link = tracker.state.link;
    if (!link) return setView(ready(null));
    setView({ kind: 'loading' });
    publications.get(link.id).then(
      (publication) => update(ready(publication)),
      (error: unknown) => update(ready(null, t('publish.checkFailed', { reason: reason(error) }))),
    );
  }, [t, tracker, update]);

  const run = useCallback(
    async (current: Publication | null, work: () => Promise<PublishView>) => {
      if (tracker.state.busy) return;
      tracker.setBusy(true);
      try {
        update(await work());
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && !current) {
          // The saved map was deleted elsewhere: the next publish saves it anew (the dialog asks a name).
          tracker.forget();
          update(ready(null, t('publish.gone')));
        } else update(ready(current, t('publish.failed', { reason: reason(error) })));
      } finally {
        tracker.setBusy(false);
      }
    },
    [t, tracker, update],
  );

  const publish = useCallback(
    (current: Publication | null, name: string) =>
      run(current, async () => {
        const doc = editor.document;
        const step = planPublish(tracker.state, doc);
        let mapId: string;
        let mapVersion: number;
        if (step.kind === 'create') {
          const map = await savedMaps.create(name, doc);
          tracker.saved(map, doc);
          setSearchParams({ map: map.id }, { replace: true });
          [mapId, mapVersion] = [map.id, map.version];
        } else if (step.kind === 'save') {
          const saved = await savedMaps.save(step.id, doc, step.baseVersion);
          if (!saved.ok) return ready(current, SAVED_ELSEWHERE, true);
          tracker.saved(saved.map, doc);
          [mapId, mapVersion] = [saved.map.id, saved.map.version];
        } else [mapId, mapVersion] = [step.id, step.mapVersion];
        const result = await publications.publish(mapId, mapVersion);
        return result.ok ? ready(result.publication) : ready(current, SAVED_ELSEWHERE, true);
      }),
    [editor, run, setSearchParams, tracker],
  );

  const unpublish = useCallback(
    (current: Publication) =>
      run(current, async () => {
        await publications.unpublish(current.mapId);
        return ready(null);
      }),
    [run],
  );

  const dialog = (
    <PublishDialog
      view={view}
      editor={editor}
      tracker={tracker}
      countryName={country.name}
      defaultName={suggestedMapName(
        { title: editor.document.title.text, subtitle: editor.document.subtitle.text },
        country.name,
      )}
      onPublish={(current, name) => void publish(current, name)}
      onUnpublish={(current) => void unpublish(current)}
      onSaveFirst={() => {
        setView({ kind: 'closed' });
        saveToAccount();
      }}
      onClose={() => setView({ kind: 'closed' })}
    />
  );
  return { open, dialog };
}
