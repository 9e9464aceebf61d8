/**
 * Employees (issue: employees; api-contract 5.7 and 8.2). An employee belongs to a campus, to
 * a university (its own staff, no campus) or to the grants body (neither). Who may write
 * decides which: a campus user writes its campus's staff; a university user its own staff, or
 * a campus of its university named by campusId; the grants body its own (UGC) staff, or any
 * campus named by campusId. Reads follow the scope helper: another institution's employee
 * answers 404 like a missing one.
 */
import {
  EMPLOYEE_FILE_KINDS,
  EMPLOYEE_MESSAGES as M,
  STUDENT_RECORD_MESSAGES,
  applicableId,
  type Employee,
  type EmployeeCreateFormParsed,
  type EmployeeFile,
  type EmployeeFileKind,
  type EmployeeListItem,
  type EmployeeListQuery,
  type EmployeePage,
  type EmployeeUpdateFormParsed,
  type UploadedFile,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { EmployeeListQueryParsed } from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { FormIssues, resolveAddress, resolveEthnicity, type AddressFields } from '../../lib/form-references.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import {
  removePrivateFiles,
  sendPrivateFile,
  withReplacedPrivateFiles,
  withSavedPrivateFiles,
  filesInPlaceByKind,
  uploadedFileRows,
} from '../../lib/private-files.ts';
import { auditedUpdate, auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { employeeCreatedChanges, employeeUpdatedChanges, EMPLOYEE_ENTITY } from './employee-audit.ts';
import {
  EMPLOYEE_LIST_SELECT,
  EMPLOYEE_RECORD_INCLUDE,
  searchNameOf,
  toEmployee,
  toEmployeeFile,
  toEmployeeListItem,
  type EmployeeRecordRow,
} from './employee-record.ts';
import { inLowercaseColumn, sameText } from '../../lib/text-match.ts';
import type { FileStore } from '../../lib/file-store.ts';

export const EMPLOYEE_SCOPE = { campusField: 'campusId', universityField: 'universityId' } as const;

interface Owner {
  campusId: number | null;
  universityId: number | null;
}

/** The employee's own columns, as a form sets them. */
type Columns = Omit<
  Prisma.EmployeeUncheckedCreateInput,
  | 'id'
  | 'campusId'
  | 'universityId'
  | 'userId'
  | 'createdById'
  | 'createdAt'
  | 'updatedAt'
  | 'addresses'
  | 'qualifications'
  | 'files'
  | 'signatures'
  | 'attendance'
>;

interface Qualification {
  levelName: string | null;
  graduatedFrom: string | null;
  institutionName: string | null;
  facultyName: string | null;
  programName: string | null;
  enrolledYear: string | null;
  passedYear: string | null;
}

type Form = EmployeeCreateFormParsed | EmployeeUpdateFormParsed;

const dateOf = (day: string | null | undefined) => (day ? new Date(`${day}T00:00:00Z`) : null);
/** 0 is the clients' "none" (a teacher's sectionId, a non-teacher's departmentId). */
const idOrNull = (id: number | undefined) => (id === undefined ? undefined : (applicableId(id) ?? null));

// ---- Who owns a new employee --------------------------------------------------------------

async function ownerForNew(context: WriteContext, requestedCampusId: number | undefined): Promise<Owner> {
  const { scope, prisma } = context;
  const campusId = scope.kind === 'campus' ? scope.campusId : applicableId(requestedCampusId);
  if (campusId !== undefined) {
    const campus = await prisma.campus.findFirst({
      where: scopeWhere<Prisma.CampusWhereInput>(
        scope,
        { campusField: 'id', universityField: 'universityId' },
        { id: campusId },
      ),
      select: { id: true, universityId: true },
    });
    if (!campus) throw AppError.validation([{ field: 'body.campusId', message: M.campusNotInScope }]);
    return { campusId: campus.id, universityId: campus.universityId };
  }
  if (scope.kind === 'university') return { campusId: null, universityId: scope.universityId };
  if (scope.kind === 'all') return { campusId: null, universityId: null };
  throw AppError.notFound('Campus');
}

// ---- From the form to columns -------------------------------------------------------------

/** What the form sets, by column; undefined where the form sent nothing (an edit keeps it). */
function columnsFromForm(form: Form): Partial<Columns> {
  const dateOfBirth = 'dateOfBirth' in form ? (form.dateOfBirth ?? form.dateOFBirth) : form.dateOFBirth;
  const dateOfBirthAdSent = form.dateOFBirthAd ? dateOf(/^\d{4}-\d{2}-\d{2}/.exec(form.dateOFBirthAd)?.[0]) : undefined;
  const sameAsPermanent =
    'isSameAsPermanent' in form ? (form.isSameAsPermanent ?? form.isSameAsPermament) : form.isSameAsPermament;
  const names = { firstName: form.firstName, middleName: form.middleName, lastName: form.lastName };
  return {
    employeeType: form.employeeType,
    salutation: form.salutation,
    ...names,
    phoneNumber: form.phoneNumber,
    email: form.email,
    gender: form.gender,
    religion: form.religion,
    maritalStatus: form.maritalStatus,
    citizenshipNo: form.citizenshipNo,
    ctzIssueDistrict: form.CtzIssueDistrict,
    nidNo: form.nidNo,
    dateOfBirthBs: dateOfBirth?.bs,
    dateOfBirthAd: dateOfBirth ? dateOf(dateOfBirth.ad) : (dateOfBirthAdSent ?? undefined),
    isSameAsPermanent: sameAsPermanent,
    employeePositionId: idOrNull(form.employeePositionId),
    position: form.position,
    joiningType: form.joiningType,
    joiningDateBs: form.joiningDate?.bs,
    joiningDateAd: form.joiningDate ? dateOf(form.joiningDate.ad) : undefined,
    facultyId: idOrNull(form.facultyId),
    teachingFacultyName: form.teachingFacultyName,
    departmentId: idOrNull(form.departmentId),
    sectionId: idOrNull(form.sectionId),
    fiscalYearId: idOrNull(form.fiscalYearId),
    employeeStatus: form.employeeStatus,
    workPhone: form.workPhone,
    workEmail: form.workEmail,
    code: form.code,
    orgId: form.orgId,
    bankName: form.bankName,
    bankAc: form.bankAc,
    bankBranch: form.bankBranch,
    panNo: form.panNo,
  };
}

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

function addressFromForm(form: Form, prefix: 'p' | 't'): AddressFields | undefined {
  const sent = form as Record<string, unknown>;
  const parts = ['Province', 'District', 'LocalLevel', 'WardNo', 'BlockNo', 'HouseNo', 'Tole'].map(
    (part) => sent[`${prefix}${part}`],
  );
  if (parts.every((part) => part === undefined)) return undefined;
  const [province, district, localLevel, wardNo, blockNo, houseNo, locality] = parts as [
    string | null | undefined,
    string | null | undefined,
    string | null | undefined,
    number | undefined,
    string | null | undefined,
    string | null | undefined,
    string | null | undefined,
  ];
  // The original client sends a block number of 0 for "none".
  const block = blockNo === '0' ? null : (blockNo ?? null);
  return {
    province: province ?? null,
    district: district ?? null,
    localLevel: localLevel ?? null,
    wardNo: wardNo ?? null,
    blockNo: block,
    houseNo: houseNo ?? null,
    locality: locality ?? null,
  };
}

function qualificationFromForm(form: Form): Qualification | undefined {
  const fields = {
    levelName: form.levelName,
    graduatedFrom: form.graduatedfrom,
    institutionName: form.institutionName,
    facultyName: form.facultyName,
    programName: form.programName,
    enrolledYear: form.enrolledYear === undefined ? undefined : String(form.enrolledYear),
    passedYear: form.PassedYear === undefined ? undefined : String(form.PassedYear),
  };
  if (Object.values(fields).every((value) => value === undefined)) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value ?? null]),
  ) as unknown as Qualification;
}

