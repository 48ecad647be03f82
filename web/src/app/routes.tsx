import type { ComponentType } from 'react';
import { useParams, type Params, type RouteObject } from 'react-router';
import { regionBySlug, WORLD } from '@mapwright/core/countries/countries';
import { customSlugOf } from '@mapwright/core/document/map-slug';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { prefetchCountry } from '../editor/data/requests';
import { loadNamespaces, type Namespace } from '../i18n/i18n';
import { MOBILE_BREAKPOINT_PX } from '../pages/editor/useIsMobile';
import { RootLayout } from './RootLayout';

/**
 * A route whose page is its own chunk, loaded on first visit together with its texts in the reader's
 * language (so the page does not suspend again for them once shown).
 */
function page(
  load: () => Promise<{ default: ComponentType }>,
  ...namespaces: Namespace[]
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces('common', ...namespaces)]);
      return { Component: module.default };
    },
  };
}

/**
 * An editor's route. The editor's data and its chunks are requested together, not one after the
 * other: the map files start downloading now (the editor reuses the requests), and on a desktop-sized
 * window the desktop editor's chunk is asked for alongside the page's instead of after it has run.
 * The loader returns at once, so it never holds up the page.
 */
function editorRoute(path: string, slugOf: (params: Params) => string): RouteObject {
  return {
    path,
    caseSensitive: true,
    loader: ({ params }) => {
      prefetchCountry(slugOf(params));
      return null;
    },
    lazy: async () => {
      if (
        typeof window.matchMedia === 'function' &&
        window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches
      ) {
        void import('../editor/desktop/DesktopEditor').catch(() => undefined);
      }
      const [{ default: EditorPage }] = await Promise.all([
        import('../pages/editor/EditorPage'),
        loadNamespaces('common', 'editor', 'panels', 'maplang', 'account', 'data', 'dialogs', 'levels'),
      ]);
      return { Component: () => <EditorPage slug={slugOf(useParams())} /> };
    },
  };
}

/**
 * The routes of the spec, case-sensitive ('/about' is not '/About'). No errorElement anywhere, on purpose:
 * an unhandled failure shows the router's default page, 'Unexpected Application Error!'.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    children: [
      { index: true, ...page(() => import('../pages/home/HomePage'), 'home') },
      {
        path: 'About',
        caseSensitive: true,
        ...page(() => import('../pages/about/AboutPage'), 'about', 'home'),
      },
      {
        path: 'Profile',
        caseSensitive: true,
        ...page(() => import('../pages/profile/ProfilePage'), 'profile', 'account'),
      },
      {
        path: 'Countries',
        caseSensitive: true,
        ...page(() => import('../pages/countries/CountriesPage'), 'countries'),
      },
      { path: 'Custom', caseSensitive: true, ...page(() => import('../custom/CustomPage')) },
      editorRoute('Countries/:country', (params) => params.country ?? ''),
      editorRoute('World', () => WORLD.slug),
      // A region's map; any other name (a country's among them) is not found, as an unknown country is.
      editorRoute('Regions/:region', (params) => regionBySlug(params.region ?? '')?.slug ?? ''),
      // A map on the user's own boundaries, named by their hash; any other path is not found.
      editorRoute('Custom/:hash', (params) => customSlugOf(params.hash ?? '')),
      { path: '*', ...page(() => import('../pages/not-found/NotFoundPage')) },
    ],
  },
];
