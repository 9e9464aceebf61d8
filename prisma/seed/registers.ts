/**
 * The grants body's standard finance heads, and the demo campus's registers, research and
 * income and expenditure, so that the infrastructure, research and public finance screens and
 * sections 5 to 7 of the statistical report show figures in the demo. The national generator
 * (scripts/lib/generate/steps/registers.ts and finance.ts) uses the same heads.
 *
 * Like the rest of the seed, each part is added only when missing: the heads by their code,
 * the campus's registers, research and entries only when it has none of that kind yet.
 */
import {
  adToBs,
  fiscalYearOf,
  fiscalYearStartingIn,
  formatCalendarDate,
  fromUtcDate,
  landArea,
  toUtcDate,
  type LandUnit,
} from '@hemis/contracts';
import type { PrismaClient } from '../../server/src/db/prisma.ts';
import type { LandUnit as StoredLandUnit } from '../../server/src/generated/prisma/client.ts';

export interface StandardFinanceHead {
  headCode: number;
  headType: 'Income' | 'Expenditure';
  expenditureType: 'Operating' | 'Capital' | null;
  headName: string;
}

/** The heads a campus reports its income and its operating and capital expenditure under. */
export const STANDARD_FINANCE_HEADS: readonly StandardFinanceHead[] = [
  { headCode: 1001, headType: 'Income', expenditureType: null, headName: 'Tuition and admission fees' },
  { headCode: 1002, headType: 'Income', expenditureType: null, headName: 'Examination fees' },
  { headCode: 1003, headType: 'Income', expenditureType: null, headName: 'Government grant (UGC)' },
  { headCode: 1004, headType: 'Income', expenditureType: null, headName: 'University grant' },
  { headCode: 1005, headType: 'Income', expenditureType: null, headName: 'Donations and local support' },
  { headCode: 1006, headType: 'Income', expenditureType: null, headName: 'Other income (rent, interest)' },
  { headCode: 2001, headType: 'Expenditure', expenditureType: 'Operating', headName: 'Salaries and allowances' },
  { headCode: 2002, headType: 'Expenditure', expenditureType: 'Operating', headName: 'Office operation and utilities' },
  { headCode: 2003, headType: 'Expenditure', expenditureType: 'Operating', headName: 'Repair and maintenance' },
  {
    headCode: 2004,
    headType: 'Expenditure',
    expenditureType: 'Operating',
    headName: 'Scholarships and student welfare',
  },
  { headCode: 3001, headType: 'Expenditure', expenditureType: 'Capital', headName: 'Building construction' },
  { headCode: 3002, headType: 'Expenditure', expenditureType: 'Capital', headName: 'Furniture and equipment' },
  { headCode: 3003, headType: 'Expenditure', expenditureType: 'Capital', headName: 'Library books and lab equipment' },
];

/** The stored enum value of a land unit: Prisma names `barga meter` and `barga feet` with underscores. */
export const storedLandUnit = (unit: LandUnit) => unit.replace(' ', '_') as StoredLandUnit;

/** The exact square metres of an area the seed or the generator writes (always well written). */
export function squareMetresOf(totalArea: string, unit: LandUnit): string {
  const area = landArea(totalArea, unit);
  if ('problem' in area) throw new Error(`${totalArea} ${unit}: ${area.problem}`);
  return area.squareMetres;
}

export async function seedFinanceHeads(prisma: PrismaClient) {
  await prisma.financeHead.createMany({ data: [...STANDARD_FINANCE_HEADS], skipDuplicates: true });
}

const DEMO_LAND: { totalArea: string; unit: LandUnit; sheetNo: string; kittaNo: string; ownership: boolean }[] = [
  { totalArea: '12-4-2-0', unit: 'ropani', sheetNo: '102-1126', kittaNo: '345', ownership: true },
  { totalArea: '1250.5', unit: 'barga meter', sheetNo: '102-1127', kittaNo: '512', ownership: false },
];

const DEMO_BUILDINGS = [
  { houseName: 'Main Block (A)', area: '18500.00', classrooms: 24, rooms: '14200.00', owned: true },
  { houseName: 'Block B', area: '9600.00', classrooms: 12, rooms: '7400.00', owned: true },
  { houseName: 'Library Block', area: '5200.00', classrooms: 0, rooms: '4100.00', owned: true },
];

