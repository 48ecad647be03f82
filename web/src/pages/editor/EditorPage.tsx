import { lazy, Suspense, useMemo } from 'react';
import { countryBySlug, customCountryOf, type Country } from '@mapwright/core/countries/countries';
import { boundaryHashOf } from '@mapwright/core/document/map-slug';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { EditorLoadScreen } from '../../editor/EditorLoadScreen';
import { useEditorLoad } from '../../editor/data/useEditorLoad';
import { CountryMeta } from './CountryMeta';
import { useEditorChunk } from './useEditorChunk';
import { useIsMobile } from './useIsMobile';

// Only an unknown map's address shows it: it is not part of an editor's load.
const NotFoundPage = lazy(() => import('../not-found/NotFoundPage'));

/** The editor of a map's slug (its route says which: `/Countries/{slug}`, `/World`, `/Custom/{hash}`). */
export default function EditorPage({ slug }: { slug: string }) {
  const country = countryBySlug(slug) ?? customCountryOf(slug);
  if (!country)
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <>
      <CountryMeta />
      <EditorForWidth key={country.slug} country={country} />
    </>
  );
}

/**
 * The map is loaded here, above the desktop/mobile switch: crossing the 768 px breakpoint (rotating a
 * tablet, resizing a window) swaps the editor's layout around the same headless Editor, so the draft,
 * the level shown and the undo history stay as they were.
 */
function EditorForWidth({ country }: { country: Country }) {
  const isMobile = useIsMobile();
  const load = useEditorLoad(country);
  const chunk = useEditorChunk(isMobile ? 'mobile' : 'desktop');
  // The user's own boundaries are called, once loaded, what the user called them.
  const ownName =
    load.status === 'ready' && boundaryHashOf(country.slug) !== undefined
      ? load.geometry.entry.name
      : undefined;
  const named = useMemo(
    () => (ownName === undefined ? country : { ...country, name: ownName }),
    [country, ownName],
  );
  if (chunk.status === 'ready') return <chunk.Editor country={named} load={load} />;
  if (chunk.status === 'error')
    return <EditorLoadScreen country={country} load={chunk} layout={isMobile ? 'mobile' : 'desktop'} />;
  return <FullScreenSpinner label={`Loading the ${country.name} editor`} />;
}
