/** A setup file of the e2e project: every journey fails when the page broke the Content-Security-Policy. */
import { afterEach } from 'vitest';
import { takePolicyViolations } from './policy-violations.ts';

afterEach(() => {
  const violations = takePolicyViolations();
  if (violations.length > 0) {
    throw new Error(`The page violated the Content-Security-Policy:\n${violations.join('\n')}`);
  }
});