const DEMO_FACILITIES: [string, boolean, boolean][] = [
  ['Drinking water', true, true],
  ['Separate toilets for women', true, true],
  ['Canteen', true, true],
  ['Playground', true, false],
  ['Internet (Wi-Fi)', true, true],
  ['Electricity backup', true, false],
  ['Health desk', false, false],
  ['Ramp and accessible toilet', true, false],
];

const DEMO_INVENTORY: ['furniture' | 'equipment' | 'vehicle', string, number][] = [
  ['furniture', 'Desk-bench', 620],
  ['furniture', 'Office table and chair', 85],
  ['equipment', 'Desktop computer', 64],
  ['equipment', 'Multimedia projector', 18],
  ['vehicle', 'Staff bus', 1],
];

/** The demo campus's land, buildings with their lab, hostel and library, facilities and inventory. */
async function seedDemoInfrastructure(prisma: PrismaClient, campusId: number) {
  if (await prisma.land.findFirst({ where: { campusId }, select: { id: true } })) return;
  await prisma.land.createMany({
    data: DEMO_LAND.map((land) => ({
      campusId,
      totalArea: land.totalArea,
      unit: storedLandUnit(land.unit),
      areaInSquareMetres: squareMetresOf(land.totalArea, land.unit),
      sheetNo: land.sheetNo,
      kittaNo: land.kittaNo,
      ownership: land.ownership,
    })),
  });
  const buildings = [];
  for (const building of DEMO_BUILDINGS) {
    buildings.push(
      await prisma.building.create({
        data: {
          campusId,
          houseName: building.houseName,
          areaCoveredByBuilding: building.area,
          noOfClassrooms: building.classrooms,
          areaCoveredByAllRooms: building.rooms,
          ownershipOfBuilding: building.owned,
          hasInternetConnection: true,
        },
      }),
    );
  }
  const [main, blockB, libraryBlock] = buildings as [
    (typeof buildings)[0],
    (typeof buildings)[0],
    (typeof buildings)[0],
  ];
  await prisma.lab.createMany({
    data: [
      {
        campusId,
        buildingId: blockB.id,
        labName: 'Computer Lab',
        labType: 'Computer',
        areaCoveredByLab: '1200.00',
        adequacyOfLabEquipment: true,
        hasInternetConnection: true,
        equipmentAtLab: '40 desktop computers, a projector and a network printer',
      },
      {
        campusId,
        buildingId: main.id,
        labName: 'Language Lab',
        labType: 'Language',
        areaCoveredByLab: '650.00',
        adequacyOfLabEquipment: false,
        hasInternetConnection: true,
        equipmentAtLab: '20 headsets and a console',
      },
    ],
  });
  await prisma.hostel.create({
    data: {
      campusId,
      buildingId: blockB.id,
      hostelType: 'girls',
      noOfRoomsInHostel: 20,
      noOfSeats: 60,
      areaCoveredByHostel: '4800.00',
      hasInternet: true,
      hasDrinkingWater: true,
      hasToilet: true,
    },
  });
  await prisma.library.create({
    data: {
      campusId,
      buildingId: libraryBlock.id,
      libraryName: 'Central Library',
      noOfLibraryRooms: 4,
      totalAreaOfLibraryRoom: '3600.00',
      noOfReadingHalls: 2,
      areaOfReadingHall: '1800.00',
      noOfBooks: 42_500,
      noOfDailyJournals: 6,
      noOfWeeklyJournals: 4,
      noOfMonthlyJournals: 12,
      noOfAnnualJournals: 9,
      hasELibraryFacility: true,
    },
  });
  await prisma.facility.createMany({
    data: DEMO_FACILITIES.map(([facilityType, facilityAvailability, adequacyOfFacility]) => ({
      campusId,
      facilityType,
      facilityAvailability,
      adequacyOfFacility,
    })),
  });
  await prisma.furnitureEquipmentVehicle.createMany({
    data: DEMO_INVENTORY.map(([itemType, itemName, noOfQty]) => ({ campusId, itemType, itemName, noOfQty })),
  });
}

