/** Printed documents and their verification (issue: printed documents). */
export const DOCUMENT_MESSAGES = {
  notIssued: 'This document was not issued by HEMIS',
  tooManyChecks: 'Too many verification requests from this address. Please wait a minute and try again.',
  programNotOfCampus: 'The program is not run by this campus',
  studentsNotOfProgram: 'Every student must be an active student of this campus in the chosen program',
  noCardYet: 'No identity card has been issued for this student yet',
  validityBeforeIssue: 'The validity date must be after the issue date',
} as const;
