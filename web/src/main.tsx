// First, before any module builds a schema (zodConfig.ts says why).
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { LiveSessionProvider } from './session/LiveSessionProvider';
import './styles/global.css';

const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LiveSessionProvider>
      <RouterProvider router={router} />
    </LiveSessionProvider>
  </StrictMode>,
);
