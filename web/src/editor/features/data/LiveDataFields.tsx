import { useState } from 'react';
import { setLiveData, setLiveRefresh } from '@mapwright/core/document/operations/live-data';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { hostOf, momentText, refreshLinkedData, REFRESH_CHOICES } from './liveLink';

/**
 * The map's linked file in the Data panel: where it is, when it was got, how often the published map
 * refreshes it; "Refresh now" fetches it again (one undo step), "Unlink" keeps the data as it is.
 */
export function LiveDataFields() {
  const { editor, geometry, ui } = useEditorServices();
  const link = useEditorSelector((s) => s.doc.liveData);
  const [status, setStatus] = useState<{ got: string; stale?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!link) return null;

  const refresh = async () => {
    setBusy(true);
    try {
      const { applied, fetched } = await refreshLinkedData(editor, geometry, link);
      setStatus({
        got: fetched.fetchedAt,
        ...(fetched.stale && { stale: fetched.stale.message }),
      });
      if (!applied.ok) ui.notify(applied.message, 'error');
      else if (fetched.stale)
        ui.notify(
          `The file could not be fetched (${fetched.stale.message}); the map keeps the data got before.`,
          'error',
        );
      else ui.notify(`Refreshed ${applied.values} values from ${hostOf(link.url)}. Undo takes them back.`);
    } catch (error) {
      ui.notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="live-data" aria-label="Linked file" data-testid="live-data">
      <h3 className="panel__label">Linked file</h3>
      <p className="panel__note live-data__source">
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {hostOf(link.url)}
        </a>
        : {link.nameColumn} → {link.valueColumns.join(', ')}
        {status && (
          <>
            {' '}
            · got <span data-testid="live-data-got">{momentText(status.got)}</span>
          </>
        )}
      </p>
      {status?.stale && (
        <p className="import-dialog__problem" role="alert">
          The latest fetch failed: {status.stale}. The map keeps the data got before.
        </p>
      )}
      <label className="stacked">
        <span className="panel__label">The published map refreshes it</span>
        <select
          className="field"
          aria-label="Refresh the published map"
          value={link.refreshMinutes ?? ''}
          onChange={(e) =>
            editor.apply(setLiveRefresh, e.target.value === '' ? null : Number(e.target.value))
          }
        >
          {REFRESH_CHOICES.map((choice) => (
            <option key={choice.label} value={choice.minutes ?? ''}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <div className="field-row">
        <button type="button" className="button" disabled={busy} onClick={() => void refresh()}>
          {busy ? 'Refreshing…' : 'Refresh now'}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => editor.apply(setLiveData, null)}
        >
          Unlink
        </button>
      </div>
    </section>
  );
}
