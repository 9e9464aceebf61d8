/**
 * A person's address as a record answers it: students and employees keep the same address
 * columns, read with the same place names, and the clients name the fields `pProvince` ... for
 * the permanent address and `tProvince` ... for the temporary one.
 */
import type { Prisma } from '../db/prisma.ts';

/** The place names an address row is read with. */
export const ADDRESS_PLACE_NAMES = {
  province: { select: { name: true } },
  district: { select: { name: true } },
  localLevel: { select: { name: true } },
} as const satisfies Prisma.StudentAddressInclude & Prisma.EmployeeAddressInclude;

interface AddressRow {
  province: { name: string } | null;
  district: { name: string } | null;
  localLevel: { name: string } | null;
  wardNo: number | null;
  blockNo: string | null;
  houseNo: string | null;
  locality: string | null;
}

type AddressFields<Prefix extends string, Locality extends string> = Record<
  `${Prefix}${'Province' | 'District' | 'LocalLevel' | 'BlockNo' | 'HouseNo' | Locality}`,
  string | null
> &
  Record<`${Prefix}WardNo`, number | null>;

/** `locality` is the name the record gives the tole: a student's `Locality`, an employee's `Tole`. */
export function addressFields<Prefix extends 'p' | 't', Locality extends 'Locality' | 'Tole'>(
  prefix: Prefix,
  address: AddressRow | undefined,
  locality: Locality,
): AddressFields<Prefix, Locality> {
  return {
    [`${prefix}Province`]: address?.province?.name ?? null,
    [`${prefix}District`]: address?.district?.name ?? null,
    [`${prefix}LocalLevel`]: address?.localLevel?.name ?? null,
    [`${prefix}WardNo`]: address?.wardNo ?? null,
    [`${prefix}BlockNo`]: address?.blockNo ?? null,
    [`${prefix}HouseNo`]: address?.houseNo ?? null,
    [`${prefix}${locality}`]: address?.locality ?? null,
  } as AddressFields<Prefix, Locality>;
}
