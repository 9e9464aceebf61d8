import { beforeAll, describe, expect, it } from 'vitest';
import { STATISTICAL_REPORT_MESSAGES, landAreaInNotation, type InfrastructureSummary } from '@hemis/contracts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { expectedInfrastructure, summaryRecordsFor } from '../../../../tests/support/summary-records.ts';
import { infrastructureTotals } from './infrastructure-summary.service.ts';

const { test, make } = useTestApp();
const URL = '/api/InfrastructureSummary';

let place: { universityA: number; universityB: number; campusA: number; campusA2: number; campusB: number };
let empty: number;
let users: Record<
  'campusAdmin' | 'uniAdmin' | 'grantsBody' | 'student' | 'withoutReports' | 'infrastructureOnly',
  TestUser
>;

/**
 * University A: campus A (community, province 1) and campus A2 (constituent, province 2);
 * university B: campus B (private, its place not recorded). Each register has an archived
 * record beside those in use, larger than them, that must never count.
 */
beforeAll(async () => {
  const records = summaryRecordsFor(test.app.prisma);
  const universityA = await make.createUniversity();
  const universityB = await make.createUniversity();
  const campusA = await make.createCampus({ universityId: universityA.id });
  const campusA2 = await make.createCampus({ universityId: universityA.id });
  const campusB = await make.createCampus({ universityId: universityB.id });
  empty = (await make.createCampus({ universityId: universityB.id })).id;
  place = {
    universityA: universityA.id,
    universityB: universityB.id,
    campusA: campusA.id,
    campusA2: campusA2.id,
    campusB: campusB.id,
  };
  await records.placeCampus(campusA.id, 'community', 1);
  await records.placeCampus(campusA2.id, 'constituent', 2);
  await records.placeCampus(campusB.id, 'private', null);

  // Campus A. 2-0-0-0 ropani = 512 daam = 1017.47409408 m²; 0-8-0-0 = 128 daam = 254.36852352 m².
  await records.addLand(campusA.id, { totalArea: '2-0-0-0', unit: 'ropani', squareMetres: '1017.47409408' });
  await records.addLand(campusA.id, { totalArea: '0-8-0-0', unit: 'ropani', squareMetres: '254.36852352' });
  await records.addLand(campusA.id, { totalArea: '9999', unit: 'barga meter', squareMetres: '9999', archived: true });
  const blockA = await records.addBuilding(campusA.id, { built: '2500.50', rooms: '2100', classrooms: 12 });
  await records.addBuilding(campusA.id, { built: '1000.25', classrooms: 6 });
  await records.addBuilding(campusA.id, { built: '99999', classrooms: 100, archived: true });
  await records.addLab(campusA.id, blockA.id, { labType: 'Physics', adequate: true });
  await records.addLab(campusA.id, blockA.id, { labType: 'Physics' });
  await records.addLab(campusA.id, blockA.id, { labType: 'Computer', adequate: true });
  await records.addLab(campusA.id, blockA.id, { labType: 'Chemistry', adequate: true, archived: true });
  await records.addHostel(campusA.id, blockA.id, { hostelType: 'boys', seats: 40, rooms: 10 });
  await records.addHostel(campusA.id, blockA.id, { hostelType: 'girls', seats: 30, rooms: 8 });
  await records.addHostel(campusA.id, blockA.id, { hostelType: 'girls', seats: 500, archived: true });
  await records.addLibrary(campusA.id, blockA.id, { books: 5000, daily: 3, monthly: 4, eLibrary: true });
  await records.addLibrary(campusA.id, blockA.id, { books: 99_999, archived: true });
  await records.addFacility(campusA.id, { facilityType: 'Drinking water', available: true, adequate: true });
  await records.addFacility(campusA.id, { facilityType: 'Playground', available: true });
  await records.addFacility(campusA.id, { facilityType: 'Canteen', available: true, archived: true });
  await records.addItem(campusA.id, { itemType: 'furniture', quantity: 120 });
  await records.addItem(campusA.id, { itemType: 'vehicle', quantity: 2 });
  await records.addItem(campusA.id, { itemType: 'equipment', quantity: 50, archived: true });

  // Campus A2. 1 bigha = 400 dhur = 6772.631616 m².
  await records.addLand(campusA2.id, { totalArea: '1-0-0', unit: 'kattha', squareMetres: '6772.631616' });
  const blockA2 = await records.addBuilding(campusA2.id, { built: '800', classrooms: 8 });
  await records.addLab(campusA2.id, blockA2.id, { labType: 'Computer', adequate: true });
  await records.addHostel(campusA2.id, blockA2.id, { hostelType: 'boys', seats: 20 });
  await records.addFacility(campusA2.id, { facilityType: 'Drinking water', available: true });
  await records.addItem(campusA2.id, { itemType: 'equipment', quantity: 15 });

  // Campus B. 0.5 hectare = 5,000 m².
  await records.addLand(campusB.id, { totalArea: '0.5', unit: 'hector', squareMetres: '5000' });
  const blockB = await records.addBuilding(campusB.id, { classrooms: 4 });
  await records.addLab(campusB.id, blockB.id, { labType: 'Biology' });
  await records.addHostel(campusB.id, blockB.id, { hostelType: 'girls', seats: 25 });

  users = {
    campusAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: universityA.id }),
    grantsBody: await make.createUser({ role: 'UgcAdmin' }),
    student: await make.createUser({ role: 'Student' }),
    withoutReports: await make.createUser({ role: 'CollegeUser', campusId: campusA.id, modules: ['dashboard'] }),
    infrastructureOnly: await make.createUser({
      role: 'CollegeUser',
      campusId: campusA.id,
      modules: ['infrastructure management'],
    }),
  };
});

