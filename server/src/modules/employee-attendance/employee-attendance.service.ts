/**
 * A campus's staff attendance (/employee-management/attendance): the original client posted it
 * to a foreign host without a session; here it is this server's, under the campus's session.
 * One row per employee and day: marking a day again updates it, so a repeated request changes
 * nothing more.
 */
import {
  EMPLOYEE_RECORDS_MESSAGES as M,
  type EmployeeAttendanceDay,
  type EmployeeAttendanceListParsed,
} from '@hemis/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { campusOwner } from '../../lib/ownership.ts';
import { auditWrite, inBulkTransaction } from '../../lib/records.ts';
import { fullNameOf } from '../employee/employee-record.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

const STAFF_SELECT = {
  id: true,
  salutation: true,
  ...NAME_SELECT,
  department: { select: { departmentName: true } },
  section: { select: { sectionName: true } },
} as const;

async function campusStaff(context: ReadContext, campusId: number) {
  const rows = await context.prisma.employee.findMany({
    where: { campusId, employeeStatus: true },
    select: STAFF_SELECT,
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    employeeID: row.id,
    name: fullNameOf(row),
    department: row.department?.departmentName ?? row.section?.sectionName ?? '',
  }));
}

/** Employee/getEmployee: the campus's active staff, to mark. */
export async function staffToMark(context: WriteContext) {
  const owner = await campusOwner(context.prisma, context.scope);
  return campusStaff(context, owner.campusId);
}

/** GET AttendanceEmployee?date=: the day's marks, null for staff not marked that day. */
export async function attendanceOfDay(context: WriteContext, day: string): Promise<EmployeeAttendanceDay> {
  const owner = await campusOwner(context.prisma, context.scope);
  const [staff, marks] = await Promise.all([
    campusStaff(context, owner.campusId),
    context.prisma.employeeAttendance.findMany({
      where: { campusId: owner.campusId, dateAttended: new Date(`${day}T00:00:00Z`) },
      select: { employeeId: true, hasAttended: true, timeAttended: true },
    }),
  ]);
  const byEmployee = new Map(marks.map((mark) => [mark.employeeId, mark]));
  return staff.map((person) => ({
    ...person,
    hasAttended: byEmployee.get(person.employeeID)?.hasAttended ?? null,
    timeAttended: byEmployee.get(person.employeeID)?.timeAttended ?? null,
  }));
}

/** AttendanceEmployee/List: every row of the caller's campus, or nothing (a sent campusId is ignored). */
export async function saveAttendance(context: WriteContext, entries: EmployeeAttendanceListParsed) {
  const owner = await campusOwner(context.prisma, context.scope);
  const keys = new Set(entries.map((entry) => `${entry.employeeID}@${entry.dateAttended}`));
  if (keys.size !== entries.length) throw AppError.validation([{ field: 'body', message: M.attendanceRepeated }]);
  const ids = [...new Set(entries.map((entry) => entry.employeeID))];
  const found = await context.prisma.employee.count({ where: { id: { in: ids }, campusId: owner.campusId } });
  if (found !== ids.length) throw AppError.notFound('Employee');
  await inBulkTransaction(context.prisma, async (db) => {
    for (const entry of entries) {
      const dateAttended = new Date(`${entry.dateAttended}T00:00:00Z`);
      const values = {
        hasAttended: entry.hasAttended,
        timeAttended: entry.timeAttended ?? null,
        recordedById: context.actor.userId,
      };
      await db.employeeAttendance.upsert({
        where: { employeeId_dateAttended: { employeeId: entry.employeeID, dateAttended } },
        create: { campusId: owner.campusId, employeeId: entry.employeeID, dateAttended, ...values },
        update: values,
      });
    }
    await auditWrite(db, context, 'update', 'EmployeeAttendance', owner.campusId, {
      days: [...new Set(entries.map((entry) => entry.dateAttended))],
      employees: ids.length,
    });
  });
  return { message: M.attendanceSaved, saved: entries.length };
}
