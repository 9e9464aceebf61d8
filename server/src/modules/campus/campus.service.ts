/**
 * Campus reads, and the institution record the clients read for a signed-in user
 * (api-contract 3 and 5.1): a campus, or a university shown in the same shape.
 */
import {
  can,
  CAMPUS_FIELDS_NOT_FOR_CAMPUS,
  DEFAULT_CAMPUS_ID,
  REGISTRY_MESSAGES,
  SETUP_MESSAGES,
  type CampusHeader,
  type CampusOption,
  type CampusSelectionQueryParsed,
  type CreateCampusBodyParsed,
  type Institution,
  type UpdateCampusBodyParsed,
  type UpdateCampusLocationQueryParsed,
  type UpdateCampusProfileBodyParsed,
  type UserType,
} from '@hemis/contracts';
import type { Db, Prisma, PrismaClient } from '../../db/prisma.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { universityOwner } from '../../lib/ownership.ts';
import { createRecord, listRecords, modelStore, updateRecord } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { withSavedImage } from '../../lib/storage.ts';
import { localLevelIdOf } from '../address/address.service.ts';
import { containsText } from '../../lib/text-match.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ADDRESS_INCLUDE = {
  localLevel: { select: { name: true, district: { select: { name: true, province: { select: { name: true } } } } } },
} as const;

const CAMPUS_INCLUDE = {
  ...ADDRESS_INCLUDE,
  university: { select: { name: true } },
} as const satisfies Prisma.CampusInclude;

type CampusWithAddress = Prisma.CampusGetPayload<{ include: typeof CAMPUS_INCLUDE }>;
type UniversityWithAddress = Prisma.UniversityGetPayload<{ include: typeof ADDRESS_INCLUDE }>;

function toInstitution(campus: CampusWithAddress): Institution {
  const localLevel = campus.localLevel?.name ?? null;
  return {
    id: campus.id,
    universityId: campus.universityId,
    campusName: campus.campusName,
    name: campus.campusName,
    campusType: campus.campusType,
    type: campus.campusType,
    shortName: campus.shortName,
    code: campus.code,
    alias: campus.alias,
    shortCode: campus.shortCode,
    logo: campus.logo,
    email: campus.email,
    url: campus.url,
    province: campus.localLevel?.district.province.name ?? null,
    district: campus.localLevel?.district.name ?? null,
    localLevel,
    palika: localLevel,
    wardNo: campus.wardNo,
    locality: campus.locality,
    address: campus.address,
    yearOfEstd: campus.yearOfEstd,
    dateOfEstd: campus.dateOfEstdBs,
    dateOfEstdAd: campus.dateOfEstdAd ? campus.dateOfEstdAd.toISOString().slice(0, 10) : null,
    accreditation: campus.accreditation,
    focalPersonName: campus.focalPersonName,
    principalName: campus.principalName,
    principalPhoneNo: campus.principalPhoneNo,
    principalPhoneNo1: campus.principalPhoneNo1,
    principalEmail: campus.principalEmail,
    phoneNo: campus.phoneNo,
    contactNo: campus.contactNo,
    contactNo1: campus.contactNo,
    contactNo2: campus.contactNo2,
    contactNo3: campus.contactNo3,
    contactName: campus.contactName,
    contactEmail: campus.contactEmail,
    contactPhoneNo: campus.contactPhoneNo,
    contactPhoneNo1: campus.contactPhoneNo1,
    position: campus.position,
    bankName: campus.bankName,
    branch: campus.branch,
    accountNo: campus.accountNo,
    latitude: campus.latitude === null ? null : Number(campus.latitude),
    longitude: campus.longitude === null ? null : Number(campus.longitude),
    university: { name: campus.university.name },
    universityName: campus.university.name,
  };
}

