/** Signatures, employee attendance and staff reports (issue: employees). */
export const EMPLOYEE_RECORDS_MESSAGES = {
  // The text the "Add sign" dialog compares (api-contract 5.7).
  uploadSuccessful: 'Upload successful',
  signatoryNameRequired: 'Signatory name is required',
  indexRequired: 'Index must be a whole number from 1 to 99',
  signatureImageRequired: 'Upload the signature image',
  chiefExists:
    'The campus already has an active signatory with index 1 (the campus chief); deactivate or renumber that one first',
  employeeNotOfCampus: 'The employee is not an employee of this campus',
  signatureDeleted: 'Signature deleted',
  attendanceEmpty: 'Send at least one employee’s attendance',
  attendanceDateInvalid: 'The attendance date must be a date such as 2024-07-17',
  attendanceRepeated: 'An employee appears twice for the same day',
  attendanceSaved: 'Attendance saved',
  dateRequired: 'Give the day as YYYY-MM-DD',
} as const;
