import { useTranslation } from 'react-i18next';
import type { SourceEntry } from '@mapwright/core/geodata/countryIndex';
import './SourcesList.css';

/**
 * The boundary sources with their licence and credit line, as the sources dialog and the About page
 * show them: one list, read from the served map index, so both always name the same sources.
 */
export function SourcesList({ sources }: { sources: readonly SourceEntry[] }) {
  const { t } = useTranslation('common');
  return (
    <ul className="attribution__list">
      {sources.map((s) => (
        <li key={s.id} data-source={s.id}>
          <a href={s.url} target="_blank" rel="noopener noreferrer" className="attribution__title">
            {s.title}
          </a>
          <div className="attribution__licence">{t('sources.licence', { licence: s.licence })}</div>
          <div className="attribution__credit">{s.attribution}</div>
          <div className="attribution__used">{t('sources.usedFor', { uses: s.usedFor.join(', ') })}</div>
        </li>
      ))}
    </ul>
  );
}

/** The sources in the order both places list them. */
export function sortedSources(sources: readonly SourceEntry[]): SourceEntry[] {
  return [...sources].sort((a, b) => a.title.localeCompare(b.title));
}
