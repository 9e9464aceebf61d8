/**
 * A campus's teaching departments and non-teaching sections (api-contract 5.4:
 * Management/Departments and Management/Sections). Both belong to the caller's campus.
 */
import { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from '../messages/employee.ts';
import { clearableText, optionalBoolean, optionalId, optionalInt, requiredText } from './fields.ts';

export const DepartmentSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  departmentName: z.string(),
  status: z.boolean(),
  remarks: z.string().nullable(),
});
export type Department = z.infer<typeof DepartmentSchema>;

export const DepartmentBodySchema = z.object({
  departmentName: requiredText(M.departmentNameRequired),
  status: optionalBoolean(),
  remarks: clearableText(),
});
export type DepartmentBody = z.input<typeof DepartmentBodySchema>;
export type DepartmentBodyParsed = z.output<typeof DepartmentBodySchema>;

/** Management/UpdateDepartment/{id}: the edit sends every field again (and the id). */
export const UpdateDepartmentBodySchema = DepartmentBodySchema.partial().extend({ id: optionalId() });
export type UpdateDepartmentBody = z.input<typeof UpdateDepartmentBodySchema>;
export type UpdateDepartmentBodyParsed = z.output<typeof UpdateDepartmentBodySchema>;

export const SectionSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  sectionName: z.string(),
  index: z.number().nullable(),
  status: z.boolean(),
  remarks: z.string().nullable(),
  /** "" from the setup screen, "Student" from the older /addSection screen. */
  sectionType: z.string(),
});
export type Section = z.infer<typeof SectionSchema>;

export const SectionBodySchema = z.object({
  sectionName: requiredText(M.sectionNameRequired),
  sectionType: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? ''),
  remarks: clearableText(),
  status: optionalBoolean(),
  index: optionalInt({ min: 0, max: 9999 }),
});
export type SectionBody = z.input<typeof SectionBodySchema>;
export type SectionBodyParsed = z.output<typeof SectionBodySchema>;

/** Management/UpdateSection/{id}: the contract requires a non-empty section type on update. */
export const UpdateSectionBodySchema = SectionBodySchema.partial().extend({
  id: optionalId(),
  sectionType: requiredText(M.sectionTypeRequired).optional(),
});
export type UpdateSectionBody = z.input<typeof UpdateSectionBodySchema>;
export type UpdateSectionBodyParsed = z.output<typeof UpdateSectionBodySchema>;

/** For the grants body and universities: the departments or sections of one campus of their scope. */
export const CampusSetupListQuerySchema = z.object({ campusId: optionalId() });

const optionalSectionType = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Management/Sections?sectionType=Student: the sections of one type only (/addSection keeps the
 * students'); ?exceptSectionType=Student: every other type (the staff's sections, which the
 * staff screens list and an employee is placed in).
 */
export const SectionListQuerySchema = CampusSetupListQuerySchema.extend({
  sectionType: optionalSectionType,
  exceptSectionType: optionalSectionType,
});
export type SectionListQueryParsed = z.output<typeof SectionListQuerySchema>;

/** The section type /addSection gives the sections it adds (api-contract 5.4). */
export const STUDENT_SECTION_TYPE = 'Student';
