import { describe, expect, it } from 'vitest';
import { SEMESTERS } from '@hemis/contracts';
import en from './messages/en.json';
import { STUDENT_COLUMNS } from './student-columns.tsx';

describe('the student lists’ English words', () => {
  it('name every shared column as the lists always have', () => {
    expect(Object.keys(en.columns).sort()).toEqual(Object.keys(STUDENT_COLUMNS).sort());
    for (const [name, column] of Object.entries(STUDENT_COLUMNS))
      expect(en.columns[name as keyof typeof en.columns], name).toBe(column.header);
  });

  it('name every period by the name the records keep', () => {
    expect(Object.entries(en.ordinals)).toEqual(SEMESTERS.map((name) => [name, name]));
  });
});
