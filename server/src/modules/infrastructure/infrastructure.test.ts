import { describe, expect, it } from 'vitest';
import { INFRASTRUCTURE_MESSAGES, LAND_AREA_MESSAGES, type Building, type Role } from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const clock = testClock('2026-05-01T04:00:00Z');
const { test, make } = useTestApp({ clock });

/** Two campuses of one university, each with its admin. */
async function twoCampuses() {
  const campusA = await make.createCampus();
  const campusB = await make.createCampus({ universityId: campusA.universityId });
  const adminA = await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id });
  const adminB = await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id });
  return { campusA, campusB, adminA, adminB, apiA: asUser(test, adminA), apiB: asUser(test, adminB) };
}

type Api = ReturnType<typeof asUser>;

async function addBuilding(api: Api, houseName = uniqueName('Block')) {
  return (await api.post('/api/Buildings').send({ houseName, noOfClassrooms: 4 }).expect(201)).body as Building;
}

const RECORD_FIELDS = ['archiveReason', 'archivedAt', 'campusId', 'id'];
const keysOf = (fields: object) => [...Object.keys(fields), ...RECORD_FIELDS].sort();

describe('every register', () => {
  /**
   * Each register with a create body of the contract's fields (as the original forms send them),
   * an update, and the fields its answer carries beyond those sent.
   */
  const registers = (buildingId: number) => [
    {
      path: 'Lands',
      body: { totalArea: '2-3-1-0', unit: 'ropani', sheetNo: '12', kittaNo: '345', ownerShip: true, remarks: 'Deed' },
      update: { totalArea: '0-12-3-1', ownerShip: false },
      extra: { areaInSquareMetres: '1120.81130676' },
      // 0-12-3-1 = 12×16 + 3×4 + 1 = 205 daam.
      after: { areaInSquareMetres: '407.38708845' },
    },
    {
      path: 'Buildings',
      body: {
        houseName: 'Block A',
        areaCoveredByBuilding: '2500.5',
        noOfClassrooms: '12',
        areaCoveredByAllRooms: 2100,
        ownershipOfBuilding: 'true',
        hasInternetConnection: true,
        remarks: '',
      },
      update: { noOfClassrooms: 14, remarks: 'Extended' },
      extra: {},
    },
    {
      path: 'Labs',
      body: {
        labName: 'Physics Lab',
        buildingId,
        areaCoveredByLab: 600,
        labType: 'Science',
        adequencyOfLabEquipment: true,
        hasInternetConnection: false,
        equipmentAtLab: 'Oscilloscopes',
        remarks: 'Ground floor',
      },
      update: { adequencyOfLabEquipment: false, equipmentAtLab: '' },
      extra: { buildingName: expect.any(String) },
    },
    {
      path: 'Hostels',
      body: {
        hostelType: 'girls',
        noOfRoomsInHostel: 20,
        noOfSeats: 60,
        areaCoveredByHostel: 4000,
        buildingId,
        hasPlayground: true,
        hasInternet: true,
        hasDrinkingWater: true,
        hasToilet: true,
        remarks: null,
      },
      update: { noOfSeats: 64, hasPlayground: false },
      extra: { buildingName: expect.any(String) },
    },
    {
      path: 'Facilty',
      body: { facilityType: 'Canteen', facilityAvailability: true, adequacyOfFacility: false, remarks: 'Small' },
      update: { adequacyOfFacility: true },
      extra: {},
    },
    {
      path: 'Library',
      body: {
        libraryName: 'Central Library',
        buildingId,
        noOfLibraryRooms: 3,
        totalAreaOfLibraryRoom: 1800,
        noOfReadingHalls: 2,
        areaOfReadingHall: 900,
        noOfBooks: 25000,
        noOfDailyJournals: 4,
        noOfWeeklyJournals: 2,
        noOfMonthlyJournals: 6,
        noOfAnnualJournals: 1,
        hasELibraryFacility: true,
        remarks: '',
      },
      update: { noOfBooks: 26000, noOfWeeklyJournals: '' },
      extra: { buildingName: expect.any(String) },
    },
    {
      path: 'FurnitureEquipmentVehicle',
      body: { itemType: 'vehicle', itemName: 'Bus', noOfQty: 2, itemDescription: '40 seats', remarks: '' },
      update: { noOfQty: '3' },
      extra: {},
    },
  ];

  it('adds, lists, reads and updates each register’s records with the contract’s fields, audited', async () => {
    const { campusA, apiA, adminA } = await twoCampuses();
    const building = await addBuilding(apiA, 'Main Block');
    for (const { path, body, update, extra, after } of registers(building.id)) {
      const created = await apiA.post(`/api/${path}`).send(body).expect(201);
      const { campusId: _sent, ...sent } = body as Record<string, unknown>;
      expect(Object.keys(created.body).sort(), path).toEqual(keysOf({ ...sent, ...extra }));
      expect(created.body, path).toMatchObject({ campusId: campusA.id, archivedAt: null, ...extra });
      expect(created.body.remarks === '' || created.body.remarks === undefined, path).toBe(false);

      const list = await apiA.get(`/api/${path.toLowerCase()}`).expect(200);
      // The buildings' list also holds the one the others sit in, after "Block A" by name.
      expect(list.body, path).toEqual(path === 'Buildings' ? [created.body, building] : [created.body]);
      expect((await apiA.get(`/api/${path}/${created.body.id}`).expect(200)).body, path).toEqual(created.body);

      const method = path === 'Facilty' ? 'patch' : 'put';
      const updated = await apiA[method](`/api/${path}/${created.body.id}`)
        .send({ id: created.body.id, ...update })
        .expect(200);
      const { id: _id, ...unchanged } = created.body;
      expect(updated.body, path).toMatchObject({ ...unchanged, ...expectedAfter(update), ...after });

      const entries = await auditEntriesFor(test.app.prisma, entityOf(path), created.body.id);
      expect(
        entries.map((entry) => [entry.action, entry.userId]),
        path,
      ).toEqual([
        ['create', adminA.id],
        ['update', adminA.id],
      ]);
    }
  });

  it('keeps another campus’s records from a campus’s lists, reads, updates and archives (404)', async () => {
    const { apiA, apiB } = await twoCampuses();
    const building = await addBuilding(apiB);
    for (const { path, body, update } of registers(building.id)) {
      const created = await apiB.post(`/api/${path}`).send(body).expect(201);
      expect((await apiA.get(`/api/${path}`).expect(200)).body, path).toEqual([]);
      await apiA.get(`/api/${path}/${created.body.id}`).expect(404);
      await apiA[path === 'Facilty' ? 'patch' : 'put'](`/api/${path}/${created.body.id}`).send(update).expect(404);
      await apiA.post(`/api/${path}/${created.body.id}/archive`).send({ reason: 'Not ours' }).expect(404);
      expect((await apiB.get(`/api/${path}/${created.body.id}`).expect(200)).body, path).toEqual(created.body);
    }
  });
});

