/**
 * A campus's fees (api-contract 5.10): course-specific fee types, fee items and the legacy
 * program fee setup. All belong to the campus: its staff read and change them, its
 * university reads them, and whatever a form names (program, batch, major) must be the
 * campus's own or its university's.
 */
import {
  SETUP_MESSAGES,
  type CreateFeeSetupBodyParsed,
  type CreateFeeTypeBodyParsed,
  type CreateGeneralFeeTypeBodyParsed,
  type FeeSetup,
  type FeeType,
  type FeeTypeListQueryParsed,
  type GeneralFeeType,
  type GeneralFeeTypeListQueryParsed,
  type Page,
  type UpdateFeeTypeBodyParsed,
  type UpdateGeneralFeeTypeBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner, type CampusOwner } from '../../lib/ownership.ts';
import {
  createRecord,
  findRecord,
  findWritableRecord,
  listRecords,
  listRecordsOrPage,
  modelStore,
  updateRecord,
  type RecordStore,
} from '../../lib/records.ts';
import { foundOrNotFound } from '../../lib/scope.ts';
import { containsText } from '../../lib/text-match.ts';

/** Converts a page of rows, or a plain list, to its wire items. */
function mapList<Row, Item>(rows: Row[] | Page<Row>, toItem: (row: Row) => Item): Item[] | Page<Item> {
  return Array.isArray(rows) ? rows.map(toItem) : { ...rows, data: rows.data.map(toItem) };
}

/** A record a fee names must exist within the campus's reach, or the request answers 404. */
async function assertReferences(
  db: Db,
  owner: CampusOwner,
  references: {
    programId?: number;
    batchId?: number;
    majorSubjectId?: number | null;
    fiscalYearId?: number;
    feeTypeId?: number;
  },
) {
  const { programId, batchId, majorSubjectId, fiscalYearId, feeTypeId } = references;
  if (programId !== undefined) {
    foundOrNotFound(
      await db.program.findFirst({ where: { id: programId, universityId: owner.universityId }, select: { id: true } }),
      'Program',
    );
  }
  if (batchId !== undefined)
    foundOrNotFound(await db.batch.findUnique({ where: { id: batchId }, select: { id: true } }), 'Batch');
  if (fiscalYearId !== undefined) {
    foundOrNotFound(
      await db.fiscalYear.findUnique({ where: { id: fiscalYearId }, select: { id: true } }),
      'FiscalYear',
    );
  }
  if (majorSubjectId) {
    foundOrNotFound(
      await db.majorSubject.findFirst({
        where: { id: majorSubjectId, campusId: owner.campusId, ...(programId !== undefined ? { programId } : {}) },
        select: { id: true },
      }),
      'MajorSubject',
    );
  }
  if (feeTypeId !== undefined) {
    foundOrNotFound(
      await db.feeType.findFirst({ where: { id: feeTypeId, campusId: owner.campusId }, select: { id: true } }),
      'FeeType',
    );
  }
}

// ---- Course-specific fee types ------------------------------------------------------------

const FEE_TYPE_INCLUDE = {
  batch: { select: { batchNepali: true } },
  program: { select: { programName: true } },
  majorSubject: { select: { majorSubjectName: true } },
  campus: { select: { universityId: true } },
} as const satisfies Prisma.FeeTypeInclude;
type FeeTypeRow = Prisma.FeeTypeGetPayload<{ include: typeof FEE_TYPE_INCLUDE }>;

const feeTypeStore = modelStore((db: Db) => db.feeType, {
  entity: 'FeeType',
  conflictMessage: SETUP_MESSAGES.feeTypeExists,
  readScope: CAMPUS_RECORD_SCOPE,
  include: FEE_TYPE_INCLUDE,
  orderBy: [{ batch: { batchNepali: 'desc' } }, { name: 'asc' }, { id: 'asc' }],
});

function toFeeType(row: FeeTypeRow): FeeType {
  return {
    id: row.id,
    campusId: row.campusId,
    batchId: row.batchId,
    batchNepali: row.batch.batchNepali,
    programId: row.programId,
    programName: row.program.programName,
    majorSubjectId: row.majorSubjectId,
    majorSubjectName: row.majorSubject?.majorSubjectName ?? null,
    name: row.name,
    amount: Number(row.amount),
    isActive: row.isActive,
  };
}

