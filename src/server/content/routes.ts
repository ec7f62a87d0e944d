import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from '../analytics/analytics.routes';
import { authRoutes } from '../auth/auth.routes';
import { adminGuard, requireDeclaredRoles } from '../auth/guard';
import { profileRoutes } from '../auth/profile.routes';
import { sessionsRoutes } from '../auth/sessions.routes';
import { staffRoutes } from '../auth/staff.routes';
import { twoFactorRoutes } from '../auth/two-factor.routes';
import { backupRoutes } from '../backup/backup.routes';
import { docsRoutes } from '../docs/docs.routes';
import { healthRoutes } from '../health.routes';
import { mediaLibraryRoutes } from '../media/library.routes';
import { mediaUploadRoutes } from '../media/library-upload.routes';
import { startDueNewslettersSafely } from '../newsletter/sends';
import { newsletterSendRoutes } from '../newsletter/sends.routes';
import { subscribeRoutes } from '../newsletter/subscribe.routes';
import { subscribersRoutes } from '../newsletter/subscribers.routes';
import { notificationRoutes } from '../notifications/notifications.routes';
import { aboutRoutes } from './about/about.routes';
import { achievementRoutes } from './achievement/achievement.routes';
import { blogRoutes } from './blog/blog.routes';
import { companyValuesRoutes } from './company-values/company-values.routes';
import { contactRoutes } from './contact/contact.routes';
import { contactInfoRoutes } from './contact-info/contact-info.routes';
import { dashboardRoutes } from './dashboard.routes';
import { growthStepRoutes } from './growth-step/growth-step.routes';
import { activityRoutes } from './history/activity.routes';
import { historyRoutes } from './history/history.routes';
import { changedBy } from './kinds';
import { legalRoutes } from './legal/legal.routes';
import { orderRoutes } from './order';
import { presenceRoutes } from './presence.routes';
import { productRoutes } from './product/product.routes';
import { adminSearchRoutes } from './search.routes';
import { serviceRoutes } from './service/service.routes';
import { statsRoutes } from './stats/stats.routes';
import { teamRoutes } from './team/team.routes';
import { contentChanged } from './version';

/** Every route under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  // First, so that every route below goes through it.
  app.addHook('onRequest', adminGuard(app));
  requireDeclaredRoles(app);
  // Every successful admin write changes content: bump the version (emptying the kept pages and answers that read
  // what its route changes, and what its writes reported they changed too, decision 053) before answering.
  app.decorateRequest('changedToo', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const { config, url = '' } = request.routeOptions;
    if (request.method !== 'GET' && !config.public && !config.account && !config.backOffice && reply.statusCode < 300) {
      const changed = changedBy(url, request.changedToo);
      await contentChanged(app, changed);
      // A post published (or restored, or ticked) with 'E-mail to subscribers' starts its one send. A write that
      // changed no post (the company values, a service) cannot start one: it is not asked (decision 057).
      if (changed === null || changed.includes('blog')) await startDueNewslettersSafely(app);
    }
    return payload;
  });
  for (const routes of [
    authRoutes,
    sessionsRoutes,
    profileRoutes,
    twoFactorRoutes,
    notificationRoutes,
    staffRoutes,
    presenceRoutes,
    adminSearchRoutes,
    orderRoutes,
    mediaLibraryRoutes,
    mediaUploadRoutes,
    subscribeRoutes,
    subscribersRoutes,
    newsletterSendRoutes,
    healthRoutes,
    backupRoutes,
    docsRoutes,
    dashboardRoutes,
    analyticsRoutes,
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
    historyRoutes,
    activityRoutes,
  ]) {
    await app.register(routes);
  }
};
