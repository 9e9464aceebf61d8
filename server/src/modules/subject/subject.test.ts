import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

/** What the list and the edit dialog read (api-contract 5.3), with isRegular (spec section 3). */
const SUBJECT_FIELDS = [
  'alias',
  'campusId',
  'code',
  'id',
  'isRegular',
  'majorSubjectIds',
  'program',
  'programId',
  'remarks',
  'semester',
  'shortName',
  'subjectName',
  'subjectType',
  'year',
];

const { test, make } = useTestApp();

async function campusWithPrograms() {
  const campus = await make.createCampus();
  const semesterProgram = await make.createProgram({ universityId: campus.universityId, programType: 'semester' });
  const annualProgram = await make.createProgram({ universityId: campus.universityId, programType: 'annual' });
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  return { campus, semesterProgram, annualProgram, admin };
}

/** The body the subject form sends (api-contract 5.3), semester and year both defaulting to First. */
/** A regular first-semester subject of the program, written as the university's own, in the groups named. */
function savedSubject(programId: number, subjectName: string, majorSubjectIds: number[] = []) {
  return test.app.prisma.subject.create({
    data: {
      programId,
      subjectName,
      subjectType: 'regular',
      shortName: subjectName[0]!,
      code: uniqueName(subjectName[0]!),
      semester: 'First',
      majors: { create: majorSubjectIds.map((majorSubjectId) => ({ majorSubjectId })) },
    },
  });
}

function subjectForm(programId: number, overrides: Record<string, unknown> = {}) {
  return {
    programId,
    subjectName: uniqueName('Accounting'),
    subjectType: 'Compulsory',
    shortName: 'ACC',
    code: uniqueName('ACC'),
    semester: 'First',
    year: 'First',
    alias: '',
    remarks: '',
    pageNumber: 1,
    pageSize: 10,
    campusId: 66,
    majorSubjectIds: [],
    ...overrides,
  };
}

