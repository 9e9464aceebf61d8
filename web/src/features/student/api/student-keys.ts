/**
 * The query keys of student data: every list and record sits under STUDENTS_KEY, so a
 * change to a student (verified, identifiers, section, upgrade) refreshes them all.
 */
export const STUDENTS_KEY = ['students'] as const;
