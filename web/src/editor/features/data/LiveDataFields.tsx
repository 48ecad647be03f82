import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateCore } from '../../../i18n/coreMessages';
import { useLanguage } from '../../../i18n/format';
import { setLiveData, setLiveRefresh } from '@mapwright/core/document/operations/live-data';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { hostOf, momentText, refreshLinkedData, REFRESH_CHOICES } from './liveLink';

/**
 * The map's linked file in the Data panel: where it is, when it was got, how often the published map
 * refreshes it; "Refresh now" fetches it again (one undo step), "Unlink" keeps the data as it is.
 */
export function LiveDataFields() {
  const { t } = useTranslation('data');
  const lng = useLanguage();
  const { editor, geometry, ui } = useEditorServices();
  const link = useEditorSelector((s) => s.doc.liveData);
  const [status, setStatus] = useState<{ got: string; stale?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!link) return null;

  const refresh = async () => {
    setBusy(true);
    try {
      const { applied, fetched } = await refreshLinkedData(editor, geometry, link, t);
      setStatus({
        got: fetched.fetchedAt,
        ...(fetched.stale && { stale: fetched.stale.message }),
      });
      if (!applied.ok) ui.notify(translateCore(t, applied), 'error');
      else if (fetched.stale) ui.notify(t('live.staleNotice', { message: fetched.stale.message }), 'error');
      else ui.notify(t('live.refreshed', { count: applied.values, host: hostOf(link.url) }));
    } catch (error) {
      ui.notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="live-data" aria-label={t('live.linked')} data-testid="live-data">
      <h3 className="panel__label">{t('live.linked')}</h3>
      <p className="panel__note live-data__source">
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {hostOf(link.url)}
        </a>
        : {link.nameColumn} → {link.valueColumns.join(', ')}
        {status && (
          <>
            {' '}
            · {t('live.gotAt')} <span data-testid="live-data-got">{momentText(status.got, lng)}</span>
          </>
        )}
      </p>
      {status?.stale && (
        <p className="import-dialog__problem" role="alert">
          {t('live.stale', { message: status.stale })}
        </p>
      )}
      <label className="stacked">
        <span className="panel__label">{t('live.refreshesIt')}</span>
        <select
          className="field"
          aria-label={t('import.refreshLabel')}
          value={link.refreshMinutes ?? ''}
          onChange={(e) =>
            editor.apply(setLiveRefresh, e.target.value === '' ? null : Number(e.target.value))
          }
        >
          {REFRESH_CHOICES.map((choice) => (
            <option key={choice.minutes ?? 'never'} value={choice.minutes ?? ''}>
              {t(`live.refresh.${choice.minutes ?? 'never'}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="field-row">
        <button type="button" className="button" disabled={busy} onClick={() => void refresh()}>
          {busy ? t('live.refreshing') : t('live.refreshNow')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => editor.apply(setLiveData, null)}
        >
          {t('live.unlink')}
        </button>
      </div>
    </section>
  );
}
