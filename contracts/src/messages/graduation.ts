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

export const SCHOLARSHIP_MESSAGES = {
  studentRequired: 'Choose the student',
  nameRequired: 'Scholarship/Discount name is required',
  fiscalYearRequired: 'Fiscal year is required',
  typeInvalid: 'Type must be Scholarship or Discount',
  givenToInvalid: 'Scholarship given to must be Campus Account or Student Account',
  dateInvalid: 'Date of entry must be a B.S. date (YYYY-MM-DD)',
  amountRequired: 'Amount must be more than 0',
  percentageInvalid: 'Percentage must be more than 0 and at most 100',
  fiscalYearUnknown: 'No such fiscal year',
  studentNotActive: 'Only an active student can be given a scholarship or a discount',
  saved: 'Saved',
} as const;

export const GRADUATION_MESSAGES = {
  fiscalYearRequired: 'Graduated fiscal year is required',
  studentRequired: 'Choose the student who graduated',
  programRequired: 'Program is required',
  nameRequired: 'Applicant name (English) is required',
  enrolledYearInvalid: 'Enrolled year must be a year (AD)',
  passedYearInvalid: 'Passed year must be a year (AD)',
  passedBeforeEnrolled: 'Passed year cannot be before the enrolled year',
  gpaInvalid: 'GPA must be from 0 to 4, or a percentage from 0 to 100',
  dateInvalid: 'Must be a date (YYYY-MM-DD, B.S. or A.D.)',
  alreadyGraduated: 'This student has already graduated from this program',
  studentNotActive: 'Only an active student can graduate',
  programNotOfCampus: 'The campus does not run this program',
  fiscalYearUnknown: 'No such fiscal year',
} as const;
