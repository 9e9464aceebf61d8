/**
 * What most journey files open before their journeys and close after them: a browser, and a
 * client of the worker's database for the records a journey looks up or checks. Called inside
 * the file's describe; a file's own afterAll, registered after this, runs before these close.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createPrismaClient, type PrismaClient } from '../../../server/src/db/prisma.ts';
import { launchBrowser } from './browser.ts';
import { e2e } from './worker-server.ts';

export interface JourneyTools {
  /** The browser, once the file's beforeAll has launched it. */
  readonly browser: Browser;
  readonly prisma: PrismaClient;
}

export function useBrowser(): JourneyTools {
  const prisma = createPrismaClient(e2e().databaseUrl);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });
  return {
    get browser() {
      if (!browser) throw new Error('useBrowser: the browser is launched in beforeAll, before the journeys');
      return browser;
    },
    prisma,
  };
}
