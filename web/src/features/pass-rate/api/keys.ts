/** Board exams' cache keys; a record of who appeared or passed refreshes every list under BOARD_EXAMS_KEY. */
export const BOARD_EXAMS_KEY = ['board-exams'] as const;
