/**
 * Browser journeys run with HEMIS's real Content-Security-Policy and fail on any violation of
 * it (issue 15): a page opened through openPage reports the browser's
 * 'securitypolicyviolation' events and its CSP console messages here, and the e2e project's
 * setup file (policy-guard.ts) fails the test in which they happened.
 */
import type { BrowserContext, Page } from 'playwright-core';

const violations: string[] = [];

// Runs in the page before its own scripts; an exposed binding is outside the page's policy.
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  globalThis.hemisReportPolicyViolation(
    event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code') + ' in ' + event.documentURI +
      (event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ')' : ''),
  );
});`;

const CSP_CONSOLE_MESSAGE = /Content[ -]Security[ -]Policy/i;

function watchConsole(page: Page): void {
  page.on('console', (message) => {
    if (CSP_CONSOLE_MESSAGE.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}

export async function reportPolicyViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('hemisReportPolicyViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript({ content: REPORT_VIOLATIONS });
  context.pages().forEach(watchConsole);
  context.on('page', watchConsole);
}

/** The violations reported since the last call. */
export function takePolicyViolations(): string[] {
  return violations.splice(0);
}
