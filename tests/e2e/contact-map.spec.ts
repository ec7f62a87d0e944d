/**
 * Issue 27, item 4: when the map frame cannot load (offline, a corporate filter, a privacy extension) the browser's
 * error page once covered the fallback beneath it. The link to the office on the map now sits beside the frame:
 * seen, not covered, and opening the full map, at phone and desktop widths, whatever the frame shows.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import type { ContactInfo } from '../../src/shared/schemas/content';
import { CONTACT_STRINGS, OFFICE_MAP } from '../../src/web/public/contact/strings';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

const [lat, lon] = OFFICE_MAP.marker;
const FULL_MAP = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}`;

/** What the map host does: the full map (opened by the link) answers a page of our own; the frame `frame` does. */
async function mapHost(context: BrowserContext, frame: (route: Route) => Promise<void>) {
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.request().url().startsWith(FULL_MAP)
      ? route.fulfill({ contentType: 'text/html', body: '<title>The full map</title><h1>The full map</h1>' })
      : frame(route),
  );
}

/** The link is in sight, clear of the frame, the topmost thing where it is clicked, and opens the full map. */
async function expectLinkUsable(page: Page, info: ContactInfo) {
  const reach = page.getByRole('region', { name: CONTACT_STRINGS.reachTitle });
  const frame = reach.locator('iframe');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toBeVisible();
  const link = reach.getByRole('link', { name: CONTACT_STRINGS.mapFallback });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  await expect(link).toContainText(info.location);

  const box = await link.boundingBox();
  const frameBox = await frame.boundingBox();
  if (!box || !frameBox) throw new Error('the link and the frame both have a box');
  const overlaps =
    box.x < frameBox.x + frameBox.width &&
    frameBox.x < box.x + box.width &&
    box.y < frameBox.y + frameBox.height &&
    frameBox.y < box.y + box.height;
  expect(overlaps, 'the link and the frame share no pixel').toBe(false);
  const topmost = await link.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(topmost, 'nothing lies over the link').toBe(true);

  const opened = page.waitForEvent('popup');
  await link.click();
  const map = await opened;
  await expect(map.getByRole('heading', { name: 'The full map' })).toBeVisible();
  expect(map.url()).toContain(`#map=${OFFICE_MAP.zoom}/${lat}/${lon}`);
  await map.close();
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test('a map frame that cannot load leaves the link to the office in sight and working', async ({
      page,
      context,
      request,
    }) => {
      const info = (await (await request.get('/api/contact-info')).json()) as ContactInfo;
      let asked = false;
      await mapHost(context, (route) => {
        asked = true;
        return route.abort('blockedbyclient');
      });
      await page.goto('/contact');
      await expectLinkUsable(page, info);
      expect(asked, 'the frame asked for the map and was refused').toBe(true);
      await expectAccessible(page);
    });

    test('a filter that answers the map with its own page cannot cover the link', async ({
      page,
      context,
      request,
    }) => {
      const info = (await (await request.get('/api/contact-info')).json()) as ContactInfo;
      // A corporate filter's page: a full-height, full-width block that would cover anything under the frame.
      const blocked =
        '<body style="margin:0"><div style="position:fixed;inset:-100vh -100vw;background:#b91c1c;color:#fff;font:48px sans-serif">Blocked by policy</div></body>';
      await mapHost(context, (route) => route.fulfill({ status: 403, contentType: 'text/html', body: blocked }));
      await page.goto('/contact');
      await expect(page.frameLocator('iframe').getByText('Blocked by policy')).toBeAttached();
      await expectLinkUsable(page, info);
    });
  });
}