describe('POST /Subject', () => {
  it('adds a subject of a semester program with its semester only, maps Compulsory to regular, and audits it', async () => {
    const { campus, semesterProgram, admin } = await campusWithPrograms();
    const major = await make.createMajorSubject({ programId: semesterProgram.id, campusId: campus.id });
    const response = await asUser(test, admin)
      .post('/api/Subject')
      .send(subjectForm(semesterProgram.id, { semester: 'Five', majorSubjectIds: [major.id] }))
      .expect(201);
    expect(Object.keys(response.body).sort()).toEqual(SUBJECT_FIELDS);
    expect(response.body).toMatchObject({
      programId: semesterProgram.id,
      program: { id: semesterProgram.id, programName: semesterProgram.programName, programType: 'semester' },
      campusId: campus.id,
      subjectType: 'regular',
      isRegular: true,
      semester: 'Fifth',
      year: null,
      alias: null,
      majorSubjectIds: [major.id],
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'Subject', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('keeps the year only for an annual program, and maps Elective to optional', async () => {
    const { annualProgram, admin } = await campusWithPrograms();
    const response = await asUser(test, admin)
      .post('/api/Subject')
      .send(subjectForm(annualProgram.id, { year: 'Third', subjectType: 'Elective' }))
      .expect(201);
    expect(response.body).toMatchObject({ year: 'Third', semester: null, subjectType: 'optional', isRegular: false });
  });

  it('requires the semester of a semester program and the year of an annual one', async () => {
    const { semesterProgram, annualProgram, admin } = await campusWithPrograms();
    const api = asUser(test, admin);
    const noSemester = await api
      .post('/api/Subject')
      .send(subjectForm(semesterProgram.id, { semester: '' }))
      .expect(400);
    expect(noSemester.body.issues).toMatchObject([
      { field: 'body.semester', message: SETUP_MESSAGES.semesterRequired },
    ]);
    const noYear = await api
      .post('/api/Subject')
      .send(subjectForm(annualProgram.id, { year: undefined }))
      .expect(400);
    expect(noYear.body.issues).toMatchObject([{ field: 'body.year', message: SETUP_MESSAGES.yearRequired }]);
    const badSemester = await api
      .post('/api/Subject')
      .send(subjectForm(semesterProgram.id, { semester: 'Ninth' }))
      .expect(400);
    expect(badSemester.body.message).toBe(SETUP_MESSAGES.semesterInvalid);
  });

  it('answers 400 with one message per missing field', async () => {
    const { admin } = await campusWithPrograms();
    const response = await asUser(test, admin)
      .post('/api/Subject')
      .send({ subjectType: 'Core', subjectName: ' ' })
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.programId', message: SETUP_MESSAGES.programRequired },
      { field: 'body.subjectName', message: SETUP_MESSAGES.subjectNameRequired },
      { field: 'body.subjectType', message: SETUP_MESSAGES.subjectTypeRequired },
      { field: 'body.shortName', message: SETUP_MESSAGES.shortNameRequired },
      { field: 'body.code', message: VALIDATION_MESSAGES.codeRequired },
    ]);
  });

  it('answers 409 for a second subject with the same code in a program', async () => {
    const { semesterProgram, admin } = await campusWithPrograms();
    const body = subjectForm(semesterProgram.id);
    await asUser(test, admin).post('/api/Subject').send(body).expect(201);
    const duplicate = await asUser(test, admin)
      .post('/api/Subject')
      .send({ ...body, subjectName: 'Other' })
      .expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.subjectExists);
  });

  it('answers 404 for a program of another university and for another campus’s major', async () => {
    const { campus, semesterProgram, admin } = await campusWithPrograms();
    const foreign = await make.createProgram({ universityId: (await make.createUniversity()).id });
    await asUser(test, admin).post('/api/Subject').send(subjectForm(foreign.id)).expect(404);
    const sister = await make.createCampus({ universityId: campus.universityId });
    const sisterMajor = await make.createMajorSubject({ programId: semesterProgram.id, campusId: sister.id });
    await asUser(test, admin)
      .post('/api/Subject')
      .send(subjectForm(semesterProgram.id, { majorSubjectIds: [sisterMajor.id] }))
      .expect(404);
  });

  it('refuses a college user', async () => {
    await expectPostRefused(test, make, '/api/Subject', ['CollegeUser']);
  });
});

describe('GET /Subject', () => {
  it('lists subjects as a plain array without paging parameters, and a page with totals with them', async () => {
    const { semesterProgram, admin } = await campusWithPrograms();
    const api = asUser(test, admin);
    for (const semester of ['First', 'Second', 'Second']) {
      await api.post('/api/Subject').send(subjectForm(semesterProgram.id, { semester })).expect(201);
    }
    const all = await api.get(`/api/Subject/GetAllSubjects?programId=${semesterProgram.id}`).expect(200);
    expect(all.body).toHaveLength(3);
    expect(Object.keys(all.body[0]).sort()).toEqual(SUBJECT_FIELDS);

    const page = await api
      .get(`/api/Subject/GetAllSubjects?ProgramId=${semesterProgram.id}&semester=Second&page=1&pageSize=25`)
      .expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2, totalCount: 2, totalPages: 1, page: 1, pageSize: 25 });
    expect(page.body.data).toHaveLength(2);

    const second = await api
      .get(
        `/api/Subject/GetAllSubjects?programId=${semesterProgram.id}&pageSize=1&page=2&sortBy=semester&sortOrder=desc`,
      )
      .expect(200);
    expect(second.body).toMatchObject({ totalRecords: 3, totalPages: 3, page: 2 });
    expect(second.body.data[0].semester).toBe('Second');
  });

  it('searches names and codes, filters by type, and rejects a page size above the limit', async () => {
    const { annualProgram, admin } = await campusWithPrograms();
    const api = asUser(test, admin);
    const marker = uniqueName('Zoology');
    await api
      .post('/api/Subject')
      .send(subjectForm(annualProgram.id, { subjectName: marker, subjectType: 'Elective' }))
      .expect(201);
    const found = await api
      .get(`/api/Subject/GetAllSubjects?search=${encodeURIComponent(marker.toLowerCase())}&subjectType=Elective`)
      .expect(200);
    expect(found.body.map((subject: { subjectName: string }) => subject.subjectName)).toEqual([marker]);
    await api.get('/api/Subject/GetAllSubjects?pageSize=1000').expect(400);
  });

  it('searches for % and _ as letters, not as wildcards that match every subject', async () => {
    const { annualProgram, admin } = await campusWithPrograms();
    const api = asUser(test, admin);
    await api.post('/api/Subject').send(subjectForm(annualProgram.id)).expect(201);
    const percent = uniqueName('Yield 100%');
    await api
      .post('/api/Subject')
      .send(subjectForm(annualProgram.id, { subjectName: percent }))
      .expect(201);
    const namesFound = async (search: string) =>
      (
        await api
          .get(`/api/Subject/GetAllSubjects?programId=${annualProgram.id}&search=${encodeURIComponent(search)}`)
          .expect(200)
      ).body.map((subject: { subjectName: string }) => subject.subjectName);
    expect(await namesFound('%')).toEqual([percent]);
    expect(await namesFound('_')).toEqual([]);
  });

  it('does not list or read another university’s subjects', async () => {
    const { admin } = await campusWithPrograms();
    const foreignProgram = await make.createProgram({ universityId: (await make.createUniversity()).id });
    const foreign = await savedSubject(foreignProgram.id, 'Foreign');
    const api = asUser(test, admin);
    await api.get(`/api/Subject/${foreign.id}`).expect(404);
    expect((await api.get(`/api/Subject/GetAllSubjects?programId=${foreignProgram.id}`).expect(200)).body).toEqual([]);
    expect(
      (await api.get(`/api/Subject/GetSubjectByProgramId?programId=${foreignProgram.id}`).expect(200)).body,
    ).toEqual([]);
  });

  it('shows each reader the groupings of its scope, and the total on a page past the end', async () => {
    const { campus, semesterProgram, admin } = await campusWithPrograms();
    const sister = await make.createCampus({ universityId: campus.universityId });
    const own = await make.createMajorSubject({ programId: semesterProgram.id, campusId: campus.id });
    const sisters = await make.createMajorSubject({ programId: semesterProgram.id, campusId: sister.id });
    await savedSubject(semesterProgram.id, 'Grouped', [sisters.id, own.id]);
    const list = `/api/Subject/GetAllSubjects?programId=${semesterProgram.id}&page=1&pageSize=25`;
    const groupingsSeenBy = async (reader: Parameters<typeof asUser>[1]) =>
      (await asUser(test, reader).get(list).expect(200)).body.data.map(
        (listed: { majorSubjectIds: number[] }) => listed.majorSubjectIds,
      );
    expect(await groupingsSeenBy(admin)).toEqual([[own.id]]);
    const university = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const grantsBody = await make.createUser({ role: 'SuperAdmin' });
    const both = [own.id, sisters.id].sort((a, b) => a - b);
    expect(await groupingsSeenBy(university)).toEqual([both]);
    expect(await groupingsSeenBy(grantsBody)).toEqual([both]);

    const pastTheEnd = await asUser(test, admin)
      .get(`/api/Subject/GetAllSubjects?programId=${semesterProgram.id}&page=3&pageSize=25`)
      .expect(200);
    expect(pastTheEnd.body).toMatchObject({ data: [], totalRecords: 1, totalCount: 1, totalPages: 1, page: 3 });
  });

  it('reads one subject with its program’s type, and the subjects of a program', async () => {
    const { semesterProgram, admin } = await campusWithPrograms();
    const api = asUser(test, admin);
    const created = await api.post('/api/Subject').send(subjectForm(semesterProgram.id)).expect(201);
    const one = await api.get(`/api/subject/${created.body.id}`).expect(200);
    expect(one.body).toEqual(created.body);
    const ofProgram = await api.get(`/api/Subject/GetSubjectByProgramId?programid=${semesterProgram.id}`).expect(200);
    expect(ofProgram.body.map((subject: { id: number }) => subject.id)).toEqual([created.body.id]);
  });
});

