/**
 * The checks of an uploaded file of students, done once per file and never a query per row:
 * the lists a row may name (the program's majors at the campus, batches, fiscal years, ethnic
 * groups, the address tree) are loaded first, each row is checked against the registration
 * form's own schema (StudentBodySchema) and those lists, then duplicates are looked for inside
 * the file and, with one query per kind of identifier, among the campus's students.
 */
import {
  STUDENT_IMPORT_BOOLEAN_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as M,
  STUDENT_MESSAGES,
  StudentBodySchema,
  type StudentBodyParsed,
  type StudentImportColumn,
  type StudentImportProblem,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { GUARDIAN_RELATIONS, sentGuardian } from '../student/student-fields.ts';
import { searchNameOf, type StudentPersonalFacts } from '../student/student-record.ts';
import type { ResolvedAddress, ResolvedGuardian } from '../student/student-references.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';

/** A row's cells by column, as read from the file (blank cells left out). */
export type RowCells = Partial<Record<StudentImportColumn, string>>;

/** A good row's student, ready to insert: JSON, so that it is kept in StudentImportRow.data. */
export interface StudentToInsert {
  student: StudentPersonalFacts & {
    nepaliName: string | null;
    firstName: string;
    middleName: string | null;
    lastName: string;
    searchName: string;
    phoneNumber: string | null;
    email: string | null;
    doBBS: string | null;
    /** YYYY-MM-DD */
    doBAD: string | null;
    isSameAsPermanent: boolean;
    levelId: number;
    facultyId: number;
    programId: number;
    majorSubjectId: number | null;
    admissionYearId: number;
    fiscalYearId: number;
    completionYear: string | null;
    /** YYYY-MM-DD */
    dateOfEnrollment: string | null;
    semester: string | null;
    year: string | null;
    rollNoManual: string | null;
    universityRegdNo: string | null;
    symbolNo: string | null;
    entranceScore: number | null;
    entranceSymbol: string | null;
    programFee: number | null;
    paidAmount: number | null;
    hasScholarship: boolean;
    scholarshipAmount: number | null;
  };
  addresses: ResolvedAddress[];
  guardians: ResolvedGuardian[];
}

export interface CheckedRow {
  rowNumber: number;
  student: StudentToInsert | null;
  problems: { column: string; message: string }[];
}

/** What the rows of one file are checked against, loaded once. */
export interface References {
  campusId: number;
  universityId: number;
  program: { id: number; levelId: number; facultyId: number; programType: 'annual' | 'semester' };
  majors: Map<string, number>;
  batches: Map<string, number>;
  fiscalYears: Map<string, number>;
  activeFiscalYearId: number | null;
  ethnicGroups: Map<string, string>;
  provinces: Map<string, number>;
  districts: Map<string, { id: number; provinceId: number }>;
  /** `districtId|local level`, lower-cased. */
  localLevels: Map<string, { id: number; wards: number }>;
}

const key = (value: string) => value.trim().toLowerCase();
const normalizeHeader = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The column each header cell names (case, spaces and punctuation ignored); unknown columns are skipped. */
export function columnsOf(header: string[]): Map<StudentImportColumn, number> {
  const byName = new Map(STUDENT_IMPORT_COLUMNS.map((column) => [normalizeHeader(column), column]));
  const columns = new Map<StudentImportColumn, number>();
  header.forEach((cell, index) => {
    const column = byName.get(normalizeHeader(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  return columns;
}

export function cellsOf(cells: string[], columns: Map<StudentImportColumn, number>): RowCells {
  const values: RowCells = {};
  for (const [column, index] of columns) {
    const value = (cells[index] ?? '').trim();
    if (value) values[column] = value;
  }
  return values;
}

export async function loadReferences(
  db: Db,
  batch: { campusId: number; universityId: number; programId: number },
): Promise<References> {
  const [program, majors, batches, fiscalYears, ethnicGroups, provinces, districts, localLevels] = await Promise.all([
    db.program.findUniqueOrThrow({
      where: { id: batch.programId },
      select: { id: true, levelId: true, facultyId: true, programType: true },
    }),
    db.majorSubject.findMany({
      where: { programId: batch.programId, campusId: batch.campusId, status: true },
      select: { id: true, majorSubjectName: true },
    }),
    db.batch.findMany({ select: { id: true, batchNepali: true, name: true } }),
    db.fiscalYear.findMany({ select: { id: true, yearNepali: true, yearEnglish: true, activeFiscalYear: true } }),
    db.ethnicGroup.findMany({ select: { name: true } }),
    db.province.findMany({ select: { id: true, name: true } }),
    db.district.findMany({ select: { id: true, name: true, provinceId: true } }),
    db.localLevel.findMany({ select: { id: true, name: true, districtId: true, numberOfWards: true } }),
  ]);
  // A batch is named by its B.S. year (2081) or its A.D. one (2024); B.S. wins where both match.
  const batchIds = new Map<string, number>();
  for (const entry of batches) batchIds.set(key(entry.name), entry.id);
  for (const entry of batches) batchIds.set(key(entry.batchNepali), entry.id);
  const fiscalYearIds = new Map<string, number>();
  for (const year of fiscalYears) {
    fiscalYearIds.set(key(year.yearEnglish), year.id);
    fiscalYearIds.set(key(year.yearNepali), year.id);
  }
  return {
    campusId: batch.campusId,
    universityId: batch.universityId,
    program,
    majors: new Map(majors.map((major) => [key(major.majorSubjectName), major.id])),
    batches: batchIds,
    fiscalYears: fiscalYearIds,
    activeFiscalYearId: fiscalYears.find((year) => year.activeFiscalYear)?.id ?? null,
    ethnicGroups: new Map(ethnicGroups.map((group) => [key(group.name), group.name])),
    provinces: new Map(provinces.map((province) => [key(province.name), province.id])),
    districts: new Map(districts.map((district) => [key(district.name), district])),
    localLevels: new Map(
      localLevels.map((level) => [
        `${level.districtId}|${key(level.name)}`,
        { id: level.id, wards: level.numberOfWards },
      ]),
    ),
  };
}

/** The form field a schema issue names, as the file's column. */
const COLUMN_OF_FIELD: Record<string, StudentImportColumn> = {
  admissionYearId: 'batch',
  majorSubjectId: 'majorSubject',
  fiscalYearId: 'fiscalYear',
  hasScolorship: 'hasScolorship',
};

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

/** The problems of one row, at most one per column (the first found says what to fix). */
class Problems {
  readonly list: { column: string; message: string }[] = [];
  private readonly columns = new Set<string>();
  add(column: string, message: string) {
    if (this.columns.has(column)) return;
    this.columns.add(column);
    this.list.push({ column, message });
  }
}

type AddressPrefix = 'p' | 't';

/** An address of the row against the address tree; null when the row gives none of it. */
function addressOf(
  prefix: AddressPrefix,
  body: StudentBodyParsed,
  references: References,
  problems: Problems,
): Omit<StudentToInsert['addresses'][number], 'kind'> | null {
  const province = body[`${prefix}Province`] ?? null;
  const district = body[`${prefix}District`] ?? null;
  const localLevel = body[`${prefix}LocalLevel`] ?? null;
  const wardNo = body[`${prefix}WardNo`] ?? null;
  const blockNo = body[`${prefix}BlockNo`] ?? null;
  const houseNo = body[`${prefix}HouseNo`] ?? null;
  const locality = body[`${prefix}Locality`] ?? null;
  if (![province, district, localLevel, wardNo, blockNo, houseNo, locality].some((value) => value !== null))
    return null;

  let provinceId = province ? (references.provinces.get(key(province)) ?? null) : null;
  if (province && provinceId === null) problems.add(`${prefix}Province`, M.provinceUnknown);
  let districtId: number | null = null;
  if (district) {
    const found = references.districts.get(key(district));
    if (!found) problems.add(`${prefix}District`, M.districtUnknown);
    else if (provinceId !== null && found.provinceId !== provinceId) {
      problems.add(`${prefix}District`, M.districtOutsideProvince);
    } else {
      districtId = found.id;
      provinceId = found.provinceId;
    }
  }
  let localLevelId: number | null = null;
  if (localLevel) {
    if (!district) problems.add(`${prefix}LocalLevel`, M.localLevelWithoutDistrict);
    else if (districtId !== null) {
      const found = references.localLevels.get(`${districtId}|${key(localLevel)}`);
      if (!found) problems.add(`${prefix}LocalLevel`, M.localLevelUnknown);
      else {
        localLevelId = found.id;
        if (wardNo !== null && wardNo > found.wards) problems.add(`${prefix}WardNo`, M.wardOutsideLocalLevel);
      }
    }
  }
  return { provinceId, districtId, localLevelId, wardNo, blockNo, houseNo, locality };
}

function guardiansOf(body: StudentBodyParsed): StudentToInsert['guardians'] {
  return GUARDIAN_RELATIONS.flatMap((relation) => {
    const sent = sentGuardian(body, relation);
    if (!sent.name) return [];
    return [
      {
        relation,
        name: sent.name,
        occupation: sent.occupation ?? null,
        phone: sent.phone ?? null,
        email: sent.email ?? null,
        address: sent.address ?? null,
      },
    ];
  });
}

/** Checks one row on its own: its shape (the registration form's schema) and the names it gives. */
export function checkRow(rowNumber: number, cells: RowCells, references: References): CheckedRow {
  const problems = new Problems();
  const { program } = references;

  // Names the form sends as ids.
  const lookup = (column: StudentImportColumn, map: Map<string, number>, message: string) => {
    const value = cells[column];
    if (!value) return undefined;
    const id = map.get(key(value));
    if (id === undefined) problems.add(column, message);
    return id;
  };
  const admissionYearId = lookup('batch', references.batches, M.batchUnknown);
  const majorSubjectId = lookup('majorSubject', references.majors, M.majorSubjectUnknown);
  const fiscalYearId = cells.fiscalYear
    ? lookup('fiscalYear', references.fiscalYears, M.fiscalYearUnknown)
    : (references.activeFiscalYearId ?? undefined);
  let ethnicity: string | undefined;
  if (cells.ethnicity) {
    ethnicity = references.ethnicGroups.get(key(cells.ethnicity));
    if (!ethnicity) problems.add('ethnicity', M.ethnicityUnknown);
  }

  // Yes and no as people type them.
  const booleans: Partial<Record<StudentImportColumn, string>> = {};
  for (const column of STUDENT_IMPORT_BOOLEAN_COLUMNS) {
    const value = cells[column];
    if (!value) continue;
    if (TRUE_WORDS.has(key(value))) booleans[column] = 'true';
    else if (FALSE_WORDS.has(key(value))) booleans[column] = 'false';
    else problems.add(column, M.booleanInvalid);
  }

  // The period the program counts in; a new student starts in the first.
  if (program.programType === 'annual' && cells.semester) problems.add('semester', M.semesterOfAnnualProgram);
  if (program.programType === 'semester' && cells.year) problems.add('year', M.yearOfSemesterProgram);

  const { majorSubject: _major, batch: _batch, fiscalYear: _fiscalYear, ...formCells } = cells;
  const parsed = StudentBodySchema.safeParse({
    ...formCells,
    ...booleans,
    programId: program.id,
    levelId: program.levelId,
    facultyId: program.facultyId,
    admissionYearId,
    majorSubjectId,
    fiscalYearId,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = COLUMN_OF_FIELD[field] ?? field;
      problems.add(column, issue.message);
    }
  }
  if (!cells.batch) problems.add('batch', STUDENT_MESSAGES.admissionYearRequired);
  if (!parsed.success) return { rowNumber, student: null, problems: problems.list };

  const body = parsed.data;
  const permanent = addressOf('p', body, references, problems);
  const temporary = body.isSameAsPermanent ? permanent : addressOf('t', body, references, problems);
  if (problems.list.length > 0 || fiscalYearId === undefined) {
    if (fiscalYearId === undefined) problems.add('fiscalYear', M.fiscalYearUnknown);
    return { rowNumber, student: null, problems: problems.list };
  }

  const birth = body.doBBS ?? body.doBAD;
  const student: StudentToInsert = {
    student: {
      nepaliName: body.nepaliName ?? null,
      firstName: body.firstName,
      middleName: body.middleName ?? null,
      lastName: body.lastName,
      searchName: searchNameOf(body),
      phoneNumber: body.phoneNumber ?? null,
      email: body.email ?? null,
      doBBS: birth?.bs ?? null,
      doBAD: birth?.ad ?? null,
      gender: body.gender,
      ethnicity: ethnicity ?? null,
      nationality: body.nationality ?? 'nepali',
      religion: body.religion ?? null,
      disabilityStatus: body.disabilityStatus ?? false,
      disabilityType: body.disabilityType ?? null,
      edg: body.edg ?? false,
      isMuktaKamaiya: body.isMuktaKamaiya ?? false,
      isFromMartyrFamily: body.isFromMartyrFamily ?? false,
      citizenshipNo: body.citizenshipNo ?? null,
      citizenIssueDist: body.citizenIssueDist ?? null,
      nidNo: body.nidNo ?? null,
      isSameAsPermanent: body.isSameAsPermanent ?? false,
      levelId: program.levelId,
      facultyId: program.facultyId,
      programId: program.id,
      majorSubjectId: majorSubjectId ?? null,
      admissionYearId: admissionYearId!,
      fiscalYearId,
      completionYear: body.complitionYear ?? null,
      dateOfEnrollment: body.dateOfEnrollment?.ad ?? null,
      semester: program.programType === 'semester' ? (body.semester ?? 'First') : null,
      year: program.programType === 'annual' ? (body.year ?? 'First') : null,
      rollNoManual: body.rollNoManual ?? null,
      universityRegdNo: body.universityRegdNo ?? null,
      symbolNo: body.symbolNo ?? null,
      entranceScore: body.entranceScore ?? null,
      entranceSymbol: body.entranceSymbol ?? null,
      programFee: body.programFee ?? null,
      paidAmount: body.paidAmount ?? null,
      hasScholarship: body.hasScolorship ?? false,
      scholarshipAmount: body.scholarshipAmount ?? null,
    },
    addresses: [
      ...(permanent ? [{ kind: 'permanent' as const, ...permanent }] : []),
      ...(temporary ? [{ kind: 'temporary' as const, ...temporary }] : []),
    ],
    guardians: guardiansOf(body),
  };
  return { rowNumber, student, problems: [] };
}

/** The identifiers that make two rows, or a row and a registered student, the same. */
interface Identity {
  column: StudentImportColumn;
  value(student: StudentToInsert['student']): string | null;
  repeated: string;
  taken: string;
}

const personKey = (student: Pick<StudentToInsert['student'], 'firstName' | 'middleName' | 'lastName' | 'doBBS'>) =>
  student.doBBS
    ? [student.firstName, student.middleName ?? '', student.lastName, student.doBBS].map(key).join('|')
    : null;

const IDENTITIES: Identity[] = [
  {
    column: 'rollNoManual',
    value: (student) => student.rollNoManual,
    repeated: M.rollNoRepeated,
    taken: STUDENT_MESSAGES.rollNoExists,
  },
  {
    column: 'symbolNo',
    value: (student) => student.symbolNo,
    repeated: M.symbolNoRepeated,
    taken: STUDENT_MESSAGES.symbolNoExists,
  },
  {
    column: 'universityRegdNo',
    value: (student) => student.universityRegdNo,
    repeated: M.regdNoRepeated,
    taken: STUDENT_MESSAGES.regdNoExists,
  },
  {
    column: 'citizenshipNo',
    value: (student) => student.citizenshipNo,
    repeated: M.citizenshipNoRepeated,
    taken: M.citizenshipNoExists,
  },
  { column: 'nidNo', value: (student) => student.nidNo, repeated: M.nidNoRepeated, taken: M.nidNoExists },
  { column: 'firstName', value: personKey, repeated: M.personRepeated, taken: M.personExists },
];

/** The identifiers already registered: per campus, and registration numbers per university. */
async function registeredIdentifiers(
  db: Db,
  references: Pick<References, 'campusId' | 'universityId'>,
  students: StudentToInsert['student'][],
): Promise<Map<StudentImportColumn, Set<string>>> {
  const values = (pick: (student: StudentToInsert['student']) => string | null) => [
    ...new Set(students.map(pick).filter((value): value is string => value !== null)),
  ];
  const rollNos = values((student) => student.rollNoManual);
  const symbolNos = values((student) => student.symbolNo);
  const regdNos = values((student) => student.universityRegdNo);
  const births = values((student) => student.doBBS);
  const citizenshipNos = values((student) => student.citizenshipNo);
  const nidNos = values((student) => student.nidNo);
  // Personal numbers are compared within the campus only: nothing of another campus's students is revealed.
  const [atCampus, atUniversity] = await Promise.all([
    db.student.findMany({
      where: {
        campusId: references.campusId,
        OR: [
          { rollNoManual: { in: rollNos } },
          { symbolNo: { in: symbolNos } },
          { doBBS: { in: births } },
          { citizenshipNo: { in: citizenshipNos } },
          { nidNo: { in: nidNos } },
        ],
      },
      select: {
        ...NAME_SELECT,
        doBBS: true,
        rollNoManual: true,
        symbolNo: true,
        universityRegdNo: true,
        citizenshipNo: true,
        nidNo: true,
      },
    }),
    regdNos.length > 0
      ? db.student.findMany({
          where: { universityId: references.universityId, universityRegdNo: { in: regdNos } },
          select: { universityRegdNo: true },
        })
      : [],
  ]);
  const taken = new Map<StudentImportColumn, Set<string>>(IDENTITIES.map((identity) => [identity.column, new Set()]));
  for (const student of atCampus) {
    for (const identity of IDENTITIES) {
      if (identity.column === 'universityRegdNo') continue;
      const value = identity.value(student as StudentToInsert['student']);
      if (value !== null) taken.get(identity.column)!.add(value);
    }
  }
  for (const student of atUniversity)
    if (student.universityRegdNo) taken.get('universityRegdNo')!.add(student.universityRegdNo);
  return taken;
}

/**
 * Marks the rows that repeat an identifier of an earlier row, or of a registered student;
 * such a row loses its student (it is bad) and gets the problem on that column.
 */
export async function checkDuplicates(
  db: Db,
  references: Pick<References, 'campusId' | 'universityId'>,
  rows: CheckedRow[],
): Promise<void> {
  const good = rows.filter((row) => row.student !== null);
  const taken = await registeredIdentifiers(
    db,
    references,
    good.map((row) => row.student!.student),
  );
  const seen = new Map<StudentImportColumn, Set<string>>(IDENTITIES.map((identity) => [identity.column, new Set()]));
  for (const row of good) {
    for (const identity of IDENTITIES) {
      const value = identity.value(row.student!.student);
      if (value === null) continue;
      if (taken.get(identity.column)!.has(value))
        row.problems.push({ column: identity.column, message: identity.taken });
      else if (seen.get(identity.column)!.has(value)) {
        row.problems.push({ column: identity.column, message: identity.repeated });
      }
      seen.get(identity.column)!.add(value);
    }
    if (row.problems.length > 0) row.student = null;
  }
}

/** Every problem of the rows, flattened, in row order. */
export function problemsOf(
  rows: { rowNumber: number; problems: { column: string; message: string }[] }[],
): StudentImportProblem[] {
  return rows.flatMap((row) => row.problems.map((problem) => ({ row: row.rowNumber, ...problem })));
}