/** What an update's answer shows for what it sent: blanks cleared, numbers as numbers, land recomputed. */
function expectedAfter(update: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(update).map(([key, value]) => [
      key,
      value === ''
        ? null
        : typeof value === 'string' && /^\d+$/.test(value) && key !== 'totalArea'
          ? Number(value)
          : value,
    ]),
  );
}

const entityOf = (path: string) =>
  ({ Lands: 'Land', Buildings: 'Building', Labs: 'Lab', Hostels: 'Hostel', Facilty: 'Facility' })[path] ?? path;

describe('Lands', () => {
  it('keeps the area as entered in its unit and its exact square metres, recomputed when the unit changes', async () => {
    const { apiA } = await twoCampuses();
    const land = await apiA.post('/api/Lands').send({ totalArea: ' 2-3-1-0 ', unit: 'Ropani' }).expect(201);
    expect(land.body).toMatchObject({
      totalArea: '2-3-1-0',
      unit: 'ropani',
      areaInSquareMetres: '1120.81130676',
      ownerShip: false,
      sheetNo: null,
    });
    const stored = await test.app.prisma.land.findUniqueOrThrow({ where: { id: land.body.id } });
    expect(stored.areaInSquareMetres.toFixed()).toBe('1120.81130676');

    // The edit form's "kattha" is the bigha-kattha-dhur notation: 1-5-10.5 = 510.5 dhur.
    const bigha = await apiA.put(`/api/Lands/${land.body.id}`).send({ totalArea: '1-5-10.5', unit: 'kattha' });
    expect(bigha.status).toBe(200);
    expect(bigha.body).toMatchObject({ totalArea: '1-5-10.5', unit: 'kattha', areaInSquareMetres: '8643.57109992' });

    const feet = await apiA.put(`/api/Lands/${land.body.id}`).send({ unit: 'barga feet', totalArea: '5476' });
    expect(feet.body).toMatchObject({ unit: 'barga feet', areaInSquareMetres: '508.73704704' });
    const hectares = await apiA.post('/api/Lands').send({ totalArea: '0.25', unit: 'hector' }).expect(201);
    expect(hectares.body.areaInSquareMetres).toBe('2500');
    const metres = await apiA.post('/api/Lands').send({ totalArea: '120.5', unit: 'barga meter' }).expect(201);
    expect(metres.body.areaInSquareMetres).toBe('120.5');
  });

  it('answers 400 per field for a badly written area or an unknown unit, and writes nothing', async () => {
    const { campusA, apiA } = await twoCampuses();
    const invalid = await apiA
      .post('/api/Lands')
      .send({ totalArea: '2-17-0-0', unit: 'ropani', ownerShip: 'perhaps' })
      .expect(400);
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.totalArea', message: LAND_AREA_MESSAGES.ropani }),
        expect.objectContaining({ field: 'body.ownerShip', message: expect.any(String) }),
      ]),
    );
    const unknownUnit = await apiA.post('/api/Lands').send({ totalArea: '3', unit: 'acre' }).expect(400);
    expect(unknownUnit.body.issues).toMatchObject([{ field: 'body.unit', message: LAND_AREA_MESSAGES.unitRequired }]);
    const missing = await apiA.post('/api/Lands').send({}).expect(400);
    expect(missing.body.issues).toMatchObject([
      { field: 'body.totalArea', message: LAND_AREA_MESSAGES.required },
      { field: 'body.unit', message: LAND_AREA_MESSAGES.unitRequired },
    ]);
    expect(await test.app.prisma.land.count({ where: { campusId: campusA.id } })).toBe(0);

    // An update naming the area alone is read in the stored unit: hectares take no dashes.
    const land = await apiA.post('/api/Lands').send({ totalArea: '1.5', unit: 'hector' }).expect(201);
    const dashed = await apiA.put(`/api/Lands/${land.body.id}`).send({ totalArea: '123-456' }).expect(400);
    expect(dashed.body.issues).toMatchObject([{ field: 'body.totalArea', message: LAND_AREA_MESSAGES.hector }]);
    const kept = await test.app.prisma.land.findUniqueOrThrow({ where: { id: land.body.id } });
    expect([kept.totalArea, kept.areaInSquareMetres.toFixed()]).toEqual(['1.5', '15000']);
  });
});

