import { describe, expect, it } from 'vitest';
import { STUDENT_ACADEMICS_MESSAGES, STUDENT_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

const sectionsOf = (campusId: number) => test.app.prisma.sectionForStudent.findMany({ where: { campusId } });

describe('POST /SectionForStudent/create', () => {
  it('adds the section to the caller’s own campus, never the campus the client sends, and audits it', async () => {
    const { campus, admin } = await campusAdmin(make);
    const response = await asUser(test, admin)
      .post('/api/SectionForStudent/create')
      .send({ sectionSymbol: ' A ', remarks: 'Morning', status: true, campusId: 12 })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      campusId: campus.id,
      sectionSymbol: 'A',
      status: true,
      remarks: 'Morning',
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'SectionForStudent', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('lets the campus’s other staff add sections, and refuses everyone without a campus of their own', async () => {
    const { campus } = await campusAdmin(make);
    const user = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    await asUser(test, user).post('/api/SectionForStudent/create').send({ sectionSymbol: 'B' }).expect(201);
    for (const role of ['UniAdmin', 'SuperAdmin', 'Admin', 'Student'] as const) {
      await asUser(test, await make.createUser({ role }))
        .post('/api/SectionForStudent/create')
        .send({ sectionSymbol: 'Z' })
        .expect(403);
    }
  });

  it('answers 409 "Section Already Exists!!" for a symbol the campus has, in any case, but not for another campus’s', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    await asUser(test, mine.admin).post('/api/SectionForStudent/create').send({ sectionSymbol: 'C' }).expect(201);
    for (const symbol of ['C', 'c']) {
      const duplicate = await asUser(test, mine.admin)
        .post('/api/SectionForStudent/create')
        .send({ sectionSymbol: symbol })
        .expect(409);
      expect(duplicate.body.message).toBe(STUDENT_MESSAGES.sectionExists);
    }
    await asUser(test, theirs.admin).post('/api/SectionForStudent/create').send({ sectionSymbol: 'C' }).expect(201);
    expect(await sectionsOf(mine.campus.id)).toHaveLength(1);
  });

  it('takes % and _ in a symbol as letters: "A_" and "AB" are different sections, "a_" is "A_" again', async () => {
    const { campus, admin } = await campusAdmin(make);
    for (const symbol of ['AB', 'A_', '%']) {
      await asUser(test, admin).post('/api/SectionForStudent/create').send({ sectionSymbol: symbol }).expect(201);
    }
    await asUser(test, admin).post('/api/SectionForStudent/create').send({ sectionSymbol: 'a_' }).expect(409);
    expect((await sectionsOf(campus.id)).map((section) => section.sectionSymbol).sort()).toEqual(['%', 'AB', 'A_']);
  });

  it('answers 400 for a blank symbol or a wrong status, and writes nothing', async () => {
    const { campus, admin } = await campusAdmin(make);
    const response = await asUser(test, admin)
      .post('/api/SectionForStudent/create')
      .send({ sectionSymbol: '  ', status: 'sometimes' })
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.sectionSymbol', message: STUDENT_ACADEMICS_MESSAGES.sectionSymbolRequired },
      { field: 'body.status', message: expect.any(String) },
    ]);
    expect(await sectionsOf(campus.id)).toEqual([]);
  });
});

describe('GET /SectionForStudent/all', () => {
  it('lists the campus’s own sections only; a university reads one of its campuses with ?campusId=', async () => {
    const university = await make.createUniversity();
    const campus = await make.createCampus({ universityId: university.id });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const other = await campusAdmin(make);
    const own = await asUser(test, admin).post('/api/SectionForStudent/create').send({ sectionSymbol: 'A' });
    await asUser(test, other.admin).post('/api/SectionForStudent/create').send({ sectionSymbol: 'A' });

    expect((await asUser(test, admin).get('/api/SectionForStudent/all').expect(200)).body).toEqual([own.body]);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const ofCampus = await asUser(test, uniAdmin).get(`/api/SectionForStudent/all?campusId=${campus.id}`).expect(200);
    expect(ofCampus.body).toEqual([own.body]);
    const ofOtherCampus = await asUser(test, uniAdmin)
      .get(`/api/SectionForStudent/all?campusId=${other.campus.id}`)
      .expect(200);
    expect(ofOtherCampus.body).toEqual([]);
  });

  it('refuses students', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/SectionForStudent/all')
      .expect(403);
  });
});

describe('PUT /SectionForStudent/update/{id}', () => {
  it('updates the campus’s section and audits what changed', async () => {
    const { admin } = await campusAdmin(make);
    const api = asUser(test, admin);
    const created = await api.post('/api/SectionForStudent/create').send({ sectionSymbol: 'D', remarks: 'x' });
    const updated = await api
      .put(`/api/SectionForStudent/update/${created.body.id}`)
      .send({ sectionSymbol: 'E', remarks: '', status: 'false', campusId: 12 })
      .expect(200);
    expect(updated.body).toMatchObject({ sectionSymbol: 'E', remarks: null, status: false });
    const entries = await auditEntriesFor(test.app.prisma, 'SectionForStudent', created.body.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes).toMatchObject({ sectionSymbol: { from: 'D', to: 'E' } });
  });

  it('answers 409 for another section’s symbol, and 404 for another campus’s section', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const api = asUser(test, mine.admin);
    await api.post('/api/SectionForStudent/create').send({ sectionSymbol: 'F' });
    const second = await api.post('/api/SectionForStudent/create').send({ sectionSymbol: 'G' });
    const conflict = await api
      .put(`/api/SectionForStudent/update/${second.body.id}`)
      .send({ sectionSymbol: 'f' })
      .expect(409);
    expect(conflict.body.message).toBe(STUDENT_MESSAGES.sectionExists);
    const foreign = await asUser(test, theirs.admin).post('/api/SectionForStudent/create').send({ sectionSymbol: 'H' });
    await api.put(`/api/SectionForStudent/update/${foreign.body.id}`).send({ remarks: 'mine now' }).expect(404);
    expect(
      (await test.app.prisma.sectionForStudent.findUniqueOrThrow({ where: { id: foreign.body.id } })).remarks,
    ).toBe(null);
  });
});
