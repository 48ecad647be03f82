import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { SessionProvider, SIGNED_OUT } from './session/session';
import './styles/global.css';

const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <SessionProvider value={SIGNED_OUT}>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
