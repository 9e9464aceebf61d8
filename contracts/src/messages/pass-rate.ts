/** Messages of board exams (pass-rate management, api-contract 5.8). */

export const PASS_RATE_MESSAGES = {
  scheduleRequired: 'Exam schedule is required',
  studentsRequired: 'Choose at least one student',
  studentIdInvalid: 'Each student must be a student id',
  notBoardExam: 'Appeared and passed students are recorded for board (external) exams only',
  programMismatch: 'The program is not the exam’s program',
  studentsNotEligible:
    'Some students are not active students of this exam’s campus, program, batch and semester or year',
  notAppeared: 'Only students recorded as appeared in this exam can pass it: record their appearance first',
  appearedSaved: 'Appeared students saved',
  passedSaved: 'Passed students saved',
} as const;
