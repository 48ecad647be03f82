import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mapNameOf } from '@mapwright/core/countries/countries';
import { publications, publicationUrl, type Publication } from '../../auth/publications';
import { savedMapPath, savedMaps, savedMapThumbnailUrl, type SavedMapSummary } from '../../auth/savedMaps';
import { FieldError, invalidFieldProps } from '../../components/FieldError';
import { formatDate, useLanguage } from '../../i18n/format';

/** The signed-in user's saved maps: open (in the editor), rename, delete; which are published, with their links. */
export function SavedMapsList() {
  const { t } = useTranslation('profile');
  const lng = useLanguage();
  const navigate = useNavigate();
  const [maps, setMaps] = useState<SavedMapSummary[] | null>(null);
  const [published, setPublished] = useState<ReadonlyMap<string, Publication>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [draftName, setDraftName] = useState('');
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);

  /** Bumped after every change, to list again. */
  const [listing, setListing] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([savedMaps.list(), publications.list()]).then(
      ([list, publicationList]) => {
        if (!live) return;
        setMaps(list);
        setPublished(new Map(publicationList.map((p) => [p.mapId, p])));
      },
      (e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, [listing]);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
    setListing((n) => n + 1);
  };

  const onRename = (event: FormEvent, id: string) => {
    event.preventDefault();
    const name = draftName.trim();
    if (name === '') return;
    setRenaming(null);
    void act(() => savedMaps.rename(id, name));
  };

  return (
    <section className="saved-maps" aria-labelledby="saved-maps-heading">
      <h2 id="saved-maps-heading">{t('saved.title')}</h2>
      {error && <p className="profile__error">{error}</p>}
      {maps === null ? (
        <p>{t('saved.loading')}</p>
      ) : maps.length === 0 ? (
        <p>{t('saved.none')}</p>
      ) : (
        <ul>
          {maps.map((map) => (
            <li key={map.id} data-map-id={map.id}>
              <MapThumbnail map={map} />
              {renaming === map.id ? (
                <form onSubmit={(e) => onRename(e, map.id)} className="saved-maps__rename">
                  <label htmlFor={`rename-${map.id}`}>{t('saved.newName')}</label>
                  <input
                    id={`rename-${map.id}`}
                    value={draftName}
                    maxLength={120}
                    autoFocus
                    {...invalidFieldProps(draftName.trim() === '', `rename-${map.id}-error`)}
                    onChange={(e) => setDraftName(e.target.value)}
                  />
                  <button type="submit">{t('saved.saveName')}</button>
                  <button type="button" onClick={() => setRenaming(null)}>
                    {t('saved.cancel')}
                  </button>
                  <FieldError
                    id={`rename-${map.id}-error`}
                    message={draftName.trim() === '' ? t('saved.nameMissing') : null}
                  />
                </form>
              ) : (
                <>
                  <span className="saved-maps__info">
                    <span className="saved-maps__name">{map.name}</span>
                    <span className="saved-maps__meta">
                      {capitalised(mapNameOf(map.country))} · {formatDate(map.updatedAt, lng)}
                    </span>
                    <PublishedLink publication={published.get(map.id)} mapName={map.name} />
                  </span>
                  <span className="saved-maps__actions">
                    <button
                      type="button"
                      onClick={() => void navigate(savedMapPath(map))}
                      aria-label={t('saved.openMap', { name: map.name })}
                    >
                      {t('saved.open')}
                    </button>
                    <button
                      type="button"
                      aria-label={t('saved.renameMap', { name: map.name })}
                      onClick={() => {
                        setRenaming(map.id);
                        setDraftName(map.name);
                      }}
                    >
                      {t('saved.rename')}
                    </button>
                    {confirmDelete === map.id ? (
                      <button
                        type="button"
                        className="saved-maps__danger"
                        onClick={() => {
                          setConfirmDelete(null);
                          void act(() => savedMaps.remove(map.id));
                        }}
                      >
                        {t('saved.confirmDelete')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        aria-label={t('saved.deleteMap', { name: map.name })}
                        onClick={() => setConfirmDelete(map.id)}
                      >
                        {t('saved.delete')}
                      </button>
                    )}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The box the thumbnail is shown in, CSS px (the server draws it at three times this: 480 x 270). */
const THUMBNAIL_WIDTH = 160;
const THUMBNAIL_HEIGHT = 90;

/**
 * The saved version's picture in a fixed box (the list does not move as images arrive), on a neutral
 * background while it loads; one that fails (the server busy, 503) leaves the empty box. Its alt is
 * empty: the map's name is beside it.
 */
function MapThumbnail({ map }: { map: SavedMapSummary }) {
  const src = savedMapThumbnailUrl(map);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="saved-maps__thumb">
      {failed !== src && (
        <img
          src={src}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}

/** "Published" with the public link, for a published map; nothing for the others. */
function PublishedLink({ publication, mapName }: { publication: Publication | undefined; mapName: string }) {
  const { t } = useTranslation('profile');
  if (!publication) return null;
  const url = publicationUrl(publication);
  return (
    <span className="saved-maps__published" data-published-path={publication.path}>
      {t('saved.published')}{' '}
      <a
        href={publication.path}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('saved.publicLink', { name: mapName })}
      >
        {url}
      </a>
    </span>
  );
}

/** "your own boundaries" at the start of a line. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
