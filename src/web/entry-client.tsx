/**
 * The back office: a React app under its own routes (src/web/admin-routes.tsx). The server sends an empty
 * shell for those addresses and this renders it. Public pages never load this file: they are server HTML
 * with a few small modules (src/web/islands).
 */
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAdminRoutes } from './admin-routes';

function start() {
  const root = document.getElementById('root');
  if (!root) return;
  const router = createBrowserRouter(createAdminRoutes());
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

start();
