import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/format';
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
  const { t } = useTranslation('data');
  const lng = useLanguage();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const fetchNow = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await fetchLinkedFile(url.trim(), t);
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
        <span className="panel__label">{t('live.linkPrompt')}</span>
        <input
          className="field"
          type="url"
          aria-label={t('live.linkLabel')}
          placeholder="https://docs.google.com/spreadsheets/d/…/pub?output=csv"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={busy || url.trim() === ''}>
        {busy ? t('live.getting') : t('live.get')}
      </button>
      {linked && (
        <span className="panel__note" data-testid="import-linked">
          {t('live.got', { host: hostOf(linked.url), moment: momentText(linked.fetchedAt, lng) })}
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
