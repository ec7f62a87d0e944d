import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from '../auth/auth.routes';
import { adminGuard } from '../auth/guard';
import { healthRoutes } from '../health.routes';
import { aboutRoutes } from './about/about.routes';
import { achievementRoutes } from './achievement/achievement.routes';
import { blogRoutes } from './blog/blog.routes';
import { companyValuesRoutes } from './company-values/company-values.routes';
import { contactRoutes } from './contact/contact.routes';
import { contactInfoRoutes } from './contact-info/contact-info.routes';
import { growthStepRoutes } from './growth-step/growth-step.routes';
import { legalRoutes } from './legal/legal.routes';
import { productRoutes } from './product/product.routes';
import { serviceRoutes } from './service/service.routes';
import { statsRoutes } from './stats/stats.routes';
import { teamRoutes } from './team/team.routes';

/** Every route under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  // First, so that every route below goes through it.
  app.addHook('onRequest', adminGuard(app));
  for (const routes of [
    authRoutes,
    healthRoutes,
    contactRoutes,
    serviceRoutes,
    productRoutes,
    teamRoutes,
    growthStepRoutes,
    statsRoutes,
    aboutRoutes,
    achievementRoutes,
    companyValuesRoutes,
    contactInfoRoutes,
    legalRoutes,
    blogRoutes,
  ]) {
    await app.register(routes);
  }
};
