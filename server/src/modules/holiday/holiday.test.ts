import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const HOLIDAY_FIELDS = [
  'campusId',
  'dateEnd',
  'dateEndBs',
  'dateStarted',
  'dateStartedBs',
  'holidayName',
  'id',
  'isHoliday',
  'isOnlyForFemale',
  'remarks',
  'universityId',
];

const { test, make } = useTestApp();

async function campusAdmin() {
  const campus = await make.createCampus();
  return { campus, admin: await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }) };
}

describe('POST /HolidayForAttendance', () => {
  it('adds a holiday from the client’s body (BS dates, isItOnlyForFemale), keeping BS and AD days, and audits it', async () => {
    const { campus, admin } = await campusAdmin();
    const response = await asUser(test, admin)
      .post('/api/HolidayForAttendance')
      .send({
        id: 0,
        universityId: 1,
        campusId: 66,
        isHoliday: true,
        holidayName: ' Teej ',
        dateStarted: '2081-05-22T00:00:00',
        dateEnd: '2081/05/23',
        isItOnlyForFemale: true,
        remarks: '',
      })
      .expect(201);
    expect(Object.keys(response.body).sort()).toEqual(HOLIDAY_FIELDS);
    expect(response.body).toMatchObject({
      campusId: campus.id,
      universityId: campus.universityId,
      holidayName: 'Teej',
      dateStartedBs: '2081-05-22',
      dateStarted: '2024-09-07',
      dateEndBs: '2081-05-23',
      dateEnd: '2024-09-08',
      isOnlyForFemale: true,
      remarks: null,
    });
    const [entry] = await auditEntriesFor(test.app.prisma, 'Holiday', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
  });

  it('reads AD days too, and answers 400 for a bad date, an end before the start and a missing name', async () => {
    const { admin } = await campusAdmin();
    const api = asUser(test, admin);
    const ad = await api
      .post('/api/HolidayForAttendance')
      .send({ holidayName: 'Dashain', dateStarted: '2024-10-10', dateEnd: '2024-10-14' })
      .expect(201);
    expect(ad.body).toMatchObject({ dateStartedBs: '2081-06-24', isOnlyForFemale: false });

    const invalid = await api
      .post('/api/HolidayForAttendance')
      .send({ holidayName: ' ', dateStarted: 'tomorrow', dateEnd: '2024-10-14' })
      .expect(400);
    expect(invalid.body.issues).toMatchObject([
      { field: 'body.holidayName', message: SETUP_MESSAGES.holidayNameRequired },
      { field: 'body.dateStarted', message: SETUP_MESSAGES.dateStartedInvalid },
    ]);
    const backwards = await api
      .post('/api/HolidayForAttendance')
      .send({ holidayName: 'Tihar', dateStarted: '2024-11-02', dateEnd: '2024-11-01' })
      .expect(400);
    expect(backwards.body.issues).toMatchObject([
      { field: 'body.dateEnd', message: SETUP_MESSAGES.dateEndBeforeStart },
    ]);
  });

  it('answers 409 for the same holiday twice at a campus', async () => {
    const { admin } = await campusAdmin();
    const body = { holidayName: 'Chhath', dateStarted: '2024-11-07', dateEnd: '2024-11-07' };
    await asUser(test, admin).post('/api/HolidayForAttendance').send(body).expect(201);
    const duplicate = await asUser(test, admin).post('/api/HolidayForAttendance').send(body).expect(409);
    expect(duplicate.body.message).toBe(SETUP_MESSAGES.holidayExists);
  });

  it('refuses college users and university admins', async () => {
    await expectPostRefused(test, make, '/api/HolidayForAttendance', ['CollegeUser', 'UniAdmin']);
  });
});

describe('holidays across campuses', () => {
  it('lists only the campus’s own holidays and answers 404 for another campus’s', async () => {
    const mine = await campusAdmin();
    const theirs = await campusAdmin();
    const body = { holidayName: 'Campus day', dateStarted: '2024-12-01', dateEnd: '2024-12-01' };
    const own = await asUser(test, mine.admin).post('/api/HolidayForAttendance').send(body).expect(201);
    const other = await asUser(test, theirs.admin).post('/api/HolidayForAttendance').send(body).expect(201);
    const api = asUser(test, mine.admin);
    expect((await api.get('/api/HolidayForAttendance').expect(200)).body).toEqual([own.body]);
    await api.get(`/api/HolidayForAttendance/${other.body.id}`).expect(404);
    await api.put(`/api/HolidayForAttendance/${other.body.id}`).send({ remarks: 'x' }).expect(404);
  });

  it('updates its own holiday and records what changed', async () => {
    const { admin } = await campusAdmin();
    const api = asUser(test, admin);
    const created = await api
      .post('/api/HolidayForAttendance')
      .send({ holidayName: 'Lhosar', dateStarted: '2025-02-28', dateEnd: '2025-02-28' })
      .expect(201);
    const updated = await api
      .put(`/api/HolidayForAttendance/${created.body.id}`)
      .send({ dateEnd: '2025-03-01', isOnlyForFemale: true })
      .expect(200);
    expect(updated.body).toMatchObject({ dateEnd: '2025-03-01', isOnlyForFemale: true });
    const entries = await auditEntriesFor(test.app.prisma, 'Holiday', created.body.id);
    expect(entries.at(-1)?.changes).toMatchObject({ isOnlyForFemale: { from: false, to: true } });
    await api.put(`/api/HolidayForAttendance/${created.body.id}`).send({ dateEnd: '2025-01-01' }).expect(400);
  });
});
