/** The exam module's cache keys: every write refreshes everything under EXAMS_KEY (lists, grids, results). */
export const EXAMS_KEY = ['exams'] as const;
export const examKey = (...parts: readonly unknown[]) => [...EXAMS_KEY, ...parts] as const;