/** 0 (the form's "" for "no major") means none; undefined leaves it as it is. */
const majorOrNone = (id: number | undefined) => (id === undefined ? undefined : id || null);

export async function listFeeTypes(
  context: ReadContext,
  query: FeeTypeListQueryParsed,
): Promise<FeeType[] | Page<FeeType>> {
  const where: Prisma.FeeTypeWhereInput = {
    ...(query.batchId ? { batchId: query.batchId } : {}),
    ...(query.programId ? { programId: query.programId } : {}),
    ...(query.majorSubjectId ? { majorSubjectId: query.majorSubjectId } : {}),
    ...(query.search ? { name: containsText(query.search) } : {}),
  };
  return mapList(await listRecordsOrPage(context, feeTypeStore, query, where), toFeeType);
}

export async function getFeeType(context: ReadContext, id: number): Promise<FeeType> {
  return toFeeType(await findRecord(context, feeTypeStore, id));
}

export async function createFeeType(context: WriteContext, body: CreateFeeTypeBodyParsed): Promise<FeeType> {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId);
  const majorSubjectId = majorOrNone(body.majorSubjectId) ?? null;
  await assertReferences(context.prisma, owner, { programId: body.programId, batchId: body.batchId, majorSubjectId });
  const created = await createRecord(context, feeTypeStore, {
    campusId: owner.campusId,
    batchId: body.batchId,
    programId: body.programId,
    majorSubjectId,
    name: body.name,
    amount: body.amount,
    isActive: body.isActive,
  });
  return toFeeType(created);
}

export async function updateFeeType(
  context: WriteContext,
  id: number,
  body: UpdateFeeTypeBodyParsed,
): Promise<FeeType> {
  const current = await findWritableRecord(context, feeTypeStore, id);
  const majorSubjectId = majorOrNone(body.majorSubjectId);
  await assertReferences(
    context.prisma,
    { campusId: current.campusId, universityId: current.campus.universityId },
    {
      programId: body.programId,
      batchId: body.batchId,
      majorSubjectId,
    },
  );
  const updated = await updateRecord(context, feeTypeStore, id, {
    batchId: body.batchId,
    programId: body.programId,
    majorSubjectId,
    name: body.name,
    amount: body.amount,
    isActive: body.isActive,
  });
  return toFeeType(updated);
}

// ---- Fee items --------------------------------------------------------------------------

type GeneralFeeTypeRow = Prisma.GeneralFeeTypeGetPayload<object>;

const generalFeeTypeStore = modelStore((db: Db) => db.generalFeeType, {
  entity: 'GeneralFeeType',
  conflictMessage: SETUP_MESSAGES.generalFeeTypeExists,
  readScope: CAMPUS_RECORD_SCOPE,
  orderBy: [{ feeType: 'asc' }, { feeName: 'asc' }, { id: 'asc' }],
});

function toGeneralFeeType(row: GeneralFeeTypeRow): GeneralFeeType {
  const { createdAt: _created, updatedAt: _updated, ...columns } = row;
  return { ...columns, amount: Number(row.amount) };
}

/** A course fee's amount is set per program and batch (FeeType), so the item itself carries 0. */
function itemAmount(feeType: string | undefined, amount: number | undefined) {
  return feeType === 'courseFee' ? 0 : amount;
}

export async function listGeneralFeeTypes(
  context: ReadContext,
  query: GeneralFeeTypeListQueryParsed,
): Promise<GeneralFeeType[] | Page<GeneralFeeType>> {
  const where: Prisma.GeneralFeeTypeWhereInput = {
    ...(query.feeType ? { feeType: query.feeType } : {}),
    ...(query.search ? { feeName: containsText(query.search) } : {}),
  };
  return mapList(await listRecordsOrPage(context, generalFeeTypeStore, query, where), toGeneralFeeType);
}

