/** Messages of two-factor sign-in (issue #33): the sign-in's second step, enrolment, recovery codes, the policy. */

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is the 6 digits your authenticator app shows',
  recoveryCodeFormat: 'A recovery code has 16 letters and digits, as it was given to you',
  codeOrRecoveryCodeRequired: 'Enter the code from your authenticator app, or one of your recovery codes',
  tokenRequired: 'The sign-in step is missing. Please sign in again.',
  passwordRequired: 'Enter your password',
  roleRequired: 'Choose a staff role',
  requiredFlag: 'Say whether the role requires two-factor sign-in (true or false)',
  /** One answer for an unknown, used or expired step, so a token tells nothing about why. */
  challengeExpired: 'This sign-in has expired or was already completed. Please sign in again with your password.',
  codeWrong: 'The code is not right. Check your authenticator app and try again.',
  recoveryCodeWrong: 'This recovery code is not right, or it was already used.',
  passwordWrong: 'The password is not right',
  alreadyEnrolled: 'Two-factor sign-in is already on. Turn it off first to set it up again.',
  noEnrolment: 'Start the set-up of two-factor sign-in first.',
  notEnrolled: 'Two-factor sign-in is not on.',
  requiredByRole:
    'Your role requires two-factor sign-in, so it cannot be turned off. An administrator can reset it if you lose your device.',
  /** A stored secret that no longer opens (JWT_SECRET changed): the factor must be set up again. */
  secretUnreadable: 'Your two-factor set-up can no longer be read. Ask an administrator to reset it.',
  enrolled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  turnedOff: 'Two-factor sign-in is off.',
  recoveryCodesRenewed: 'New recovery codes were made; the old ones no longer work.',
  reset:
    'The user’s two-factor sign-in was reset and their sessions were ended. They set it up again at their next sign-in if their role requires it.',
  nothingToReset: 'This user has no two-factor sign-in to reset.',
  policySaved: 'The two-factor sign-in policy was saved.',
  policyWarning:
    'Two-factor sign-in is not required for every role of the grants body and the universities. Require it before HEMIS holds real records.',
} as const;