describe('PATCH /Subject/{id}', () => {
  it('updates from the multipart edit form with repeated majorSubjectIds, answers 200 and records the change', async () => {
    const { campus, semesterProgram, admin } = await campusWithPrograms();
    const majorA = await make.createMajorSubject({ programId: semesterProgram.id, campusId: campus.id });
    const majorB = await make.createMajorSubject({ programId: semesterProgram.id, campusId: campus.id });
    const api = asUser(test, admin);
    const created = await api.post('/api/Subject').send(subjectForm(semesterProgram.id)).expect(201);

    const response = await api
      .patch(`/api/Subject/${created.body.id}`)
      .field('id', String(created.body.id))
      .field('programId', String(semesterProgram.id))
      .field('subjectName', created.body.subjectName)
      .field('subjectType', 'Elective')
      .field('semester', 'Seven')
      .field('year', 'First')
      .field('majorSubjectIds', String(majorA.id))
      .field('majorSubjectIds', String(majorB.id))
      .expect(200);
    expect(response.body).toMatchObject({
      subjectType: 'optional',
      semester: 'Seventh',
      year: null,
      majorSubjectIds: [majorA.id, majorB.id].sort((a, b) => a - b),
    });
    const entries = await auditEntriesFor(test.app.prisma, 'Subject', created.body.id);
    expect(entries.at(-1)?.changes).toMatchObject({
      subjectType: { from: 'regular', to: 'optional' },
      semester: { from: 'First', to: 'Seventh' },
    });
  });

  it('answers 404 to a campus for a subject it did not add or of another university', async () => {
    const { semesterProgram, admin } = await campusWithPrograms();
    const shared = await savedSubject(semesterProgram.id, 'Shared');
    await asUser(test, admin).patch(`/api/Subject/${shared.id}`).send({ remarks: 'mine now' }).expect(404);
  });
});

