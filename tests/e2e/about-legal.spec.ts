import { PUBLIC_MESSAGES } from '../../src/shared/messages';
import type { AboutUs, Achievement, CompanyValues, TeamMember } from '../../src/shared/schemas/content';
import type { PrivacyPolicy, RefundPolicy, Terms } from '../../src/shared/schemas/legal';
import { achievementFigures } from '../../src/web/public/about/rules';
import { ABOUT_STRINGS, TEAM_DEFAULT_LINKS } from '../../src/web/public/about/strings';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { disclosure, gotoWithFaults, isOpen } from './public';

test('the About page shows the highlighted title, achievements, values and team', async ({ page, request }) => {
  const about = ((await (await request.get('/api/aboutus')).json()) as AboutUs[])[0];
  const achievement = ((await (await request.get('/api/achievements')).json()) as Achievement[])[0];
  const values = (await (await request.get('/api/company-values')).json()) as CompanyValues;
  const team = (await (await request.get('/api/team')).json()) as TeamMember[];
  if (!about || !achievement) throw new Error('the demo content has no about text or achievement');

  await page.goto('/about');
  await expect(page).toHaveTitle(`${ABOUT_STRINGS.pageTitle} | Kestrel Digital`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(about.title);
  await expect(h1.locator('span')).toHaveText(PUBLIC_MESSAGES.highlightPhrase);
  await expect(h1.locator('span')).toHaveClass(/text-brand-600/);
  await expect(page.getByText(about.description)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: about.aboutTitle })).toBeVisible();

  const achievements = page.getByRole('region', { name: achievement.title });
  for (const { key, value } of achievementFigures(achievement.statistics)) {
    const figure = achievements.getByText(ABOUT_STRINGS.figures[key], { exact: true }).locator('..');
    await expect(figure).toContainText(value);
  }

  const valuesRegion = page.getByRole('region', { name: values.headline });
  await expect(valuesRegion.getByRole('listitem')).toHaveCount(values.sections.length);
  for (const value of values.sections) {
    await expect(valuesRegion.getByRole('heading', { name: value.title })).toBeVisible();
  }
  await expect(valuesRegion.locator('li svg')).toHaveCount(values.sections.length);

  const teamRegion = page.getByRole('region', { name: ABOUT_STRINGS.teamTitle });
  await expect(teamRegion.getByRole('listitem')).toHaveCount(team.length);
  for (const member of team) {
    const name = `${member.firstName} ${member.lastName}`;
    const card = teamRegion.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    // A member's own page under the member's name; the company's page, for one without, under the company's.
    const linkedin = member.linkedin ? ABOUT_STRINGS.onLinkedIn(name) : ABOUT_STRINGS.companyOnLinkedIn;
    const dribbble = member.dribbble ? ABOUT_STRINGS.onDribbble(name) : ABOUT_STRINGS.companyOnDribbble;
    await expect(card.getByRole('link', { name: linkedin, exact: true })).toHaveAttribute(
      'href',
      member.linkedin ?? TEAM_DEFAULT_LINKS.linkedin,
    );
    await expect(card.getByRole('link', { name: dribbble, exact: true })).toHaveAttribute(
      'href',
      member.dribbble ?? TEAM_DEFAULT_LINKS.dribbble,
    );
    await expect(card.getByRole('link', { name: new RegExp(`^${name} on`) })).toHaveCount(
      (member.linkedin ? 1 : 0) + (member.dribbble ? 1 : 0),
    );
  }
  await expectAccessible(page);
});

