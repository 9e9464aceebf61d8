/** Messages of users, modules and permissions (api-contract 5.1, issue: users, modules and permissions). */

export const USER_ADMIN_MESSAGES = {
  /** The exact bodies the existing client compares against (api-contract 5.1 migrate-old-employee). */
  loginMade: 'Login created or updated. Email sent if status is active.',
  loginExists: 'Login already exists for this employee.',
  moduleNotGranted: (displayName: string) =>
    `You have not been given the ${displayName} module. Ask your administrator for it.`,
  moduleNotOpen: (displayName: string) => `The ${displayName} module is not open to your institution.`,
  moduleKeyTaken: 'A module with this name already exists',
  moduleIconInvalid: 'The icon must be a PNG, JPEG or WebP image',
  roleNotBelow: 'You can only give roles below your own',
  userNotInScope: 'This user is not one you administer',
  institutionRequired: 'Choose the institution the user works for',
  cannotChangeOwnStatus: 'You cannot disable your own account',
  employeeHasNoEmail: 'Add the employee’s email before making them a user',
  employeeEmailTaken: 'Another account already uses the employee’s email',
  permissionsSaved: 'Permissions saved',
  userCreated: 'The user was added and an email with a link to set the password was sent.',
  resetLinkSent: 'A link to set a new password was sent to the user’s email.',
  moduleAdded: 'Module added',
} as const;
