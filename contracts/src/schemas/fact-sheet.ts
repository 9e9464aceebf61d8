/**
 * The campus fact sheet (api-contract 8.8): a campus's details, its enrolled and graduated
 * students of a fiscal year by program and gender, its teaching and non-teaching staff by post
 * and gender, and its infrastructure; the list of the campuses' fact sheets with their headline
 * figures; and the public fact sheet, the same figures without the campus's personal contacts.
 */
import { z } from 'zod';
import { CAMPUS_TYPES } from '../constants/index.ts';
import { FACT_SHEET_MESSAGES as M } from '../messages/fact-sheet.ts';
import { optionalId } from './fields.ts';
import { InfrastructureTotalsSchema } from './infrastructure-summary.ts';
import { PaginationQuerySchema, pageSchema, sortByField } from './pagination.ts';
import type { ReportTableColumn } from './statistical-report.ts';

/** The campus of a fact sheet in the path: /FactSheet/{campusId}. */
export const FactSheetParamsSchema = z.object({
  campusId: z.coerce.number({ error: 'Campus must be a whole number' }).int().min(1, 'Campus must be a whole number'),
});
export type FactSheetParams = z.output<typeof FactSheetParamsSchema>;

/** The fiscal year of the enrolled and graduated figures: the active one unless given. */
export const FactSheetQuerySchema = z.object({ fiscalYearId: optionalId() });
export type FactSheetQuery = z.output<typeof FactSheetQuerySchema>;

const counts = { male: z.number(), female: z.number(), other: z.number(), total: z.number() };
export const FactSheetCountsSchema = z.object(counts);
export type FactSheetCounts = z.infer<typeof FactSheetCountsSchema>;

/** Students of one program by gender (enrolled or graduated). */
export const FactSheetProgramRowSchema = z.object({
  program: z.string(),
  level: z.string(),
  faculty: z.string(),
  ...counts,
});
export type FactSheetProgramRow = z.infer<typeof FactSheetProgramRowSchema>;

/** Staff of one post by gender. */
export const FactSheetStaffRowSchema = z.object({ position: z.string(), ...counts });
export type FactSheetStaffRow = z.infer<typeof FactSheetStaffRowSchema>;

/** A table of the fact sheet with its total row. */
function tableOf<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row), total: FactSheetCountsSchema });
}

/** The campus's public details: its own official address, phone, email and website. */
export const PublicFactSheetCampusSchema = z.object({
  id: z.number(),
  campusName: z.string(),
  campusNameNepali: z.string().nullable(),
  campusType: z.enum(CAMPUS_TYPES),
  universityName: z.string(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  localLevel: z.string().nullable(),
  wardNo: z.number().nullable(),
  locality: z.string().nullable(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  url: z.string().nullable(),
  yearOfEstd: z.number().nullable(),
});
export type PublicFactSheetCampus = z.infer<typeof PublicFactSheetCampusSchema>;

/** The campus block as staff read it (Student/GetUserDetails): the principal and the focal person too. */
export const FactSheetCampusSchema = PublicFactSheetCampusSchema.extend({
  /** The landline. */
  contactNo2: z.string().nullable(),
  principalName: z.string().nullable(),
  principalPhoneNo: z.string().nullable(),
  principalPhoneNo1: z.string().nullable(),
  principalEmail: z.string().nullable(),
  /** The focal person. */
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhoneNo: z.string().nullable(),
});
export type FactSheetCampus = z.infer<typeof FactSheetCampusSchema>;

export const FactSheetFiscalYearSchema = z.object({ id: z.number(), yearNepali: z.string(), yearEnglish: z.string() });

function factSheetOf<Campus extends z.ZodType>(campus: Campus) {
  return z.object({
    campus,
    fiscalYear: FactSheetFiscalYearSchema,
    enrolled: tableOf(FactSheetProgramRowSchema),
    graduated: tableOf(FactSheetProgramRowSchema),
    teachingStaff: tableOf(FactSheetStaffRowSchema),
    nonTeachingStaff: tableOf(FactSheetStaffRowSchema),
    /** The registers as they stand (not per fiscal year), archived records left out. */
    infrastructure: InfrastructureTotalsSchema,
  });
}

/** GET /FactSheet/{campusId}. */
export const FactSheetSchema = factSheetOf(FactSheetCampusSchema);
export type FactSheet = z.infer<typeof FactSheetSchema>;

/** GET /public/FactSheet/{campusId}: no personal phone or email, no person's name. */
export const PublicFactSheetSchema = factSheetOf(PublicFactSheetCampusSchema);
export type PublicFactSheet = z.infer<typeof PublicFactSheetSchema>;

export const FACT_SHEET_SORT_COLUMNS = [
  'campusName',
  'universityName',
  'district',
  'students',
  'graduates',
  'teachingStaff',
  'nonTeachingStaff',
] as const;
export type FactSheetSortColumn = (typeof FACT_SHEET_SORT_COLUMNS)[number];

/** GET /FactSheet: a page of the campuses of the scope, searched by name, of one university if asked. */
export const FactSheetListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(FACT_SHEET_SORT_COLUMNS),
  universityId: optionalId(),
  fiscalYearId: optionalId(),
});
export type FactSheetListQuery = z.output<typeof FactSheetListQuerySchema>;

