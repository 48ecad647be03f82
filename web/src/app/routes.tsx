import type { ComponentType } from 'react';
import { useParams, type Params, type RouteObject } from 'react-router';
import { regionBySlug, WORLD } from '@mapwright/core/countries/countries';
import { customSlugOf } from '@mapwright/core/document/map-slug';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { prefetchCountry } from '../editor/data/requests';
import { MOBILE_BREAKPOINT_PX } from '../pages/editor/useIsMobile';
import { RootLayout } from './RootLayout';

/** A route whose page is its own chunk, loaded on first visit. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
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
      const { default: EditorPage } = await import('../pages/editor/EditorPage');
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
      { index: true, ...page(() => import('../pages/home/HomePage')) },
      { path: 'About', caseSensitive: true, ...page(() => import('../pages/about/AboutPage')) },
      { path: 'Profile', caseSensitive: true, ...page(() => import('../pages/profile/ProfilePage')) },
      { path: 'Countries', caseSensitive: true, ...page(() => import('../pages/countries/CountriesPage')) },
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
