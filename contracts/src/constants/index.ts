/** Business constants of spec section 9, stated once for server and web. */

/** A session lasts 8 hours; the web checks expiry every 60 seconds (spec sections 4 and 9). */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;

/** The portal's own campus: the public header and login read campus 66 (spec section 1). */
export const DEFAULT_CAMPUS_ID = 66;
export const DEFAULT_UNIVERSITY_ID = 0;
export const DEFAULT_IS_UGC = true;

export const PHONE_NUMBER_LENGTH = 10;

/** The languages of HEMIS's interface: English, and Nepali (नेपाली). */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const PAGE_SIZE_OPTIONS = [25, 50, 75] as const;
export const DEFAULT_PAGE_SIZE = 25;

export const SUBJECT_TYPES = ['regular', 'optional'] as const;
export const FACULTY_TYPES = ['general', 'technical'] as const;
export const PROGRAM_TYPES = ['annual', 'semester'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const CAMPUS_TYPES = ['constituent', 'community', 'private'] as const;
export const SEMESTERS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'] as const;
export const ACADEMIC_YEARS = ['First', 'Second', 'Third', 'Fourth'] as const;
export const ETHNIC_GROUPS = [
  'Brahman',
  'Chhetri',
  'Madhesi',
  'Dalit',
  'Janajati',
  'Muslim',
  'Tharu',
  'Others',
] as const;

export type SubjectType = (typeof SUBJECT_TYPES)[number];
export type FacultyType = (typeof FACULTY_TYPES)[number];
export type ProgramType = (typeof PROGRAM_TYPES)[number];
export type Gender = (typeof GENDERS)[number];
export type CampusType = (typeof CAMPUS_TYPES)[number];
export type Semester = (typeof SEMESTERS)[number];
export type AcademicYear = (typeof ACADEMIC_YEARS)[number];

/** Toasts close by themselves after 1.5 to 3 seconds; the reset page redirects after 3. */
export const TOAST_AUTO_CLOSE_MS = 2500;
export const RESET_REDIRECT_DELAY_MS = 3000;
export const EDIT_DIALOG_CLOSE_DELAY_MS = 600;
export const PERSIST_TIMEOUT_MS = 5000;
export const PERSIST_STORE_VERSION = 1;
export const PERSIST_STORE_KEY = 'root';

/** Uploaded images (logos): formats checked by content, and the size limit. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * The minimum password policy, for sign-up, reset and change alike: long enough, and not
 * only letters or only digits. The demo password (Demo@12345) satisfies it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_POLICY_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and contain a letter and a digit`;

/** A password reset link (and a first sign-in's verification token) works once, within an hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Nepal's bounding box (with a small margin): the GPS screen refuses a campus placed
 * outside it, a typed latitude and longitude included.
 */
export const NEPAL_BOUNDS = { minLatitude: 26.3, maxLatitude: 30.5, minLongitude: 80.0, maxLongitude: 88.3 } as const;

/** Bulk imports of universities and campuses: one file, at most this many rows and bytes. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;
export const IMPORT_FILE_TYPES = ['xlsx', 'csv'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];
/** How often a screen asks for an import's progress. */
export const IMPORT_POLL_INTERVAL_MS = 500;
