import { useEffect, useId, useMemo, useState } from 'react';
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
  const [catalogue, setCatalogue] = useState<EmojiCatalogue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState<string>('');
  const searchId = useId();
  const groupId = useId();

  useEffect(() => {
    let live = true;
    loadEmojiCatalogue().then(
      (loaded) => live && setCatalogue(loaded),
      () =>
        live && setError('The list of emoji could not be loaded. Check the connection and reopen the panel.'),
    );
    return () => {
      live = false;
    };
  }, []);

  const results = useMemo(
    () => (catalogue && query.trim() !== '' ? searchEmoji(catalogue, query, { limit: MAX_RESULTS }) : null),
    [catalogue, query],
  );

  if (error) return <p className="field-error annotation-fields__wide">{error}</p>;
  if (!catalogue) return <p className="panel__note annotation-fields__wide">Loading the emoji…</p>;
  const others = catalogue.categories.filter((c) => !FIRST.includes(c.key));
  const chosen = others.find((c) => c.key === group);

  return (
    <div className="emoji-picker annotation-fields__wide" data-emoji-picker>
      <label htmlFor={searchId} className="panel__label">
        Search emoji
      </label>
      <input
        id={searchId}
        className="field"
        type="search"
        placeholder="castle, tank, tree…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {results ? (
        <EmojiGrid
          title={`${results.length === MAX_RESULTS ? `First ${MAX_RESULTS}` : results.length} found`}
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
                title={category.name}
                emoji={category.emoji}
                value={value}
                onPick={onPick}
              />
            ))}
          <label htmlFor={groupId} className="panel__label">
            All emoji
          </label>
          <select id={groupId} className="field" value={group} onChange={(e) => setGroup(e.target.value)}>
            <option value="">Choose a group…</option>
            {others.map((category) => (
              <option key={category.key} value={category.key}>
                {category.name} ({category.emoji.length})
              </option>
            ))}
          </select>
          {chosen && <EmojiGrid title={chosen.name} emoji={chosen.emoji} value={value} onPick={onPick} />}
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
