import { useState } from 'react';
import { toDataTable, type DataTable } from '@mapwright/core/data/table';
import { fetchLinkedFile, hostOf, momentText } from './liveLink';

/** The file a table came from when it was linked by address. */
export interface LinkedSource {
  readonly url: string;
  readonly fetchedAt: string;
}

/**
 * The import's third source: a CSV linked by its address (a spreadsheet published as CSV), fetched by
 * the server. Its table then imports like a pasted one, and the map keeps the link to refresh it.
 */
export function LiveLinkSource({
  linked,
  onTable,
}: {
  linked: LinkedSource | null;
  onTable: (table: DataTable, source: LinkedSource) => void;
}) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fetchNow = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetchLinkedFile(url.trim());
      onTable(toDataTable(answer.rows), { url: url.trim(), fetchedAt: answer.fetchedAt });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="field-row import-dialog__link"
      onSubmit={(e) => {
        e.preventDefault();
        if (url.trim() !== '' && !busy) void fetchNow();
      }}
    >
      <label className="stacked import-dialog__link-field">
        <span className="panel__label">Or link a CSV by its address, to keep the map up to date</span>
        <input
          className="field"
          type="url"
          aria-label="Link to a CSV file"
          placeholder="https://docs.google.com/spreadsheets/d/…/pub?output=csv"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={busy || url.trim() === ''}>
        {busy ? 'Getting the file…' : 'Get the file'}
      </button>
      {linked && (
        <span className="panel__note" data-testid="import-linked">
          {hostOf(linked.url)}, got {momentText(linked.fetchedAt)}
        </span>
      )}
      {problem && (
        <p className="import-dialog__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
