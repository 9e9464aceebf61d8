/**
 * Helpers for tests of setup records: the audit entries written for a record, tiny files
 * whose first bytes make them a PNG, a JPEG or something else, reads and lists across
 * universities, and writes refused to a role.
 */
import { expect } from 'vitest';
import type { Role } from '@hemis/contracts';
import type { PrismaClient } from '../../server/src/db/prisma.ts';
import type { TestApp } from './app.ts';
import type { factoriesFor } from './factories.ts';
import { asUser } from './session.ts';

export function auditEntriesFor(prisma: PrismaClient, entity: string, entityId: number | string) {
  return prisma.auditLog.findMany({ where: { entity, entityId: String(entityId) }, orderBy: { id: 'asc' } });
}

/** A PNG as far as any content check goes: the signature and a little more. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** A script dressed as an image by its name only. */
export const NOT_AN_IMAGE = Buffer.from('<script>alert(1)</script>');

/**
 * Reads a record of the caller's own university (200) and one of another university's (404),
 * as a `role` user of a campus of the first; the own read names the route in lower case, as
 * some of the old clients do. Answers the own record and its read.
 */
export async function readOwnUniversityRecord<Row extends { id: number }>(
  test: TestApp,
  make: ReturnType<typeof factoriesFor>,
  { role, path, create }: { role: Role; path: string; create: (universityId: number) => Promise<Row> },
) {
  const campus = await make.createCampus();
  const own = await create(campus.universityId);
  const foreign = await create((await make.createUniversity()).id);
  const api = asUser(test, await make.createUser({ role, campusId: campus.id }));
  const response = await api.get(`${path.toLowerCase()}/${own.id}`).expect(200);
  await api.get(`${path}/${foreign.id}`).expect(404);
  return { own, response };
}

/**
 * Lists a university's records as a `role` user of a campus of it, through each of the paths
 * `own` gives for its id (only the own record answers), and through the path `foreign` gives for
 * another university's id (none answers).
 */
export async function listOwnUniversityRecords<Row extends { id: number }>(
  test: TestApp,
  make: ReturnType<typeof factoriesFor>,
  {
    role,
    create,
    own,
    foreign,
  }: {
    role: Role;
    create: (universityId: number) => Promise<Row>;
    own: (universityId: number) => string[];
    foreign: (universityId: number) => string;
  },
) {
  const campus = await make.createCampus();
  const record = await create(campus.universityId);
  const foreignUniversity = await make.createUniversity();
  await create(foreignUniversity.id);
  const api = asUser(test, await make.createUser({ role, campusId: campus.id, universityId: campus.universityId }));
  const lists = [];
  for (const path of own(campus.universityId)) lists.push((await api.get(path).expect(200)).body);
  expect((await api.get(foreign(foreignUniversity.id)).expect(200)).body).toEqual([]);
  return { own: record, lists };
}

/** Posts `body` to `path` as a new user of each of `roles`: every one is refused (403). */
export async function expectPostRefused(
  test: TestApp,
  make: ReturnType<typeof factoriesFor>,
  path: string,
  roles: Role[],
  body: object = {},
) {
  for (const role of roles) {
    await asUser(test, await make.createUser({ role }))
      .post(path)
      .send(body)
      .expect(403);
  }
}
