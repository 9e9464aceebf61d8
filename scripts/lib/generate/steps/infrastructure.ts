/**
 * Step "infrastructure registers": every campus without registers gets its land, buildings, the
 * labs, hostels and libraries in those buildings, its facilities and its furniture, equipment
 * and vehicles (docs/decisions/0028), sized by its students. Land comes in one to three plots,
 * each written in its deed's notation (ropani-aana-paisa-daam, bigha-kattha-dhur, hectares,
 * square metres or square feet) with its exact square metres from the contracts' conversion;
 * two to ten buildings, more for a larger campus.
 *
 * A few tens of thousands of rows: made here from the step's random stream and loaded with COPY.
 * Buildings go first; the labs, hostels and libraries name the ids they were given, in order.
 */
import type { LandUnit } from '@hemis/contracts';
import { squareMetresOf } from '../../../../prisma/seed/registers.ts';
import { WeightedTable, type Random } from '../random.ts';
import { copyInto, copyLine, type SqlValue } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadCampuses, type Campus } from '../world.ts';

const UNITS = new WeightedTable<LandUnit>([
  { value: 'ropani', weight: 40 },
  { value: 'kattha', weight: 30 },
  { value: 'hector', weight: 10 },
  { value: 'barga meter', weight: 10 },
  { value: 'barga feet', weight: 10 },
]);

/** A plot of some 1,000 to 30,000 m², written as a deed in the unit writes it. */
function plotArea(random: Random, unit: LandUnit): string {
  switch (unit) {
    case 'ropani':
      return `${random.int(2, 60)}-${random.int(0, 15)}-${random.int(0, 3)}-${random.int(0, 3)}`;
    case 'kattha':
      // Half a dhur is common: the last part may carry a decimal.
      return `${random.int(0, 4)}-${random.int(1, 19)}-${random.int(0, 19)}${random.chance(0.2) ? '.5' : ''}`;
    case 'hector':
      return (random.int(1_000, 30_000) / 10_000).toFixed(4).replace(/\.?0+$/, '');
    case 'barga meter':
      return `${random.int(1_000, 30_000)}${random.chance(0.3) ? `.${random.int(1, 99)}` : ''}`;
    case 'barga feet':
      return `${random.int(10_000, 320_000)}${random.chance(0.3) ? `.${random.digits(2)}` : ''}`;
  }
}

const BUILDING_NAMES = [
  'Main Block (A)',
  'Block B',
  'Block C',
  'Administration Building',
  'Science Block',
  'Library Block',
  'Management Block',
  'New Academic Block',
  'Block D',
  'Humanities Block',
  'Multipurpose Hall',
  'Block E',
];
const LAB_TYPES = ['Computer', 'Physics', 'Chemistry', 'Biology', 'Language', 'Electronics', 'Microbiology'];
const FACILITIES = [
  'Drinking water',
  'Separate toilets for women',
  'Canteen',
  'Playground',
  'Internet (Wi-Fi)',
  'Electricity backup',
  'Health desk',
  'Ramp and accessible toilet',
  'Transportation',
  'Auditorium',
];
const INVENTORY: { itemType: 'furniture' | 'equipment' | 'vehicle'; itemName: string; perStudent: number }[] = [
  { itemType: 'furniture', itemName: 'Desk-bench', perStudent: 0.5 },
  { itemType: 'furniture', itemName: 'Office table and chair', perStudent: 0.06 },
  { itemType: 'furniture', itemName: 'Bookshelf', perStudent: 0.03 },
  { itemType: 'equipment', itemName: 'Desktop computer', perStudent: 0.05 },
  { itemType: 'equipment', itemName: 'Multimedia projector', perStudent: 0.01 },
  { itemType: 'equipment', itemName: 'Photocopier', perStudent: 0.002 },
  { itemType: 'vehicle', itemName: 'Staff bus', perStudent: 0.0005 },
  { itemType: 'vehicle', itemName: 'Motorcycle', perStudent: 0.001 },
];

