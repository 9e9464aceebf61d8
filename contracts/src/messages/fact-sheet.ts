/** Messages of the campus fact sheet (api-contract 8.8: /fact-sheet, /fact-sheet-list, /fact-sheet-campus). */

export const FACT_SHEET_MESSAGES = {
  noActiveFiscalYear: 'No fiscal year is active; choose the fiscal year of the fact sheet',
  noStudents: 'No enrolled students are recorded for this fiscal year.',
  noGraduates: 'No graduations are recorded for this fiscal year.',
  noTeachingStaff: 'No teaching staff are recorded.',
  noNonTeachingStaff: 'No non-teaching staff are recorded.',
  /** Staff are counted as they stand: the staff records keep no history per fiscal year. */
  staffAsRecorded: 'Active staff as recorded today; staff records are not kept per fiscal year.',
  /** The public copy carries no verification code: anyone may print it again from the public page. */
  tooManyRequests: 'Too many fact sheets asked for from this address; try again in a minute.',
  publicCopy: 'Public fact sheet: figures only, as recorded in HEMIS on the day printed.',
} as const;
