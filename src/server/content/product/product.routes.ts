import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { product } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import { listProducts } from './product.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product',
    {
      config: PUBLIC,
      schema: {
        tags: ['products'],
        summary: 'Every product; they are also the projects shown in the portfolio',
        response: { 200: z.array(product) },
      },
    },
    () => listProducts(app.db),
  );
};
