/**
 * Exams for the results' tests, written straight to the database: a schedule of a campus's
 * program, its papers (each with the parts it has and their full and pass marks), and each
 * student's sitting at a paper with the marks entered. The results are then computed from
 * these marks as seeded, independently of the screens that record them.
 */
import type { PrismaClient } from '../../server/src/db/prisma.ts';
import { uniqueName } from './factories.ts';

export interface PaperSpec {
  subjectName?: string;
  /** Full and pass marks of the theory part, when the paper has one. */
  theory?: { full: number; pass: number };
  /** Full and pass marks of the practical part, when the paper has one. */
  practical?: { full: number; pass: number };
}

/** A student's marks at one paper: the parts' marks, or absent. */
export type MarksSpec = { theory?: number | null; practical?: number | null } | 'absent';

/**
 * An internal exam of the program's students at the campus, with its papers on successive days
 * (the program's own subjects are created for them); `year` for annual programs, `semester` for
 * semester programs.
 */
export async function createExam(
  prisma: PrismaClient,
  options: {
    campus: { id: number; universityId: number };
    program: { id: number; programType: 'annual' | 'semester' };
    papers: readonly PaperSpec[];
    examName?: string;
    dateFrom?: string;
  },
) {
  const batch = await prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' }, select: { id: true } });
  const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({
    where: { activeFiscalYear: true },
    select: { id: true },
  });
  const annual = options.program.programType === 'annual';
  const dateFrom = options.dateFrom ?? '2026-02-01';
  const day = (offset: number) => new Date(Date.parse(`${dateFrom}T00:00:00Z`) + offset * 86_400_000);
  const exam = await prisma.examSchedule.create({
    data: {
      campusId: options.campus.id,
      universityId: options.campus.universityId,
      fiscalYearId: fiscalYear.id,
      batchId: batch.id,
      programId: options.program.id,
      examType: 'internal',
      examName: options.examName ?? uniqueName('Exam'),
      dateFrom: day(0),
      dateTo: day(options.papers.length),
      dateFromNepali: '2082/10/18',
      dateToNepali: '2082/10/28',
      semester: annual ? null : 'First',
      year: annual ? 'First' : null,
    },
  });
  const routines = [];
  for (const [index, paper] of options.papers.entries()) {
    const subjectName = paper.subjectName ?? uniqueName('Subject');
    const subject = await prisma.subject.create({
      data: {
        programId: options.program.id,
        subjectName,
        subjectType: 'regular',
        shortName: subjectName.slice(0, 10),
        code: uniqueName('S'),
        semester: annual ? null : 'First',
        year: annual ? 'First' : null,
      },
    });
    routines.push(
      await prisma.examRoutine.create({
        data: {
          examScheduleId: exam.id,
          campusId: options.campus.id,
          universityId: options.campus.universityId,
          subjectId: subject.id,
          isTheoretical: paper.theory !== undefined,
          isPractical: paper.practical !== undefined,
          examDate: day(index),
          examDateNepali: '2082/10/18',
          examTime: '10:00',
          theoreticalFullMarks: paper.theory?.full ?? null,
          theoreticalPassMarks: paper.theory?.pass ?? null,
          practicalFullMarks: paper.practical?.full ?? null,
          practicalPassMarks: paper.practical?.pass ?? null,
        },
        include: { subject: true },
      }),
    );
  }
  return { ...exam, routines };
}

/** Records a student's sittings at the exam's papers, in the papers' order. */
export async function recordMarks(
  prisma: PrismaClient,
  exam: { routines: readonly { id: number; campusId: number }[] },
  studentId: number,
  marks: readonly MarksSpec[],
) {
  for (const [index, spec] of marks.entries()) {
    const routine = exam.routines[index]!;
    const absent = spec === 'absent';
    await prisma.examSitting.create({
      data: {
        routineId: routine.id,
        studentId,
        campusId: routine.campusId,
        appeared: !absent,
        theoreticalMarks: absent ? null : (spec.theory ?? null),
        practicalMarks: absent ? null : (spec.practical ?? null),
      },
    });
  }
}
