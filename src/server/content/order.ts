/**
 * The order administrators give services, products and team members (issue 13). One row per list holds its
 * ids in order; the lists sort by it, records it does not name (added since) last and oldest first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderInput } from '../../shared/schemas/admin-inputs';
import { errorBody } from '../../shared/schemas/common';
import { product, service, teamMember } from '../../shared/schemas/content';
import { EDITOR } from '../auth/guard';
import { contentOrder } from '../db/schema';
import { listProducts } from './product/product.service';
import { listServices } from './service/service.service';
import { listTeam } from './team/team.service';
import { write } from './write';

export type { OrderKind } from './chosen-order';

const LISTS = [
  { path: '/service/order', kind: 'services', tag: 'services', list: listServices, item: service },
  { path: '/product/order', kind: 'products', tag: 'products', list: listProducts, item: product },
  { path: '/team/order', kind: 'team', tag: 'team', list: listTeam, item: teamMember },
] as const;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, kind, tag, list, item } of LISTS) {
    app.put(
      path,
      {
        config: EDITOR,
        schema: {
          tags: [tag],
          summary: 'Put the list in a new order, which the public site follows',
          body: orderInput,
          response: { 200: z.array(item), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const { ids } = request.body;
        await write(request, (db) =>
          db
            .insert(contentOrder)
            .values({ kind, ids })
            .onConflictDoUpdate({ target: contentOrder.kind, set: { ids, updatedAt: new Date() } }),
        );
        return list(app.db);
      },
    );
  }
};