/** A university in the institution shape, for users of type Uni; campus-only fields are empty. */
function universityToInstitution(university: UniversityWithAddress): Institution {
  const localLevel = university.localLevel?.name ?? null;
  const empty = null;
  return {
    id: university.id,
    universityId: university.id,
    campusName: university.name,
    name: university.name,
    campusType: empty,
    type: empty,
    shortName: university.code,
    code: university.code,
    alias: empty,
    shortCode: empty,
    logo: university.logo,
    email: university.email,
    url: university.website,
    province: university.localLevel?.district.province.name ?? null,
    district: university.localLevel?.district.name ?? null,
    localLevel,
    palika: localLevel,
    wardNo: empty,
    locality: empty,
    address: empty,
    yearOfEstd: university.establishedYear,
    dateOfEstd: empty,
    dateOfEstdAd: empty,
    accreditation: empty,
    focalPersonName: empty,
    principalName: empty,
    principalPhoneNo: empty,
    principalPhoneNo1: empty,
    principalEmail: empty,
    phoneNo: university.phone,
    contactNo: university.phone,
    contactNo1: university.phone,
    contactNo2: empty,
    contactNo3: empty,
    contactName: empty,
    contactEmail: university.email,
    contactPhoneNo: empty,
    contactPhoneNo1: empty,
    position: empty,
    bankName: empty,
    branch: empty,
    accountNo: empty,
    latitude: empty,
    longitude: empty,
    university: { name: university.name },
    universityName: university.name,
  };
}

async function loadCampusInstitution(prisma: PrismaClient, where: Prisma.CampusWhereInput) {
  const campus = await prisma.campus.findFirst({ where, include: CAMPUS_INCLUDE });
  return campus ? toInstitution(campus) : null;
}

/** The public header of any campus (spec section 1: logo, name, local level, district). */
export async function getCampusHeader(prisma: PrismaClient, id: number): Promise<CampusHeader> {
  const campus = foundOrNotFound(await prisma.campus.findUnique({ where: { id }, include: ADDRESS_INCLUDE }), 'Campus');
  return {
    id: campus.id,
    logo: campus.logo,
    campusName: campus.campusName,
    localLevel: campus.localLevel?.name ?? null,
    district: campus.localLevel?.district.name ?? null,
  };
}

/**
 * GET /Campus/{id}. The header fields are public (the login page reads them without a
 * token); the full record only goes to staff whose scope holds the campus. Out of scope,
 * a signed-in caller gets the public header, as an anonymous one would.
 */
export async function getCampus(
  prisma: PrismaClient,
  actor: Actor | null,
  id: number,
): Promise<Institution | CampusHeader> {
  if (actor && can(actor.role, 'campus:read')) {
    const where = scopeWhere<Prisma.CampusWhereInput>(
      actor.scope,
      { campusField: 'id', universityField: 'universityId' },
      { id },
    );
    const record = await loadCampusInstitution(prisma, where);
    if (record) return record;
  }
  return getCampusHeader(prisma, id);
}

/**
 * The institution a user acts for: its campus (type college), its university (type Uni).
 * Grants-body users (type Ugc) act through the portal's own campus, the one the public
 * header shows (spec section 1, DEFAULT_CAMPUS_ID): the original client sends it as
 * cOllegeId with isUgc=true. Their scope stays national (contracts scopeOf reads the role).
 */
export async function getInstitutionOf(
  prisma: PrismaClient,
  user: { type: UserType; universityId: number | null; campusId: number | null },
): Promise<Institution> {
  if (user.type === 'Uni' && user.universityId !== null) {
    const university = await prisma.university.findUnique({
      where: { id: user.universityId },
      include: ADDRESS_INCLUDE,
    });
    return universityToInstitution(foundOrNotFound(university, 'University'));
  }
  const campusId = user.type === 'college' && user.campusId !== null ? user.campusId : DEFAULT_CAMPUS_ID;
  return foundOrNotFound(await loadCampusInstitution(prisma, { id: campusId }), 'Campus');
}

// ---------------------------------------------------------------------------------------
// Campus setup (issue: setup API): lists, the campus form with its logo, and the GPS screen.
// ---------------------------------------------------------------------------------------

/** Campus staff change their own campus, a university its campuses, the grants body any. */
const CAMPUS_SCOPE = { campusField: 'id', universityField: 'universityId' } as const;

const campusStore = modelStore((db: Db) => db.campus, {
  entity: 'Campus',
  conflictMessage: SETUP_MESSAGES.campusExists,
  readScope: CAMPUS_SCOPE,
  include: CAMPUS_INCLUDE,
  orderBy: { campusName: 'asc' },
});

