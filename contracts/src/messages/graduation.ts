/** Messages of graduation, dropout, scholarships, character certificates, alumni and signed reports. */

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

export const CHARACTER_CERTIFICATE_MESSAGES = {
  graduationRequired: 'Choose the graduate (studentId or graduationApplicationId)',
  dateInvalid: 'Date of CC generation must be a date (YYYY-MM-DD)',
  fileRequired: 'Upload the signed character certificate (PDF or image)',
  notGraduated: 'A character certificate is given only to a graduate',
} as const;

export const ALUMNI_MESSAGES = {
  campusRequired: 'Campus is required',
  emailRequired: 'A valid email is required: your login is sent to it',
  alreadySubmitted: 'An application with this email is already waiting for the campus to verify it',
  submitted: 'Your application was sent to the campus. You will get an email when it is verified.',
  verified: 'Alumni verified and login created!',
  notPending: 'This application is not waiting for verification',
  emailOfAnotherAccount: 'Another account already uses this email',
  noProfile: 'No alumni profile is linked to this account',
  organizationRequired: 'Organization name is required',
  designationRequired: 'Designation is required',
  employmentTypeInvalid: 'Employment type must be one of Full Time, Part Time, Contract, Self Employed, Internship',
  startDateInvalid: 'Start date must be a date (YYYY-MM-DD, B.S. or A.D.)',
  endDateInvalid: 'End date must be a date (YYYY-MM-DD, B.S. or A.D.)',
  endBeforeStart: 'End date cannot be before the start date',
} as const;

export const SIGNED_REPORT_MESSAGES = {
  fiscalYearRequired: 'Fiscal year is required',
  fileRequired: 'Upload the signed report (PDF)',
  notPdf: 'The signed report must be a PDF document',
  alreadyUploaded: 'The signed report of this fiscal year is already uploaded',
  fiscalYearUnknown: 'No such fiscal year',
} as const;
