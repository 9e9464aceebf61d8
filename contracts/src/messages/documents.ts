/** Printed documents and their verification (issue: printed documents). */
export const DOCUMENT_MESSAGES = {
  notIssued: 'This document was not issued by HEMIS',
  tooManyChecks: 'Too many verification requests from this address. Please wait a minute and try again.',
} as const;