describe('registers in a building', () => {
  it('list labs, hostels and libraries with their building’s name', async () => {
    const { apiA } = await twoCampuses();
    const building = await addBuilding(apiA, uniqueName('Science Block'));
    await apiA
      .post('/api/Labs')
      .send({ labName: 'Chemistry', buildingId: building.id, labType: 'Science' })
      .expect(201);
    const labs = await apiA.get('/api/Labs').expect(200);
    expect(labs.body).toEqual([
      expect.objectContaining({ labName: 'Chemistry', buildingId: building.id, buildingName: building.houseName }),
    ]);
  });

  it('refuses a building of another campus, an archived one or none (400 on buildingId), writing nothing', async () => {
    const { campusA, apiA, apiB } = await twoCampuses();
    const foreign = await addBuilding(apiB);
    const archived = await addBuilding(apiA);
    await apiA.post(`/api/Buildings/${archived.id}/archive`).send({ reason: 'Demolished' }).expect(200);
    const bodies = {
      Labs: { labName: 'Lab', labType: 'Computer' },
      Hostels: { hostelType: 'boys' },
      Library: { libraryName: 'Library' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      for (const buildingId of [foreign.id, archived.id]) {
        const refused = await apiA
          .post(`/api/${path}`)
          .send({ ...body, buildingId })
          .expect(400);
        expect(refused.body.issues, path).toMatchObject([
          { field: 'body.buildingId', message: INFRASTRUCTURE_MESSAGES.buildingNotOfCampus },
        ]);
      }
      const none = await apiA.post(`/api/${path}`).send(body).expect(400);
      expect(none.body.issues, path).toMatchObject([
        { field: 'body.buildingId', message: INFRASTRUCTURE_MESSAGES.buildingRequired },
      ]);
    }
    const where = { where: { campusId: campusA.id } };
    const prisma = test.app.prisma;
    expect([
      await prisma.lab.count(where),
      await prisma.hostel.count(where),
      await prisma.library.count(where),
    ]).toEqual([0, 0, 0]);

    // Nor can an update move a lab into another campus's building.
    const own = await addBuilding(apiA);
    const lab = await apiA
      .post('/api/Labs')
      .send({ ...bodies.Labs, buildingId: own.id })
      .expect(201);
    await apiA.put(`/api/Labs/${lab.body.id}`).send({ buildingId: foreign.id }).expect(400);
    expect((await prisma.lab.findUniqueOrThrow({ where: { id: lab.body.id } })).buildingId).toBe(own.id);
  });

  it('answers each register’s own field problems in one answer', async () => {
    const { apiA } = await twoCampuses();
    const hostel = await apiA.post('/api/Hostels').send({ hostelType: 'mixed', noOfSeats: -1, hasToilet: 'x' });
    expect(hostel.status).toBe(400);
    expect(hostel.body.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'body.hostelType',
      'body.noOfSeats',
      'body.buildingId',
      'body.hasToilet',
    ]);
    const item = await apiA.post('/api/FurnitureEquipmentVehicle').send({ itemType: 'land', noOfQty: 0 }).expect(400);
    expect(item.body.issues).toMatchObject([
      { field: 'body.itemType', message: INFRASTRUCTURE_MESSAGES.itemTypeRequired },
      { field: 'body.itemName', message: INFRASTRUCTURE_MESSAGES.itemNameRequired },
      { field: 'body.noOfQty', message: INFRASTRUCTURE_MESSAGES.quantityInvalid },
    ]);
  });
});

