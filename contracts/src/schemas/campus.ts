/** Campus shapes (api-contract 5.1 and 5.2): the public header and the full institution record. */
import { z } from 'zod';
import { CAMPUS_TYPES } from '../constants/index.ts';

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

export const CampusIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
