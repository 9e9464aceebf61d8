import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import {
  auditEntriesFor,
  expectPostRefused,
  listOwnUniversityRecords,
  readOwnUniversityRecord,
} from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const LEVEL_FIELDS = ['alias', 'campusId', 'code', 'id', 'levelName', 'remarks', 'shortName', 'status', 'universityId'];

const { test, make } = useTestApp();

describe('POST /Level', () => {
  it('adds a level for the university admin’s university and audits it', async () => {
    const university = await make.createUniversity();
    const admin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const levelName = uniqueName('Doctorate');
    const response = await asUser(test, admin)
      .post('/api/Level')
      .send({ LevelName: ` ${levelName} `, Code: ' PHD ', remarks: 'Research' })
      .expect(201);
    expect(Object.keys(response.body).sort()).toEqual(LEVEL_FIELDS);
    expect(response.body).toMatchObject({
      levelName,
      code: 'PHD',
      universityId: university.id,
      campusId: null,
      status: true,
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'Level', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('answers 400 with the spec’s messages for a missing name and code', async () => {
    const response = await asUser(test, await make.createUser({ role: 'CollegeAdmin' }))
      .post('/api/Level')
      .send({ levelName: '', code: '  ' })
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.levelName', message: VALIDATION_MESSAGES.levelNameRequired },
      { field: 'body.code', message: VALIDATION_MESSAGES.codeRequired },
    ]);
  });

  it('answers 409 "Level already exists!" for a duplicate code or name', async () => {
    const university = await make.createUniversity();
    const existing = await make.createLevel({ universityId: university.id });
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }));
    const sameCode = await api
      .post('/api/Level')
      .send({ levelName: uniqueName('L'), code: existing.code })
      .expect(409);
    expect(sameCode.body.message).toBe(SPEC_MESSAGES.levelExists);
    await api
      .post('/api/Level')
      .send({ levelName: existing.levelName, code: uniqueName('C') })
      .expect(409);
  });

  it('refuses a college user', async () => {
    await expectPostRefused(test, make, '/api/Level', ['CollegeUser'], { levelName: 'x', code: 'x' });
  });
});

describe('GET /level', () => {
  it('reads one level in scope and answers 404 for another university’s', async () => {
    const { response } = await readOwnUniversityRecord(test, make, {
      role: 'CollegeAdmin',
      path: '/api/Level',
      create: (universityId) => make.createLevel({ universityId }),
    });
    expect(Object.keys(response.body).sort()).toEqual(LEVEL_FIELDS);
  });

  it('lists through GetAllLebel/{universityId} and GetAllLevels, only within scope', async () => {
    const { own, lists } = await listOwnUniversityRecords(test, make, {
      role: 'CollegeUser',
      create: (universityId) => make.createLevel({ universityId }),
      own: (universityId) => [
        `/api/level/GetAllLebel/${universityId}`,
        '/api/Level/GetAllLevels',
        '/api/LEVEL/getalllebel/0',
      ],
      foreign: (universityId) => `/api/level/GetAllLebel/${universityId}`,
    });
    for (const list of lists) expect(list).toEqual([expect.objectContaining({ id: own.id, levelName: own.levelName })]);
  });
});

describe('PATCH /Level/{id}', () => {
  it('updates a level and records the change; another university’s level answers 404', async () => {
    const university = await make.createUniversity();
    const level = await make.createLevel({ universityId: university.id });
    const foreign = await make.createLevel({ universityId: (await make.createUniversity()).id });
    const admin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const api = asUser(test, admin);
    const response = await api.patch(`/api/Level/${level.id}`).send({ shortName: 'PhD' }).expect(200);
    expect(response.body).toMatchObject({ id: level.id, shortName: 'PhD' });
    const entries = await auditEntriesFor(test.app.prisma, 'Level', level.id);
    expect(entries.at(-1)?.changes).toEqual({ shortName: { from: null, to: 'PhD' } });
    await api.patch(`/api/Level/${foreign.id}`).send({ shortName: 'x' }).expect(404);
    const blank = await api.patch(`/api/Level/${level.id}`).send({ code: '' }).expect(400);
    expect(blank.body.message).toBe(VALIDATION_MESSAGES.codeRequired);
  });
});
