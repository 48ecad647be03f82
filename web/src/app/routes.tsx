import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/FullScreenSpinner';
import { RootLayout } from './RootLayout';

/** A route whose page is its own chunk, loaded on first visit. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
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
      {
        path: 'Countries/:country',
        caseSensitive: true,
        ...page(() => import('../pages/editor/EditorPage')),
      },
      { path: '*', ...page(() => import('../pages/not-found/NotFoundPage')) },
    ],
  },
];
