/** One route table for the whole site, used by the server render and by the browser alike. */
import type { RouteObject } from 'react-router';
import type { Api } from './api/client';
import { HomePage, homeLoader } from './public/home/HomePage';
import { PublicLayout } from './public/layout/PublicLayout';
import { NotFoundPage } from './public/NotFoundPage';

export interface PageMeta {
  title: string;
  description: string;
}

/** What a route tells the document around it: its meta tags and, for the lost page, its status. */
export interface RouteHandle {
  meta?: (data: unknown) => PageMeta;
  status?: number;
}

const SITE_NAME = 'Kestrel Digital';

export function createRoutes(api: Api): RouteObject[] {
  return [
    {
      id: 'root',
      element: <PublicLayout />,
      children: [
        {
          id: 'home',
          index: true,
          loader: () => homeLoader(api),
          element: <HomePage />,
          handle: {
            meta: () => ({
              title: `${SITE_NAME} | Web, Mobile & Digital Services`,
              description:
                'Kestrel Digital designs, builds and grows web and mobile software for ambitious businesses: 15+ years of delivery.',
            }),
          } satisfies RouteHandle,
        },
        {
          id: 'not-found',
          path: '*',
          element: <NotFoundPage />,
          handle: {
            status: 404,
            meta: () => ({ title: `Page not found | ${SITE_NAME}`, description: 'This page does not exist.' }),
          } satisfies RouteHandle,
        },
      ],
    },
  ];
}