const summaryOf = async (user: TestUser, query: Record<string, string | number> = {}) =>
  (await asUser(test, user).get(URL).query(query).expect(200)).body as InfrastructureSummary;

describe('the infrastructure summary', () => {
  it('totals a campus’s registers in use, its areas of land converted exactly as the written examples say', async () => {
    const summary = await summaryOf(users.campusAdmin);
    expect(summary).toEqual(await expectedInfrastructure(test.app.prisma, { campusId: place.campusA }));
    const { totals } = summary;
    // 1017.47409408 + 254.36852352 m²: 640 daam, 2 ropani 8 aana; the archived 9,999 m² never counts.
    expect(totals.land).toEqual({
      plots: 2,
      squareMetres: '1271.8426176',
      ropani: '2-8-0-0',
      bigha: landAreaInNotation('1271.8426176', 'kattha'),
    });
    expect(totals.buildings).toEqual({
      count: 2,
      builtAreaSquareFeet: '3500.75',
      roomsAreaSquareFeet: '2100',
      classrooms: 18,
    });
    expect(totals.labs).toEqual({
      count: 3,
      adequatelyEquipped: 2,
      byType: [
        { labType: 'Computer', count: 1, adequatelyEquipped: 1 },
        { labType: 'Physics', count: 2, adequatelyEquipped: 1 },
      ],
    });
    expect(totals.hostels).toEqual({
      count: 2,
      rooms: 18,
      seats: 70,
      byType: [
        { hostelType: 'boys', count: 1, rooms: 10, seats: 40 },
        { hostelType: 'girls', count: 1, rooms: 8, seats: 30 },
      ],
    });
    expect(totals.libraries).toEqual({ count: 1, books: 5000, journals: 7, eLibraries: 1 });
    expect(totals.facilities).toEqual([
      { facilityType: 'Drinking water', recorded: 1, available: 1, adequate: 1 },
      { facilityType: 'Playground', recorded: 1, available: 1, adequate: 0 },
    ]);
    expect(totals.inventory).toEqual([
      { itemType: 'furniture', records: 1, quantity: 120 },
      { itemType: 'equipment', records: 0, quantity: 0 },
      { itemType: 'vehicle', records: 1, quantity: 2 },
    ]);
  });

  it('writes a bigha in square metres and ropani exactly', async () => {
    const { totals } = await summaryOf(users.grantsBody, { campusId: place.campusA2 });
    // 1 bigha = 72,900 sq ft = 3,408.035… daam: 13 ropani 5 aana and 0.04 daam, rounded.
    expect(totals.land).toEqual({ plots: 1, squareMetres: '6772.631616', ropani: '13-5-0-0.04', bigha: '1-0-0' });
  });

  it('totals a university in all, by campus type and by province', async () => {
    const university = { universityId: place.universityA };
    const all = await summaryOf(users.uniAdmin);
    expect(all).toEqual(await expectedInfrastructure(test.app.prisma, university));
    // 1271.8426176 + 6772.631616 m²; 18 + 8 classrooms; 40 + 20 boys' seats.
    expect(all.totals.land.squareMetres).toBe('8044.4742336');
    expect(all.totals.buildings.classrooms).toBe(26);
    expect(all.totals.hostels.byType[0]).toEqual({ hostelType: 'boys', count: 2, rooms: 10, seats: 60 });

    const byType = await summaryOf(users.uniAdmin, { groupBy: 'campusType' });
    expect(byType).toEqual(await expectedInfrastructure(test.app.prisma, university, 'campusType'));
    expect(byType.groups.map((group) => [group.label, group.totals.buildings.classrooms])).toEqual([
      ['Constituent', 8],
      ['Community', 18],
    ]);
    const byProvince = await summaryOf(users.grantsBody, { universityId: place.universityA, groupBy: 'province' });
    expect(byProvince).toEqual(await expectedInfrastructure(test.app.prisma, university, 'province'));
    expect(byProvince.groups.map((group) => group.key)).toEqual(['1', '2']);
  });

  it('totals the country, in all and by province with the campuses whose province is not recorded', async () => {
    expect(await summaryOf(users.grantsBody)).toEqual(await expectedInfrastructure(test.app.prisma, {}));
    const byProvince = await summaryOf(users.grantsBody, { groupBy: 'province' });
    expect(byProvince).toEqual(await expectedInfrastructure(test.app.prisma, {}, 'province'));
    expect(byProvince.groups.at(-1)).toEqual(expect.objectContaining({ key: '', label: 'Not recorded' }));
    const byType = await summaryOf(users.grantsBody, { groupBy: 'campusType' });
    expect(byType).toEqual(await expectedInfrastructure(test.app.prisma, {}, 'campusType'));
  });

  it('answers zeros for a campus with nothing recorded, and the service totals a scope for other modules', async () => {
    const { totals } = await summaryOf(users.grantsBody, { campusId: empty });
    expect(totals).toEqual((await expectedInfrastructure(test.app.prisma, { campusId: empty })).totals);
    expect(totals.land).toEqual({ plots: 0, squareMetres: '0', ropani: '0-0-0-0', bigha: '0-0-0' });
    expect(totals.labs.byType).toEqual([]);

    const context = { prisma: test.app.prisma, clock: test.app.clock, scope: { kind: 'all' } as const, actor: null };
    expect(await infrastructureTotals(context, { campusId: place.campusB })).toEqual(
      (await expectedInfrastructure(test.app.prisma, { campusId: place.campusB })).totals,
    );
  });

  it('answers 404 for a university or campus outside the reader’s scope, and 400 for a grouping it does not know', async () => {
    await asUser(test, users.uniAdmin).get(URL).query({ universityId: place.universityB }).expect(404);
    await asUser(test, users.uniAdmin).get(URL).query({ campusId: place.campusB }).expect(404);
    await asUser(test, users.campusAdmin).get(URL).query({ campusId: place.campusA2 }).expect(404);
    await asUser(test, users.grantsBody)
      .get(URL)
      .query({ universityId: place.universityB, campusId: place.campusA })
      .expect(404);
    await asUser(test, users.grantsBody).get(URL).query({ universityId: 999_999 }).expect(404);
    const bad = await asUser(test, users.grantsBody).get(URL).query({ groupBy: 'district' }).expect(400);
    expect(bad.body.issues).toMatchObject([
      { field: 'querystring.groupBy', message: STATISTICAL_REPORT_MESSAGES.groupByInvalid },
    ]);
  });

  it('is read with the infrastructure or the report module, and refused to students and readers of neither', async () => {
    await asUser(test, users.infrastructureOnly).get(URL).expect(200);
    await asUser(test, users.withoutReports).get(URL).expect(403);
    await asUser(test, users.student).get(URL).expect(403);
  });

  it('downloads as CSV with a column per group and one for all, and as a PDF stating its grouping', async () => {
    const csv = await asBytes(
      asUser(test, users.uniAdmin).get(URL).query({ groupBy: 'campusType', format: 'csv' }),
    ).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="infrastructure-summary.csv"');
    const lines = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Figure,Constituent,Community,All');
    expect(lines).toContain('Classrooms,8,18,26');
    expect(lines).toContain('Labs: Physics,0,2,2');
    expect(lines).toContain('Hostel seats: boys,20,40,60');
    expect(lines).toContain('Land area (m²),6772.631616,1271.8426176,8044.4742336');

    const pdf = await asBytes(
      asUser(test, users.grantsBody)
        .get(URL)
        .query({ universityId: place.universityA, groupBy: 'province', format: 'pdf' }),
    ).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.body as Buffer)).join('\n');
    expect(text).toContain('Infrastructure summary');
    expect(text).toContain('By province');
    expect(text.replace(/\s+/g, '')).toContain(
      STATISTICAL_REPORT_MESSAGES.infrastructureAsRecorded.replace(/\s+/g, ''),
    );
  });
});
