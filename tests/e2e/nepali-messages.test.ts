/**
 * The server's messages in Nepali (issue #32): the server names each message of the contract by
 * its key, and the web says the key's Nepali when Nepali is shown, on the sign-in page and under
 * a form's fields alike.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import nepali from '../../web/src/app/server-messages/messages/ne.json' with { type: 'json' };
import { createAccount } from './support/accounts.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

/** Waits for the answer of the API call whose path ends with `path`, after `action`. */
async function answerTo(page: Page, method: string, path: RegExp, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );
  await action();
  return answered;
}

describe.runIf(browserAvailable())('the server’s messages in Nepali', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  it('says a sign-in with a wrong password in Nepali', async () => {
    const { context, page } = await openPage(journey.browser);
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('ne');
    const form = page.getByRole('form', { name: 'प्रयोगकर्ता लगइन' });
    await form.locator('input[name="email"]').fill(DEMO_ACCOUNTS.CollegeUser);
    await form.locator('input[name="password"]').fill('Wrong2024x');
    const answer = await answerTo(page, 'POST', /\/api\/User\/Login$/i, () =>
      form.locator('button[type="submit"]').click(),
    );
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { messageKey?: string }).messageKey).toBe('spec.loginWrongCredentials');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(nepali.spec.loginWrongCredentials);
    await context.close();
  });

  it('says the server’s refusal of a form’s field under that field, in Nepali', async () => {
    const account = await createAccount('CollegeUser');
    await prisma.user.update({ where: { id: account.id }, data: { language: 'ne' } });
    const { context, page } = await openPage(journey.browser);
    await signIn(page, account.email, account.password, '/login?redirect=%2Fchange-password');
    const oldPassword = page.locator('input[name="oldPassword"]');
    await oldPassword.fill('NotMine2024x');
    await page.locator('input[name="newPassword"]').fill('Fresh2024x');
    await page.locator('input[name="confirmPassword"]').fill('Fresh2024x');
    const answer = await answerTo(page, 'POST', /\/api\/User\/ChangePassword$/i, () =>
      page.locator('form button[type="submit"]').click(),
    );
    expect(answer.status()).toBe(400);

    // The field's own message, linked to its input, says the server's refusal in Nepali.
    await expect.poll(() => oldPassword.getAttribute('aria-invalid')).toBe('true');
    const described = await oldPassword.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    await expect
      .poll(() => page.locator(`[id="${described!.split(' ')[0]}"]`).textContent())
      .toBe(nepali.auth.oldPasswordWrong);
    await context.close();
  });
});
