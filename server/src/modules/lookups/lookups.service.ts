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
  type CreateAgeGroupBodyParsed,
  type FiscalYear,
  type UpdateFiscalYearBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { modelStore, type RecordStore } from '../../lib/records.ts';

/** AD dates travel as YYYY-MM-DD. */
const adDate = (date: Date) => date.toISOString().slice(0, 10);

type FiscalYearRow = Prisma.FiscalYearGetPayload<object>;

export const fiscalYearStore: RecordStore<
  FiscalYearRow,
  Prisma.FiscalYearWhereInput,
  never,
  UpdateFiscalYearBodyParsed
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

export const batchStore = modelStore((db: Db) => db.batch, {
  entity: 'Batch',
  conflictMessage: SETUP_MESSAGES.batchExists,
  /** The newest batch first: filters default to the current intake. */
  orderBy: { batchNepali: 'desc' },
});

export const ethnicGroupStore = modelStore((db: Db) => db.ethnicGroup, {
  entity: 'EthnicGroup',
  conflictMessage: SETUP_MESSAGES.ethnicGroupExists,
  /** In the order the reports use (seeded Brahman, Chhetri, Madhesi ...). */
  orderBy: { id: 'asc' },
});

export const employeePositionStore = modelStore((db: Db) => db.employeePosition, {
  entity: 'EmployeePosition',
  conflictMessage: SETUP_MESSAGES.positionExists,
  orderBy: [{ category: 'asc' }, { postName: 'asc' }],
});

export const ageGroupStore: RecordStore<
  Prisma.AgeGroupGetPayload<object>,
  Prisma.AgeGroupWhereInput,
  CreateAgeGroupBodyParsed,
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
