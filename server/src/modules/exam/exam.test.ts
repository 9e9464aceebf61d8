import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import {
  DURING_EXAM,
  EXAM_DAYS,
  examCampus,
  examWithPaper,
  routineBody,
  scheduleBody,
  subjectOf,
} from './exam-test-setup.ts';

const clock = testClock(DURING_EXAM);
const { test, make } = useTestApp({ clock });

const SCHEDULE_FIELDS = [
  'batch',
  'batchId',
  'campusId',
  'dateFrom',
  'dateFromNepali',
  'dateTo',
  'dateToNepali',
  'description',
  'examName',
  'examType',
  'fiscalYear',
  'fiscalYearId',
  'id',
  'programMgmtId',
  'programName',
  'programShortName',
  'programType',
  'resultsPublishedAt',
  'semester',
  'status',
  'subjectName',
  'type',
  'year',
];

const setup = () => examCampus(make, test.app.prisma);

describe('POST ExamType', () => {
  it('adds a board exam type as an external one of the campus, and answers 409 for the same name twice', async () => {
    const { campus, admin } = await setup();
    const api = asUser(test, admin);
    const body = { instituteID: 999, exam: 'board', examName: 'Board', status: true, description: '' };
    const created = await api.post('/api/ExamType').send(body).expect(201);
    expect(created.body).toMatchObject({ instituteID: campus.id, exam: 'board', examName: 'Board', description: null });
    const row = await test.app.prisma.examType.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(row.exam).toBe('external');
    const again = await api.post('/api/ExamType').send(body).expect(409);
    expect(again.body.message).toBe(EXAM_MESSAGES.examTypeExists);
    await api.post('/api/ExamType').send({ exam: 'weekly', examName: 'x' }).expect(400);
  });
});

