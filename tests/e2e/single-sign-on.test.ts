/**
 * Single sign-on (issue #33): the grants body's administrator adds an identity provider on its
 * screen; a member of staff signs in with it from the sign-in page and lands in the app signed
 * in; a sign-in the provider vouches for but HEMIS does not know comes back with its reason;
 * once disabled, the provider is offered no more.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, SSO_FAILURE_MESSAGES } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from '../support/oidc-provider.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, storedItems, uniqueSuffix } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

async function createAdminWithEmail(email: string) {
  const prisma = createPrismaClient(e2e().databaseUrl);
  try {
    return await factoriesFor(prisma).createUser({ role: 'Admin', email });
  } finally {
    await prisma.$disconnect();
  }
}

describe.runIf(browserAvailable())('single sign-on', () => {
  let browser: Browser;
  const idp = {} as TestIdentityProvider;
  beforeAll(async () => {
    browser = await launchBrowser();
    Object.assign(idp, await startTestIdentityProvider({ redirectUri: `${e2e().baseUrl}/api/Sso/Callback` }));
  });
  afterAll(async () => {
    await browser?.close();
    await idp.close?.();
  });

  it('an administrator adds a provider, staff sign in with it, an unknown account is told why, and a disabled provider is gone', async () => {
    const suffix = uniqueSuffix().toLowerCase();
    const domain = `sso${suffix}.example.np`;
    const name = `Test Provider ${suffix}`;

    const { context: adminContext, page: admin } = await openPage(browser);
    await signIn(admin, DEMO_ACCOUNTS.SuperAdmin);
    await admin.goto('/user-management/home');
    await admin.getByRole('link', { name: 'Identity Providers' }).first().click();
    await admin.getByRole('button', { name: 'Add identity provider' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Issuer/).fill(idp.issuer);
    await dialog.getByLabel(/^Client ID/).fill(idp.clientId);
    await dialog.getByLabel(/^Client secret/).fill(idp.clientSecret);
    await dialog.getByLabel(/^Email domain/).fill(domain);
    await dialog.getByLabel('Admin', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('row', { name: new RegExp(name) }).waitFor();

    const staff = await createAdminWithEmail(`staff-${suffix}@${domain}`);
    idp.addAccount({ email: staff.email });
    idp.loginAs(staff.email);
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${name}` }).click();
    await page.getByText(SPEC_MESSAGES.loginSuccess).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const [root] = await storedItems(page, ['root']);
    expect(JSON.stringify(JSON.parse(root!))).toContain(staff.email);
    await context.close();

    const stranger = `nobody-${suffix}@${domain}`;
    idp.addAccount({ email: stranger });
    idp.loginAs(stranger);
    const { context: strangerContext, page: refused } = await openPage(browser);
    await refused.goto('/login');
    await refused.getByRole('link', { name: `Sign in with ${name}` }).click();
    await refused.getByText(SSO_FAILURE_MESSAGES['unknown-account']).waitFor();
    expect(new URL(refused.url()).pathname).toBe('/login');

    await admin.getByRole('button', { name: `Disable ${name}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await admin
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Disabled')
      .waitFor();
    await refused.goto('/login');
    await refused.getByRole('button', { name: 'Sign In as Admin' }).waitFor();
    expect(await refused.getByRole('link', { name: `Sign in with ${name}` }).count()).toBe(0);
    await strangerContext.close();
    await adminContext.close();
  });
});
