/**
 * The organisation registry (issue: organisation registry): the campus lists by type with
 * their counts, campuses by type and university (/number-campustype), the map's markers,
 * the university list, central departments and the bulk import of universities and campuses.
 */
import { z } from 'zod';
import { CAMPUS_TYPES, IMPORT_FILE_TYPES } from '../constants/index.ts';
import { REGISTRY_MESSAGES as R, SETUP_MESSAGES as S } from '../messages/messages.ts';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalEmail,
  optionalId,
  optionalInt,
  optionalPhone,
  optionalText,
  requiredText,
  type UploadedFile,
} from './fields.ts';
import { pageSchema, PaginationQuerySchema, sortByField } from './pagination.ts';
import { UNIVERSITY_TYPES, UniversitySchema } from './university.ts';

// ---------------------------------------------------------------------------------------
// Campus lists (constituent-campus, community-campus, private-campus)
// ---------------------------------------------------------------------------------------

export const CAMPUS_SORT_COLUMNS = [
  'campusName',
  'code',
  'campusType',
  'universityName',
  'province',
  'district',
  'yearOfEstd',
] as const;

/** GET /Campus: filters by type, university, province and district (names as Address/GetAll gives them). */
export const CampusListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(CAMPUS_SORT_COLUMNS),
  campusType: optionalChoice(CAMPUS_TYPES, S.campusTypeRequired),
  universityId: optionalId(),
  province: optionalText(),
  district: optionalText(),
});
export type CampusListQuery = z.input<typeof CampusListQuerySchema>;
export type CampusListQueryParsed = z.output<typeof CampusListQuerySchema>;

export const CampusListItemSchema = z.object({
  id: z.number(),
  campusName: z.string(),
  campusType: z.enum(CAMPUS_TYPES),
  code: z.string().nullable(),
  shortName: z.string().nullable(),
  universityId: z.number(),
  universityName: z.string(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  localLevel: z.string().nullable(),
  wardNo: z.number().nullable(),
  locality: z.string().nullable(),
  yearOfEstd: z.number().nullable(),
  dateOfEstd: z.string().nullable(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  principalName: z.string().nullable(),
  logo: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.boolean(),
});
export type CampusListItem = z.infer<typeof CampusListItemSchema>;

/** Campuses per type, and all of them. */
export const CampusTypeCountsSchema = z.object({
  constituent: z.number().int(),
  community: z.number().int(),
  private: z.number().int(),
  total: z.number().int(),
});
export type CampusTypeCounts = z.infer<typeof CampusTypeCountsSchema>;

/**
 * A page of campuses, and how many of each type match every filter but the type (the tabs
 * of the three campus lists show them).
 */
export const CampusListPageSchema = pageSchema(CampusListItemSchema).extend({ countsByType: CampusTypeCountsSchema });
export type CampusListPage = z.infer<typeof CampusListPageSchema>;

// ---------------------------------------------------------------------------------------
// Campuses by type and university (/number-campustype), and the map
// ---------------------------------------------------------------------------------------

export const CampusCountQuerySchema = z.object({ province: optionalText(), district: optionalText() });
export type CampusCountQueryParsed = z.output<typeof CampusCountQuerySchema>;

export const CampusCountRowSchema = CampusTypeCountsSchema.extend({
  universityId: z.number(),
  universityName: z.string(),
  universityCode: z.string(),
});
export type CampusCountRow = z.infer<typeof CampusCountRowSchema>;

export const CampusCountsByUniversitySchema = z.object({
  rows: z.array(CampusCountRowSchema),
  totals: CampusTypeCountsSchema,
});
export type CampusCountsByUniversity = z.infer<typeof CampusCountsByUniversitySchema>;

/** GET /Campus/Locations: the campuses placed on the map. */
export const CampusMarkerSchema = z.object({
  id: z.number(),
  campusName: z.string(),
  campusType: z.enum(CAMPUS_TYPES),
  universityName: z.string(),
  district: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type CampusMarker = z.infer<typeof CampusMarkerSchema>;

// ---------------------------------------------------------------------------------------
// University list (university-list)
// ---------------------------------------------------------------------------------------

export const UNIVERSITY_SORT_COLUMNS = ['name', 'code', 'type', 'establishedYear', 'campusCount'] as const;

export const UniversityListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(UNIVERSITY_SORT_COLUMNS),
  type: optionalChoice(UNIVERSITY_TYPES, S.universityTypeInvalid),
});
export type UniversityListQuery = z.input<typeof UniversityListQuerySchema>;
export type UniversityListQueryParsed = z.output<typeof UniversityListQuerySchema>;

/** A university in the list: `shortName` is its code (TU, KU ...), and how many campuses it has. */
export const UniversityListItemSchema = UniversitySchema.extend({
  shortName: z.string(),
  campusCount: z.number().int(),
});
export type UniversityListItem = z.infer<typeof UniversityListItemSchema>;

export const UniversityListPageSchema = pageSchema(UniversityListItemSchema);
export type UniversityListPage = z.infer<typeof UniversityListPageSchema>;

// ---------------------------------------------------------------------------------------
// Central departments (central-departments): a university's own teaching departments
// ---------------------------------------------------------------------------------------

export const CENTRAL_DEPARTMENT_SORT_COLUMNS = ['name', 'universityName', 'establishedYear'] as const;

export const CentralDepartmentListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(CENTRAL_DEPARTMENT_SORT_COLUMNS),
  universityId: optionalId(),
});
export type CentralDepartmentListQuery = z.input<typeof CentralDepartmentListQuerySchema>;
export type CentralDepartmentListQueryParsed = z.output<typeof CentralDepartmentListQuerySchema>;

