/** Messages of the statistical report (api-contract 8.9: /form-management/statisticalReport). */

export const STATISTICAL_REPORT_MESSAGES = {
  fiscalYearRequired: 'Choose the fiscal year of the report',
  fiscalYearUnknown: 'No such fiscal year',
  noStudents: 'No students are recorded for this selection.',
  noStaff: 'No staff are recorded for this selection.',
  noBoardExamResults: 'No board-exam results are recorded for this selection.',
  /** Staff are counted as they stand, not per fiscal year: the staff records keep no such history. */
  staffAsRecorded: 'Active staff as recorded today; staff records are not kept per fiscal year.',
} as const;

/**
 * The statement a section prints while the module that keeps its figures is not in HEMIS:
 * never a figure, never a zero that could be read as one.
 */
export const noDataRecorded = (awaits: string) =>
  `No data has been recorded for this section: HEMIS does not yet keep ${awaits}.`;