export async function getGeneralFeeType(context: ReadContext, id: number): Promise<GeneralFeeType> {
  return toGeneralFeeType(await findRecord(context, generalFeeTypeStore, id));
}

export async function createGeneralFeeType(
  context: WriteContext,
  body: CreateGeneralFeeTypeBodyParsed,
): Promise<GeneralFeeType> {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId);
  const created = await createRecord(context, generalFeeTypeStore, {
    campusId: owner.campusId,
    feeType: body.feeType,
    feeName: body.feeName,
    amount: itemAmount(body.feeType, body.amount) ?? 0,
    status: body.status,
    remarks: body.remarks,
  });
  return toGeneralFeeType(created);
}

export async function updateGeneralFeeType(
  context: WriteContext,
  id: number,
  body: UpdateGeneralFeeTypeBodyParsed,
): Promise<GeneralFeeType> {
  const current = await findWritableRecord(context, generalFeeTypeStore, id);
  const updated = await updateRecord(context, generalFeeTypeStore, id, {
    feeType: body.feeType,
    feeName: body.feeName,
    amount: itemAmount(body.feeType ?? current.feeType, body.amount),
    status: body.status,
    remarks: body.remarks,
  });
  return toGeneralFeeType(updated);
}

// ---- Program fee setup (legacy) ---------------------------------------------------------

const FEE_SETUP_INCLUDE = {
  program: {
    select: {
      programName: true,
      shortName: true,
      duration: true,
      faculty: { select: { facultyName: true } },
      level: { select: { levelName: true } },
    },
  },
  batch: { select: { batchNepali: true } },
  fiscalYear: { select: { yearNepali: true } },
  feeType: { select: { name: true } },
} as const satisfies Prisma.FeeSetupInclude;
type FeeSetupRow = Prisma.FeeSetupGetPayload<{ include: typeof FEE_SETUP_INCLUDE }>;

const feeSetupStore: RecordStore<FeeSetupRow, Prisma.FeeSetupWhereInput, Prisma.FeeSetupUncheckedCreateInput, never> = {
  entity: 'FeeSetup',
  conflictMessage: SETUP_MESSAGES.feeSetupExists,
  readScope: CAMPUS_RECORD_SCOPE,
  findFirst: (db, where) => db.feeSetup.findFirst({ where, include: FEE_SETUP_INCLUDE }),
  findMany: (db, where) => db.feeSetup.findMany({ where, include: FEE_SETUP_INCLUDE, orderBy: { id: 'desc' } }),
  create: (db, data) => db.feeSetup.create({ data, include: FEE_SETUP_INCLUDE }),
  update: () => Promise.reject(new Error('Fee setups are not updated through the API')),
};

function toFeeSetup(row: FeeSetupRow): FeeSetup {
  return {
    id: row.id,
    campusId: row.campusId,
    programId: row.programId,
    programName: row.program.programName,
    shortName: row.program.shortName,
    duration: row.program.duration,
    faculty: { facultyName: row.program.faculty.facultyName, level: { levelName: row.program.level.levelName } },
    batchId: row.batchId,
    batchNepali: row.batch.batchNepali,
    fiscalYearId: row.fiscalYearId,
    academicYear: row.fiscalYear.yearNepali,
    feeTypeId: row.feeTypeId,
    feeTypeName: row.feeType.name,
    amount: Number(row.amount),
    status: row.status,
  };
}

export async function listFeeSetups(context: ReadContext): Promise<FeeSetup[]> {
  return (await listRecords(context, feeSetupStore)).map(toFeeSetup);
}

export async function createFeeSetup(context: WriteContext, body: CreateFeeSetupBodyParsed): Promise<FeeSetup> {
  const owner = await campusOwner(context.prisma, context.scope, body.instituteId);
  await assertReferences(context.prisma, owner, body);
  const created = await createRecord(context, feeSetupStore, {
    campusId: owner.campusId,
    programId: body.programId,
    batchId: body.batchId,
    fiscalYearId: body.fiscalYearId,
    feeTypeId: body.feeTypeId,
    amount: body.amount,
    status: body.status,
  });
  return toFeeSetup(created);
}
