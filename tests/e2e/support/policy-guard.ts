/**
 * A setup file of the e2e project: every journey fails when the page broke the
 * Content-Security-Policy or met a server error. A journey that failed otherwise, say timed out
 * waiting for a screen, then names the server error behind it too.
 */
import { afterEach } from 'vitest';
import { takePolicyViolations } from './policy-violations.ts';
import { takeServerErrors } from './server-errors.ts';

afterEach(() => {
  const violations = takePolicyViolations();
  const errors = takeServerErrors();
  if (violations.length > 0) {
    throw new Error(`The page violated the Content-Security-Policy:\n${violations.join('\n')}`);
  }
  if (errors.length > 0) throw new Error(`The page met server errors:\n${errors.join('\n')}`);
});
