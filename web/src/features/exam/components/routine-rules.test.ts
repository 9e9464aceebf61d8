import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES as M } from '@hemis/contracts';
import { routineRules } from './routine-pages.tsx';

const paper = {
  examScheduleId: '1',
  subjectID: '2',
  isTheoretical: true,
  isPractical: false,
  examDateBs: '2083-08-05',
  examDate: '2026-11-21',
  examTime: '10:00',
  theoreticalFullMarks: '100',
  theoreticalPassMarks: '40',
  practicalFullMark: '',
  practicalPassMark: '',
  description: '',
};

describe('routineRules', () => {
  it('passes a theory paper with full marks above its pass marks', () => {
    expect(Object.values(routineRules(paper)).filter(Boolean)).toEqual([]);
  });

  it('asks for at least one part', () => {
    expect(routineRules({ ...paper, isTheoretical: false }).isTheoretical).toBe(M.partRequired);
  });

  it('refuses pass marks above the full marks, and full marks of 0', () => {
    expect(routineRules({ ...paper, theoreticalPassMarks: '120' }).theoreticalPassMarks).toBe(M.passMarkInvalid);
    expect(routineRules({ ...paper, theoreticalFullMarks: '0' }).theoreticalFullMarks).toBe(M.fullMarkInvalid);
  });

  it('checks the practical part only when the paper has one', () => {
    const practical = { ...paper, isPractical: true };
    expect(routineRules(practical).practicalFullMark).toBe(M.fullMarkInvalid);
    expect(
      routineRules({ ...practical, practicalFullMark: '25', practicalPassMark: '10' }).practicalFullMark,
    ).toBeUndefined();
  });
});