// ---- Rules --------------------------------------------------------------------------------

/** The record after the form: every rule that spans fields, and every reference, checked at once. */
async function checkEmployee(
  db: Db,
  owner: Owner,
  columns: Columns,
  qualification: Qualification | undefined,
  issues: FormIssues,
) {
  const teaching = columns.employeeType === 'Teaching';
  if (!columns.joiningType) issues.add('joiningType', M.joiningTypeRequired);
  if (!columns.joiningDateBs) issues.add('joiningDate', M.joiningDateRequired);
  if (columns.employeePositionId) {
    const position = await db.employeePosition.findUnique({
      where: { id: columns.employeePositionId },
      select: { category: true },
    });
    if (!position) issues.add('employeePositionId', M.positionUnknown);
    else if (teaching && position.category !== 'Teaching') issues.add('employeePositionId', M.teachingPositionRequired);
    else if (!teaching && position.category !== 'Nonteaching')
      issues.add('employeePositionId', M.nonTeachingPositionRequired);
  } else if (teaching || !columns.position) {
    issues.add(teaching ? 'employeePositionId' : 'position', M.positionRequired);
  }
  if (columns.facultyId) {
    const faculty = await db.faculty.findFirst({
      where: { id: columns.facultyId, ...(owner.universityId ? { universityId: owner.universityId } : {}) },
      select: { id: true },
    });
    if (!faculty) issues.add('facultyId', M.facultyUnknown);
  }
  if (columns.departmentId) {
    const found = owner.campusId
      ? await db.department.findFirst({
          where: { id: columns.departmentId, campusId: owner.campusId },
          select: { id: true },
        })
      : null;
    if (!found) issues.add('departmentId', M.departmentUnknown);
  }
  if (columns.sectionId) {
    const found = owner.campusId
      ? await db.section.findFirst({ where: { id: columns.sectionId, campusId: owner.campusId }, select: { id: true } })
      : null;
    if (!found) issues.add('sectionId', M.sectionUnknown);
  }
  if (columns.fiscalYearId) {
    const found = await db.fiscalYear.findUnique({ where: { id: columns.fiscalYearId }, select: { id: true } });
    if (!found) issues.add('fiscalYearId', M.fiscalYearUnknown);
  }
  if (
    qualification?.enrolledYear &&
    qualification.passedYear &&
    Number(qualification.passedYear) < Number(qualification.enrolledYear)
  ) {
    issues.add('PassedYear', M.passedBeforeEnrolled);
  }
}

