import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_HEADER, RETURN_MESSAGES, type ApiKey } from '@hemis/contracts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });

let uniAdmin: TestUser;
let otherUniAdmin: TestUser;
let campusId: number;

const batch = { batchKey: 'first', students: [{ name: 'A student' }], staff: [] };

beforeAll(async () => {
  const campus = await make.createCampus();
  campusId = campus.id;
  uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
  otherUniAdmin = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
});

async function createKey(user: TestUser, name = 'Student system') {
  const response = await asUser(test, user).post('/api/UniversityApiKey').send({ name }).expect(201);
  return response.body as ApiKey & { key: string };
}

describe('university API keys', () => {
  it('shows a new key once, then only its prefix, and keeps only its hash', async () => {
    const created = await createKey(uniAdmin);
    expect(created.key).toMatch(/^hemis_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({ universityId: uniAdmin.universityId, name: 'Student system', revokedAt: null });

    const listed = (await asUser(test, uniAdmin).get('/api/UniversityApiKey').expect(200)).body as ApiKey[];
    const entry = listed.find((key) => key.id === created.id);
    expect(entry).toMatchObject({ prefix: created.prefix, name: 'Student system', lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(created.prefix.length + 1));
    expect(Object.keys(entry!)).not.toContain('key');

    const kept = await test.app.prisma.universityApiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(kept.secretHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(kept)).not.toContain(created.key);

    const audit = await test.app.prisma.auditLog.findFirstOrThrow({
      where: { entity: 'UniversityApiKey', entityId: String(created.id), action: 'create' },
    });
    expect(audit.userId).toBe(uniAdmin.id);
    expect(JSON.stringify(audit.changes)).not.toContain(created.key);
    expect(JSON.stringify(audit.changes)).not.toContain(kept.secretHash);
  });

  it('lists only the caller’s university’s keys', async () => {
    const own = await createKey(uniAdmin);
    const others = await createKey(otherUniAdmin);
    const listed = (await asUser(test, otherUniAdmin).get('/api/UniversityApiKey').expect(200)).body as ApiKey[];
    expect(listed.map((key) => key.id)).toContain(others.id);
    expect(listed.map((key) => key.id)).not.toContain(own.id);
    expect(listed.every((key) => key.universityId === otherUniAdmin.universityId)).toBe(true);
  });

  it('refuses a key for another university', async () => {
    await asUser(test, uniAdmin)
      .post('/api/UniversityApiKey')
      .send({ name: 'Theirs', universityId: otherUniAdmin.universityId })
      .expect(404);
  });

  it('refuses a key without a name, naming the field', async () => {
    const response = await asUser(test, uniAdmin).post('/api/UniversityApiKey').send({ name: ' ' }).expect(400);
    expect(response.body.issues).toMatchObject([{ field: 'body.name', message: RETURN_MESSAGES.apiKeyNameRequired }]);
  });

  it('revokes a key once; the submission API then refuses it', async () => {
    const created = await createKey(uniAdmin);
    const send = () =>
      test.api
        .post(`/api/Submission/AnnualReturn/999999/Campus/${campusId}`)
        .set(API_KEY_HEADER, created.key)
        .send(batch);
    // Before it is revoked the key is let in (the fiscal year has no return).
    expect((await send()).body.message).toBe(RETURN_MESSAGES.returnNotOpen);

    const revoked = await asUser(test, uniAdmin)
      .post(`/api/UniversityApiKey/${created.id}/Revoke`)
      .send({})
      .expect(200);
    expect(revoked.body).toMatchObject({ id: created.id, revokedAt: '2026-11-26T06:00:00.000Z' });
    expect(revoked.body.lastUsedAt).toBe('2026-11-26T06:00:00.000Z');
    const again = await asUser(test, uniAdmin).post(`/api/UniversityApiKey/${created.id}/Revoke`).send({}).expect(409);
    expect(again.body.message).toBe(RETURN_MESSAGES.apiKeyRevoked);

    const refused = await send().expect(401);
    expect(refused.body.message).toBe(RETURN_MESSAGES.apiKeyInvalid);
    const audit = await test.app.prisma.auditLog.findFirstOrThrow({
      where: { entity: 'UniversityApiKey', entityId: String(created.id), action: 'update' },
    });
    expect(audit.userId).toBe(uniAdmin.id);
  });

  it('answers 404 for another university’s key, revoking nothing', async () => {
    const others = await createKey(otherUniAdmin);
    await asUser(test, uniAdmin).post(`/api/UniversityApiKey/${others.id}/Revoke`).send({}).expect(404);
    const kept = await test.app.prisma.universityApiKey.findUniqueOrThrow({ where: { id: others.id } });
    expect(kept.revokedAt).toBeNull();
  });

  it('lets no role but a UniAdmin manage keys', async () => {
    const collegeAdmin = await make.createUser({ role: 'CollegeAdmin' });
    const ugcAdmin = await make.createUser({ role: 'UgcAdmin' });
    await asUser(test, collegeAdmin).get('/api/UniversityApiKey').expect(403);
    await asUser(test, ugcAdmin).post('/api/UniversityApiKey').send({ name: 'x' }).expect(403);
  });
});
