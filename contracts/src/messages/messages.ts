/**
 * User-facing texts. `SPEC_MESSAGES` and `VALIDATION_MESSAGES` are spec sections 8 and 5
 * word for word (typos included: existing clients and users know them). `AUTH_MESSAGES`
 * are this server's own answers for what the spec leaves open.
 */

export const SPEC_MESSAGES = {
  loginWrongCredentials: 'Wrong Credentials. Email or Password is Wrong.',
  loginHttpError: 'An error occurred. Please try again later.',
  loginUnexpectedError: 'An unexpected error occurred.',
  loginSuccess: 'Successfully Logged In!',
  signUpSuccess: 'Student successfully registered.',
  signUpFailure: 'Student registration failed!',
  forgotPasswordFailure: 'Failed to send reset link. Please check the email address and try again.',
  forgotPasswordSuccess: 'A reset link has been sent to your email. Please Check your Email.',
  resetSuccess: 'Your password has been successfully reset. Redirecting to sign-in page...',
  resetFailure: 'Failed to reset password. Please try again.',
  resetInputError: 'An error occurred. Please check your input and try again.',
  facultyExists: 'Faculty already exists!',
  facultyAddFailure: 'Failed to add data!',
  facultyAddSuccess: 'Data Successfuly Added !!',
  facultyUpdateSuccess: 'Faculty updated successfully',
  facultyUpdateFailure: 'Failed to Update Faculty',
  levelExists: 'Level already exists!',
  levelAddSuccess: 'Data added successfully!',
  levelUpdateSuccess: 'Data updated Successfully',
  subjectAddSuccess: 'Subject Added Successfully!!',
  /** Followed by the server's message. */
  subjectAddFailurePrefix: 'Error adding subject: ',
  pageNotFound: 'Oops! 404 Error: Page not found',
} as const;

export const VALIDATION_MESSAGES = {
  loginRequired: 'Email and password are required.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be 10 digits',
  emailRequired: 'Email is required',
  genderRequired: 'Gender is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsMatch: 'Passwords match',
  /** The reset form's variant, with its full stop. */
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  levelNameRequired: 'Level Name is required',
  codeRequired: 'Code is required',
} as const;

/**
 * Setup and reference data (issue: setup API). The "already exists" texts are the ones the
 * existing clients show for a 409 (spec section 8, api-contract 5.2 to 5.10); the rest are
 * this server's one message per field for what the spec leaves open.
 */
