/**
 * References a person's form names, checked against the database and shared by every record
 * that keeps people (students, employees): an address from the address tree, as a form names
 * it (ids, or names from Address/GetAll), where what is given must fit what contains it and
 * a ward must be one the local level has; an ethnicity of the ethnic groups.
 */
import { STUDENT_RECORD_MESSAGES as M, type FieldIssue } from '@hemis/contracts';
import type { Db } from '../db/prisma.ts';
import { sameText } from './text-match.ts';

/** An address as a form names it: ids, or names from the address tree. */
export interface AddressFields {
  province: string | number | null;
  district: string | number | null;
  localLevel: string | number | null;
  wardNo: number | null;
  blockNo: string | null;
  houseNo: string | null;
  locality: string | null;
}

export interface ResolvedAddress {
  kind: 'permanent' | 'temporary';
  provinceId: number | null;
  districtId: number | null;
  localLevelId: number | null;
  wardNo: number | null;
  blockNo: string | null;
  houseNo: string | null;
  locality: string | null;
}

/** Every problem of a form, collected so that one 400 names each wrong field once. */
export class FormIssues {
  readonly list: FieldIssue[] = [];
  add(field: string, message: string) {
    this.list.push({ field: `body.${field}`, message });
  }
}

/** An id typed as a number or numeric text, or a name. */
function idOrName(value: string | number): { id: number } | { name: string } {
  if (typeof value === 'number') return { id: value };
  return /^\d+$/.test(value) ? { id: Number(value) } : { name: value };
}

async function findProvince(db: Db, value: string | number) {
  const key = idOrName(value);
  return db.province.findFirst({
    where:
      'id' in key
        ? { id: key.id }
        : { OR: [{ name: sameText(key.name) }, { reportKey: sameText(key.name) }, { nameNepali: key.name }] },
    select: { id: true },
  });
}

async function findDistrict(db: Db, value: string | number, provinceId: number | undefined) {
  const key = idOrName(value);
  return db.district.findFirst({
    where: {
      ...('id' in key ? { id: key.id } : { name: sameText(key.name) }),
      ...(provinceId ? { provinceId } : {}),
    },
    select: { id: true, provinceId: true },
  });
}

/** By id, or by name within the district (names repeat across districts): one match or none. */
async function findLocalLevel(db: Db, value: string | number, districtId: number | undefined) {
  const key = idOrName(value);
  const matches = await db.localLevel.findMany({
    where: {
      ...('id' in key ? { id: key.id } : { name: sameText(key.name) }),
      ...(districtId ? { districtId } : {}),
    },
    select: { id: true, numberOfWards: true, district: { select: { id: true, provinceId: true } } },
    take: 2,
  });
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * An address from names or ids. What is given must fit what contains it; a local level
 * named without its district fills the district and province in (when its name is unique).
 */
export async function resolveAddress(
  db: Db,
  issues: FormIssues,
  prefix: 'p' | 't',
  kind: ResolvedAddress['kind'],
  fields: AddressFields,
): Promise<ResolvedAddress | null> {
  if (Object.values(fields).every((value) => value === null)) return null;
  let provinceId: number | undefined;
  let districtId: number | undefined;
  let localLevelId: number | undefined;
  if (fields.province !== null) {
    provinceId = (await findProvince(db, fields.province))?.id;
    if (!provinceId) issues.add(`${prefix}Province`, M.provinceUnknown);
  }
  if (fields.district !== null && (provinceId || fields.province === null)) {
    const district = await findDistrict(db, fields.district, provinceId);
    if (district) {
      districtId = district.id;
      provinceId = district.provinceId;
    } else issues.add(`${prefix}District`, M.districtUnknown);
  }
  if (fields.localLevel !== null && (districtId || fields.district === null)) {
    const localLevel = await findLocalLevel(db, fields.localLevel, districtId);
    if (!localLevel || (provinceId && localLevel.district.provinceId !== provinceId)) {
      issues.add(`${prefix}LocalLevel`, M.localLevelUnknown);
    } else {
      localLevelId = localLevel.id;
      districtId = localLevel.district.id;
      provinceId = localLevel.district.provinceId;
      if (fields.wardNo !== null && fields.wardNo > localLevel.numberOfWards) {
        issues.add(`${prefix}WardNo`, M.wardOutOfRange);
      }
    }
  }
  return {
    kind,
    provinceId: provinceId ?? null,
    districtId: districtId ?? null,
    localLevelId: localLevelId ?? null,
    wardNo: fields.wardNo,
    blockNo: fields.blockNo,
    houseNo: fields.houseNo,
    locality: fields.locality,
  };
}

/** The ethnic group's own spelling of the name typed, or an issue. */
export async function resolveEthnicity(db: Db, issues: FormIssues, ethnicity: string | null): Promise<string | null> {
  if (ethnicity === null) return null;
  const group = await db.ethnicGroup.findFirst({ where: { name: sameText(ethnicity) }, select: { name: true } });
  if (!group) issues.add('ethnicity', M.ethnicityUnknown);
  return group?.name ?? null;
}
