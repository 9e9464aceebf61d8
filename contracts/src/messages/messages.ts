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
  forbidden: 'You do not have permission to do this.',
} as const;

/** The answer to too many sign-in or reset attempts, naming the wait in whole minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
