/**
 * No page may meet a server error: a page opened through openPage reports every API answer of
 * status 500 or more, with what the server said, and the e2e project's setup file
 * (policy-guard.ts) fails the test in which they happened. A journey that times out waiting for
 * a screen then also names the request behind it. (Requests a journey aborts or answers itself
 * through page.route, to show how the app copes, are not the server's and are not reported.)
 */
import type { BrowserContext, Response } from 'playwright-core';

const errors: string[] = [];

async function recordAnswer(response: Response): Promise<void> {
  if (response.status() < 500 || !new URL(response.url()).pathname.startsWith('/api/')) return;
  // An answer the journey gave itself through page.route came from no server address.
  if (!(await response.serverAddr().catch(() => null))) return;
  const body = await response.text().catch(() => '(no body)');
  errors.push(`${response.request().method()} ${response.url()} answered ${response.status()}: ${body.slice(0, 500)}`);
}

export function reportServerErrors(context: BrowserContext): void {
  context.on('response', (response) => void recordAnswer(response));
}

/** The server errors reported since the last call. */
export function takeServerErrors(): string[] {
  return errors.splice(0);
}
