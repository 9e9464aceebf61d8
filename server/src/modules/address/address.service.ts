/** The address tree (api-contract 5.2), and reading an address form's local level. */
import { SETUP_MESSAGES, type AddressEntry } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { sameText } from '../../lib/text-match.ts';

/** GET /Address/GetAll: every local level with its district, province and number of wards. */
export async function listAddresses(db: Db): Promise<AddressEntry[]> {
  const localLevels = await db.localLevel.findMany({
    select: {
      name: true,
      numberOfWards: true,
      district: { select: { name: true, province: { select: { name: true } } } },
    },
    orderBy: [{ district: { provinceId: 'asc' } }, { district: { name: 'asc' } }, { name: 'asc' }],
  });
  return localLevels.map((level) => ({
    province: level.district.province.name,
    district: level.district.name,
    localLevel: level.name,
    noOfWard: level.numberOfWards,
  }));
}

export interface AddressInput {
  localLevelId?: number;
  district?: string | null;
  localLevel?: string | null;
}

/**
 * The local level an address form names: by id, or by its name (and district, since names
 * repeat across districts). Undefined when the form says nothing about it, null when it
 * clears it; an unknown one is a 400.
 */
export async function localLevelIdOf(db: Db, input: AddressInput): Promise<number | null | undefined> {
  const unknown = () => AppError.validation([{ field: 'body.localLevel', message: SETUP_MESSAGES.localLevelUnknown }]);
  if (input.localLevelId) {
    const found = await db.localLevel.findUnique({ where: { id: input.localLevelId }, select: { id: true } });
    if (!found) throw unknown();
    return found.id;
  }
  if (input.localLevel === undefined) return undefined;
  if (input.localLevel === null) return null;
  const matches = await db.localLevel.findMany({
    where: {
      name: sameText(input.localLevel),
      ...(input.district ? { district: { name: sameText(input.district) } } : {}),
    },
    select: { id: true },
    take: 2,
  });
  if (matches.length !== 1) throw unknown();
  return matches[0]!.id;
}
