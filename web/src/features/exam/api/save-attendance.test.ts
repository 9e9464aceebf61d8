import { describe, expect, it } from 'vitest';
import { attendanceCalls } from './save-attendance.ts';

describe('attendanceCalls', () => {
  it('sends one call per answer and remark, the absentees first', () => {
    expect(
      attendanceCalls([
        { studentId: 1, appeared: true, remarks: '' },
        { studentId: 2, appeared: false, remarks: 'Sick' },
        { studentId: 3, appeared: true, remarks: ' ' },
        { studentId: 4, appeared: false, remarks: 'Sick ' },
        { studentId: 5, appeared: false, remarks: '' },
      ]),
    ).toEqual([
      { appeared: false, remarks: 'Sick', studentIds: [2, 4] },
      { appeared: false, remarks: '', studentIds: [5] },
      { appeared: true, remarks: '', studentIds: [1, 3] },
    ]);
  });

  it('sends nothing for an empty sheet', () => {
    expect(attendanceCalls([])).toEqual([]);
  });
});
