/**
 * Bulk import of universities and campuses (issue: organisation registry). Every row is
 * checked first, each problem named with its row and column; a file with any problem
 * writes nothing. Otherwise every new row is written in one transaction. A row whose code
 * is already registered under the same name is left as it is, so importing the same file
 * again changes nothing. The HTTP import runs this as a job; the demo seed's national
 * dataset goes through the same function.
 */
import {
  CAMPUS_TYPES,
  IMPORT_MAX_ROWS,
  IMPORT_ROW_KINDS,
  isNepalPhone,
  parseBsDate,
  REGISTRY_IMPORT_COLUMNS,
  REGISTRY_IMPORT_REQUIRED_COLUMNS,
  REGISTRY_MESSAGES as M,
  SETUP_MESSAGES,
  UNIVERSITY_TYPES,
  type CampusType,
  type ImportRowError,
  type RegistryImportColumn,
  type RegistryImportResult,
  type UniversityType,
} from '@hemis/contracts';
import { z } from 'zod';
import type { Db, Prisma, PrismaClient } from '../../db/prisma.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobOutcome, JobProgress } from '../../lib/jobs.ts';
import { readSheet, UnreadableSheetError, type Sheet } from '../../lib/spreadsheet.ts';

/** Who imports: the grants body (any university) or one university's staff. */
export interface Importer {
  userId: number | null;
  email: string | null;
  role: string | null;
  /** Null for the grants body; otherwise the only university whose campuses may be imported. */
  universityId: number | null;
  requestId?: string;
  ip?: string;
}

type Values = Record<RegistryImportColumn, string>;

/** The importer a signed-in user is: the grants body, or one university's staff. */
export function importerOf(actor: Actor, origin: { requestId: string; ip: string }): Importer {
  const base = { userId: actor.userId, email: actor.email, role: actor.role, ...origin };
  switch (actor.scope.kind) {
    case 'all':
      return { ...base, universityId: null };
    case 'university':
      return { ...base, universityId: actor.scope.universityId };
    default:
      throw AppError.notFound('University');
  }
}

interface AddressIndex {
  provinces: Map<string, string>;
  districts: Map<string, { name: string; province: string }>;
  /** `district|local level`, lower-cased. */
  localLevels: Map<string, { id: number; wards: number }>;
}

interface NewUniversity {
  row: number;
  code: string;
  name: string;
  type: UniversityType;
  localLevelId: number;
  establishedYear: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
}

interface NewCampus {
  row: number;
  universityCode: string;
  code: string;
  campusName: string;
  campusType: CampusType;
  localLevelId: number;
  wardNo: number | null;
  locality: string | null;
  yearOfEstd: number | null;
  dateOfEstdBs: string | null;
  phoneNo: string | null;
  email: string | null;
  url: string | null;
  principalName: string | null;
  principalPhoneNo: string | null;
  principalEmail: string | null;
  focalPersonName: string | null;
}

const key = (value: string) => value.trim().toLowerCase();
const normalizeHeader = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
const isEmail = (value: string) => z.regexes.email.test(value);

function emptyResult(errors: ImportRowError[] = []): RegistryImportResult {
  return { errors, universities: { created: 0, unchanged: 0 }, campuses: { created: 0, unchanged: 0 } };
}

function refused(errors: ImportRowError[]): JobOutcome<RegistryImportResult> {
  return { status: 'failed', message: M.importHasErrors, result: emptyResult(errors) };
}