/** GET /Campus/GetAllCampuses and /Campus/GetCampusForSelection: the campuses the caller may see. */
export async function listCampusOptions(
  context: ReadContext,
  query: Partial<CampusSelectionQueryParsed> = {},
): Promise<CampusOption[]> {
  const where: Prisma.CampusWhereInput = {
    ...(query.universityId ? { universityId: query.universityId } : {}),
    ...(query.campusType ? { campusType: query.campusType } : {}),
    ...(query.search ? { campusName: containsText(query.search) } : {}),
  };
  const campuses = await listRecords(context, campusStore, where);
  return campuses.map((campus) => ({
    id: campus.id,
    name: campus.campusName,
    campusName: campus.campusName,
    campusType: campus.campusType,
    universityId: campus.universityId,
    universityName: campus.university.name,
  }));
}

/** The campus columns a form sets; the address and the logo are resolved by the caller. */
async function campusColumns(db: Db, body: UpdateCampusBodyParsed) {
  const {
    logo: _logo,
    dateOfEstd,
    dateOfEstdAd,
    district: _district,
    localLevel: _localLevel,
    localLevelId: _id,
    ...columns
  } = body;
  const localLevelId = await localLevelIdOf(db, body);
  return {
    ...columns,
    ...(dateOfEstd !== undefined ? { dateOfEstdBs: dateOfEstd } : {}),
    ...(dateOfEstdAd !== undefined
      ? { dateOfEstdAd: dateOfEstdAd ? new Date(`${dateOfEstdAd}T00:00:00Z`) : null }
      : {}),
    ...(localLevelId !== undefined ? { localLevelId } : {}),
  };
}

const LOGO_PREFIX = 'campus-logo';

export async function createCampus(
  context: WriteContext,
  fileStore: FileStore,
  body: CreateCampusBodyParsed,
): Promise<Institution> {
  const { universityId } = await universityOwner(context.prisma, context.scope, body.universityId);
  const { universityId: _requested, ...fields } = body;
  const columns = await campusColumns(context.prisma, fields);
  const campus = await withSavedImage(fileStore, body.logo, LOGO_PREFIX, (logo) =>
    createRecord(context, campusStore, {
      ...columns,
      campusName: fields.campusName,
      campusType: fields.campusType,
      universityId,
      ...(logo ? { logo } : {}),
    }),
  );
  return toInstitution(campus);
}

/**
 * A campus changes its own profile but not what its university decides (its name, type,
 * code, accreditation and status): each such field sent by a campus user is a 400.
 */
function refuseFieldsNotForCampus(context: WriteContext, body: UpdateCampusBodyParsed) {
  if (context.scope.kind !== 'campus') return;
  const issues = CAMPUS_FIELDS_NOT_FOR_CAMPUS.filter((field) => body[field] !== undefined).map((field) => ({
    field: `body.${field}`,
    message: REGISTRY_MESSAGES.campusFieldNotForCampus,
  }));
  if (issues.length > 0) throw AppError.validation(issues);
}

export async function updateCampus(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  body: UpdateCampusBodyParsed,
): Promise<Institution> {
  refuseFieldsNotForCampus(context, body);
  const columns = await campusColumns(context.prisma, body);
  const campus = await withSavedImage(fileStore, body.logo, LOGO_PREFIX, (logo) =>
    updateRecord(context, campusStore, id, { ...columns, ...(logo ? { logo } : {}) }),
  );
  return toInstitution(campus);
}

/** PATCH /Campus/UpdateLongitude: the GPS screen places the campus on the map. */
export async function updateCampusLocation(context: WriteContext, query: UpdateCampusLocationQueryParsed) {
  const campus = await updateRecord(context, campusStore, query.campusId, {
    latitude: query.latitude,
    longitude: query.longitude,
  });
  return { id: campus.id, latitude: Number(campus.latitude), longitude: Number(campus.longitude) };
}

/** PATCH /Campus/Profile: a campus's staff edit their own campus's profile (the schema leaves out what they may not change). */
export async function updateOwnCampusProfile(
  context: WriteContext,
  fileStore: FileStore,
  body: UpdateCampusProfileBodyParsed,
): Promise<Institution> {
  if (context.scope.kind !== 'campus') throw AppError.notFound('Campus');
  return updateCampus(context, fileStore, context.scope.campusId, body);
}