/** A day of the fiscal year that starts in BS `year`, `days` after its first day, as BS text and AD date. */
function dayOfFiscalYear(startYear: number, days: number): { bs: string; ad: Date } {
  const start = toUtcDate(fiscalYearStartingIn(startYear).startAd);
  const ad = new Date(start.getTime() + days * 86_400_000);
  return { bs: formatCalendarDate(adToBs(fromUtcDate(ad))), ad };
}

/** The demo staff's research of the last five fiscal years, of every kind. */
async function seedDemoResearch(prisma: PrismaClient, campusId: number, universityId: number, today: Date) {
  if (await prisma.researchPublication.findFirst({ where: { campusId }, select: { id: true } })) return;
  const staff = await prisma.employee.findMany({
    where: { campusId, employeeType: 'Teaching' },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  if (staff.length === 0) return;
  const current = fiscalYearOf(fromUtcDate(today)).startBs.year;
  const daysIntoCurrent = Math.floor(
    (today.getTime() - toUtcDate(fiscalYearStartingIn(current).startAd).getTime()) / 86_400_000,
  );
  const records = [
    {
      yearsAgo: 4,
      activityType: 'Publication' as const,
      publicationType: 'Bulletin' as const,
      activityTitle: 'Shanker Dev Campus Bulletin, volume 9',
      start: 45,
      end: 200,
      publishedAt: 'Shanker Dev Campus Bulletin',
      publicationFrequency: 'Biannual' as const,
    },
    {
      yearsAgo: 3,
      activityType: 'Research' as const,
      activityTitle: 'Financial literacy of cooperative members in Kathmandu',
      start: 40,
      end: 320,
      fundedBy: 'University Grants Commission',
      fundedAmount: '275000.00',
    },
    {
      yearsAgo: 2,
      activityType: 'Research' as const,
      activityTitle: 'Remittance and household consumption in the Kathmandu valley',
      start: 30,
      end: 300,
      fundedBy: 'University Grants Commission',
      fundedAmount: '350000.00',
    },
    {
      yearsAgo: 1,
      activityType: 'Publication' as const,
      publicationType: 'Professional' as const,
      activityTitle: 'Shanker Dev Journal of Management, volume 14',
      start: 60,
      end: 240,
      publishedAt: 'Shanker Dev Journal of Management',
      publicationFrequency: 'Annual' as const,
    },
    {
      yearsAgo: 1,
      activityType: 'Fellowship' as const,
      activityTitle: 'Small research fellowship: digital payments among small traders',
      start: 90,
      end: 330,
      fundedBy: 'Tribhuvan University Research Directorate',
      fundedAmount: '150000.00',
    },
    {
      yearsAgo: 0,
      activityType: 'Research' as const,
      activityTitle: 'Employability of management graduates in Bagmati province',
      start: 10,
      end: 280,
      fundedBy: 'Campus research committee',
      fundedAmount: '120000.00',
    },
    {
      yearsAgo: 0,
      activityType: 'Others' as const,
      activityTitle: 'National seminar on public finance reform',
      start: 20,
      end: 21,
    },
  ];
  for (const [index, record] of records.entries()) {
    const startYear = current - record.yearsAgo;
    const fiscalYear = await prisma.fiscalYear.findUnique({
      where: { yearNepali: fiscalYearStartingIn(startYear).yearNepali },
    });
    if (!fiscalYear) continue;
    // A record of the current year starts no later than today.
    const startDays = record.yearsAgo === 0 ? Math.min(record.start, Math.max(0, daysIntoCurrent)) : record.start;
    const start = dayOfFiscalYear(startYear, startDays);
    const end = dayOfFiscalYear(startYear, Math.max(startDays, record.end));
    const published = 'publishedAt' in record;
    await prisma.researchPublication.create({
      data: {
        campusId,
        universityId,
        fiscalYearId: fiscalYear.id,
        employeeId: staff[index % staff.length]!.id,
        activityType: record.activityType,
        publicationType: 'publicationType' in record ? record.publicationType : null,
        activityTitle: record.activityTitle,
        startDateBs: start.bs,
        startDateAd: start.ad,
        endDateBs: end.bs,
        endDateAd: end.ad,
        ...('fundedBy' in record
          ? {
              fundedBy: record.fundedBy,
              fundedAmount: record.fundedAmount,
              fundedDateBs: start.bs,
              fundedDateAd: start.ad,
            }
          : {}),
        ...(published
          ? {
              isPublished: true,
              publishedAt: record.publishedAt,
              publishedDateBs: end.bs,
              publishedDateAd: end.ad,
              publicationBy: 'Shanker Dev Campus',
              publicationFrequency: record.publicationFrequency,
            }
          : {}),
      },
    });
  }
}

/** What the demo campus records under each head in a whole year, in rupees, and in how many entries. */
const DEMO_YEARLY: Record<number, { rupees: number; entries: number }> = {
  1001: { rupees: 48_600_000, entries: 4 },
  1002: { rupees: 6_250_000, entries: 2 },
  1003: { rupees: 22_000_000, entries: 2 },
  1004: { rupees: 8_500_000, entries: 1 },
  1005: { rupees: 1_200_000, entries: 1 },
  1006: { rupees: 950_000, entries: 2 },
  2001: { rupees: 61_800_000, entries: 12 },
  2002: { rupees: 7_400_000, entries: 4 },
  2003: { rupees: 2_150_000, entries: 2 },
  2004: { rupees: 3_600_000, entries: 2 },
  3001: { rupees: 12_500_000, entries: 2 },
  3002: { rupees: 2_800_000, entries: 1 },
  3003: { rupees: 1_450_000, entries: 1 },
};

const DEMO_FINANCE_YEARS = 5;

/**
 * The demo campus's income and expenditure of the last five fiscal years, the current one up to
 * today, each head's year spread over its entries, dated evenly through the year.
 */
async function seedDemoFinance(prisma: PrismaClient, campusId: number, universityId: number, today: Date) {
  if (await prisma.incomeExpenditureEntry.findFirst({ where: { campusId }, select: { id: true } })) return;
  const heads = await prisma.financeHead.findMany({
    where: { headCode: { in: STANDARD_FINANCE_HEADS.map((head) => head.headCode) } },
  });
  const current = fiscalYearOf(fromUtcDate(today)).startBs.year;
  const data = [];
  for (let startYear = current - DEMO_FINANCE_YEARS + 1; startYear <= current; startYear += 1) {
    const fiscalYear = await prisma.fiscalYear.findUnique({
      where: { yearNepali: fiscalYearStartingIn(startYear).yearNepali },
    });
    if (!fiscalYear) continue;
    const yearDays = Math.round((fiscalYear.endDateAd.getTime() - fiscalYear.startDateAd.getTime()) / 86_400_000) + 1;
    const daysSoFar = Math.floor((today.getTime() - fiscalYear.startDateAd.getTime()) / 86_400_000) + 1;
    const days = Math.max(0, Math.min(yearDays, daysSoFar));
    for (const head of heads) {
      const yearly = DEMO_YEARLY[head.headCode];
      if (!yearly || days === 0) continue;
      // The current year so far: as many of the year's entries as its days gone by allow, dated in them.
      const entries = Math.max(1, Math.round((yearly.entries * days) / yearDays));
      for (let index = 0; index < entries; index += 1) {
        const day = dayOfFiscalYear(startYear, Math.floor(((index + 0.5) * days) / entries));
        data.push({
          campusId,
          universityId,
          financeHeadId: head.id,
          fiscalYearId: fiscalYear.id,
          dateOfEntryBs: day.bs,
          dateOfEntryAd: day.ad,
          amount: `${Math.round(yearly.rupees / yearly.entries)}.00`,
        });
      }
    }
  }
  await prisma.incomeExpenditureEntry.createMany({ data });
}

/** The standard heads, and the demo campus's registers, research and finance. */
export async function seedRegistersAndFinance(prisma: PrismaClient, campusId: number, today: Date) {
  await seedFinanceHeads(prisma);
  const campus = await prisma.campus.findUniqueOrThrow({ where: { id: campusId } });
  await seedDemoInfrastructure(prisma, campus.id);
  await seedDemoResearch(prisma, campus.id, campus.universityId, today);
  await seedDemoFinance(prisma, campus.id, campus.universityId, today);
}