test('each About block shows its own error, and an empty achievement list says so', async ({ page }) => {
  const failed = { '/api/aboutus': 500, '/api/company-values': 500, '/api/team': 500 };
  await gotoWithFaults(page, '/about', { ...failed, '/api/achievements': [] });
  await expect(page.getByText(PUBLIC_MESSAGES.aboutFailed)).toBeVisible();
  await expect(page.getByText(PUBLIC_MESSAGES.achievementsEmpty)).toBeVisible();
  await expect(
    page.getByText(`${PUBLIC_MESSAGES.companyValuesError} ${PUBLIC_MESSAGES.companyValuesFailed}`),
  ).toBeVisible();
  await expect(page.getByText(PUBLIC_MESSAGES.teamErrorTitle)).toBeVisible();
  await expect(page.getByText(PUBLIC_MESSAGES.teamErrorText, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await gotoWithFaults(page, '/about', { ...failed, '/api/achievements': 500 });
  await expect(page.getByText(PUBLIC_MESSAGES.achievementsFailed)).toBeVisible();
});

const LEGAL_PAGES = [
  {
    path: '/terms-of-service',
    api: '/api/terms',
    titles: async (body: unknown) => ((body as Terms[])[0]?.sections ?? []).map((s) => s.title),
  },
  {
    path: '/refund-policy',
    api: '/api/refund',
    titles: async (body: unknown) => ((body as RefundPolicy[])[0]?.items ?? []).map((s) => s.heading),
  },
  {
    path: '/privacy-policy',
    api: '/api/privacypolicy',
    titles: async (body: unknown) => (body as PrivacyPolicy).sections.map((s) => s.title),
  },
];

for (const legal of LEGAL_PAGES) {
  test(`${legal.path} has a numbered side menu whose anchors jump to each section`, async ({
    page,
    request,
    isMobile,
  }) => {
    const titles = await legal.titles(await (await request.get(legal.api)).json());
    expect(titles.length).toBeGreaterThan(2);
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'On this page' });
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(titles.length);
    for (const [i, title] of titles.entries()) {
      await expect(links.nth(i)).toHaveText(`${i + 1}. ${title}`);
      const heading = page.getByRole('heading', { level: 2, name: `${i + 1}. ${title}`, exact: true });
      await expect(heading).toBeVisible();
      const href = await links.nth(i).getAttribute('href');
      expect(href).toMatch(/^#section-/);
      await expect(page.locator(`section${href}`)).toContainText(title);
    }

    const toggle = disclosure(menu, PUBLIC_MESSAGES.hideMenu);
    const details = menu.locator('details');
    if (isMobile) {
      // Open at first (so it shows even without JavaScript), folding away on request.
      expect(await isOpen(details)).toBe(true);
      await toggle.click();
      expect(await isOpen(details)).toBe(false);
      await expect(links.first()).toBeHidden();
      await disclosure(menu, PUBLIC_MESSAGES.showMenu).click();
      expect(await isOpen(details)).toBe(true);
      await expect(links.first()).toBeVisible();
    } else {
      await expect(menu.locator('summary')).toBeHidden();
    }

    const last = titles.length - 1;
    await links.nth(last).click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}#section-`));
    const target = page.getByRole('heading', { level: 2, name: `${last + 1}. ${titles[last]}`, exact: true });
    await expect(target).toBeInViewport();
    // The heading is not hidden under the sticky site header.
    expect((await target.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
    if (!isMobile) await expect(menu).toBeInViewport();
    await expectAccessible(page);
  });
}

test('legal pages show their error and empty states', async ({ page }) => {
  await gotoWithFaults(page, '/terms-of-service', { '/api/terms': 500 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_MESSAGES.termsErrorTitle);
  await expect(page.getByText(PUBLIC_MESSAGES.termsFailed)).toBeVisible();

  await gotoWithFaults(page, '/refund-policy', { '/api/refund': 500 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_MESSAGES.policyErrorTitle);
  await expect(page.getByText(PUBLIC_MESSAGES.refundFailed)).toBeVisible();

  await gotoWithFaults(page, '/privacy-policy', { '/api/privacypolicy': { _id: '', sections: [] } });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText(PUBLIC_MESSAGES.sectionsError)).toBeVisible();
  await expectAccessible(page);

  await gotoWithFaults(page, '/privacy-policy', { '/api/privacypolicy': 500 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_MESSAGES.policyErrorTitle);
  await expect(page.getByText(PUBLIC_MESSAGES.privacyFailed)).toBeVisible();
});

test('without JavaScript the About page and the legal menus are all there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PUBLIC_MESSAGES.highlightPhrase);
  await expect(page.getByRole('region', { name: ABOUT_STRINGS.teamTitle }).getByRole('listitem').first()).toBeVisible();
  for (const path of ['/terms-of-service', '/refund-policy', '/privacy-policy']) {
    await page.goto(path);
    const menu = page.getByRole('navigation', { name: 'On this page' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    // The menu folds away and comes back with no script at all.
    await disclosure(menu, PUBLIC_MESSAGES.hideMenu).click();
    await expect(menu.getByRole('link').first()).toBeHidden();
    await disclosure(menu, PUBLIC_MESSAGES.showMenu).click();
    await menu.getByRole('link').last().click();
    await expect(page).toHaveURL(/#section-/);
  }
  await context.close();
});
