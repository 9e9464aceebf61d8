/**
 * A class's attendance (AttendanceStudent, api-contract 5.5): whether each student
 * attended a subject on a day. One row per student, subject and day, written by upsert, so
 * marking the same class again corrects it instead of adding rows. Only the campus's own
 * students are marked, and only for subjects of their program.
 */
import {
  STUDENT_ACADEMICS_MESSAGES as A,
  type AcademicYear,
  type AttendanceBodyParsed,
  type AttendanceRosterQueryParsed,
  type AttendanceRosterRow,
  type FieldIssue,
  type Semester,
} from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { auditWrite, inBulkTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere, type ScopeFields } from '../../lib/scope.ts';
import { STUDENT_SCOPE } from '../student/student-query.ts';
import { fullNameOf } from '../student/student-record.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

/** Subjects belong to a program of a university: a campus reads those of its university. */
const SUBJECT_SCOPE: ScopeFields<Prisma.SubjectWhereInput> = { universityField: 'program.universityId' };

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const unique = <T>(values: T[]) => [...new Set(values)];

/** POST AttendanceStudent: saves each row; answers how many were saved. */
export async function saveAttendance(context: WriteContext, body: AttendanceBodyParsed): Promise<{ saved: number }> {
  const rows = body.attendanceData;
  const studentIds = unique(rows.map((row) => row.studentId));
  const subjectIds = unique(rows.map((row) => row.subjectId));
  const [students, subjects] = await Promise.all([
    context.prisma.student.findMany({
      where: scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, {
        id: { in: studentIds },
        status: 'active',
      }),
      select: { id: true, campusId: true, programId: true, sectionId: true },
    }),
    context.prisma.subject.findMany({
      where: scopeWhere<Prisma.SubjectWhereInput>(context.scope, SUBJECT_SCOPE, { id: { in: subjectIds } }),
      select: { id: true, programId: true },
    }),
  ]);
  if (students.length !== studentIds.length) throw AppError.notFound('Student');
  if (subjects.length !== subjectIds.length) throw AppError.notFound('Subject');
  const sections = await context.prisma.sectionForStudent.findMany({
    where: { campusId: { in: unique(students.map((student) => student.campusId)) } },
    select: { id: true, campusId: true, sectionSymbol: true },
  });

  const issues: FieldIssue[] = [];
  const planned = rows.map((row, index) => {
    const student = students.find((candidate) => candidate.id === row.studentId)!;
    const subject = subjects.find((candidate) => candidate.id === row.subjectId)!;
    if (subject.programId !== student.programId) {
      issues.push({ field: `body.attendanceData.${index}.subjectId`, message: A.subjectNotInProgram });
    }
    let sectionId = student.sectionId;
    if (row.section) {
      const section = sections.find(
        (candidate) =>
          candidate.campusId === student.campusId &&
          candidate.sectionSymbol.toLowerCase() === row.section!.toLowerCase(),
      );
      if (!section) issues.push({ field: `body.attendanceData.${index}.section`, message: A.sectionNotFound });
      sectionId = section?.id ?? null;
    }
    return { row, student, sectionId };
  });
  if (issues.length > 0) throw AppError.validation(issues);

  await inBulkTransaction(context.prisma, async (db) => {
    for (const { row, student, sectionId } of planned) {
      const dateAttended = asDate(row.dateAttended.ad);
      const marks = {
        hasAttended: row.hasAttended,
        timeAttended: row.timeAttended ?? null,
        semester: row.semester ?? null,
        sectionId,
        recordedById: context.actor.userId,
      };
      await db.studentAttendance.upsert({
        where: {
          studentId_subjectId_dateAttended: { studentId: student.id, subjectId: row.subjectId, dateAttended },
        },
        create: { ...marks, campusId: student.campusId, studentId: student.id, subjectId: row.subjectId, dateAttended },
        update: marks,
      });
    }
    // One entry per class and day marked: who was present and who absent.
    const classes = unique(rows.map((row) => `${row.subjectId}:${row.dateAttended.ad}`));
    for (const key of classes) {
      const marked = rows.filter((row) => `${row.subjectId}:${row.dateAttended.ad}` === key);
      await auditWrite(db, context, 'update', 'StudentAttendance', key, {
        subjectId: marked[0]!.subjectId,
        dateAttended: marked[0]!.dateAttended.ad,
        present: marked.filter((row) => row.hasAttended).map((row) => row.studentId),
        absent: marked.filter((row) => !row.hasAttended).map((row) => row.studentId),
      });
    }
  });
  return { saved: rows.length };
}

/**
 * GET AttendanceStudent: the class to mark for a subject and day: the campus's active,
 * verified students of the subject's program in the subject's semester or year (or the one
 * asked for), with what was marked that day.
 */
export async function attendanceRoster(
  context: ReadContext,
  query: AttendanceRosterQueryParsed,
): Promise<AttendanceRosterRow[]> {
  const subject = foundOrNotFound(
    await context.prisma.subject.findFirst({
      where: scopeWhere<Prisma.SubjectWhereInput>(context.scope, SUBJECT_SCOPE, { id: query.subjectId }),
      select: { id: true, programId: true, semester: true, year: true, program: { select: { programType: true } } },
    }),
    'Subject',
  );
  if (query.programId && query.programId !== subject.programId) {
    throw AppError.validation([{ field: 'querystring.programId', message: A.subjectNotInProgram }]);
  }
  const isSemester = subject.program.programType === 'semester';
  const period = query.semYear ?? (isSemester ? subject.semester : subject.year);
  const dateAttended = asDate(query.date.ad);
  const students = await context.prisma.student.findMany({
    where: scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, {
      status: 'active',
      isVerified: true,
      programId: subject.programId,
      ...(query.sectionId ? { sectionId: query.sectionId } : {}),
      ...(period ? (isSemester ? { semester: period as Semester } : { year: period as AcademicYear }) : {}),
    }),
    select: {
      id: true,
      ...NAME_SELECT,
      rollNoManual: true,
      section: { select: { sectionSymbol: true } },
      attendance: { where: { subjectId: subject.id, dateAttended }, select: { hasAttended: true, timeAttended: true } },
    },
    orderBy: [
      { rollNoManual: { sort: 'asc', nulls: 'last' } },
      { firstName: 'asc' },
      { lastName: 'asc' },
      { id: 'asc' },
    ],
  });
  return students.map((student) => ({
    studentId: student.id,
    fullName: fullNameOf(student),
    rollNoManual: student.rollNoManual,
    section: student.section?.sectionSymbol ?? null,
    hasAttended: student.attendance[0]?.hasAttended ?? null,
    timeAttended: student.attendance[0]?.timeAttended ?? null,
  }));
}
