import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { countryBySlug } from '@mapwright/core/countries/countries';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import NotFoundPage from '../not-found/NotFoundPage';
import { useIsMobile } from './useIsMobile';

// Each editor is its own chunk: a phone never downloads the desktop editor, and the reverse.
const DesktopEditor = lazy(() => import('../../editor/desktop/DesktopEditor'));
const MobileEditor = lazy(() => import('../../editor/mobile/MobileEditor'));

export default function EditorPage() {
  const { country: slug = '' } = useParams();
  const country = countryBySlug(slug);
  const isMobile = useIsMobile();
  if (!country) return <NotFoundPage />;
  const Editor = isMobile ? MobileEditor : DesktopEditor;
  return (
    <Suspense fallback={<FullScreenSpinner label={`Loading the ${country.name} editor`} />}>
      <Editor country={country} />
    </Suspense>
  );
}