describe('ExamSchedule', () => {
  it('creates an exam from the client’s body, builds its name, keeps BS and AD days and answers the contract’s fields', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const created = await api.post('/api/ExamSchedule').send(scheduleBody(s)).expect(201);
    expect(Object.keys(created.body).sort()).toEqual(SCHEDULE_FIELDS);
    expect(created.body).toMatchObject({
      campusId: s.campus.id,
      programMgmtId: s.program.id,
      programName: s.program.programName,
      examType: 'internal',
      type: '',
      examName: `${s.program.shortName}-${s.batch.batchNepali}-First Semester-Internal Exam-${s.fiscalYear.yearNepali}`,
      dateFrom: EXAM_DAYS.fromAd,
      dateTo: EXAM_DAYS.toAd,
      dateFromNepali: EXAM_DAYS.fromBs,
      dateToNepali: EXAM_DAYS.toBs,
      semester: 'First',
      year: null,
      status: 'running',
      subjectName: null,
    });
    const read = await api.get(`/api/examschedule/${created.body.id}`).expect(200);
    expect(read.body).toEqual(created.body);
    const [entry] = await auditEntriesFor(test.app.prisma, 'ExamSchedule', created.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: s.admin.id });
  });

  it('builds a board exam’s name with Regular or Partial, and keeps a name the client sends', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const board = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { examType: 'external', type: 'Partial', examName: '' }))
      .expect(201);
    expect(board.body.examName).toBe(
      `${s.program.shortName}-${s.batch.batchNepali}-First Semester-Board Exam-Partial-${s.fiscalYear.yearNepali}`,
    );
    expect(board.body).toMatchObject({ examType: 'external', type: 'Partial' });
    const named = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { examName: 'First terminal' }))
      .expect(201);
    expect(named.body.examName).toBe('First terminal');
  });

  it('computes the status from today in Nepal: upcoming before, running during, finished after', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { body } = await api.post('/api/ExamSchedule').send(scheduleBody(s)).expect(201);
    // A session signed in on the day read (one signed in days earlier has expired by then).
    const statusOn = async (instant: string) => {
      clock.set(instant);
      return (await asUser(test, s.admin).get(`/api/ExamSchedule/${body.id}`).expect(200)).body.status;
    };
    try {
      // 2024-08-16 18:30 UTC is already 2024-08-17 in Nepal, the first day.
      expect(await statusOn('2024-08-16T18:30:00Z')).toBe('running');
      expect(await statusOn('2024-08-16T18:00:00Z')).toBe('upcoming');
      expect(await statusOn('2024-08-31T18:00:00Z')).toBe('running');
      expect(await statusOn('2024-09-01T06:00:00Z')).toBe('finished');
    } finally {
      clock.set(DURING_EXAM);
    }
  });

  it('answers 400 and writes nothing for an end before the start, a board exam without Regular/Partial, a missing semester and a program the campus does not run', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const before = await test.app.prisma.examSchedule.count();
    const backwards = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { dateFromNepali: EXAM_DAYS.toBs, dateToNepali: EXAM_DAYS.fromBs }))
      .expect(400);
    expect(backwards.body.issues).toMatchObject([
      { field: 'body.dateToNepali', message: EXAM_MESSAGES.dateToBeforeFrom },
    ]);
    const board = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { examType: 'external' }))
      .expect(400);
    expect(board.body.issues).toMatchObject([{ field: 'body.type', message: EXAM_MESSAGES.boardSittingInvalid }]);
    const noSemester = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { semester: null }))
      .expect(400);
    expect(noSemester.body.issues).toMatchObject([{ field: 'body.semester', message: EXAM_MESSAGES.semesterRequired }]);
    const other = await make.createProgram({ universityId: s.campus.universityId });
    const notRun = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { programMgmtId: other.id }))
      .expect(400);
    expect(notRun.body.issues).toMatchObject([{ field: 'body.programMgmtId', message: EXAM_MESSAGES.programNotRun }]);
    expect(await test.app.prisma.examSchedule.count()).toBe(before);
  });

  it('lists a page with totals, also without paging, filters by programName, searches and sorts', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const first = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { examName: 'Alpha test' }))
      .expect(201);
    const second = await api
      .post('/api/ExamSchedule')
      .send(scheduleBody(s, { examName: 'Beta test' }))
      .expect(201);
    const page = await api.get('/api/ExamSchedule?pageNumber=1&pageSize=1&sortBy=examName').expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2, pageSize: 1 });
    expect(page.body.data).toEqual([first.body]);
    const all = await api.get('/api/ExamSchedule').expect(200);
    expect(all.body.data.map((row: { id: number }) => row.id).sort()).toEqual([first.body.id, second.body.id].sort());
    const byProgram = await api
      .get(`/api/ExamSchedule?programName=${encodeURIComponent(s.program.programName.toUpperCase())}`)
      .expect(200);
    expect(byProgram.body.totalRecords).toBe(2);
    expect((await api.get('/api/ExamSchedule?programName=nothing-such').expect(200)).body.totalRecords).toBe(0);
    const searched = await api.get('/api/ExamSchedule?search=beta').expect(200);
    expect(searched.body.data).toEqual([second.body]);
  });

  it('updates an exam, rebuilding the name when the period changes and none is sent, and refuses to end before the start', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { body } = await api.post('/api/ExamSchedule').send(scheduleBody(s)).expect(201);
    const fetched = (await api.get(`/api/ExamSchedule/${body.id}`).expect(200)).body;
    const updated = await api
      .put(`/api/ExamSchedule/${body.id}`)
      .send({ ...fetched, examName: '', semester: 'Second', description: 'moved' })
      .expect(200);
    expect(updated.body).toMatchObject({
      semester: 'Second',
      description: 'moved',
      examName: `${s.program.shortName}-${s.batch.batchNepali}-Second Semester-Internal Exam-${s.fiscalYear.yearNepali}`,
      dateFromNepali: EXAM_DAYS.fromBs,
    });
    await api.put(`/api/ExamSchedule/${body.id}`).send({ dateToNepali: '2081/04/01' }).expect(400);
  });

  it('deletes an exam with its papers, and answers 409 once attendance is recorded', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const free = await examWithPaper(api, s);
    await api.delete(`/api/ExamSchedule/${free.exam.id}`).expect(200);
    expect(await test.app.prisma.examRoutine.count({ where: { examScheduleId: free.exam.id } })).toBe(0);
    await api.get(`/api/ExamSchedule/${free.exam.id}`).expect(404);

    const held = await examWithPaper(api, s);
    const student = await make.createStudent({ campusId: s.campus.id, programId: s.program.id });
    await api
      .post('/api/ExamAppearManagement/upsert')
      .field('subjectExamScheduleId', String(held.paper.id))
      .field('doesAppeared', 'true')
      .field('StudentIds[0]', String(student.id))
      .expect(200);
    const refused = await api.delete(`/api/ExamSchedule/${held.exam.id}`).expect(409);
    expect(refused.body.message).toBe(EXAM_MESSAGES.scheduleHasSittings);
    expect(await test.app.prisma.examRoutine.count({ where: { examScheduleId: held.exam.id } })).toBe(1);
  });
});

