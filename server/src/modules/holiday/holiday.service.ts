/**
 * Holidays for attendance (api-contract 5.2): a campus's own calendar, read by its staff
 * and its university. Dates are kept as the AD day and its BS string (api-contract 4.3).
 */
import {
  SETUP_MESSAGES,
  type CreateHolidayBodyParsed,
  type Holiday,
  type UpdateHolidayBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import {
  createRecord,
  findRecord,
  findWritableRecord,
  listRecords,
  updateRecord,
  modelStore,
} from '../../lib/records.ts';
import { sameText } from '../../lib/text-match.ts';

type HolidayRow = Prisma.HolidayGetPayload<object>;

const holidayStore = modelStore((db: Db) => db.holiday, {
  entity: 'Holiday',
  conflictMessage: SETUP_MESSAGES.holidayExists,
  readScope: CAMPUS_AND_UNIVERSITY_SCOPE,
  orderBy: [{ dateStarted: 'desc' }, { id: 'asc' }],
});

const adDay = (date: Date) => date.toISOString().slice(0, 10);
const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

function toHoliday(row: HolidayRow): Holiday {
  return {
    id: row.id,
    universityId: row.universityId,
    campusId: row.campusId,
    holidayName: row.holidayName,
    isHoliday: row.isHoliday,
    dateStarted: adDay(row.dateStarted),
    dateStartedBs: row.dateStartedBs,
    dateEnd: adDay(row.dateEnd),
    dateEndBs: row.dateEndBs,
    isOnlyForFemale: row.isOnlyForFemale,
    remarks: row.remarks,
  };
}

/** The columns a form sets; the create's `isItOnlyForFemale` is the list's `isOnlyForFemale`. */
function holidayColumns(body: UpdateHolidayBodyParsed) {
  return {
    holidayName: body.holidayName,
    isHoliday: body.isHoliday,
    remarks: body.remarks,
    isOnlyForFemale: body.isOnlyForFemale ?? body.isItOnlyForFemale,
    ...(body.dateStarted ? { dateStarted: asDate(body.dateStarted.ad), dateStartedBs: body.dateStarted.bs } : {}),
    ...(body.dateEnd ? { dateEnd: asDate(body.dateEnd.ad), dateEndBs: body.dateEnd.bs } : {}),
  };
}

/** The same holiday twice at a campus (same name, same first day) is a duplicate. */
async function assertNotDuplicate(db: Db, campusId: number, holidayName: string, dateStarted: Date, exceptId?: number) {
  const existing = await db.holiday.findFirst({
    where: {
      campusId,
      holidayName: sameText(holidayName),
      dateStarted,
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (existing) throw AppError.conflict(SETUP_MESSAGES.holidayExists);
}

export async function listHolidays(context: ReadContext): Promise<Holiday[]> {
  return (await listRecords(context, holidayStore)).map(toHoliday);
}

export async function getHoliday(context: ReadContext, id: number): Promise<Holiday> {
  return toHoliday(await findRecord(context, holidayStore, id));
}

export async function createHoliday(context: WriteContext, body: CreateHolidayBodyParsed): Promise<Holiday> {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId);
  const columns = holidayColumns(body);
  await assertNotDuplicate(context.prisma, owner.campusId, body.holidayName, asDate(body.dateStarted.ad));
  const created = await createRecord(context, holidayStore, {
    ...columns,
    holidayName: body.holidayName,
    dateStarted: asDate(body.dateStarted.ad),
    dateEnd: asDate(body.dateEnd.ad),
    campusId: owner.campusId,
    universityId: owner.universityId,
  });
  return toHoliday(created);
}

export async function updateHoliday(
  context: WriteContext,
  id: number,
  body: UpdateHolidayBodyParsed,
): Promise<Holiday> {
  const current = await findWritableRecord(context, holidayStore, id);
  const columns = holidayColumns(body);
  const dateStarted = columns.dateStarted ?? current.dateStarted;
  const dateEnd = columns.dateEnd ?? current.dateEnd;
  if (dateEnd < dateStarted) {
    throw AppError.validation([{ field: 'body.dateEnd', message: SETUP_MESSAGES.dateEndBeforeStart }]);
  }
  if (current.campusId !== null) {
    await assertNotDuplicate(
      context.prisma,
      current.campusId,
      columns.holidayName ?? current.holidayName,
      dateStarted,
      id,
    );
  }
  return toHoliday(await updateRecord(context, holidayStore, id, columns));
}
