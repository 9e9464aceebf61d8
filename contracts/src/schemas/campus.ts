/** Campus shapes (api-contract 5.1 and 5.2): the public header and the full institution record. */
import { z } from 'zod';
import { CAMPUS_TYPES, NEPAL_BOUNDS } from '../constants/index.ts';
import { REGISTRY_MESSAGES as R, SETUP_MESSAGES as S } from '../messages/messages.ts';
import {
  clearableText,
  optionalAdDate,
  optionalBoolean,
  optionalChoice,
  optionalEmail,
  optionalId,
  optionalInt,
  optionalNumber,
  optionalPhone,
  optionalText,
  optionalUpload,
  IdParamsSchema,
  requiredChoice,
  requiredId,
  requiredNumber,
  requiredText,
} from './fields.ts';

/** What the public header and the login page read, without a token (spec section 1). */
export const CampusHeaderSchema = z.object({
  id: z.number(),
  logo: z.string().nullable(),
  campusName: z.string(),
  localLevel: z.string().nullable(),
  district: z.string().nullable(),
});
export type CampusHeader = z.infer<typeof CampusHeaderSchema>;

const text = z.string().nullable();

/**
 * An institution as the clients read it: the signed-in user's `institution`, the profile
 * (Student/GetUserDetails) and an authenticated Campus/{id}. Aliases the clients read under
 * two names are both present: name = campusName, palika = localLevel, contactNo1 = contactNo.
 */
export const InstitutionSchema = z.object({
  id: z.number(),
  universityId: z.number(),
  campusName: z.string(),
  name: z.string(),
  campusType: z.enum(CAMPUS_TYPES).nullable(),
  /** The campus type again, under the key the profile screen reads. */
  type: z.enum(CAMPUS_TYPES).nullable(),
  shortName: text,
  code: text,
  alias: text,
  shortCode: text,
  logo: text,
  email: text,
  url: text,
  province: text,
  district: text,
  localLevel: text,
  palika: text,
  wardNo: z.number().nullable(),
  locality: text,
  address: text,
  yearOfEstd: z.number().nullable(),
  /** Bikram Sambat, as entered. */
  dateOfEstd: text,
  /** Gregorian, YYYY-MM-DD. */
  dateOfEstdAd: text,
  accreditation: text,
  focalPersonName: text,
  principalName: text,
  principalPhoneNo: text,
  principalPhoneNo1: text,
  principalEmail: text,
  phoneNo: text,
  contactNo: text,
  contactNo1: text,
  contactNo2: text,
  contactNo3: text,
  contactName: text,
  contactEmail: text,
  contactPhoneNo: text,
  contactPhoneNo1: text,
  position: text,
  bankName: text,
  branch: text,
  accountNo: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  university: z.object({ name: z.string() }).nullable(),
  universityName: text,
});
export type Institution = z.infer<typeof InstitutionSchema>;

export const CampusIdParamsSchema = IdParamsSchema;

/**
 * The campus form (organization-management/campus-register, accreditation campus edit,
 * api-contract 8.6): sent as multipart with the logo file. The address is the local level's
 * id, or its district and local level names as the address cascade (Address/GetAll) shows them.
 * The university comes from the signed-in user; only the grants body names one.
 */