describe('exams across campuses and roles', () => {
  it('answers 404 for another campus’s exam and paper, and lists only the campus’s own', async () => {
    const mine = await setup();
    const theirs = await setup();
    const own = await examWithPaper(asUser(test, mine.admin), mine);
    const other = await examWithPaper(asUser(test, theirs.admin), theirs);
    const api = asUser(test, mine.admin);
    await api.get(`/api/ExamSchedule/${other.exam.id}`).expect(404);
    await api.put(`/api/ExamSchedule/${other.exam.id}`).send({ description: 'x' }).expect(404);
    await api.delete(`/api/ExamSchedule/${other.exam.id}`).expect(404);
    await api.get(`/api/SubjectExamSchedule/${other.paper.id}`).expect(404);
    await api.put(`/api/SubjectExamSchedule/${other.paper.id}`).send({ description: 'x' }).expect(404);
    await api.post('/api/SubjectExamSchedule').send(routineBody(other.exam.id, theirs.subjects[1]!.id)).expect(404);
    const list = await api.get('/api/ExamSchedule').expect(200);
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([own.exam.id]);
  });

  it('lets the campus’s university read its exams but not write them, and refuses students and users without the exam module', async () => {
    const s = await setup();
    const { exam } = await examWithPaper(asUser(test, s.admin), s);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: s.campus.universityId });
    const university = asUser(test, uniAdmin);
    await university.get(`/api/ExamSchedule/${exam.id}`).expect(200);
    const list = await university.get(`/api/ExamSchedule?programName=${encodeURIComponent(s.program.programName)}`);
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([exam.id]);
    await university.post('/api/ExamSchedule').send(scheduleBody(s)).expect(403);
    const stranger = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    await asUser(test, stranger).get(`/api/ExamSchedule/${exam.id}`).expect(404);

    const student = await make.createUser({ role: 'Student', campusId: s.campus.id });
    await asUser(test, student).get('/api/ExamSchedule').expect(403);
    const clerk = await make.createUser({
      role: 'CollegeUser',
      campusId: s.campus.id,
      modules: ['student management'],
    });
    await asUser(test, clerk).post('/api/ExamSchedule').send(scheduleBody(s)).expect(403);
    const examClerk = await make.createUser({
      role: 'CollegeUser',
      campusId: s.campus.id,
      modules: ['exam management'],
    });
    await asUser(test, examClerk).post('/api/ExamSchedule').send(scheduleBody(s)).expect(201);
  });
});