describe('subject groups', () => {
  it('adds and removes one of the campus’s majors on a subject of its university', async () => {
    const { campus, semesterProgram, admin } = await campusWithPrograms();
    const major = await make.createMajorSubject({ programId: semesterProgram.id, campusId: campus.id });
    const shared = await savedSubject(semesterProgram.id, 'Shared');
    const api = asUser(test, admin);
    const added = await api
      .post('/api/Subject/AddGroupSubject')
      .field('SubjectId', String(shared.id))
      .field('MajorSubjectId', String(major.id))
      .expect(201);
    expect(added.body.majorSubjectIds).toEqual([major.id]);
    const removed = await api
      .delete('/api/Subject/RemoveGroupSubject')
      .field('SubjectId', String(shared.id))
      .field('MajorSubjectId', String(major.id))
      .expect(200);
    expect(removed.body.majorSubjectIds).toEqual([]);
    const entries = await auditEntriesFor(test.app.prisma, 'SubjectMajor', `${shared.id}:${major.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('answers 404 for another campus’s major and 400 without ids', async () => {
    const { campus, semesterProgram, admin } = await campusWithPrograms();
    const sister = await make.createCampus({ universityId: campus.universityId });
    const sisterMajor = await make.createMajorSubject({ programId: semesterProgram.id, campusId: sister.id });
    const created = await asUser(test, admin).post('/api/Subject').send(subjectForm(semesterProgram.id)).expect(201);
    await asUser(test, admin)
      .post('/api/Subject/AddGroupSubject')
      .send({ subjectId: created.body.id, majorSubjectId: sisterMajor.id })
      .expect(404);
    const missing = await asUser(test, admin).post('/api/Subject/AddGroupSubject').send({}).expect(400);
    expect(missing.body.issues).toMatchObject([
      { field: 'body.subjectId', message: SETUP_MESSAGES.subjectRequired },
      { field: 'body.majorSubjectId', message: SETUP_MESSAGES.majorSubjectRequired },
    ]);
  });
});
