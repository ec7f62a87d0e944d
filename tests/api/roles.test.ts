/**
 * Roles (issue 25): the whole route table, walked for every role. Each role gets exactly the calls of its
 * row in ROLE_OF below (Ghost keeps such a fixture of each role's actions): below it a 403 in the error shape
 * of API.md, at it or above anything but a 401 or 403, and never a 5xx. A route added without a row here
 * fails the first test, so a new call cannot slip in unreviewed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES, ROLES, type Role } from '../../src/shared/roles';
import { ERROR_CODES } from '../../src/shared/schemas/common';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';

/** The lowest role of each staff call: the product's decision, written out once more by hand. */
const ROLE_OF: Record<string, Role> = {
  // One's own account: everyone on the staff.
  'GET /api/admin/me': 'contributor',
  'PATCH /api/admin/me': 'contributor',
  'POST /api/admin/me/password': 'contributor',
  'POST /api/admin/me/email': 'contributor',
  'POST /api/admin/logout': 'contributor',
  'GET /api/admin/sessions': 'contributor',
  'DELETE /api/admin/sessions/:id': 'contributor',
  'DELETE /api/admin/sessions': 'contributor',
  'GET /api/admin/2fa': 'contributor',
  'POST /api/admin/2fa/setup': 'contributor',
  'POST /api/admin/2fa/enable': 'contributor',
  'POST /api/admin/2fa/disable': 'contributor',
  'GET /api/admin/notifications': 'contributor',
  'POST /api/admin/notifications/read': 'contributor',
  'POST /api/admin/presence': 'contributor',
  'GET /api/admin/presence': 'contributor',
  // Reading the back office, and one's own posts (blog-access.ts narrows these to the posts one may touch).
  'GET /api/admin/search': 'contributor',
  'GET /api/admin/dashboard': 'contributor',
  'GET /api/admin/media': 'contributor',
  'GET /api/admin/media/:id': 'contributor',
  'POST /api/admin/media': 'contributor',
  'GET /api/blog/admin/all': 'contributor',
  'GET /api/blog/:id': 'contributor',
  'POST /api/blog': 'contributor',
  'PATCH /api/blog/:id': 'contributor',
  'DELETE /api/blog/:id': 'contributor',
  'POST /api/blog/:id/review': 'contributor',
  'POST /api/blog/content-images': 'contributor',
  'POST /api/blog/preview': 'contributor',
  'POST /api/blog/:id/preview-link': 'contributor',
  'DELETE /api/blog/:id/preview-link': 'contributor',
  'GET /api/blog/:id/newsletter': 'contributor',
  // Every section's content, media, messages, history, and Authors' and Contributors' accounts.
  'POST /api/blog/:id/review/return': 'editor',
  'PUT /api/service/order': 'editor',
  'PUT /api/product/order': 'editor',
  'PUT /api/team/order': 'editor',
  'PATCH /api/admin/media/:id': 'editor',
  'DELETE /api/admin/media/:id': 'editor',
  'GET /api/contact': 'editor',
  'GET /api/admin/analytics': 'editor',
  'GET /api/admin/analytics/export': 'editor',
  'PATCH /api/contact/:id': 'editor',
  'DELETE /api/contact/:id': 'editor',
  'POST /api/service': 'editor',
  'PUT /api/service/:id': 'editor',
  'DELETE /api/service/:id': 'editor',
  'POST /api/product': 'editor',
  'PUT /api/product/:id': 'editor',
  'DELETE /api/product/:id': 'editor',
  'POST /api/team': 'editor',
  'PUT /api/team/:id': 'editor',
  'DELETE /api/team/:id': 'editor',
  'POST /api/growthsteps': 'editor',
  'PUT /api/growthsteps/:id': 'editor',
  'DELETE /api/growthsteps/:id': 'editor',
  'POST /api/stats': 'editor',
  'PUT /api/stats/:id': 'editor',
  'DELETE /api/stats/:id': 'editor',
  'POST /api/aboutus': 'editor',
  'PUT /api/aboutus/:id': 'editor',
  'DELETE /api/aboutus/:id': 'editor',
  'POST /api/achievements': 'editor',
  'PATCH /api/achievements/:id': 'editor',
  'DELETE /api/achievements/:id': 'editor',
  'PUT /api/company-values': 'editor',
  'GET /api/revisions': 'editor',
  'GET /api/revisions/:id': 'editor',
  'POST /api/revisions/:id/restore': 'editor',
  'GET /api/trash': 'editor',
  'POST /api/trash/:type/:id/restore': 'editor',
  'GET /api/admin/activity': 'editor',
  'GET /api/admin/staff': 'editor',
  'POST /api/admin/staff/invitations': 'editor',
  'POST /api/admin/staff/invitations/:id/resend': 'editor',
  'DELETE /api/admin/staff/invitations/:id': 'editor',
  'DELETE /api/admin/staff/:id': 'editor',
  // Site-wide settings, people's data, and roles.
  'PUT /api/terms': 'administrator',
  'PUT /api/refund': 'administrator',
  'PUT /api/privacypolicy': 'administrator',
  'POST /api/contact-info': 'administrator',
  'PUT /api/contact-info/:id': 'administrator',
  'GET /api/admin/subscribers': 'administrator',
  'GET /api/admin/subscribers/export': 'administrator',
  'DELETE /api/admin/subscribers/:id': 'administrator',
  'GET /api/contact/export': 'administrator',
  'PATCH /api/admin/staff/:id': 'administrator',
  // What holds every password hash and the site's secret key, and the site itself.
  'GET /api/admin/backup': 'owner',
  'POST /api/admin/staff/:id/ownership': 'owner',
};

/** Calls that end the caller's own sessions: made last, by each role, so that the walk keeps its tokens. */
const SIGNING_OUT = new Set(['POST /api/admin/logout', 'DELETE /api/admin/sessions']);

let t: TestApp;
const tokens = {} as Record<Role, string>;

async function signInAs(role: Role): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: clientAddress(),
    payload: { email: `${role}@example.com`, password: ADMIN_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().admin.role).toBe(role);
  return res.json().token;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    await makeAdmin(t.database.db, { role, email: `${role}@example.com` });
    tokens[role] = await signInAs(role);
  }
});
afterAll(() => t?.close());

const staffRoutes = () => t.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.public);
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('the route table', () => {
  it('declares a role on every staff call, the one each call is meant to have', () => {
    const declared = Object.fromEntries(staffRoutes().map((r) => [keyOf(r), r.role]));
    expect(declared).toEqual(ROLE_OF);
  });

  it('gives each role exactly its calls: 403 in the error shape below the call’s role, never a 5xx', async () => {
    const routes = staffRoutes().sort((a, b) => Number(SIGNING_OUT.has(keyOf(a))) - Number(SIGNING_OUT.has(keyOf(b))));
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(':type', 'services').replace(':id', crypto.randomUUID()).replace(':slug', 'x');
      for (const role of ROLES) {
        if (SIGNING_OUT.has(keyOf(route))) tokens[role] = await signInAs(role);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens[role]}` },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = ROLES.indexOf(role) <= ROLES.indexOf(ROLE_OF[keyOf(route)] as Role);
        const what = `${role} ${keyOf(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (res.statusCode >= 500) wrong.push(what);
        else if (allowed && [401, 403].includes(res.statusCode)) wrong.push(what);
        else if (!allowed) {
          const body = res.json();
          if (
            res.statusCode !== 403 ||
            body.code !== ERROR_CODES.forbidden ||
            body.message !== ROLE_MESSAGES.forbidden
          ) {
            wrong.push(what);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
