/**
 * Employees (issue: employees). The 409 texts are the ones the existing clients show
 * (api-contract 5.4 and 5.7); the rest are this server's one message per field.
 */
export const EMPLOYEE_MESSAGES = {
  // Answers to duplicates (409) and the texts clients compare.
  departmentExists: 'Same Department Already Exists!!',
  sectionExists: 'Section already exists!',
  employeeExists: 'Employee already exists!',
  // Departments and sections.
  departmentNameRequired: 'Department name is required',
  sectionNameRequired: 'Section name is required',
  sectionTypeRequired: 'Section type is required',
  // The record.
  employeeTypeRequired: 'Employee type must be Teaching, Administrative, Technical or Other',
  salutationInvalid: 'Salutation must be one of Mr., Mrs., Miss, Profesor, Profesor Dr., Dr., Assoc Prof Dr.',
  religionInvalid: 'Religion must be one of the list',
  maritalStatusInvalid: 'Marital status must be Married, Unmarried or Other',
  phoneInvalid: 'Phone number must be 10 digits',
  dateOfBirthInvalid: 'Date of birth must be a B.S. date (YYYY-MM-DD)',
  joiningDateInvalid: 'Joining date must be a B.S. date (YYYY-MM-DD)',
  joiningTypeRequired: 'Joining type must be permanent, temporary, contract or part-time',
  joiningDateRequired: 'Joining date is required',
  positionRequired: 'Position is required',
  positionUnknown: 'The position is not one of the employee positions',
  teachingPositionRequired: 'A teacher’s position must be a teaching position',
  nonTeachingPositionRequired: 'A non-teaching employee’s position must be a non-teaching position',
  facultyUnknown: 'The faculty is not a faculty of this university',
  departmentUnknown: 'The department is not a department of this campus',
  sectionUnknown: 'The section is not a section of this campus',
  fiscalYearUnknown: 'The fiscal year does not exist',
  bankNameRequired: 'Bank name is required',
  bankAcRequired: 'Bank account number is required',
  bankBranchRequired: 'Bank branch is required',
  panNoRequired: 'PAN number is required',
  yearInvalid: 'Year must be a year such as 2075',
  passedBeforeEnrolled: 'Passed year cannot be before the enrolled year',
  campusNotInScope: 'The campus is not one you may register employees for',
  campusRequired: 'Choose the campus of the employee',
  fileKindUnknown: 'Unknown document kind',
  fileMissing: 'Choose a file to upload',
  fileNotFound: 'This document has not been uploaded',
} as const;
