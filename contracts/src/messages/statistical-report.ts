/** Messages of the statistical report (api-contract 8.9: /form-management/statisticalReport). */

export const STATISTICAL_REPORT_MESSAGES = {
  fiscalYearRequired: 'Choose the fiscal year of the report',
  fiscalYearUnknown: 'No such fiscal year',
  noStudents: 'No students are recorded for this selection.',
  noStaff: 'No staff are recorded for this selection.',
  noBoardExamResults: 'No board-exam results are recorded for this selection.',
  /** Staff are counted as they stand, not per fiscal year: the staff records keep no such history. */
  staffAsRecorded: 'Active staff as recorded today; staff records are not kept per fiscal year.',
  noResearch: 'No research, publications or fellowships are recorded for this selection.',
  /** The registers are counted as they stand, not per fiscal year: they keep no such history. */
  infrastructureAsRecorded:
    'Infrastructure as recorded today in the registers in use; the registers are not kept per fiscal year.',
  noInfrastructure:
    'No land, buildings, labs, hostels, libraries, facilities or equipment are recorded for this selection.',
  noFinance: 'No income or expenditure is recorded for this selection.',
  /** HEMIS records no bank balances or transactions: the section says so rather than print a figure. */
  noBankDetails: 'Bank details: HEMIS records no bank balances or bank transactions, so none are reported here.',
  groupByInvalid: 'Group by must be campusType or province',
  figuresLive: 'Figures: live, as the registers stand now.',
  /** Read from the accepted annual returns (issue #31): how many campuses are in, and when they were counted. */
  figuresAsReturned: (campusesIn: number, campusesTotal: number, censusDate: string) =>
    `Figures: as returned, from the accepted returns of ${campusesIn} of ${campusesTotal} campuses, counted at the census date ${censusDate}.`,
  staffAsReturned: 'Staff as each campus returned them in its accepted return.',
  infrastructureAsReturned: 'Infrastructure as each campus’s registers stood when its return was taken.',
  noReturn: 'No annual return is open for this fiscal year: its figures cannot be read as returned',
} as const;