const LAND_COLUMNS = [
  'campusId',
  'totalArea',
  'unit',
  'areaInSquareMetres',
  'sheetNo',
  'kittaNo',
  'ownership',
  'updatedAt',
];
const BUILDING_COLUMNS = [
  'campusId',
  'houseName',
  'areaCoveredByBuilding',
  'noOfClassrooms',
  'areaCoveredByAllRooms',
  'ownershipOfBuilding',
  'hasInternetConnection',
  'updatedAt',
];
const LAB_COLUMNS = [
  'campusId',
  'buildingId',
  'labName',
  'areaCoveredByLab',
  'labType',
  'adequacyOfLabEquipment',
  'hasInternetConnection',
  'updatedAt',
];
const HOSTEL_COLUMNS = [
  'campusId',
  'buildingId',
  'hostelType',
  'noOfRoomsInHostel',
  'noOfSeats',
  'areaCoveredByHostel',
  'hasPlayground',
  'hasInternet',
  'hasDrinkingWater',
  'hasToilet',
  'updatedAt',
];
const LIBRARY_COLUMNS = [
  'campusId',
  'buildingId',
  'libraryName',
  'noOfLibraryRooms',
  'totalAreaOfLibraryRoom',
  'noOfReadingHalls',
  'areaOfReadingHall',
  'noOfBooks',
  'noOfDailyJournals',
  'noOfWeeklyJournals',
  'noOfMonthlyJournals',
  'noOfAnnualJournals',
  'hasELibraryFacility',
  'updatedAt',
];
const FACILITY_COLUMNS = ['campusId', 'facilityType', 'facilityAvailability', 'adequacyOfFacility', 'updatedAt'];
const INVENTORY_COLUMNS = ['campusId', 'itemType', 'itemName', 'noOfQty', 'updatedAt'];

/** Square feet with two decimals, from whole square feet. */
const squareFeet = (whole: number) => `${whole}.00`;

/** What goes into a campus's buildings once their ids are known. */
interface Placement {
  campusId: number;
  buildings: number;
  rows: (buildingIds: number[]) => { labs: SqlValue[][]; hostels: SqlValue[][]; libraries: SqlValue[][] };
}

function campusRegisters(random: Random, campus: Campus, students: number, now: Date) {
  const size = Math.max(students, 50);
  const owned = campus.campusType === 'private' ? 0.5 : 0.9;
  const land: string[] = [];
  for (let plot = random.int(1, 3); plot > 0; plot -= 1) {
    const unit = UNITS.pick(random);
    const totalArea = plotArea(random, unit);
    land.push(
      copyLine([
        campus.id,
        totalArea,
        unit,
        squareMetresOf(totalArea, unit),
        `${random.int(1, 150)}-${random.int(1000, 1999)}`,
        String(random.int(1, 2500)),
        random.chance(owned),
        now,
      ]),
    );
  }

  const buildingCount = Math.min(10, Math.max(2, Math.round(2 + (size / 400) * random.logNormal(0.4))));
  const names = random.shuffled(BUILDING_NAMES).slice(0, buildingCount);
  const buildings = names.map((houseName) => {
    const area = random.int(2_500, 20_000);
    return copyLine([
      campus.id,
      houseName,
      squareFeet(area),
      random.int(4, 24),
      squareFeet(Math.round(area * (0.6 + random.next() * 0.2))),
      random.chance(owned),
      random.chance(0.8),
      now,
    ]);
  });

  const labCount = Math.min(LAB_TYPES.length, random.int(0, 1) + Math.floor(size / 500));
  const labTypes = random.shuffled(LAB_TYPES).slice(0, labCount);
  const hostels = random.chance(campus.campusType === 'constituent' ? 0.6 : 0.25) ? random.int(1, 2) : 0;
  const libraries = size > 3_000 ? 2 : 1;
  const placement: Placement = {
    campusId: campus.id,
    buildings: buildingCount,
    rows: (ids) => ({
      labs: labTypes.map((labType) => [
        campus.id,
        random.pick(ids),
        `${labType} Lab`,
        squareFeet(random.int(400, 1_600)),
        labType,
        random.chance(0.55),
        random.chance(0.7),
        now,
      ]),
      hostels: Array.from({ length: hostels }, (_, index) => {
        const rooms = random.int(10, 60);
        return [
          campus.id,
          random.pick(ids),
          index === 0 ? random.pick(['boys', 'girls']) : 'girls',
          rooms,
          rooms * random.int(2, 4),
          squareFeet(rooms * random.int(180, 260)),
          random.chance(0.5),
          random.chance(0.6),
          random.chance(0.9),
          true,
          now,
        ];
      }),
      libraries: Array.from({ length: libraries }, (_, index) => [
        campus.id,
        random.pick(ids),
        index === 0 ? 'Central Library' : 'Reference Library',
        random.int(1, 5),
        squareFeet(random.int(800, 5_000)),
        random.int(0, 3),
        squareFeet(random.int(300, 2_000)),
        Math.round(size * random.int(8, 25)),
        random.int(1, 8),
        random.int(0, 5),
        random.int(0, 15),
        random.int(0, 10),
        random.chance(0.4),
        now,
      ]),
    }),
  };

  const facilities = random
    .shuffled(FACILITIES)
    .slice(0, random.int(6, FACILITIES.length))
    .map((facilityType) => {
      const available = random.chance(0.8);
      return copyLine([campus.id, facilityType, available, available && random.chance(0.6), now]);
    });
  const inventory = INVENTORY.filter((item) => item.itemType !== 'vehicle' || random.chance(0.4))
    .filter(() => random.chance(0.85))
    .map((item) =>
      copyLine([
        campus.id,
        item.itemType,
        item.itemName,
        Math.max(1, Math.round(size * item.perStudent * (0.6 + random.next() * 0.8))),
        now,
      ]),
    );
  // At least some inventory: the desk-benches every campus has.
  if (inventory.length === 0)
    inventory.push(copyLine([campus.id, 'furniture', 'Desk-bench', Math.round(size / 2), now]));
  return { land, buildings, placement, facilities, inventory };
}