export const CentralDepartmentSchema = z.object({
  id: z.number(),
  universityId: z.number(),
  universityName: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  headName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  establishedYear: z.number().nullable(),
  remarks: z.string().nullable(),
  status: z.boolean(),
});
export type CentralDepartment = z.infer<typeof CentralDepartmentSchema>;

export const CentralDepartmentPageSchema = pageSchema(CentralDepartmentSchema);

/** The grants body names the university; a university's own staff write for their university. */
export const CreateCentralDepartmentBodySchema = z.object({
  universityId: optionalId(),
  name: requiredText(R.centralDepartmentNameRequired),
  code: clearableText(),
  headName: clearableText(),
  phone: optionalPhone(R.phoneInvalid),
  email: optionalEmail(),
  establishedYear: optionalInt({ min: 1000, max: 9999, message: S.yearOfEstdInvalid }),
  remarks: clearableText(),
  status: optionalBoolean(),
});
export type CreateCentralDepartmentBody = z.input<typeof CreateCentralDepartmentBodySchema>;
export type CreateCentralDepartmentBodyParsed = z.output<typeof CreateCentralDepartmentBodySchema>;

export const UpdateCentralDepartmentBodySchema = CreateCentralDepartmentBodySchema.omit({
  universityId: true,
}).partial();
export type UpdateCentralDepartmentBody = z.input<typeof UpdateCentralDepartmentBodySchema>;
export type UpdateCentralDepartmentBodyParsed = z.output<typeof UpdateCentralDepartmentBodySchema>;

// ---------------------------------------------------------------------------------------
// Bulk import of universities and campuses, and the jobs that report progress
// ---------------------------------------------------------------------------------------

/**
 * The columns of the import file, in the template's order. One row is a university or a
 * campus (`kind`); a campus names its university by code.
 */
export const REGISTRY_IMPORT_COLUMNS = [
  'kind',
  'code',
  'name',
  'type',
  'universityCode',
  'province',
  'district',
  'localLevel',
  'wardNo',
  'locality',
  'establishedYear',
  'dateOfEstd',
  'phone',
  'email',
  'website',
  'principalName',
  'principalPhoneNo',
  'principalEmail',
  'focalPersonName',
] as const;
export type RegistryImportColumn = (typeof REGISTRY_IMPORT_COLUMNS)[number];

/** Columns every file must have in its header row. */
export const REGISTRY_IMPORT_REQUIRED_COLUMNS = [
  'kind',
  'code',
  'name',
  'type',
  'universityCode',
  'district',
  'localLevel',
] as const satisfies readonly RegistryImportColumn[];

export const IMPORT_ROW_KINDS = ['University', 'Campus'] as const;

export const RegistryTemplateQuerySchema = z.object({
  format: optionalChoice(IMPORT_FILE_TYPES, R.importTemplateFormatInvalid),
});

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_JOB_PHASES = ['reading', 'validating', 'writing', 'done'] as const;
export type ImportJobPhase = (typeof IMPORT_JOB_PHASES)[number];

/** One problem of one row: the spreadsheet's row number (the header is row 1) and column. */
export const ImportRowErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

const CreatedAndUnchangedSchema = z.object({ created: z.number().int(), unchanged: z.number().int() });

export const RegistryImportResultSchema = z.object({
  errors: z.array(ImportRowErrorSchema),
  universities: CreatedAndUnchangedSchema,
  campuses: CreatedAndUnchangedSchema,
});
export type RegistryImportResult = z.infer<typeof RegistryImportResultSchema>;

/**
 * A background job as a screen polls it: status, phase and progress, and the result its kind
 * defines. The students' import reuses it with its own result.
 */
export function jobSchema<Result extends z.ZodType>(result: Result) {
  return z.object({
    id: z.string(),
    kind: z.string(),
    status: z.enum(IMPORT_JOB_STATUSES),
    phase: z.enum(IMPORT_JOB_PHASES),
    processed: z.number().int(),
    total: z.number().int(),
    message: z.string().nullable(),
    result: result.nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  });
}

/**
 * GET /RegistryImport/{id}: `failed` with errors in the result means the file was refused
 * and nothing was written; `succeeded` says how many were created and how many were already there.
 */
export const RegistryImportJobSchema = jobSchema(RegistryImportResultSchema);
export type RegistryImportJob = z.infer<typeof RegistryImportJobSchema>;

export const JobParamsSchema = z.object({ id: z.uuid() });

/** POST /RegistryImport: the spreadsheet, as multipart field `file` (.xlsx or .csv, told apart by content). */
export const RegistryImportBodySchema = z.object({
  file: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.custom<UploadedFile>(
      (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
      {
        error: R.importFileRequired,
      },
    ),
  ),
});
