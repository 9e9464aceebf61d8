/**
 * A snapshot's findings as the campus and its reviewers read them (ReturnFindingSchema):
 * errors first, then warnings, in the order of the rule table; the rows behind each named as
 * the campus knows them (a student by name and registration number, never the citizenship
 * number; an employee by name; a program by name; a mark by student and subject), with the
 * record and the screen of HEMIS that fixes it.
 */
import type { ReturnFinding } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { RETURN_RULES, returnRule, type FindingRows, type MarkRow } from './return-rules.ts';

type FindingRow = ReturnFinding['rows'][number];

const RULE_ORDER = new Map<string, number>(RETURN_RULES.map((rule, index) => [rule.key, index]));
const SEVERITY_ORDER = { error: 0, warning: 1 } as const;

/** The web screens that fix a row (web/src/features/*\/routes). */
export const FIX_AT = {
  student: (studentId: number) => `/student-management/student-edit/${studentId}`,
  employee: (employeeId: number, teaching: boolean) =>
    `/employee-management/employee-register?employeeType=${teaching ? 'teaching' : 'administrator'}&id=${employeeId}`,
  marks: (routineId: number) => `/exam-management/marks-entry/${routineId}`,
} as const;

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((entry): entry is number => typeof entry === 'number') : [];

function rowsOf(json: unknown): Required<FindingRows> {
  const rows = (json ?? {}) as Record<string, unknown>;
  const marks = Array.isArray(rows.marks)
    ? (rows.marks as unknown[]).filter(
        (mark): mark is MarkRow =>
          typeof mark === 'object' &&
          mark !== null &&
          typeof (mark as MarkRow).routineId === 'number' &&
          typeof (mark as MarkRow).studentId === 'number',
      )
    : [];
  return {
    students: numbers(rows.students),
    staff: numbers(rows.staff),
    programs: numbers(rows.programs),
    marks,
  };
}

const withNumber = (name: string | null, number: string | null, fallback: string) =>
  [name ?? fallback, number ? `(${number})` : null].filter(Boolean).join(' ');

export async function readFindings(db: Db, campusReturnId: number): Promise<ReturnFinding[]> {
  const findings = await db.returnFinding.findMany({ where: { campusReturnId }, orderBy: { id: 'asc' } });
  const parsed = findings.map((finding) => ({ finding, rows: rowsOf(finding.rows) }));
  const wanted = (key: 'students' | 'staff' | 'programs') => [...new Set(parsed.flatMap(({ rows }) => rows[key]))];
  const studentRowNos = wanted('students');
  const staffRowNos = wanted('staff');
  const programIds = wanted('programs');
  const marks = parsed.flatMap(({ rows }) => rows.marks);
  const markStudentIds = [...new Set(marks.map((mark) => mark.studentId))];
  const routineIds = [...new Set(marks.map((mark) => mark.routineId))];

  const [students, staff, programs, markStudents, routines] = await Promise.all([
    studentRowNos.length
      ? db.returnStudent.findMany({
          where: { campusReturnId, rowNo: { in: studentRowNos } },
          select: { rowNo: true, studentId: true, name: true, registrationNo: true, externalRef: true },
        })
      : [],
    staffRowNos.length
      ? db.returnStaff.findMany({
          where: { campusReturnId, rowNo: { in: staffRowNos } },
          select: { rowNo: true, employeeId: true, name: true, employeeType: true, externalRef: true },
        })
      : [],
    programIds.length
      ? db.program.findMany({ where: { id: { in: programIds } }, select: { id: true, programName: true } })
      : [],
    markStudentIds.length
      ? db.student.findMany({
          where: { id: { in: markStudentIds } },
          select: { id: true, firstName: true, middleName: true, lastName: true, universityRegdNo: true },
        })
      : [],
    routineIds.length
      ? db.examRoutine.findMany({
          where: { id: { in: routineIds } },
          select: { id: true, subject: { select: { subjectName: true } } },
        })
      : [],
  ]);
  const studentByRow = new Map(students.map((row) => [row.rowNo, row]));
  const staffByRow = new Map(staff.map((row) => [row.rowNo, row]));
  const programById = new Map(programs.map((program) => [program.id, program.programName]));
  const markStudentById = new Map(markStudents.map((student) => [student.id, student]));
  const subjectOf = new Map(routines.map((routine) => [routine.id, routine.subject.subjectName]));
  // A marked student counted in the snapshot is named by their row too.
  const markRowNos = markStudentIds.length
    ? await db.returnStudent.findMany({
        where: { campusReturnId, studentId: { in: markStudentIds } },
        select: { rowNo: true, studentId: true },
      })
    : [];
  const rowNoOfStudent = new Map(markRowNos.map((row) => [row.studentId!, row.rowNo]));

  const described = parsed.map(({ finding, rows }): ReturnFinding => {
    const programFixAt = returnRule(finding.rule)?.programFixAt;
    const listed: FindingRow[] = [
      ...rows.programs.map((programId): FindingRow => ({
        list: 'programs',
        rowNo: null,
        recordId: programId,
        label: programById.get(programId) ?? `Program ${programId}`,
        fixAt: programFixAt ? programFixAt(programId) : null,
      })),
      ...rows.students.map((rowNo): FindingRow => {
        const row = studentByRow.get(rowNo);
        return {
          list: 'students',
          rowNo,
          recordId: row?.studentId ?? null,
          label: withNumber(row?.name ?? row?.externalRef ?? null, row?.registrationNo ?? null, `Student row ${rowNo}`),
          fixAt: row?.studentId ? FIX_AT.student(row.studentId) : null,
        };
      }),
      ...rows.staff.map((rowNo): FindingRow => {
        const row = staffByRow.get(rowNo);
        return {
          list: 'staff',
          rowNo,
          recordId: row?.employeeId ?? null,
          label: row?.name ?? row?.externalRef ?? `Staff row ${rowNo}`,
          fixAt: row?.employeeId ? FIX_AT.employee(row.employeeId, row.employeeType === 'Teaching') : null,
        };
      }),
      ...rows.marks.map((mark): FindingRow => {
        const student = markStudentById.get(mark.studentId);
        const name = student
          ? [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ').toUpperCase()
          : null;
        const subject = subjectOf.get(mark.routineId) ?? `paper ${mark.routineId}`;
        return {
          list: 'marks',
          rowNo: rowNoOfStudent.get(mark.studentId) ?? null,
          recordId: mark.studentId,
          label: `${withNumber(name, student?.universityRegdNo ?? null, `Student ${mark.studentId}`)}: ${subject}`,
          fixAt: FIX_AT.marks(mark.routineId),
        };
      }),
    ];
    return {
      id: finding.id,
      rule: finding.rule,
      severity: finding.severity,
      subject: finding.subject,
      message: finding.message,
      rowCount: finding.rowCount,
      rows: listed,
      explanation: finding.explanation,
      explainedAt: finding.explainedAt?.toISOString() ?? null,
    };
  });
  const order = (finding: ReturnFinding) => [
    SEVERITY_ORDER[finding.severity],
    RULE_ORDER.get(finding.rule) ?? RULE_ORDER.size,
    finding.id,
  ];
  return described.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}
