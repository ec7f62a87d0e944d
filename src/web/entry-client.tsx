import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApi, fetchTransport } from './api/client';
import { createRoutes } from './routes';

// The server delivers loader data as inert JSON (no inline script), so the page can run under a strict CSP.
const HYDRATION_ELEMENT_ID = '__rr_data';
const dataElement = document.getElementById(HYDRATION_ELEMENT_ID);
const hydrationData = dataElement?.textContent ? JSON.parse(dataElement.textContent) : undefined;

const router = createBrowserRouter(createRoutes(createApi(fetchTransport)), { hydrationData });
const root = document.getElementById('root');
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// Public pages arrive rendered and are hydrated; the admin area arrives as an empty shell.
if (root && hydrationData) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);