/** A campus with its headline figures: students enrolled and graduated in the fiscal year, staff now. */
export const FactSheetListRowSchema = z.object({
  campusId: z.number(),
  campusName: z.string(),
  campusType: z.enum(CAMPUS_TYPES),
  universityId: z.number(),
  universityName: z.string(),
  district: z.string().nullable(),
  students: z.number(),
  graduates: z.number(),
  teachingStaff: z.number(),
  nonTeachingStaff: z.number(),
});
export type FactSheetListRow = z.infer<typeof FactSheetListRowSchema>;

export const FactSheetListSchema = pageSchema(FactSheetListRowSchema).extend({ fiscalYear: FactSheetFiscalYearSchema });
export type FactSheetList = z.infer<typeof FactSheetListSchema>;

const genderColumns = <Row extends FactSheetCounts>(): ReportTableColumn<Row>[] => [
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Other', value: (row) => row.other },
  { header: 'Total', value: (row) => row.total },
];

export const FACT_SHEET_PROGRAM_COLUMNS: ReportTableColumn<FactSheetProgramRow>[] = [
  { header: 'Program', value: (row) => row.program, weight: 3 },
  { header: 'Level', value: (row) => row.level, weight: 2 },
  ...genderColumns<FactSheetProgramRow>(),
];

export const FACT_SHEET_STAFF_COLUMNS: ReportTableColumn<FactSheetStaffRow>[] = [
  { header: 'Position', value: (row) => row.position, weight: 3 },
  ...genderColumns<FactSheetStaffRow>(),
];

/** The label of a table's total row. */
export const FACT_SHEET_TOTAL_LABEL = 'Total';

/** The four tables of a sheet in the order it shows them, each with its columns and what it says when empty. */
export const FACT_SHEET_TABLES = [
  { key: 'enrolled', title: 'Enrolled students', kind: 'program', empty: M.noStudents },
  { key: 'graduated', title: 'Graduated students', kind: 'program', empty: M.noGraduates },
  { key: 'teachingStaff', title: 'Teaching staff', kind: 'staff', empty: M.noTeachingStaff },
  { key: 'nonTeachingStaff', title: 'Non-teaching staff', kind: 'staff', empty: M.noNonTeachingStaff },
] as const;

/** A table's rows with its total row last, as the screen and the PDF show them. */
export function factSheetProgramLines(table: FactSheet['enrolled']): FactSheetProgramRow[] {
  return table.rows.length
    ? [...table.rows, { program: FACT_SHEET_TOTAL_LABEL, level: '', faculty: '', ...table.total }]
    : [];
}
export function factSheetStaffLines(table: FactSheet['teachingStaff']): FactSheetStaffRow[] {
  return table.rows.length ? [...table.rows, { position: FACT_SHEET_TOTAL_LABEL, ...table.total }] : [];
}

const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(', ');

/**
 * The campus block as labelled lines, only what is recorded: the official details, and on the
 * staff's sheet the landline, the principal and the focal person.
 */
export function factSheetCampusLines(campus: PublicFactSheetCampus | FactSheetCampus): [string, string][] {
  const lines: [string, string][] = [
    ['Campus', joined(campus.campusName, campus.campusNameNepali)],
    ['Affiliated to', campus.universityName],
    ['Address', joined(campus.locality, campus.wardNo ? `Ward ${campus.wardNo}` : null, campus.localLevel)],
    ['District', joined(campus.district)],
    ['Province', joined(campus.province)],
    ['Phone', joined(campus.phoneNo)],
    ['Email', joined(campus.email)],
    ['Website', joined(campus.url)],
    ['Established', joined(campus.yearOfEstd)],
  ];
  if ('principalName' in campus) {
    lines.push(
      ['Landline', joined(campus.contactNo2)],
      [
        'Principal',
        joined(campus.principalName, campus.principalPhoneNo, campus.principalPhoneNo1, campus.principalEmail),
      ],
      ['Focal person', joined(campus.contactName, campus.contactEmail, campus.contactPhoneNo)],
    );
  }
  return lines.filter(([, value]) => value);
}
