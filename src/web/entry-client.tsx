import './styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApi, fetchTransport } from './api/client';
import { HYDRATION_ELEMENT_ID } from './document';
import { createRoutes } from './routes';

/**
 * Loads the code of the routes the server rendered before hydrating, so the first render in the browser
 * matches the server's HTML instead of showing a fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  // The server delivers loader data as inert JSON (no inline script), so the page runs under a strict CSP.
  const dataElement = document.getElementById(HYDRATION_ELEMENT_ID);
  const hydrationData = dataElement?.textContent ? JSON.parse(dataElement.textContent) : undefined;
  const routes = createRoutes(createApi(fetchTransport));
  if (hydrationData) await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <HydrationMark />
    </StrictMode>
  );
  // Public pages arrive rendered and are hydrated; the admin area arrives as an empty shell.
  if (hydrationData) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

/**
 * Marks the document once React has taken it over (`<html data-hydrated>`): before that, a click on a link
 * is a full page load. Renders nothing, so the server's markup and the browser's still match.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

void start();
