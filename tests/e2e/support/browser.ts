/**
 * Debian's Chromium driven by playwright-core: never a downloaded browser. Started headless
 * with the flags this network needs (no background connections) and a fresh profile.
 */
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { TEMPLATE_SEEDED_ON } from '../../support/constants.ts';
import { reportPolicyViolations } from './policy-violations.ts';
import { reportServerErrors } from './server-errors.ts';
import { e2e } from './worker-server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser tests run when Chromium is installed, and must run where HEMIS_REQUIRE_BROWSER is set (CI). */
export function browserAvailable(): boolean {
  const present = fs.existsSync(CHROMIUM_PATH);
  if (!present && process.env.HEMIS_REQUIRE_BROWSER) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROMIUM_PATH`);
  }
  if (!present) console.warn(`Browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
  return present;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (its own storage) with the app's address as base URL, reporting policy
 * violations and server errors. Its clock starts at the day the server's clock started at (global-setup.ts),
 * so what a form takes for today is the server's today too, whatever the machine's date.
 */
export async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // As a user who asks for less motion: the app then draws no transitions or ripples (theme.ts),
  // and the journeys took about a quarter less of the browser's time.
  const context = await browser.newContext({
    baseURL: e2e().baseUrl,
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  await context.clock.install({ time: TEMPLATE_SEEDED_ON });
  await reportPolicyViolations(context);
  reportServerErrors(context);
  const page = await context.newPage();
  return { context, page };
}
