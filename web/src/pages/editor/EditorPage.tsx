import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { countryBySlug, type Country } from '@mapwright/core/countries/countries';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useEditorLoad } from '../../editor/data/useEditorLoad';
import NotFoundPage from '../not-found/NotFoundPage';
import { useIsMobile } from './useIsMobile';

// Each editor is its own chunk: a phone never downloads the desktop editor, and the reverse.
const DesktopEditor = lazy(() => import('../../editor/desktop/DesktopEditor'));
const MobileEditor = lazy(() => import('../../editor/mobile/MobileEditor'));

export default function EditorPage() {
  const { country: slug = '' } = useParams();
  const country = countryBySlug(slug);
  if (!country) return <NotFoundPage />;
  return <EditorForWidth key={country.slug} country={country} />;
}

/**
 * The map is loaded here, above the desktop/mobile switch: crossing the 768 px breakpoint (rotating a
 * tablet, resizing a window) swaps the editor's layout around the same headless Editor, so the draft,
 * the level shown and the undo history stay as they were.
 */
function EditorForWidth({ country }: { country: Country }) {
  const isMobile = useIsMobile();
  const load = useEditorLoad(country);
  const Editor = isMobile ? MobileEditor : DesktopEditor;
  return (
    <Suspense fallback={<FullScreenSpinner label={`Loading the ${country.name} editor`} />}>
      <Editor country={country} load={load} />
    </Suspense>
  );
}