export const infrastructureStep: GenerateStep = {
  name: 'infrastructure registers',
  async run({ client, random }) {
    const campuses = await loadCampuses(client);
    const { rows: registered } = await client.query<{ campusId: number }>(
      `SELECT DISTINCT "campusId" FROM "Land" UNION SELECT DISTINCT "campusId" FROM "Building"`,
    );
    const skip = new Set(registered.map((row) => row.campusId));
    const { rows: sizes } = await client.query<{ campusId: number; students: number }>(
      `SELECT "campusId", count(*)::int AS students FROM "Student" WHERE status = 'active' GROUP BY 1`,
    );
    const studentsOf = new Map(sizes.map((row) => [row.campusId, row.students]));
    const now = new Date();
    const made = {
      land: [] as string[],
      buildings: [] as string[],
      facilities: [] as string[],
      inventory: [] as string[],
    };
    const placements: Placement[] = [];
    for (const campus of campuses) {
      if (skip.has(campus.id)) continue;
      const registers = campusRegisters(random, campus, studentsOf.get(campus.id) ?? 0, now);
      made.land.push(...registers.land);
      made.buildings.push(...registers.buildings);
      made.facilities.push(...registers.facilities);
      made.inventory.push(...registers.inventory);
      placements.push(registers.placement);
    }
    const { rows: before } = await client.query<{ last: number }>(
      `SELECT coalesce(max(id), 0)::int AS last FROM "Building"`,
    );
    await copyInto(client, 'Land', LAND_COLUMNS, made.land);
    await copyInto(client, 'Building', BUILDING_COLUMNS, made.buildings);
    // One COPY numbers its rows in order: each campus's buildings are the next ids in turn.
    const { rows: ids } = await client.query<{ id: number; campusId: number }>(
      `SELECT id, "campusId" FROM "Building" WHERE id > $1 ORDER BY id`,
      [before[0]!.last],
    );
    const inBuildings = { labs: [] as string[], hostels: [] as string[], libraries: [] as string[] };
    let next = 0;
    for (const placement of placements) {
      const own = ids.slice(next, next + placement.buildings);
      next += placement.buildings;
      if (own.some((row) => row.campusId !== placement.campusId)) {
        throw new Error(`the buildings of campus ${placement.campusId} were not numbered in order`);
      }
      const rows = placement.rows(own.map((row) => row.id));
      inBuildings.labs.push(...rows.labs.map(copyLine));
      inBuildings.hostels.push(...rows.hostels.map(copyLine));
      inBuildings.libraries.push(...rows.libraries.map(copyLine));
    }
    await copyInto(client, 'Lab', LAB_COLUMNS, inBuildings.labs);
    await copyInto(client, 'Hostel', HOSTEL_COLUMNS, inBuildings.hostels);
    await copyInto(client, 'Library', LIBRARY_COLUMNS, inBuildings.libraries);
    await copyInto(client, 'Facility', FACILITY_COLUMNS, made.facilities);
    await copyInto(client, 'FurnitureEquipmentVehicle', INVENTORY_COLUMNS, made.inventory);
    return (
      `${count(placements.length)} campuses' registers added: ${count(made.land.length)} plots of land, ` +
      `${count(made.buildings.length)} buildings, ${count(inBuildings.labs.length)} labs, ` +
      `${count(inBuildings.hostels.length)} hostels, ${count(inBuildings.libraries.length)} libraries, ` +
      `${count(made.facilities.length)} facilities, ${count(made.inventory.length)} inventory items`
    );
  },
};