export const SETUP_MESSAGES = {
  // Answers to duplicates (409).
  programExists: 'Program already exists!',
  majorSubjectExists: 'Major Subject already exists!',
  subjectExists: 'Subject already exists!',
  feeTypeExists: 'Course-specific Fee Type already exists!',
  generalFeeTypeExists: 'Fee item already exists!',
  feeSetupExists: 'Fee setup already exists!',
  campusExists: 'Campus already exists!',
  universityExists: 'University already exists!',
  fiscalYearExists: 'Fiscal year already exists!',
  batchExists: 'Batch already exists!',
  ethnicGroupExists: 'Ethnic group already exists!',
  positionExists: 'Position already exists!',
  ageGroupExists: 'Age group already exists!',
  holidayExists: 'Holiday already exists!',
  // Required fields and their forms.
  universityRequired: 'University is required',
  campusRequired: 'Campus is required',
  facultyNameRequired: 'Faculty Name is required',
  facultyTypeRequired: 'Faculty Type must be general or technical',
  facultyRequired: 'Faculty is required',
  levelRequired: 'Level is required',
  shortNameRequired: 'Short Name is required',
  programNameRequired: 'Program Name is required',
  programTypeRequired: 'Program Type must be annual or semester',
  durationRequired: 'Duration must be a whole number of years from 1 to 10',
  programRequired: 'Program is required',
  programIdsRequired: 'Choose at least one program',
  majorSubjectNameRequired: 'Major Subject Name is required',
  majorSubjectRequired: 'Major Subject is required',
  subjectRequired: 'Subject is required',
  subjectNameRequired: 'Subject Name is required',
  subjectTypeRequired: 'Subject Type must be Compulsory or Elective',
  semesterInvalid: 'Semester must be First to Eighth',
  yearInvalid: 'Year must be First to Fourth',
  semesterRequired: 'Semester is required for a semester program',
  yearRequired: 'Year is required for an annual program',
  campusNameRequired: 'Campus Name is required',
  campusTypeRequired: 'Campus Type must be constituent, community or private',
  universityNameRequired: 'University Name is required',
  universityCodeRequired: 'University Code is required',
  universityTypeInvalid: 'University Type must be public, private or deemed',
  localLevelUnknown: 'The local level is not in the address list',
  yearOfEstdInvalid: 'Year of establishment must be a 4-digit year',
  emailInvalid: 'Email is not a valid email address',
  wardInvalid: 'Ward must be a whole number from 1',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  yearNepaliRequired: 'Fiscal year (B.S.) is required, like 2081/82',
  yearEnglishRequired: 'Fiscal year (A.D.) is required, like 2024/25',
  indexInvalid: 'Index must be a whole number from 1',
  batchNepaliRequired: 'Batch (B.S.) is required, like 2081',
  batchNameRequired: 'Batch Name is required',
  ethnicGroupNameRequired: 'Ethnic group name is required',
  postNameRequired: 'Post Name is required',
  positionCategoryRequired: 'Category must be Teaching or Nonteaching',
  positionTypeInvalid: 'Type must be Administrative, Technical or Other',
  batchRequired: 'Batch is required',
  fiscalYearRequired: 'Fiscal year is required',
  feeTypeRequired: 'Fee Type is required',
  feeNameRequired: 'Fee Item Name is required',
  feeTypeNameRequired: 'Fee Type Name is required',
  feeKindRequired: 'Fee Type must be General Fee or Course Specific Fee',
  amountInvalid: 'Amount must be a number from 0',
  holidayNameRequired: 'Holiday Name is required',
  dateStartedInvalid: 'Date Started must be a date (B.S. YYYY-MM-DD or YYYY/MM/DD, or A.D. YYYY-MM-DD)',
  dateEndInvalid: 'Date End must be a date (B.S. YYYY-MM-DD or YYYY/MM/DD, or A.D. YYYY-MM-DD)',
  dateEndBeforeStart: 'Date End must not be before Date Started',
  ageIndexRequired: 'Age Index must be a whole number from 1',
  ageFromInvalid: 'Age From must be a whole number from 0 to 150',
  ageToInvalid: 'Age To must be a whole number from 0 to 150',
  ageToBeforeFrom: 'Age To must not be below Age From',
  referenceOutsideUniversity: 'The faculty and the level must belong to the program’s university',
  majorOfOtherProgram: 'The major subject belongs to another program',
  noActiveFiscalYear: 'No fiscal year is active; choose one',
} as const;

/**
 * The organisation registry (issue: organisation registry): campus lists, the campus
 * profile, central departments and the bulk import of universities and campuses.
 */
export const REGISTRY_MESSAGES = {
  phoneInvalid: 'Phone number must be a 10-digit mobile number or a landline number with its area code',
  outsideNepal: 'The location must be inside Nepal',
  latitudeInNepal: 'Latitude must be inside Nepal (26.3 to 30.5)',
  longitudeInNepal: 'Longitude must be inside Nepal (80.0 to 88.3)',
  dateOfEstdAdInvalid: 'Date of establishment (A.D.) must be a date, YYYY-MM-DD',
  dateOfEstdBsInvalid: 'Date of establishment (B.S.) must be a date, YYYY-MM-DD',
  centralDepartmentExists: 'Central department already exists!',
  centralDepartmentNameRequired: 'Department Name is required',
  provinceUnknown: 'Province is not one of the seven provinces',
  districtUnknown: 'District is not in the address list',
  districtRequired: 'District is required',
  districtOutsideProvince: 'The district is not in this province',
  localLevelRequired: 'Local level is required',
  localLevelUnknownInDistrict: 'The local level is not in this district',
  wardOutsideLocalLevel: 'The local level has no ward with this number',
  importFileRequired: 'Choose a .xlsx or .csv file',
  importFileUnreadable: 'The file could not be read as .xlsx or .csv',
  importFileEmpty: 'The file has no rows below its header',
  importTooManyRows: 'The file has more rows than one import takes',
  importMissingColumns: 'The header row lacks required columns',
  importKindInvalid: 'Kind must be University or Campus',
  importCodeRequired: 'Code is required',
  importNameRequired: 'Name is required',
  importCodeRepeated: 'The code is used by an earlier row of the file',
  importNameRepeated: 'The name is used by an earlier row of the file',
  importCodeTaken: 'The code is already registered under another name',
  importNameTaken: 'The name is already registered under another code',
  importUniversityUnknown: 'University code is not registered nor in the file',
  importUniversityRequired: 'University code is required for a campus',
  importUniversityNotYours: 'You may import campuses of your own university only',
  importUniversityRowsRefused: 'Only the grants body registers universities',
  importHasErrors: 'The file has errors; nothing was imported',
  importDone: 'The file was imported',
  importFailed: 'The import stopped with an unexpected error; nothing was imported',
  importTemplateFormatInvalid: 'Format must be xlsx or csv',
  campusFieldNotForCampus: 'A campus cannot change this field; ask its university',
} as const;