/** Same citizenship number or email at the same institution: "Employee already exists!". */
async function assertNotRegisteredTwice(db: Db, owner: Owner, columns: Columns, exceptId?: number) {
  const same = [
    ...(columns.citizenshipNo ? [{ citizenshipNo: sameText(columns.citizenshipNo) }] : []),
    ...(columns.email ? [{ email: columns.email }] : []),
  ];
  if (same.length === 0) return;
  const existing = await db.employee.findFirst({
    where: {
      campusId: owner.campusId,
      universityId: owner.campusId ? undefined : owner.universityId,
      OR: same,
      ...(exceptId ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (existing) throw AppError.conflict(M.employeeExists);
}

async function resolveForm(db: Db, owner: Owner, columns: Columns, form: Form, before?: EmployeeRecordRow) {
  const issues = new FormIssues();
  const ethnicity = form.ethnicity === undefined ? undefined : await resolveEthnicity(db, issues, form.ethnicity);
  if (ethnicity !== undefined) columns.ethnicity = ethnicity;
  const permanentFields = addressFromForm(form, 'p');
  const sameAsPermanent = columns.isSameAsPermanent === true;
  const temporaryFields = sameAsPermanent ? permanentFields : addressFromForm(form, 't');
  const permanent = permanentFields ? await resolveAddress(db, issues, 'p', 'permanent', permanentFields) : undefined;
  const temporary = temporaryFields
    ? await resolveAddress(db, issues, sameAsPermanent ? 'p' : 't', 'temporary', temporaryFields)
    : undefined;
  const qualification = qualificationFromForm(form);
  const storedQualification = before?.qualifications[0];
  await checkEmployee(db, owner, columns, qualification ?? storedQualification ?? undefined, issues);
  if (issues.list.length > 0) throw AppError.validation(issues.list);
  return { permanent, temporary, qualification };
}

// ---- Files --------------------------------------------------------------------------------

interface Upload {
  kind: EmployeeFileKind;
  file: UploadedFile;
}

function uploadsOf(form: Form, names: 'create' | 'edit'): Upload[] {
  const sent = form as Record<string, unknown>;
  return (Object.entries(EMPLOYEE_FILE_KINDS) as [EmployeeFileKind, (typeof EMPLOYEE_FILE_KINDS)[EmployeeFileKind]][])
    .map(([kind, names_]) => ({ kind, file: sent[names_[names]] as UploadedFile | undefined }))
    .filter((upload): upload is Upload => upload.file !== undefined);
}

const folderOf = (owner: Owner) =>
  `employees/${owner.campusId ?? (owner.universityId ? `university-${owner.universityId}` : 'ugc')}`;

function savedUploads(uploads: Upload[], owner: Owner) {
  return uploads.map((upload) => ({
    file: upload.file,
    folder: folderOf(owner),
    label: upload.kind,
    kind: EMPLOYEE_FILE_KINDS[upload.kind].image ? ('image' as const) : ('document' as const),
  }));
}

// ---- Reads --------------------------------------------------------------------------------

function employeeInScope(context: ReadContext, id: number): Prisma.EmployeeWhereInput {
  return scopeWhere<Prisma.EmployeeWhereInput>(context.scope, EMPLOYEE_SCOPE, { id });
}

async function findEmployeeRow(db: Db, context: ReadContext, id: number): Promise<EmployeeRecordRow> {
  const row = await db.employee.findFirst({ where: employeeInScope(context, id), include: EMPLOYEE_RECORD_INCLUDE });
  return foundOrNotFound(row, 'Employee');
}

export async function getEmployee(context: ReadContext, id: number): Promise<Employee> {
  return toEmployee(await findEmployeeRow(context.prisma, context, id));
}

function ownerFilter(owner: EmployeeListQueryParsed['owner']): Prisma.EmployeeWhereInput {
  switch (owner) {
    case 'campus':
      return { campusId: { not: null } };
    case 'university':
      return { campusId: null, universityId: { not: null } };
    case 'ugc':
      return { campusId: null, universityId: null };
    default:
      return {};
  }
}

function listWhere(context: ReadContext, query: EmployeeListQueryParsed): Prisma.EmployeeWhereInput {
  const campusId = applicableId(query.campusId);
  const search = query.search?.toLowerCase();
  return scopeWhere<Prisma.EmployeeWhereInput>(context.scope, EMPLOYEE_SCOPE, {
    ...ownerFilter(query.owner),
    ...(campusId ? { campusId } : {}),
    ...(query.employeeType ? { employeeType: query.employeeType } : {}),
    ...(query.positionType === 'Teaching' ? { employeeType: 'Teaching' } : {}),
    ...(query.positionType === 'Nonteaching' ? { employeeType: { not: 'Teaching' } } : {}),
    ...(search ? { searchName: inLowercaseColumn(search) } : {}),
  });
}

function listOrder(query: EmployeeListQueryParsed): Prisma.EmployeeOrderByWithRelationInput[] {
  const direction = query.sortOrder ?? 'asc';
  switch (query.sortBy) {
    case 'joiningDate':
      return [{ joiningDateAd: { sort: direction, nulls: 'last' } }, { id: direction }];
    case 'createdAt':
      return [{ createdAt: direction }, { id: direction }];
    case 'employeeType':
      return [{ employeeType: direction }, { firstName: 'asc' }, { id: 'asc' }];
    default:
      return [{ firstName: direction }, { lastName: direction }, { id: direction }];
  }
}

/**
 * Employee/GetAllEmployeees: the array the clients read, or one page with its total when a
 * page is asked for. The whole country's staff comes a page (or a campus) at a time.
 */
export async function listEmployees(
  context: ReadContext,
  query: EmployeeListQueryParsed,
): Promise<EmployeeListItem[] | EmployeePage> {
  const where = listWhere(context, query);
  const orderBy = listOrder(query);
  const request = pageRequest(query);
  if (!request) {
    if (context.scope.kind === 'all' && !applicableId(query.campusId) && !query.owner) {
      throw AppError.validation([
        { field: 'querystring.campusId', message: STUDENT_RECORD_MESSAGES.campusRequiredForList },
      ]);
    }
    const rows = await context.prisma.employee.findMany({ where, orderBy, select: EMPLOYEE_LIST_SELECT });
    return rows.map(toEmployeeListItem);
  }
  const [rows, total] = await Promise.all([
    context.prisma.employee.findMany({
      where,
      orderBy,
      select: EMPLOYEE_LIST_SELECT,
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.employee.count({ where }),
  ]);
  return toPage(rows.map(toEmployeeListItem), total, request) as EmployeePage;
}

// ---- Writes -------------------------------------------------------------------------------

const duplicates = <T>(write: Promise<T>) => conflictAs(M.employeeExists, write);

function addressWrites(
  permanent: Awaited<ReturnType<typeof resolveForm>>['permanent'],
  temporary: Awaited<ReturnType<typeof resolveForm>>['temporary'],
) {
  return [permanent, temporary].filter((address): address is NonNullable<typeof address> => Boolean(address));
}

/** POST Employee (multipart): the record, its addresses, qualification and files, in one transaction. */
export async function createEmployee(
  context: WriteContext,
  fileStore: FileStore,
  form: EmployeeCreateFormParsed,
): Promise<Employee> {
  const owner = await ownerForNew(context, form.campusId);
  const given = defined(columnsFromForm(form));
  const columns: Columns = {
    ...given,
    employeeType: form.employeeType,
    firstName: form.firstName,
    lastName: form.lastName,
    gender: form.gender,
    searchName: searchNameOf(form),
  };
  const { permanent, temporary, qualification } = await resolveForm(context.prisma, owner, columns, form);
  const uploads = uploadsOf(form, 'create');
  return withSavedPrivateFiles(fileStore, savedUploads(uploads, owner), (stored) =>
    duplicates(
      inTransaction(context.prisma, async (db) => {
        await assertNotRegisteredTwice(db, owner, columns);
        const created = await db.employee.create({
          data: {
            ...columns,
            ...owner,
            createdById: context.actor.userId,
            addresses: { create: addressWrites(permanent, temporary) },
            qualifications: { create: qualification ? [qualification] : [] },
            files: { create: uploadedFileRows(uploads, stored, context.actor.userId) },
          },
          include: EMPLOYEE_RECORD_INCLUDE,
        });
        await auditWrite(db, context, 'create', EMPLOYEE_ENTITY, created.id, employeeCreatedChanges(created));
        return toEmployee(created);
      }),
    ),
  );
}

/** The relations and bookkeeping of a row; everything else is a column a form sets. */
const NOT_COLUMNS = new Set([
  'id',
  'campusId',
  'universityId',
  'userId',
  'createdById',
  'createdAt',
  'updatedAt',
  'campus',
  'employeePosition',
  'department',
  'section',
  'addresses',
  'qualifications',
  'files',
  'user',
]);

function storedColumns(row: EmployeeRecordRow): Columns {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_COLUMNS.has(key))) as unknown as Columns;
}

/** PATCH Employee/{id}: what the edit sends replaces what is kept; missing fields stay. */
export async function updateEmployee(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  form: EmployeeUpdateFormParsed,
): Promise<Employee> {
  const before = await findEmployeeRow(context.prisma, context, id);
  const owner = { campusId: before.campusId, universityId: before.universityId };
  const columns: Columns = { ...storedColumns(before), ...defined(columnsFromForm(form)) };
  columns.searchName = searchNameOf(columns);
  const { permanent, temporary, qualification } = await resolveForm(context.prisma, owner, columns, form, before);
  const uploads = uploadsOf(form, 'edit');
  const replaced = before.files.filter((file) => uploads.some((upload) => upload.kind === file.kind));
  const kinds = new Set([permanent?.kind, temporary?.kind].filter(Boolean) as string[]);
  const after = await withReplacedPrivateFiles(fileStore, savedUploads(uploads, owner), replaced, (stored) =>
    duplicates(
      inTransaction(context.prisma, async (db) => {
        await assertNotRegisteredTwice(db, owner, columns, id);
        return auditedUpdate(db, context, EMPLOYEE_ENTITY, before, employeeUpdatedChanges, () =>
          db.employee.update({
            where: { id },
            data: {
              ...columns,
              addresses: {
                deleteMany: { kind: { in: [...kinds] as ('permanent' | 'temporary')[] } },
                create: addressWrites(permanent, temporary),
              },
              ...(qualification ? { qualifications: { deleteMany: {}, create: [qualification] } } : {}),
              files: filesInPlaceByKind(uploadedFileRows(uploads, stored, context.actor.userId), (kind) => ({
                employeeId_kind: { employeeId: id, kind },
              })),
            },
            include: EMPLOYEE_RECORD_INCLUDE,
          }),
        );
      }),
    ),
  );
  return toEmployee(after);
}

// ---- The documents page -------------------------------------------------------------------

export async function listEmployeeFiles(context: ReadContext, id: number): Promise<EmployeeFile[]> {
  return (await getEmployee(context, id)).files;
}

export async function sendEmployeeFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
  kind: EmployeeFileKind,
) {
  const row = await findEmployeeRow(context.prisma, context, id);
  const file = row.files.find((entry) => entry.kind === kind);
  if (!file) throw AppError.notFound('File');
  return sendPrivateFile(reply, fileStore, file);
}

/** PUT Employee/{id}/file/{kind}: one document uploaded or replaced. */
export async function putEmployeeFile(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  kind: EmployeeFileKind,
  file: UploadedFile | undefined,
): Promise<EmployeeFile[]> {
  if (!file) throw AppError.validation([{ field: 'body.file', message: M.fileMissing }]);
  const before = await findEmployeeRow(context.prisma, context, id);
  const owner = { campusId: before.campusId, universityId: before.universityId };
  const uploads = [{ kind, file }];
  const replaced = before.files.filter((entry) => entry.kind === kind);
  await withReplacedPrivateFiles(fileStore, savedUploads(uploads, owner), replaced, (stored) =>
    inTransaction(context.prisma, async (db) => {
      const [row] = uploadedFileRows(uploads, stored, context.actor.userId);
      await db.employeeFile.upsert({
        where: { employeeId_kind: { employeeId: id, kind } },
        create: { employeeId: id, ...row! },
        update: row!,
      });
      await auditWrite(db, context, 'update', EMPLOYEE_ENTITY, id, {
        [kind]: { from: replaced.length ? '[personal]' : null, to: '[personal]' },
      });
    }),
  );
  return listEmployeeFiles(context, id);
}

export async function deleteEmployeeFile(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  kind: EmployeeFileKind,
): Promise<EmployeeFile[]> {
  const before = await findEmployeeRow(context.prisma, context, id);
  const file = before.files.find((entry) => entry.kind === kind);
  if (!file) throw AppError.notFound('File');
  await inTransaction(context.prisma, async (db) => {
    await db.employeeFile.delete({ where: { id: file.id } });
    await auditWrite(db, context, 'update', EMPLOYEE_ENTITY, id, { [kind]: { from: '[personal]', to: null } });
  });
  await removePrivateFiles(fileStore, [file.storageKey]);
  return (await findEmployeeRow(context.prisma, context, id)).files.map((entry) => toEmployeeFile(id, entry));
}

export type { EmployeeListQuery };
