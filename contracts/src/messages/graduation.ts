/** Messages of graduation, dropout, scholarships, character certificates and alumni. */

export const DROPOUT_MESSAGES = {
  studentRequired: 'Choose the student who dropped out',
  reasonRequired: 'Reason is required',
  dateInvalid: 'Date of entry must be a date (YYYY-MM-DD, B.S. or A.D.)',
  dateInFuture: 'Date of entry cannot be in the future',
  studentNotActive: 'Only an active student can drop out',
  recorded: 'The student was recorded as dropped out',
  reverted: 'The dropout was reverted: the student is back on the active lists',
} as const;
