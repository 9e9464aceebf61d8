/** The institution header of a campus's documents, read from its record (logo, affiliation, address, phone, year). */
import type { Db } from '../../db/prisma.ts';
import type { Institution } from './document.ts';
import { campusLogo } from './images.ts';
import type { FileStore } from '../file-store.ts';

export async function campusInstitution(db: Db, fileStore: FileStore, campusId: number): Promise<Institution> {
  const campus = await db.campus.findUniqueOrThrow({
    where: { id: campusId },
    select: {
      campusName: true,
      logo: true,
      phoneNo: true,
      yearOfEstd: true,
      tole: true,
      localLevel: { select: { name: true, district: { select: { name: true } } } },
      university: { select: { name: true } },
    },
  });
  return {
    campusName: campus.campusName,
    universityName: campus.university.name,
    address:
      [campus.tole, campus.localLevel?.name, campus.localLevel?.district.name].filter(Boolean).join(', ') || null,
    phone: campus.phoneNo,
    established: campus.yearOfEstd,
    logo: await campusLogo(fileStore, campus.logo),
  };
}