export const AUTH_MESSAGES = {
  emailInvalid: 'Email is not a valid email address',
  genderInvalid: 'Gender must be male, female or other',
  emailTaken: 'An account with this email already exists',
  /** The existing client looks for "Old Password doesnot match" in the answer (api-contract section 3). */
  oldPasswordWrong: 'Old Password doesnot match',
  passwordChanged: 'Your password has been changed.',
  resetTokenInvalid: 'Invalid or expired reset token. Please request a new reset link.',
  resetTokenUsed: 'This reset link has already been used. Please request a new reset link.',
  resetTokenExpired: 'This reset link has expired. Please request a new reset link.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionInvalid: 'Your session is not valid. Please sign in again.',
  sessionEnded: 'This session has been ended. Please sign in again.',
  languageInvalid: 'Language must be en (English) or ne (Nepali)',
  forbidden: 'You do not have permission to do this.',
} as const;

export const SERVER_MESSAGES = {
  /** Sent with 503 and Retry-After while the database is unreachable (docs/decisions/0010). */
  databaseUnavailable: 'HEMIS cannot reach its database just now. Please try again in a few seconds.',
  /** Sent with 503 and Retry-After when a write's transaction ran out of time on a busy database. */
  databaseBusy: 'HEMIS is too busy to finish this save just now; nothing was saved. Please try again in a few seconds.',
  /** A number beyond what the database holds (an id of twelve digits): no such record can exist. */
  numberOutOfRange: 'A number in the request is out of range',
  /** A request part whose shape the checks cannot read (sent with 400, naming the part). */
  unreadableInput: 'This part of the request is not in a shape HEMIS can read. Check the fields and their types.',
} as const;

/** The answer to too many sign-in or reset attempts, naming the wait in whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * Students (issue: students). The 409 texts are the ones the existing clients show
 * (api-contract 5.4 to 5.6); the rest are this server's one message per field.
 */
export const STUDENT_MESSAGES = {
  // Answers to duplicates (409) and the texts clients compare.
  studentExists: 'Student already exists!',
  rollNoExists: 'Roll No. is already used by another student of this campus',
  symbolNoExists: 'Symbol No. is already used by another student of this campus',
  regdNoExists: 'University Regd. No. is already used by another student of this university',
  sectionExists: 'Section Already Exists!!',
  // Fields.
  studentRequired: 'Student is required',
  studentIdsRequired: 'Choose at least one student',
  sectionRequired: 'Section is required',
  levelRequired: 'Level is required',
  facultyRequired: 'Faculty is required',
  programRequired: 'Program is required',
  admissionYearRequired: 'Admission Year (Batch) is required',
  phoneInvalid: 'Phone number must be 10 digits',
  dateOfBirthInvalid: 'Date of birth must be a B.S. date (YYYY-MM-DD)',
  dateOfEnrollmentInvalid: 'Date of enrollment must be a date (YYYY-MM-DD)',
  transferredDateInvalid: 'Transferred date must be a date (YYYY-MM-DD)',
  nationalityInvalid: 'Nationality must be nepali or other',
  wardInvalid: 'Ward must be a whole number from 1',
  entranceScoreInvalid: 'Entrance score must be a number from 0',
  amountInvalid: 'Amount must be a number from 0',
  semYearInvalid: 'Semester/Year must be First to Eighth',
} as const;

/**
 * Student academics (issue: students): sections, upgrades, transfers, attendance, documents
 * and the legacy enrolment. The upgrade answers are the texts the existing clients compare
 * (api-contract 5.5); the rest are this server's one message per field.
 */