export const CreateCampusBodySchema = z.object({
  universityId: optionalId(),
  campusName: requiredText(S.campusNameRequired),
  campusNameNepali: clearableText(),
  campusType: requiredChoice(CAMPUS_TYPES, S.campusTypeRequired),
  shortName: clearableText(),
  code: clearableText(),
  alias: clearableText(),
  shortCode: clearableText(),
  localLevelId: optionalId(),
  district: clearableText(),
  localLevel: clearableText(),
  wardNo: optionalInt({ min: 1, max: 99, message: S.wardInvalid }),
  locality: clearableText(),
  tole: clearableText(),
  address: clearableText(),
  yearOfEstd: optionalInt({ min: 1000, max: 9999, message: S.yearOfEstdInvalid }),
  /** Bikram Sambat, as entered. */
  dateOfEstd: clearableText(),
  /** Gregorian, YYYY-MM-DD, beside the Bikram Sambat date. */
  dateOfEstdAd: optionalAdDate(R.dateOfEstdAdInvalid),
  accreditation: clearableText(),
  email: optionalEmail(),
  url: clearableText(),
  phoneNo: optionalPhone(R.phoneInvalid),
  contactNo: optionalPhone(R.phoneInvalid),
  contactNo2: optionalPhone(R.phoneInvalid),
  contactNo3: optionalPhone(R.phoneInvalid),
  contactName: clearableText(),
  contactEmail: optionalEmail(),
  contactPhoneNo: optionalPhone(R.phoneInvalid),
  contactPhoneNo1: optionalPhone(R.phoneInvalid),
  position: clearableText(),
  focalPersonName: clearableText(),
  principalName: clearableText(),
  principalPhoneNo: optionalPhone(R.phoneInvalid),
  principalPhoneNo1: optionalPhone(R.phoneInvalid),
  principalEmail: optionalEmail(),
  bankName: clearableText(),
  branch: clearableText(),
  accountNo: clearableText(),
  latitude: optionalNumber(NEPAL_BOUNDS.minLatitude, NEPAL_BOUNDS.maxLatitude, R.latitudeInNepal),
  longitude: optionalNumber(NEPAL_BOUNDS.minLongitude, NEPAL_BOUNDS.maxLongitude, R.longitudeInNepal),
  status: optionalBoolean(),
  logo: optionalUpload(),
});
export type CreateCampusBody = z.input<typeof CreateCampusBodySchema>;
export type CreateCampusBodyParsed = z.output<typeof CreateCampusBodySchema>;

/** PATCH /Campus/{id}: the same fields, each optional; a new logo replaces the old one. */
export const UpdateCampusBodySchema = CreateCampusBodySchema.omit({ universityId: true }).partial();
export type UpdateCampusBody = z.input<typeof UpdateCampusBodySchema>;
export type UpdateCampusBodyParsed = z.output<typeof UpdateCampusBodySchema>;

/**
 * What only the university or the grants body decides about a campus: its name, type and
 * code (the registry's identity), its accreditation and whether it is active. A campus
 * changes everything else of its own profile.
 */
export const CAMPUS_FIELDS_NOT_FOR_CAMPUS = ['campusName', 'campusType', 'code', 'accreditation', 'status'] as const;

/** PATCH /Campus/Profile: the caller's own campus, within what a campus may change. */
export const UpdateCampusProfileBodySchema = UpdateCampusBodySchema.omit({
  campusName: true,
  campusType: true,
  code: true,
  accreditation: true,
  status: true,
});
export type UpdateCampusProfileBody = z.input<typeof UpdateCampusProfileBodySchema>;
export type UpdateCampusProfileBodyParsed = z.output<typeof UpdateCampusProfileBodySchema>;

/** PATCH /Campus/UpdateLongitude?CampusId=&Latitude=&Longitude= (the GPS screen, body null). */
export const UpdateCampusLocationQuerySchema = z.object({
  campusId: requiredId(S.campusRequired),
  latitude: requiredNumber(NEPAL_BOUNDS.minLatitude, NEPAL_BOUNDS.maxLatitude, R.latitudeInNepal),
  longitude: requiredNumber(NEPAL_BOUNDS.minLongitude, NEPAL_BOUNDS.maxLongitude, R.longitudeInNepal),
});
export type UpdateCampusLocationQueryParsed = z.output<typeof UpdateCampusLocationQuerySchema>;

export const CampusLocationSchema = z.object({ id: z.number(), latitude: z.number(), longitude: z.number() });

/** GET /Campus/GetAllCampuses and /Campus/GetCampusForSelection: the clients read id and name. */
export const CampusOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  campusName: z.string(),
  campusType: z.enum(CAMPUS_TYPES),
  universityId: z.number(),
  universityName: z.string(),
});
export type CampusOption = z.infer<typeof CampusOptionSchema>;

/** Optional filters of the campus selections (report filters pick a university, then a type). */
export const CampusSelectionQuerySchema = z.object({
  universityId: optionalId(),
  campusType: optionalChoice(CAMPUS_TYPES, S.campusTypeRequired),
  search: optionalText(),
});
export type CampusSelectionQueryParsed = z.output<typeof CampusSelectionQuerySchema>;