describe('Facilty', () => {
  it('takes the create’s PascalCase keys and the PATCH’s camelCase ones, answering camelCase', async () => {
    const { apiA } = await twoCampuses();
    const created = await apiA
      .post('/api/Facilty')
      .send({
        FacilityType: 'Sports ground',
        FacilityAvailability: 'true',
        AdequacyOfFacility: 'false',
        Remarks: 'Shared',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      facilityType: 'Sports ground',
      facilityAvailability: true,
      adequacyOfFacility: false,
      remarks: 'Shared',
    });
    const patched = await apiA
      .patch(`/api/facilty/${created.body.id}`)
      .send({ id: created.body.id, facilityType: 'Sports ground', adequacyOfFacility: true })
      .expect(200);
    expect(patched.body).toMatchObject({ adequacyOfFacility: true, remarks: 'Shared' });
  });
});

describe('archiving', () => {
  it('takes a record out of the list with its reason, keeps it readable and audited, and refuses changing it', async () => {
    const { apiA, adminA } = await twoCampuses();
    const land = await apiA.post('/api/Lands').send({ totalArea: '1-0-0-0', unit: 'ropani' }).expect(201);
    const kept = await apiA.post('/api/Lands').send({ totalArea: '0-8', unit: 'ropani' }).expect(201);

    const noReason = await apiA.post(`/api/Lands/${land.body.id}/archive`).send({ reason: ' ' }).expect(400);
    expect(noReason.body.issues).toMatchObject([
      { field: 'body.reason', message: INFRASTRUCTURE_MESSAGES.archiveReasonRequired },
    ]);

    clock.set('2026-05-01T05:30:00Z');
    const archived = await apiA
      .post(`/api/Lands/${land.body.id}/archive`)
      .send({ reason: 'Entered twice' })
      .expect(200);
    expect(archived.body).toMatchObject({ archivedAt: '2026-05-01T05:30:00.000Z', archiveReason: 'Entered twice' });

    expect((await apiA.get('/api/Lands').expect(200)).body.map((row: { id: number }) => row.id)).toEqual([
      kept.body.id,
    ]);
    const archivedList = await apiA.get('/api/Lands?archived=true').expect(200);
    expect(archivedList.body.map((row: { id: number }) => row.id)).toEqual([land.body.id]);
    expect((await apiA.get(`/api/Lands/${land.body.id}`).expect(200)).body).toEqual(archived.body);

    const changed = await apiA.put(`/api/Lands/${land.body.id}`).send({ remarks: 'x' }).expect(409);
    expect(changed.body.message).toBe(INFRASTRUCTURE_MESSAGES.archived);
    const again = await apiA.post(`/api/Lands/${land.body.id}/archive`).send({ reason: 'Again' }).expect(409);
    expect(again.body.message).toBe(INFRASTRUCTURE_MESSAGES.alreadyArchived);

    const entries = await auditEntriesFor(test.app.prisma, 'Land', land.body.id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', userId: adminA.id });
    expect(entries.at(-1)?.changes).toMatchObject({ archiveReason: { from: null, to: 'Entered twice' } });
  });
});

describe('who reads and keeps the registers', () => {
  it('lets the campus’s university read its records, another university not, and the grants body all', async () => {
    const { campusA, apiA } = await twoCampuses();
    const building = await addBuilding(apiA);
    const own = await make.createUser({ role: 'UniAdmin', universityId: campusA.universityId });
    const other = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    const ugc = await make.createUser({ role: 'UgcAdmin' });
    const ids = async (role: { id: number }) =>
      (await asUser(test, role).get('/api/Buildings').expect(200)).body.map((row: { id: number }) => row.id);
    expect(await ids(own)).toEqual([building.id]);
    expect(await ids(other)).toEqual([]);
    expect(await ids(ugc)).toContain(building.id);
    await asUser(test, other).get(`/api/Buildings/${building.id}`).expect(404);
    await asUser(test, own).get(`/api/Buildings/${building.id}`).expect(200);
  });

  it('refuses writes to everyone but the campus’s staff, reads to students, and staff without the module', async () => {
    const writersRefused: Role[] = ['SuperAdmin', 'Admin', 'UgcAdmin', 'UniAdmin', 'Student'];
    for (const path of ['/api/Lands', '/api/Buildings', '/api/Facilty', '/api/FurnitureEquipmentVehicle']) {
      await expectPostRefused(test, make, path, writersRefused, { houseName: 'X' });
    }
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Lands')
      .expect(403);
    const { campusA } = await twoCampuses();
    const withoutModule = await make.createUser({ role: 'CollegeUser', campusId: campusA.id, modules: ['setup'] });
    await asUser(test, withoutModule).get('/api/Buildings').expect(403);
    const withModule = await make.createUser({
      role: 'CollegeUser',
      campusId: campusA.id,
      modules: ['infrastructure management'],
    });
    await asUser(test, withModule).post('/api/Buildings').send({ houseName: 'Block C' }).expect(201);
  });
});
