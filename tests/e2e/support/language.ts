/** The language of a journey's account: picking it in the header, and putting the account back in English. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './journeys.ts';
import { e2e } from './worker-server.ts';

/** Waits for the account's language to be saved, after `action` picks it. */
export async function savingLanguage(page: Page, action: () => Promise<unknown>): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/User\/Language$/i.test(new URL(response.url()).pathname),
  );
  await action();
  expect((await saved).status()).toBe(200);
}

/** Puts a demo account back in English, so the worker's other journeys meet the English screens. */
export async function resetAccountLanguage(email: string): Promise<void> {
  const base = e2e().baseUrl;
  const login = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { tokenString } = (await login.json()) as { tokenString: string };
  await fetch(`${base}/api/User/Language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenString}` },
    body: JSON.stringify({ language: 'en' }),
  });
}
