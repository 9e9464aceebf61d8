/**
 * The enrolment lists' query (api-contract 5.5: Student/GetAllStudentPaginated, GetAllStudent,
 * GetPaginatedStdsByMajor), written once so that every list of students (and the student
 * reports) filters, scopes, sorts and pages them the same way, in the database.
 *
 * Only `active` students are listed: transferred-out, graduated and dropped-out students keep
 * their record but leave the campus's lists. The scope comes first in every condition: the
 * index on (campusId, status, isVerified, id) reads a campus's newest-first page in order
 * (without it PostgreSQL walked every student of the country backwards by id looking for a
 * small campus's 25), the one on (campusId, status, isVerified, admissionYearId, programId)
 * counts a filtered list without reading rows, and the name search uses the trigram index on
 * `searchName` (the lower-cased English and Nepali full name), so any part of a name matches.
 */
import {
  ACADEMIC_YEARS,
  DEFAULT_PAGE_SIZE,
  STUDENT_RECORD_MESSAGES,
  applicableId,
  type Scope,
  type StudentListItem,
  type StudentListQuery,
  type StudentPage,
  type StudentSortColumn,
} from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext } from '../../lib/context.ts';
import { pageRequest } from '../../lib/pagination.ts';
import { scopeWhere } from '../../lib/scope.ts';
import { STUDENT_LIST_SELECT, toStudentListItem } from './student-record.ts';
import { containsText } from '../../lib/text-match.ts';

/** Students name their campus and university in their own columns: the scope needs no join. */
export const STUDENT_SCOPE = { campusField: 'campusId', universityField: 'universityId' } as const;

/** The filters every student list understands (a list's query, without paging and sorting). */
export type StudentFilters = Omit<StudentListQuery, 'page' | 'pageNumber' | 'pageSize' | 'sortBy' | 'sortOrder'>;

/**
 * The name search: every word typed must appear somewhere in the full name (English or
 * Nepali), in any case, so "ram thapa" finds "RAM BAHADUR THAPA".
 */
export function nameSearchWhere(name: string | null | undefined): Prisma.StudentWhereInput[] {
  if (!name) return [];
  return name
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ searchName: containsText(word) }));
}

/** A semester name matches semester programs in it; the first four also match annual programs' years. */
function semYearWhere(semYear: StudentFilters['semYear']): Prisma.StudentWhereInput[] {
  if (!semYear) return [];
  const isYear = (ACADEMIC_YEARS as readonly string[]).includes(semYear);
  return [
    {
      OR: [{ semester: semYear }, ...(isYear ? [{ year: semYear as (typeof ACADEMIC_YEARS)[number] }] : [])],
    },
  ];
}

/**
 * The active students in the caller's scope that match the filters. `batchId` (the clients'
 * BatchId) and `admissionYearId` name the same batch; verified students unless told
 * otherwise (the verification page lists the others).
 */
export function studentListWhere(scope: Scope, filters: StudentFilters): Prisma.StudentWhereInput {
  const campusId = applicableId(filters.campusId);
  const admissionYearId = applicableId(filters.admissionYearId) ?? applicableId(filters.batchId);
  const conditions: Prisma.StudentWhereInput[] = [
    { status: 'active', isVerified: filters.isVerified ?? true },
    ...(campusId ? [{ campusId }] : []),
    ...(admissionYearId ? [{ admissionYearId }] : []),
    ...optionalEquals('programId', filters.programId),
    ...optionalEquals('majorSubjectId', filters.majorSubjectId),
    ...optionalEquals('levelId', filters.levelId),
    ...optionalEquals('facultyId', filters.facultyId),
    ...optionalEquals('fiscalYearId', filters.fiscalYearId),
    ...optionalEquals('sectionId', filters.sectionId),
    ...(filters.isTransferredIn === undefined ? [] : [{ isTransferredIn: filters.isTransferredIn }]),
    ...(filters.gender ? [{ gender: filters.gender }] : []),
    ...semYearWhere(filters.semYear),
    ...nameSearchWhere(filters.name),
  ];
  return scopeWhere<Prisma.StudentWhereInput>(scope, STUDENT_SCOPE, { AND: conditions });
}

function optionalEquals(
  column: 'programId' | 'majorSubjectId' | 'levelId' | 'facultyId' | 'fiscalYearId' | 'sectionId',
  id: number | undefined,
): Prisma.StudentWhereInput[] {
  const applicable = applicableId(id);
  return applicable ? [{ [column]: applicable }] : [];
}

type Direction = 'asc' | 'desc';

/** Each sort ends with the id, so pages never repeat or skip a row between equal values. */
const SORTS: Record<StudentSortColumn, (direction: Direction) => Prisma.StudentOrderByWithRelationInput[]> = {
  name: (direction) => [
    { firstName: direction },
    { middleName: { sort: direction, nulls: 'first' } },
    { lastName: direction },
  ],
  rollNoManual: (direction) => [{ rollNoManual: { sort: direction, nulls: 'last' } }],
  universityRegdNo: (direction) => [{ universityRegdNo: { sort: direction, nulls: 'last' } }],
  admissionYear: (direction) => [{ admissionYear: { batchNepali: direction } }],
  program: (direction) => [{ program: { programName: direction } }],
  // Ids grow with registration, and the primary key orders them without a sort.
  createdAt: () => [],
};

/** Newest registrations first unless the list asks for another order. */
export function studentListOrder(query: Pick<StudentListQuery, 'sortBy' | 'sortOrder'>) {
  const sortBy = query.sortBy ?? 'createdAt';
  const direction: Direction = query.sortOrder ?? (sortBy === 'createdAt' ? 'desc' : 'asc');
  return [...SORTS[sortBy](direction), { id: direction }];
}

/** One page of the enrolment list with its totals (`{ students, totalPages, totalRecords ... }`). */
export async function listStudentsPage(context: ReadContext, query: StudentListQuery): Promise<StudentPage> {
  const request = pageRequest(query) ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, skip: 0, take: DEFAULT_PAGE_SIZE };
  const where = studentListWhere(context.scope, query);
  const [rows, total] = await Promise.all([
    context.prisma.student.findMany({
      where,
      select: STUDENT_LIST_SELECT,
      orderBy: studentListOrder(query),
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.student.count({ where }),
  ]);
  return {
    students: rows.map(toStudentListItem),
    totalPages: Math.ceil(total / request.pageSize),
    totalRecords: total,
    totalCount: total,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/**
 * Every matching student of one campus, unpaged (Student/GetAllStudent: a class's roster for
 * attendance). A caller above a campus names the campus: a national list in one answer
 * would be 600,000 rows.
 */
export async function listAllStudents(context: ReadContext, query: StudentListQuery): Promise<StudentListItem[]> {
  if (context.scope.kind !== 'campus' && !applicableId(query.campusId)) {
    throw AppError.validation([
      { field: 'querystring.campusId', message: STUDENT_RECORD_MESSAGES.campusRequiredForList },
    ]);
  }
  const rows = await context.prisma.student.findMany({
    where: studentListWhere(context.scope, query),
    select: STUDENT_LIST_SELECT,
    orderBy: studentListOrder({ sortBy: query.sortBy ?? 'name', sortOrder: query.sortOrder }),
  });
  return rows.map(toStudentListItem);
}
