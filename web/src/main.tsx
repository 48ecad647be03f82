// First, before any module builds a schema (zodConfig.ts says why).
import './zodConfig';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { AccountLanguageSync } from './i18n/AccountLanguage';
import './i18n/i18n';
import { LiveSessionProvider } from './session/LiveSessionProvider';
import './styles/global.css';

const router = createBrowserRouter(routes);

// The server's copy of the page's metadata, for crawlers: each page renders its own (PageMeta).
for (const element of document.head.querySelectorAll('[data-server-meta]')) element.remove();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LiveSessionProvider>
      <AccountLanguageSync />
      {/* Until the reader's language's texts arrive (at once in English: they come with the app). */}
      <Suspense fallback={<FullScreenSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </LiveSessionProvider>
  </StrictMode>,
);