describe('SubjectExamSchedule', () => {
  it('adds a paper and answers the contract’s fields; lists the exam’s papers through GetAllPaged with batchId as the exam', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { exam, paper } = await examWithPaper(api, s);
    const read = await api.get(`/api/SubjectExamSchedule/${paper.id}`).expect(200);
    expect(read.body).toMatchObject({
      examName: exam.examName,
      examScheduleId: exam.id,
      programId: s.program.id,
      subjectID: s.subjects[0]!.id,
      subjectName: s.subjects[0]!.subjectName,
      isTheoretical: true,
      isPractical: true,
      examDate: '2081/05/03',
      examDateAd: '2024-08-19',
      examTime: '10:00',
      theoreticalFullMarks: 60,
      theoreticalPassMarks: 24,
      practicalFullMark: 40,
      practicalPassMark: 16,
      status: 'finished',
      semester: 'First',
    });
    const second = await api
      .post('/api/SubjectExamSchedule')
      .send(
        routineBody(exam.id, s.subjects[1]!.id, { examDate: '2081/05/04', isPractical: false, practicalFullMark: 0 }),
      )
      .expect(201);
    expect(second.body).toMatchObject({ isPractical: false, practicalFullMark: 0, practicalPassMark: 0 });
    const list = await api.get(`/api/SubjectExamSchedule/GetAllPaged?batchId=${exam.id}&pageNumber=1&pageSize=10`);
    expect(list.status).toBe(200);
    expect(list.body.totalRecords).toBe(2);
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([paper.id, second.body.id]);
  });

  it('answers 400 and writes nothing for a subject of another program or semester, a date outside the exam, no part and full below pass', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { exam } = await examWithPaper(api, s);
    const before = await test.app.prisma.examRoutine.count();
    const foreign = await subjectOf(test.app.prisma, await make.createProgram({ universityId: s.campus.universityId }));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subjectID: foreign.id }, 'body.subjectID', EXAM_MESSAGES.subjectNotOfProgram],
      [
        { subjectID: (await subjectOf(test.app.prisma, s.program, 'Second')).id },
        'body.subjectID',
        EXAM_MESSAGES.subjectNotOfPeriod,
      ],
      [{ examDate: '2081/05/20' }, 'body.examDate', EXAM_MESSAGES.examDateOutside],
      [{ isTheoretical: false, isPractical: false }, 'body.isTheoretical', EXAM_MESSAGES.partRequired],
      [{ theoreticalPassMarks: 70 }, 'body.theoreticalPassMarks', EXAM_MESSAGES.passMarkInvalid],
      [{ practicalFullMark: 0 }, 'body.practicalFullMark', EXAM_MESSAGES.fullMarkInvalid],
      [{ theoreticalPassMarks: -1 }, 'body.theoreticalPassMarks', EXAM_MESSAGES.passMarkInvalid],
      [{ examTime: '25:00' }, 'body.examTime', EXAM_MESSAGES.examTimeInvalid],
    ];
    for (const [override, field, message] of cases) {
      const response = await api
        .post('/api/SubjectExamSchedule')
        .send(routineBody(exam.id, s.subjects[1]!.id, { examDate: '2081/05/05', ...override }))
        .expect(400);
      expect(response.body.issues, JSON.stringify(override)).toMatchObject([{ field, message }]);
    }
    expect(await test.app.prisma.examRoutine.count()).toBe(before);
  });

  it('answers 409 for a second paper at the same date and time, and for the same subject twice', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { exam } = await examWithPaper(api, s);
    const slot = await api
      .post('/api/SubjectExamSchedule')
      .send(routineBody(exam.id, s.subjects[1]!.id, { examTime: '10:00:00' }))
      .expect(409);
    expect(slot.body.message).toBe(EXAM_MESSAGES.slotTaken);
    const twice = await api
      .post('/api/SubjectExamSchedule')
      .send(routineBody(exam.id, s.subjects[0]!.id, { examDate: '2081/05/06' }))
      .expect(409);
    expect(twice.body.message).toBe(EXAM_MESSAGES.subjectScheduled);
    expect(await test.app.prisma.examRoutine.count({ where: { examScheduleId: exam.id } })).toBe(1);
  });

  it('updates a paper from the fetched record with edits, reading its BS date back as BS', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { paper } = await examWithPaper(api, s);
    const fetched = (await api.get(`/api/SubjectExamSchedule/${paper.id}`).expect(200)).body;
    const updated = await api
      .put(`/api/SubjectExamSchedule/${paper.id}`)
      .send({ ...fetched, nepaliExamDate: '2081/01/01', examTime: '02:30 PM', theoreticalPassMarks: 30 })
      .expect(200);
    expect(updated.body).toMatchObject({ examDate: '2081/05/03', examTime: '14:30', theoreticalPassMarks: 30 });
    await api.put(`/api/SubjectExamSchedule/${paper.id}`).send({ theoreticalFullMarks: 20 }).expect(400);
  });

  it('keeps the papers of an exam whose results are published (409)', async () => {
    const s = await setup();
    const api = asUser(test, s.admin);
    const { exam, paper } = await examWithPaper(api, s);
    await test.app.prisma.examSchedule.update({ where: { id: exam.id }, data: { resultsPublishedAt: new Date() } });
    const changed = await api
      .put(`/api/SubjectExamSchedule/${paper.id}`)
      .send({ theoreticalFullMarks: 100 })
      .expect(409);
    expect(changed.body.message).toBe(EXAM_MESSAGES.resultsPublishedPapers);
    await api
      .post('/api/SubjectExamSchedule')
      .send(routineBody(exam.id, s.subjects[1]!.id, { examDate: '2081/05/04' }))
      .expect(409);
    expect((await api.get(`/api/SubjectExamSchedule/${paper.id}`).expect(200)).body.theoreticalFullMarks).toBe(60);
  });
});