/** The column each header cell names (case, spaces and punctuation ignored); unknown columns are skipped. */
function columnsOf(header: string[]): Map<RegistryImportColumn, number> {
  const byName = new Map(REGISTRY_IMPORT_COLUMNS.map((column) => [normalizeHeader(column), column]));
  const columns = new Map<RegistryImportColumn, number>();
  header.forEach((cell, index) => {
    const column = byName.get(normalizeHeader(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

function valuesOf(cells: string[], columns: Map<RegistryImportColumn, number>): Values {
  const values = {} as Values;
  for (const column of REGISTRY_IMPORT_COLUMNS) {
    const index = columns.get(column);
    values[column] = index === undefined ? '' : (cells[index] ?? '').trim();
  }
  return values;
}

async function addressIndex(db: Db): Promise<AddressIndex> {
  const localLevels = await db.localLevel.findMany({
    select: {
      id: true,
      name: true,
      numberOfWards: true,
      district: { select: { name: true, province: { select: { name: true } } } },
    },
  });
  const index: AddressIndex = { provinces: new Map(), districts: new Map(), localLevels: new Map() };
  for (const level of localLevels) {
    const province = level.district.province.name;
    index.provinces.set(key(province), province);
    index.districts.set(key(level.district.name), { name: level.district.name, province });
    index.localLevels.set(`${key(level.district.name)}|${key(level.name)}`, {
      id: level.id,
      wards: level.numberOfWards,
    });
  }
  return index;
}

/** The rules of one row, and the record it would create; problems go to `errors`. */
class RowChecker {
  readonly errors: ImportRowError[] = [];
  constructor(
    private readonly row: number,
    private readonly values: Values,
  ) {}

  problem(column: RegistryImportColumn | 'file', message: string) {
    this.errors.push({ row: this.row, column, message });
  }

  required(column: RegistryImportColumn, message: string): string {
    const value = this.values[column];
    if (!value) this.problem(column, message);
    return value;
  }

  choice<const Values extends readonly string[]>(
    column: RegistryImportColumn,
    choices: Values,
    message: string,
  ): Values[number] | undefined {
    const value = this.values[column];
    const found = choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
    if (!found) this.problem(column, message);
    return found;
  }

  year(column: RegistryImportColumn): number | null {
    const value = this.values[column];
    if (!value) return null;
    const year = Number(value);
    if (!Number.isInteger(year) || year < 1000 || year > 9999) {
      this.problem(column, SETUP_MESSAGES.yearOfEstdInvalid);
      return null;
    }
    return year;
  }

  phone(column: RegistryImportColumn): string | null {
    const value = blankToNull(this.values[column]);
    if (value && !isNepalPhone(value)) this.problem(column, M.phoneInvalid);
    return value;
  }

  email(column: RegistryImportColumn): string | null {
    const value = blankToNull(this.values[column])?.toLowerCase() ?? null;
    if (value && !isEmail(value)) this.problem(column, SETUP_MESSAGES.emailInvalid);
    return value;
  }

  /** The local level of the row's district (and province, when given). */
  localLevel(address: AddressIndex): { id: number; wards: number } | undefined {
    const { province, district, localLevel } = this.values;
    if (province && !address.provinces.has(key(province))) this.problem('province', M.provinceUnknown);
    if (!district) {
      this.problem('district', M.districtRequired);
      return undefined;
    }
    const knownDistrict = address.districts.get(key(district));
    if (!knownDistrict) {
      this.problem('district', M.districtUnknown);
      return undefined;
    }
    if (province && address.provinces.has(key(province)) && key(knownDistrict.province) !== key(province)) {
      this.problem('district', M.districtOutsideProvince);
    }
    if (!localLevel) {
      this.problem('localLevel', M.localLevelRequired);
      return undefined;
    }
    const found = address.localLevels.get(`${key(district)}|${key(localLevel)}`);
    if (!found) this.problem('localLevel', M.localLevelUnknownInDistrict);
    return found;
  }
}

interface Registered {
  universitiesByCode: Map<string, { id: number; code: string; name: string }>;
  universityCodeByName: Map<string, string>;
  campusesByCode: Map<string, { name: string; universityId: number }>;
  /** `universityId|campus name` -> its code (or '' when it has none). */
  campusCodeByName: Map<string, string>;
}

async function registered(db: Db): Promise<Registered> {
  const [universities, campuses] = await Promise.all([
    db.university.findMany({ select: { id: true, code: true, name: true } }),
    db.campus.findMany({ select: { code: true, campusName: true, universityId: true } }),
  ]);
  return {
    universitiesByCode: new Map(universities.map((university) => [key(university.code), university])),
    universityCodeByName: new Map(universities.map((university) => [key(university.name), university.code])),
    campusesByCode: new Map(
      campuses
        .filter((campus) => campus.code)
        .map((campus) => [key(campus.code!), { name: campus.campusName, universityId: campus.universityId }]),
    ),
    campusCodeByName: new Map(
      campuses.map((campus) => [`${campus.universityId}|${key(campus.campusName)}`, campus.code ?? '']),
    ),
  };
}

interface Plan {
  errors: ImportRowError[];
  universities: NewUniversity[];
  campuses: NewCampus[];
  unchanged: { universities: number; campuses: number };
}

/** Checks every row against the rules, the rest of the file and the database. */
async function plan(db: Db, sheet: Sheet, importer: Importer, progress?: JobProgress): Promise<Plan> {
  const columns = columnsOf(sheet.header);
  const [address, known] = await Promise.all([addressIndex(db), registered(db)]);
  const ownUniversityCode =
    importer.universityId === null
      ? null
      : ((await db.university.findUnique({ where: { id: importer.universityId }, select: { code: true } }))?.code ??
        '');
  const fileUniversityCodes = new Set(
    sheet.rows
      .map(({ cells }) => valuesOf(cells, columns))
      .filter((values) => key(values.kind) === 'university' && values.code)
      .map((values) => key(values.code)),
  );

  const result: Plan = { errors: [], universities: [], campuses: [], unchanged: { universities: 0, campuses: 0 } };
  const seenUniversityCodes = new Set<string>();
  const seenUniversityNames = new Set<string>();
  const seenCampusCodes = new Set<string>();
  const seenCampusNames = new Set<string>();

  for (const [index, { row, cells }] of sheet.rows.entries()) {
    const values = valuesOf(cells, columns);
    const check = new RowChecker(row, values);
    const kind = check.choice('kind', IMPORT_ROW_KINDS, M.importKindInvalid);
    const code = check.required('code', M.importCodeRequired);
    const name = check.required('name', M.importNameRequired);
    const localLevel = check.localLevel(address);

    if (kind === 'University') {
      if (importer.universityId !== null) check.problem('kind', M.importUniversityRowsRefused);
      const type = values.type
        ? check.choice('type', UNIVERSITY_TYPES, SETUP_MESSAGES.universityTypeInvalid)
        : ('public' as const);
      const university = {
        establishedYear: check.year('establishedYear'),
        phone: check.phone('phone'),
        email: check.email('email'),
        website: blankToNull(values.website),
      };
      let unchanged = false;
      if (code && name) {
        if (seenUniversityCodes.has(key(code))) check.problem('code', M.importCodeRepeated);
        if (seenUniversityNames.has(key(name))) check.problem('name', M.importNameRepeated);
        seenUniversityCodes.add(key(code));
        seenUniversityNames.add(key(name));
        const existing = known.universitiesByCode.get(key(code));
        if (existing && key(existing.name) !== key(name)) check.problem('code', M.importCodeTaken);
        const codeOfName = known.universityCodeByName.get(key(name));
        if (codeOfName !== undefined && key(codeOfName) !== key(code)) check.problem('name', M.importNameTaken);
        unchanged = existing !== undefined && key(existing.name) === key(name);
      }
      if (check.errors.length === 0 && unchanged) result.unchanged.universities += 1;
      else if (check.errors.length === 0 && type && localLevel) {
        result.universities.push({ row, code, name, type, localLevelId: localLevel.id, ...university });
      }
    } else if (kind === 'Campus') {
      const campusType = check.choice('type', CAMPUS_TYPES, SETUP_MESSAGES.campusTypeRequired);
      const universityCode = check.required('universityCode', M.importUniversityRequired);
      const registeredUniversity = universityCode ? known.universitiesByCode.get(key(universityCode)) : undefined;
      if (universityCode && !registeredUniversity && !fileUniversityCodes.has(key(universityCode))) {
        check.problem('universityCode', M.importUniversityUnknown);
      }
      if (universityCode && ownUniversityCode !== null && key(universityCode) !== key(ownUniversityCode)) {
        check.problem('universityCode', M.importUniversityNotYours);
      }
      const wardText = values.wardNo;
      let wardNo: number | null = null;
      if (wardText) {
        wardNo = Number(wardText);
        if (!Number.isInteger(wardNo) || wardNo < 1) check.problem('wardNo', SETUP_MESSAGES.wardInvalid);
        else if (localLevel && wardNo > localLevel.wards) check.problem('wardNo', M.wardOutsideLocalLevel);
      }
      const dateOfEstdBs = blankToNull(values.dateOfEstd);
      if (dateOfEstdBs && !parseBsDate(dateOfEstdBs)) check.problem('dateOfEstd', M.dateOfEstdBsInvalid);
      const campus = {
        locality: blankToNull(values.locality),
        yearOfEstd: check.year('establishedYear'),
        phoneNo: check.phone('phone'),
        email: check.email('email'),
        url: blankToNull(values.website),
        principalName: blankToNull(values.principalName),
        principalPhoneNo: check.phone('principalPhoneNo'),
        principalEmail: check.email('principalEmail'),
        focalPersonName: blankToNull(values.focalPersonName),
      };
      let unchanged = false;
      if (code && name && universityCode) {
        const nameKey = `${key(universityCode)}|${key(name)}`;
        if (seenCampusCodes.has(key(code))) check.problem('code', M.importCodeRepeated);
        if (seenCampusNames.has(nameKey)) check.problem('name', M.importNameRepeated);
        seenCampusCodes.add(key(code));
        seenCampusNames.add(nameKey);
        const existing = known.campusesByCode.get(key(code));
        const sameCampus =
          existing !== undefined &&
          key(existing.name) === key(name) &&
          registeredUniversity !== undefined &&
          existing.universityId === registeredUniversity.id;
        if (existing && !sameCampus) check.problem('code', M.importCodeTaken);
        if (registeredUniversity) {
          const codeOfName = known.campusCodeByName.get(`${registeredUniversity.id}|${key(name)}`);
          if (codeOfName !== undefined && key(codeOfName) !== key(code)) check.problem('name', M.importNameTaken);
        }
        unchanged = sameCampus;
      }
      if (check.errors.length === 0 && unchanged) result.unchanged.campuses += 1;
      else if (check.errors.length === 0 && campusType && localLevel) {
        result.campuses.push({
          row,
          universityCode,
          code,
          campusName: name,
          campusType,
          localLevelId: localLevel.id,
          wardNo,
          dateOfEstdBs,
          ...campus,
        });
      }
    }
    result.errors.push(...check.errors);
    await progress?.advance(index + 1);
  }
  return result;
}

const WRITE_CHUNK = 100;

/** Writes the planned rows in one transaction, with one audit entry per record created. */
async function write(prisma: PrismaClient, planned: Plan, importer: Importer, progress?: JobProgress) {
  const actor = { userId: importer.userId, actorEmail: importer.email, actorRole: importer.role };
  const audit = (entity: string, rows: { id: number }[], source: unknown[]): Prisma.AuditLogCreateManyInput[] =>
    rows.map((row, index) => ({
      ...actor,
      action: 'create',
      entity,
      entityId: String(row.id),
      changes: { ...(source[index] as object), importedFromRow: (source[index] as { row: number }).row },
      requestId: importer.requestId ?? null,
      ip: importer.ip ?? null,
    }));
  await prisma.$transaction(
    async (tx) => {
      let written = 0;
      const universityIds = new Map<string, number>();
      for (const university of planned.universities) {
        const { row: _row, ...data } = university;
        const created = await tx.university.create({ data, select: { id: true } });
        universityIds.set(key(university.code), created.id);
        await tx.auditLog.createMany({ data: audit('University', [created], [university]) });
        written += 1;
        await progress?.advance(written);
      }
      for (const university of await tx.university.findMany({ select: { id: true, code: true } })) {
        if (!universityIds.has(key(university.code))) universityIds.set(key(university.code), university.id);
      }
      for (let start = 0; start < planned.campuses.length; start += WRITE_CHUNK) {
        const chunk = planned.campuses.slice(start, start + WRITE_CHUNK);
        const created = await tx.campus.createManyAndReturn({
          data: chunk.map(({ row: _row, universityCode, ...campus }) => ({
            ...campus,
            universityId: universityIds.get(key(universityCode))!,
          })),
          select: { id: true },
        });
        await tx.auditLog.createMany({ data: audit('Campus', created, chunk) });
        written += chunk.length;
        await progress?.advance(written);
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
}

/** Reads, checks and (when every row is right) writes a file of universities and campuses. */
export async function importRegistry(
  prisma: PrismaClient,
  bytes: Uint8Array,
  importer: Importer,
  progress?: JobProgress,
): Promise<JobOutcome<RegistryImportResult>> {
  await progress?.phase('reading', 0);
  let sheet: Sheet;
  try {
    sheet = await readSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableSheetError)
      return refused([{ row: 0, column: 'file', message: M.importFileUnreadable }]);
    throw error;
  }
  const columns = columnsOf(sheet.header);
  const missing = REGISTRY_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    return refused(missing.map((column) => ({ row: 1, column, message: M.importMissingColumns })));
  }
  if (sheet.rows.length === 0) return refused([{ row: 1, column: 'file', message: M.importFileEmpty }]);
  if (sheet.rows.length > IMPORT_MAX_ROWS) {
    return refused([{ row: IMPORT_MAX_ROWS + 2, column: 'file', message: M.importTooManyRows }]);
  }

  await progress?.phase('validating', sheet.rows.length);
  const planned = await plan(prisma, sheet, importer, progress);
  if (planned.errors.length > 0) return refused(planned.errors);

  await progress?.phase('writing', planned.universities.length + planned.campuses.length);
  await write(prisma, planned, importer, progress);
  return {
    status: 'succeeded',
    message: M.importDone,
    result: {
      errors: [],
      universities: { created: planned.universities.length, unchanged: planned.unchanged.universities },
      campuses: { created: planned.campuses.length, unchanged: planned.unchanged.campuses },
    },
  };
}
