import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  loadEmojiCatalogue,
  searchEmoji,
  type EmojiCatalogue,
  type EmojiEntry,
} from '@mapwright/core/emoji/catalogue';
import { emojiUrl } from '../../annotations/emojiGlyphs';

/** The spec's three categories, shown first and always open. */
const FIRST = ['map', 'military', 'nature'];
/** Search results shown at most (the whole set is 3,700 emoji). */
const MAX_RESULTS = 120;

/**
 * The emoji picker: Map, Military and Nature first, then any other group of the bundled set chosen
 * from a list, and a search by name or keyword over all of them. Each emoji is drawn from the bundled
 * SVG file the map itself draws (never the system font), so what is picked is what the map shows.
 * The catalogue is a separate chunk, fetched when the picker first shows.
 */
export function EmojiPicker({ value, onPick }: { value: string; onPick: (id: string) => void }) {
  const { t } = useTranslation('panels');
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const [error, setError] = useState<boolean>(false);
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<string>('');
  const searchId = useId();
  const groupId = useId();

  useEffect(() => {
    let live = true;
    loadEmojiCatalogue().then(
      (loaded) => live && setCatalogue(loaded),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const results = useMemo(
    () => (catalogue && query.trim() !== '' ? searchEmoji(catalogue, query, { limit: MAX_RESULTS }) : null),
    [catalogue, query],
  );

  if (error) return <p className="field-error annotation-fields__wide">{t('annotations.emoji.failed')}</p>;
  if (!catalogue)
    return <p className="panel__note annotation-fields__wide">{t('annotations.emoji.loading')}</p>;
  // The groups' names in the interface's language; the emoji's own names stay the set's English.
  const groupName = (category: { key: string; name: string }) =>
    t(`annotations.emoji.group.${category.key}`, { defaultValue: category.name });
  const others = catalogue.categories.filter((c) => !FIRST.includes(c.key));
  const chosen = others.find((c) => c.key === group);

  return (
    <div className="emoji-picker annotation-fields__wide" data-emoji-picker>
      <label htmlFor={searchId} className="panel__label">
        {t('annotations.emoji.search')}
      </label>
      <input
        id={searchId}
        className="field"
        type="search"
        placeholder={t('annotations.emoji.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {results ? (
        <EmojiGrid
          title={
            results.length === MAX_RESULTS
              ? t('annotations.emoji.first', { count: MAX_RESULTS })
              : t('annotations.emoji.found', { count: results.length })
          }
          emoji={results}
          value={value}
          onPick={onPick}
        />
      ) : (
        <>
          {catalogue.categories
            .filter((c) => FIRST.includes(c.key))
            .map((category) => (
              <EmojiGrid
                key={category.key}
                title={groupName(category)}
                emoji={category.emoji}
                value={value}
                onPick={onPick}
              />
            ))}
          <label htmlFor={groupId} className="panel__label">
            {t('annotations.emoji.all')}
          </label>
          <select id={groupId} className="field" value={group} onChange={(e) => setGroup(e.target.value)}>
            <option value="">{t('annotations.emoji.chooseGroup')}</option>
            {others.map((category) => (
              <option key={category.key} value={category.key}>
                {t('annotations.emoji.groupCount', {
                  name: groupName(category),
                  count: category.emoji.length,
                })}
              </option>
            ))}
          </select>
          {chosen && (
            <EmojiGrid title={groupName(chosen)} emoji={chosen.emoji} value={value} onPick={onPick} />
          )}
        </>
      )}
    </div>
  );
}

function EmojiGrid({
  title,
  emoji,
  value,
  onPick,
}: {
  title: string;
  emoji: readonly EmojiEntry[];
  value: string;
  onPick: (id: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <div className="emoji-picker__grid">
        {emoji.map((entry) => (
          <button
            key={entry.id}
            type="button"
            title={entry.name}
            aria-label={entry.name}
            aria-pressed={entry.id === value}
            data-emoji-id={entry.id}
            onClick={() => onPick(entry.id)}
          >
            <img src={emojiUrl(entry.id)} alt="" loading="lazy" width={24} height={24} />
          </button>
        ))}
      </div>
    </section>
  );
}
