/**
 * The national lookups as record stores (lib/records.ts): fiscal years, batches, ethnic
 * groups, employee positions and age bands. None is scoped: every staff member reads them,
 * the grants body keeps them (contracts permissions `lookup:*`, `age-group:write`).
 */
import {
  ACADEMIC_YEARS,
  SEMESTERS,
  SETUP_MESSAGES,
  type AgeGroup,
  type CreateAgeGroupBodySchema,
  type CreateBatchBodySchema,
  type CreateEmployeePositionBodySchema,
  type CreateEthnicGroupBodySchema,
  type FiscalYear,
  type UpdateBatchBodySchema,
  type UpdateEmployeePositionBodySchema,
  type UpdateEthnicGroupBodySchema,
  type UpdateFiscalYearBodySchema,
} from '@hemis/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../db/prisma.ts';
import type { RecordStore } from '../../lib/records.ts';

/** AD dates travel as YYYY-MM-DD. */
const adDate = (date: Date) => date.toISOString().slice(0, 10);

type FiscalYearRow = Prisma.FiscalYearGetPayload<object>;

export const fiscalYearStore: RecordStore<
  FiscalYearRow,
  Prisma.FiscalYearWhereInput,
  never,
  z.output<typeof UpdateFiscalYearBodySchema>
> = {
  entity: 'FiscalYear',
  conflictMessage: SETUP_MESSAGES.fiscalYearExists,
  findFirst: (db, where) => db.fiscalYear.findFirst({ where }),
  /** Sorted by index (api-contract 5.2: GetFiscalYearsForSelection). */
  findMany: (db, where) => db.fiscalYear.findMany({ where, orderBy: { index: 'asc' } }),
  create: () => Promise.reject(new Error('Fiscal years are not created through the API')),
  /** One fiscal year is active: making one active ends the others' turn, in the same transaction. */
  update: async (db, id, data) => {
    if (data.activeFiscalYear) {
      await db.fiscalYear.updateMany({
        where: { id: { not: id }, activeFiscalYear: true },
        data: { activeFiscalYear: false },
      });
    }
    return db.fiscalYear.update({ where: { id }, data });
  },
};

export function toFiscalYear(row: FiscalYearRow): FiscalYear {
  return {
    id: row.id,
    yearNepali: row.yearNepali,
    yearEnglish: row.yearEnglish,
    activeFiscalYear: row.activeFiscalYear,
    index: row.index,
    startDateBs: row.startDateBs,
    startDateAd: adDate(row.startDateAd),
    endDateBs: row.endDateBs,
    endDateAd: adDate(row.endDateAd),
  };
}

export const batchStore: RecordStore<
  Prisma.BatchGetPayload<object>,
  Prisma.BatchWhereInput,
  z.output<typeof CreateBatchBodySchema>,
  z.output<typeof UpdateBatchBodySchema>
> = {
  entity: 'Batch',
  conflictMessage: SETUP_MESSAGES.batchExists,
  findFirst: (db, where) => db.batch.findFirst({ where }),
  /** The newest batch first: filters default to the current intake. */
  findMany: (db, where) => db.batch.findMany({ where, orderBy: { batchNepali: 'desc' } }),
  create: (db, data) => db.batch.create({ data }),
  update: (db, id, data) => db.batch.update({ where: { id }, data }),
};

export const ethnicGroupStore: RecordStore<
  Prisma.EthnicGroupGetPayload<object>,
  Prisma.EthnicGroupWhereInput,
  z.output<typeof CreateEthnicGroupBodySchema>,
  z.output<typeof UpdateEthnicGroupBodySchema>
> = {
  entity: 'EthnicGroup',
  conflictMessage: SETUP_MESSAGES.ethnicGroupExists,
  findFirst: (db, where) => db.ethnicGroup.findFirst({ where }),
  /** In the order the reports use (seeded Brahman, Chhetri, Madhesi ...). */
  findMany: (db, where) => db.ethnicGroup.findMany({ where, orderBy: { id: 'asc' } }),
  create: (db, data) => db.ethnicGroup.create({ data }),
  update: (db, id, data) => db.ethnicGroup.update({ where: { id }, data }),
};

export const employeePositionStore: RecordStore<
  Prisma.EmployeePositionGetPayload<object>,
  Prisma.EmployeePositionWhereInput,
  z.output<typeof CreateEmployeePositionBodySchema>,
  z.output<typeof UpdateEmployeePositionBodySchema>
> = {
  entity: 'EmployeePosition',
  conflictMessage: SETUP_MESSAGES.positionExists,
  findFirst: (db, where) => db.employeePosition.findFirst({ where }),
  findMany: (db, where) => db.employeePosition.findMany({ where, orderBy: [{ category: 'asc' }, { postName: 'asc' }] }),
  create: (db, data) => db.employeePosition.create({ data }),
  update: (db, id, data) => db.employeePosition.update({ where: { id }, data }),
};

type CreateAgeGroupBody = z.output<typeof CreateAgeGroupBodySchema>;

export const ageGroupStore: RecordStore<
  Prisma.AgeGroupGetPayload<object>,
  Prisma.AgeGroupWhereInput,
  CreateAgeGroupBody,
  never
> = {
  entity: 'AgeGroup',
  conflictMessage: SETUP_MESSAGES.ageGroupExists,
  findFirst: (db, where) => db.ageGroup.findFirst({ where }),
  findMany: (db, where) => db.ageGroup.findMany({ where, orderBy: { ageIndex: 'asc' } }),
  /** The client never sends the index (api-contract 9: ageKey is undefined); without one the band goes last. */
  create: async (db, { ageIndex, ageKey, ...data }) => {
    const last = await db.ageGroup.aggregate({ _max: { ageIndex: true } });
    return db.ageGroup.create({ data: { ...data, ageIndex: ageIndex ?? ageKey ?? (last._max.ageIndex ?? 0) + 1 } });
  },
  update: () => Promise.reject(new Error('Age bands are not updated through the API')),
};

export function toAgeGroup(row: Prisma.AgeGroupGetPayload<object>): AgeGroup {
  return { id: row.id, ageIndex: row.ageIndex, ageFrom: row.ageFrom, ageTo: row.ageTo, remarks: row.remarks };
}

/** GET /StudentUpgrade/Semesters and /Years: the option lists of subject and exam forms. */
export const semesterOptions = () => [...SEMESTERS];
export const yearOptions = () => [...ACADEMIC_YEARS];