export const STUDENT_ACADEMICS_MESSAGES = {
  // Sections (api-contract 5.4).
  sectionSymbolRequired: 'Section symbol is required',
  // Upgrade (api-contract 5.5): the answers the clients compare, word for word.
  upgradeSuccess: 'student upgrade success',
  alreadyUpgraded: 'students already upgraded',
  upgradeStudentsRequired: 'Choose at least one student to upgrade',
  lastPeriod: (studentName: string, unit: 'semester' | 'year', period: string) =>
    `${studentName} is in the last ${unit} (${period}) of the program and cannot be upgraded`,
  // Transfer (api-contract 5.6).
  transferReasonRequired: 'Transfer reason is required',
  transferDateInvalid: 'Transfer date must be a date (YYYY-MM-DD)',
  targetCampusNameRequired: 'Campus name is required when the campus is not in the list',
  targetCampusUnknown: 'The campus to transfer to is not in HEMIS: choose "Campus not in list" and name it',
  targetCampusIsSource: 'The student already studies at this campus',
  programNotRunByCampus: 'The campus does not run this program',
  studentNotActive: 'The student is not on the campus’s active list (transferred out, graduated or dropped out)',
  transferAlreadyAccepted: 'This transfer has already been accepted',
  // Attendance (api-contract 5.5).
  attendanceRequired: 'Send the attendance of at least one student',
  subjectRequired: 'Subject is required',
  attendanceDateInvalid: 'Date must be a date (YYYY-MM-DD)',
  hasAttendedRequired: 'Present or absent is required',
  subjectNotInProgram: 'The subject is not taught in the student’s program',
  sectionNotFound: 'The campus has no section with this symbol',
  // Legacy enrolment (payment form).
  dateOfPaymentInvalid: 'Date of payment must be a date (YYYY-MM-DD)',
} as const;

/**
 * Students' bulk import (issue: students, /inload-form): the upload, each bad row's problem
 * (shown with its row and column) and the batch's states.
 */
export const STUDENT_IMPORT_MESSAGES = {
  fileRequired: 'Choose a .xlsx or .csv file',
  xlsUnsupported:
    'Old Excel files (.xls) cannot be read. Open the file in Excel or LibreOffice, save it as .xlsx (Excel Workbook) or .csv, and upload that',
  fileUnreadable: 'The file could not be read as .xlsx or .csv',
  fileEmpty: 'The file has no rows below its header',
  tooManyRows: 'The file has more rows than one import takes',
  missingColumn: 'The header row lacks this column (download the template)',
  campusRequired: 'Campus is required',
  programRequired: 'Program is required',
  batchUnknown: 'Batch must be an admission batch of the list (its B.S. year, such as 2081)',
  fiscalYearUnknown: 'Fiscal year must be one of the list (such as 2081/82)',
  majorSubjectUnknown: 'Major subject is not a major of this program at the campus',
  ethnicityUnknown: 'Ethnicity must be one of the ethnic groups of the list',
  provinceUnknown: 'Province is not one of the seven provinces',
  districtUnknown: 'District is not in the address list',
  districtOutsideProvince: 'The district is not in this province',
  localLevelUnknown: 'The local level is not in this district',
  localLevelWithoutDistrict: 'Give the district of the local level',
  wardOutsideLocalLevel: 'The local level has no ward with this number',
  semesterOfAnnualProgram: 'The program runs by year: give year, not semester',
  yearOfSemesterProgram: 'The program runs by semester: give semester, not year',
  booleanInvalid: 'Must be yes or no',
  rollNoRepeated: 'The roll number is on an earlier row of the file',
  symbolNoRepeated: 'The symbol number is on an earlier row of the file',
  regdNoRepeated: 'The registration number is on an earlier row of the file',
  personRepeated: 'The same student (name and date of birth) is on an earlier row of the file',
  personExists: 'A student with this name and date of birth is already registered at this campus',
  citizenshipNoRepeated: 'The citizenship number is on an earlier row of the file',
  citizenshipNoExists: 'A student with this citizenship number is already registered at this campus',
  nidNoRepeated: 'The national ID number is on an earlier row of the file',
  nidNoExists: 'A student with this national ID number is already registered at this campus',
  stillValidating: 'The batch is still being checked; insert it when the check has finished',
  validationFailed: 'The batch could not be checked; upload the file again',
  checking: 'Checking every row',
  checked: 'Every row was checked',
  inserted: 'The good rows were inserted',
  jobFailed: 'The import stopped with an unexpected error; nothing was written',
} as const;
