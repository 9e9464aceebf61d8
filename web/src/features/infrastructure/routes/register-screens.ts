/**
 * The register screens' paths under /infrastructure-management (spec section 2), apart from
 * their descriptions: the route map needs only the paths, and the descriptions (forms, columns,
 * the contract's schemas) load with the screen instead of with the login page.
 */
export const REGISTER_SCREENS = [
  'land-management',
  'building-management',
  'lab-management',
  'hostel-management',
  'facility-register',
  'library-management',
  'equipment-management',
] as const;
export type RegisterScreen = (typeof REGISTER_SCREENS)[number];
