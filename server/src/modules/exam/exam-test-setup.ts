/**
 * What the exam module's tests start from: a campus running a program of its own, its
 * administrator, subjects of the program's first period, the batch and fiscal year students
 * are made with, and exams and papers added through the API.
 */
import type supertest from 'supertest';
import { expect } from 'vitest';
import type { Db } from '../../db/prisma.ts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import type { Factories } from '../../../../tests/support/suite.ts';

/** BS 2081/05/01 to 2081/05/15 is AD 2024-08-17 to 2024-08-31. */
export const EXAM_DAYS = { fromBs: '2081/05/01', toBs: '2081/05/15', fromAd: '2024-08-17', toAd: '2024-08-31' };
/** A day in Nepal during the exam. */
export const DURING_EXAM = '2024-08-20T06:00:00Z';

export async function subjectOf(
  prisma: Db,
  program: { id: number; programType: 'annual' | 'semester' },
  period: 'First' | 'Second' = 'First',
) {
  const subjectName = uniqueName('Subject');
  const annual = program.programType === 'annual';
  return prisma.subject.create({
    data: {
      programId: program.id,
      subjectName,
      subjectType: 'regular',
      shortName: subjectName.slice(0, 10),
      code: uniqueName('S'),
      semester: annual ? null : period,
      year: annual ? period : null,
    },
  });
}

/** A campus with its program, administrator, two subjects of the first semester and the ids an exam names. */
export async function examCampus(make: Factories, prisma: Db) {
  const { campus, program, admin } = await campusWithProgram(make);
  const batch = await prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' } });
  const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
  const subjects = [await subjectOf(prisma, program), await subjectOf(prisma, program)];
  return { campus, program, admin, batch, fiscalYear, subjects };
}

export type ExamCampus = Awaited<ReturnType<typeof examCampus>>;

export function scheduleBody(setup: ExamCampus, overrides: Record<string, unknown> = {}) {
  return {
    fiscalYearId: setup.fiscalYear.id,
    campusId: 0,
    batchId: setup.batch.id,
    programMgmtId: setup.program.id,
    examType: 'internal',
    type: '',
    dateFrom: '2024-08-16T18:15:00.000Z',
    dateTo: '2024-08-30T18:15:00.000Z',
    dateFromNepali: EXAM_DAYS.fromBs,
    dateToNepali: EXAM_DAYS.toBs,
    status: true,
    description: 'Terminal exam',
    year: null,
    semester: 'First',
    ...overrides,
  };
}

export function routineBody(examScheduleId: number, subjectId: number, overrides: Record<string, unknown> = {}) {
  return {
    examScheduleId,
    subjectID: subjectId,
    isTheoretical: true,
    isPractical: true,
    examDate: '2081/05/03',
    examTime: '10:00',
    theoreticalFullMarks: 60,
    theoreticalPassMarks: 24,
    practicalFullMark: 40,
    practicalPassMark: 16,
    year: null,
    semester: 'First',
    description: '',
    ...overrides,
  };
}

/** Schedules the exam and adds one paper through the API; answers both. */
export async function examWithPaper(api: supertest.Agent, setup: ExamCampus) {
  const exam = await api.post('/api/ExamSchedule').send(scheduleBody(setup)).expect(201);
  const paper = await api
    .post('/api/SubjectExamSchedule')
    .send(routineBody(exam.body.id, setup.subjects[0]!.id))
    .expect(201);
  expect(paper.body.examScheduleId).toBe(exam.body.id);
  return { exam: exam.body as { id: number; examName: string }, paper: paper.body as { id: number } };
}
