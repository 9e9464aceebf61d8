/**
 * Records of the infrastructure registers, research and finance written straight into the
 * database for the summaries' tests, and the summaries those tests expect, worked out here from
 * the records one by one (never by the server's aggregates): a row at a time, in JavaScript.
 */
import {
  CAMPUS_TYPES,
  FINANCE_SUMMARY_KINDS,
  HOSTEL_TYPES,
  ITEM_TYPES,
  NOT_RECORDED_LABEL,
  RESEARCH_ACTIVITY_TYPES,
  landAreaInNotation,
  type FinanceSummary,
  type FinanceSummaryKind,
  type InfrastructureGrouping,
  type InfrastructureSummary,
  type InfrastructureTotals,
  type LandUnit,
  type ResearchSummary,
} from '@hemis/contracts';
import type { PrismaClient } from '../../server/src/db/prisma.ts';
import { Prisma } from '../../server/src/generated/prisma/client.ts';

/** Which campuses a summary is of: one, one university's, or all. */
export interface Place {
  campusId?: number;
  universityId?: number;
}

type CampusType = (typeof CAMPUS_TYPES)[number];
const STORED_UNITS: Record<LandUnit, string> = {
  hector: 'hector',
  ropani: 'ropani',
  'barga meter': 'barga_meter',
  'barga feet': 'barga_feet',
  kattha: 'kattha',
};

/** Test heads' codes start here, clear of the standard heads'. */
const FIRST_TEST_HEAD_CODE = 900_000;

export function summaryRecordsFor(prisma: PrismaClient) {
  const archived = (yes: boolean | undefined) =>
    yes ? { archivedAt: new Date('2026-01-01T00:00:00Z'), archiveReason: 'Entered by mistake' } : {};

  /** Makes the campus of a type and in a province (null: its place not recorded). */
  async function placeCampus(campusId: number, campusType: CampusType, provinceId: number | null) {
    const localLevel = provinceId
      ? await prisma.localLevel.findFirstOrThrow({ where: { district: { provinceId } }, select: { id: true } })
      : null;
    await prisma.campus.update({ where: { id: campusId }, data: { campusType, localLevelId: localLevel?.id ?? null } });
  }

  /** A plot whose square metres the test writes out, as its written example says. */
  const addLand = (
    campusId: number,
    plot: { totalArea: string; unit: LandUnit; squareMetres: string; archived?: boolean },
  ) =>
    prisma.land.create({
      data: {
        campusId,
        totalArea: plot.totalArea,
        unit: STORED_UNITS[plot.unit] as never,
        areaInSquareMetres: plot.squareMetres,
        ...archived(plot.archived),
      },
    });

  const addBuilding = (
    campusId: number,
    building: { built?: string; rooms?: string; classrooms?: number; archived?: boolean } = {},
  ) =>
    prisma.building.create({
      data: {
        campusId,
        houseName: `Block ${campusId}-${Math.random().toString(36).slice(2, 7)}`,
        areaCoveredByBuilding: building.built ?? null,
        areaCoveredByAllRooms: building.rooms ?? null,
        noOfClassrooms: building.classrooms ?? null,
        ...archived(building.archived),
      },
    });

  const addLab = (
    campusId: number,
    buildingId: number,
    lab: { labType: string; adequate?: boolean; archived?: boolean },
  ) =>
    prisma.lab.create({
      data: {
        campusId,
        buildingId,
        labName: `${lab.labType} lab`,
        labType: lab.labType,
        adequacyOfLabEquipment: lab.adequate ?? false,
        ...archived(lab.archived),
      },
    });

  const addHostel = (
    campusId: number,
    buildingId: number,
    hostel: { hostelType: 'boys' | 'girls'; seats?: number; rooms?: number; archived?: boolean },
  ) =>
    prisma.hostel.create({
      data: {
        campusId,
        buildingId,
        hostelType: hostel.hostelType,
        noOfSeats: hostel.seats ?? null,
        noOfRoomsInHostel: hostel.rooms ?? null,
        ...archived(hostel.archived),
      },
    });

  const addLibrary = (
    campusId: number,
    buildingId: number,
    library: { books?: number; daily?: number; monthly?: number; eLibrary?: boolean; archived?: boolean },
  ) =>
    prisma.library.create({
      data: {
        campusId,
        buildingId,
        libraryName: 'Central library',
        noOfBooks: library.books ?? null,
        noOfDailyJournals: library.daily ?? null,
        noOfMonthlyJournals: library.monthly ?? null,
        hasELibraryFacility: library.eLibrary ?? false,
        ...archived(library.archived),
      },
    });

  const addFacility = (
    campusId: number,
    facility: { facilityType: string; available?: boolean; adequate?: boolean; archived?: boolean },
  ) =>
    prisma.facility.create({
      data: {
        campusId,
        facilityType: facility.facilityType,
        facilityAvailability: facility.available ?? false,
        adequacyOfFacility: facility.adequate ?? false,
        ...archived(facility.archived),
      },
    });

  const addItem = (
    campusId: number,
    item: { itemType: (typeof ITEM_TYPES)[number]; quantity: number; archived?: boolean },
  ) =>
    prisma.furnitureEquipmentVehicle.create({
      data: {
        campusId,
        itemType: item.itemType,
        itemName: item.itemType,
        noOfQty: item.quantity,
        ...archived(item.archived),
      },
    });

  async function addResearch(research: {
    campusId: number;
    fiscalYearId: number;
    employeeId: number;
    activityType: (typeof RESEARCH_ACTIVITY_TYPES)[number];
    fundedAmount?: string;
    published?: boolean;
  }) {
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: research.campusId } });
    return prisma.researchPublication.create({
      data: {
        campusId: research.campusId,
        universityId: campus.universityId,
        fiscalYearId: research.fiscalYearId,
        employeeId: research.employeeId,
        activityType: research.activityType,
        activityTitle: `${research.activityType} of campus ${research.campusId}`,
        fundedAmount: research.fundedAmount ?? null,
        isPublished: research.published ?? false,
      },
    });
  }

  /**
   * A finance head with a code no other test uses: above every code the worker's database
   * holds, since the files that share it each start this module afresh.
   */
  async function addFinanceHead(head: {
    headType: 'Income' | 'Expenditure';
    expenditureType?: 'Operating' | 'Capital';
  }) {
    const { _max: highest } = await prisma.financeHead.aggregate({ _max: { headCode: true } });
    const headCode = Math.max(FIRST_TEST_HEAD_CODE, (highest.headCode ?? 0) + 1);
    return prisma.financeHead.create({
      data: {
        headCode,
        headType: head.headType,
        expenditureType: head.expenditureType ?? null,
        headName: `${head.expenditureType ?? head.headType} head ${headCode}`,
      },
    });
  }

  async function addFinanceEntry(entry: {
    campusId: number;
    fiscalYearId: number;
    financeHeadId: number;
    amount: string;
    cancelled?: boolean;
  }) {
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: entry.campusId } });
    return prisma.incomeExpenditureEntry.create({
      data: {
        campusId: entry.campusId,
        universityId: campus.universityId,
        fiscalYearId: entry.fiscalYearId,
        financeHeadId: entry.financeHeadId,
        dateOfEntryBs: '2082-04-01',
        dateOfEntryAd: new Date('2025-07-17'),
        amount: entry.amount,
        ...(entry.cancelled ? { cancelledAt: new Date('2025-07-18T00:00:00Z'), cancelReason: 'Duplicate' } : {}),
      },
    });
  }

  return {
    placeCampus,
    addLand,
    addBuilding,
    addLab,
    addHostel,
    addLibrary,
    addFacility,
    addItem,
    addResearch,
    addFinanceHead,
    addFinanceEntry,
  };
}

// ---- What the summaries should answer, worked out record by record ---------------------------

const D = (value: string | number | Prisma.Decimal | null | undefined) => new Prisma.Decimal(value ?? 0);
const atPlace = (place: Place) => ({
  ...(place.campusId ? { campusId: place.campusId } : {}),
  ...(place.universityId ? { campus: { universityId: place.universityId } } : {}),
});
const inUse = (place: Place) => ({ archivedAt: null, ...atPlace(place) });

/** The totals of the campuses `campusIds` (all of the place's when left out), from each record in use. */
async function totalsOfCampuses(prisma: PrismaClient, place: Place, campusIds?: Set<number>) {
  const where = inUse(place);
  const [campuses, lands, buildings, labs, hostels, libraries, facilities, items] = await Promise.all([
    prisma.campus.findMany({
      where: {
        ...(place.campusId ? { id: place.campusId } : {}),
        ...(place.universityId ? { universityId: place.universityId } : {}),
      },
      select: { id: true },
    }),
    prisma.land.findMany({ where }),
    prisma.building.findMany({ where }),
    prisma.lab.findMany({ where }),
    prisma.hostel.findMany({ where }),
    prisma.library.findMany({ where }),
    prisma.facility.findMany({ where }),
    prisma.furnitureEquipmentVehicle.findMany({ where }),
  ]);
  const mine = <Row extends { campusId: number }>(rows: Row[]) =>
    campusIds ? rows.filter((row) => campusIds.has(row.campusId)) : rows;
  const squareMetres = mine(lands)
    .reduce((sum, land) => sum.plus(land.areaInSquareMetres), D(0))
    .toFixed();
  const ofType = <Row>(rows: Row[], type: (row: Row) => string) => {
    const groups = new Map<string, Row[]>();
    for (const row of rows) {
      const key = type(row).trim().toLowerCase();
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    return [...groups.values()]
      .map((group) => ({ label: group.map((row) => type(row).trim()).sort()[0]!, rows: group }))
      .sort((a, b) => a.label.localeCompare(b.label));
  };
  const count = <Row>(rows: Row[], test: (row: Row) => boolean) => rows.filter(test).length;
  const total = <Row>(rows: Row[], value: (row: Row) => number | null) =>
    rows.reduce((sum, row) => sum + (value(row) ?? 0), 0);
  const labTypes = ofType(mine(labs), (lab) => lab.labType);
  const hostelTypes = HOSTEL_TYPES.map((hostelType) => {
    const of = mine(hostels).filter((hostel) => hostel.hostelType === hostelType);
    return {
      hostelType,
      count: of.length,
      rooms: total(of, (hostel) => hostel.noOfRoomsInHostel),
      seats: total(of, (hostel) => hostel.noOfSeats),
    };
  });
  const ownLibraries = mine(libraries);
  const totals: InfrastructureTotals = {
    campuses: campusIds ? campusIds.size : campuses.length,
    land: {
      plots: mine(lands).length,
      squareMetres,
      ropani: landAreaInNotation(squareMetres, 'ropani'),
      bigha: landAreaInNotation(squareMetres, 'kattha'),
    },
    buildings: {
      count: mine(buildings).length,
      builtAreaSquareFeet: mine(buildings)
        .reduce((sum, building) => sum.plus(D(building.areaCoveredByBuilding)), D(0))
        .toFixed(),
      roomsAreaSquareFeet: mine(buildings)
        .reduce((sum, building) => sum.plus(D(building.areaCoveredByAllRooms)), D(0))
        .toFixed(),
      classrooms: total(mine(buildings), (building) => building.noOfClassrooms),
    },
    labs: {
      count: mine(labs).length,
      adequatelyEquipped: count(mine(labs), (lab) => lab.adequacyOfLabEquipment),
      byType: labTypes.map((type) => ({
        labType: type.label,
        count: type.rows.length,
        adequatelyEquipped: count(type.rows, (lab) => lab.adequacyOfLabEquipment),
      })),
    },
    hostels: {
      count: total(hostelTypes, (type) => type.count),
      rooms: total(hostelTypes, (type) => type.rooms),
      seats: total(hostelTypes, (type) => type.seats),
      byType: hostelTypes,
    },
    libraries: {
      count: ownLibraries.length,
      books: total(ownLibraries, (library) => library.noOfBooks),
      journals: total(
        ownLibraries,
        (library) =>
          (library.noOfDailyJournals ?? 0) +
          (library.noOfWeeklyJournals ?? 0) +
          (library.noOfMonthlyJournals ?? 0) +
          (library.noOfAnnualJournals ?? 0),
      ),
      eLibraries: count(ownLibraries, (library) => library.hasELibraryFacility),
    },
    facilities: ofType(mine(facilities), (facility) => facility.facilityType).map((type) => ({
      facilityType: type.label,
      recorded: type.rows.length,
      available: count(type.rows, (facility) => facility.facilityAvailability),
      adequate: count(type.rows, (facility) => facility.adequacyOfFacility),
    })),
    inventory: ITEM_TYPES.map((itemType) => {
      const of = mine(items).filter((item) => item.itemType === itemType);
      return { itemType, records: of.length, quantity: total(of, (item) => item.noOfQty) };
    }),
  };
  return totals;
}

/** InfrastructureSummary of a place, in all and by campus type or province, as its records add up. */
export async function expectedInfrastructure(
  prisma: PrismaClient,
  place: Place,
  groupBy?: InfrastructureGrouping,
): Promise<InfrastructureSummary> {
  const totals = await totalsOfCampuses(prisma, place);
  if (!groupBy) return { groupBy: null, totals, groups: [] };
  const campuses = await prisma.campus.findMany({
    where: {
      ...(place.campusId ? { id: place.campusId } : {}),
      ...(place.universityId ? { universityId: place.universityId } : {}),
    },
    select: { id: true, campusType: true, localLevel: { select: { district: { select: { province: true } } } } },
  });
  const groups = new Map<string, { label: string; order: number; campusIds: Set<number> }>();
  for (const campus of campuses) {
    const province = campus.localLevel?.district.province ?? null;
    const [key, label, order] =
      groupBy === 'campusType'
        ? [
            campus.campusType,
            campus.campusType[0]!.toUpperCase() + campus.campusType.slice(1),
            CAMPUS_TYPES.indexOf(campus.campusType),
          ]
        : province
          ? [String(province.id), province.name, province.id]
          : ['', NOT_RECORDED_LABEL, Number.MAX_SAFE_INTEGER];
    const group = groups.get(key) ?? { label, order, campusIds: new Set<number>() };
    group.campusIds.add(campus.id);
    groups.set(key, group);
  }
  const ordered = [...groups.entries()].sort(([, a], [, b]) => a.order - b.order);
  return {
    groupBy,
    totals,
    groups: await Promise.all(
      ordered.map(async ([key, group]) => ({
        key,
        label: group.label,
        totals: await totalsOfCampuses(prisma, place, group.campusIds),
      })),
    ),
  };
}

const fiscalYearOf = (fiscalYearId: number | undefined) => (fiscalYearId ? { fiscalYearId } : {});

/** ResearchSummary of a place and fiscal year, as its records add up. */
export async function expectedResearch(
  prisma: PrismaClient,
  place: Place,
  fiscalYearId?: number,
): Promise<ResearchSummary> {
  const rows = await prisma.researchPublication.findMany({
    where: {
      ...fiscalYearOf(fiscalYearId),
      ...(place.campusId ? { campusId: place.campusId } : {}),
      ...(place.universityId ? { universityId: place.universityId } : {}),
    },
  });
  const line = (activityType: string, of: typeof rows) => ({
    activityType,
    count: of.length,
    published: of.filter((row) => row.isPublished).length,
    fundedAmount: of.reduce((sum, row) => sum.plus(D(row.fundedAmount)), D(0)).toFixed(2),
  });
  return {
    activities: RESEARCH_ACTIVITY_TYPES.map((type) =>
      line(
        type,
        rows.filter((row) => row.activityType === type),
      ),
    ),
    total: line('All activities', rows),
  };
}

/** FinanceSummary of a place and fiscal year, as its entries in force add up. */
export async function expectedFinance(
  prisma: PrismaClient,
  place: Place,
  fiscalYearId?: number,
): Promise<FinanceSummary> {
  const entries = await prisma.incomeExpenditureEntry.findMany({
    where: {
      cancelledAt: null,
      ...fiscalYearOf(fiscalYearId),
      ...(place.campusId ? { campusId: place.campusId } : {}),
      ...(place.universityId ? { universityId: place.universityId } : {}),
    },
    include: { financeHead: true },
  });
  const kindOf = (head: (typeof entries)[number]['financeHead']): FinanceSummaryKind =>
    head.headType === 'Income'
      ? 'income'
      : head.expenditureType === 'Operating'
        ? 'operatingExpenditure'
        : head.expenditureType === 'Capital'
          ? 'capitalExpenditure'
          : 'expenditureOfNoType';
  const kinds = (Object.keys(FINANCE_SUMMARY_KINDS) as FinanceSummaryKind[])
    .filter((kind) => kind !== 'expenditureOfNoType' || entries.some((entry) => kindOf(entry.financeHead) === kind))
    .map((kind) => {
      const of = entries.filter((entry) => kindOf(entry.financeHead) === kind);
      const heads = [...new Set(of.map((entry) => entry.financeHead.headCode))].sort((a, b) => a - b);
      return {
        kind,
        label: FINANCE_SUMMARY_KINDS[kind],
        entries: of.length,
        total: of.reduce((sum, entry) => sum.plus(entry.amount), D(0)).toFixed(2),
        heads: heads.map((headCode) => {
          const ofHead = of.filter((entry) => entry.financeHead.headCode === headCode);
          return {
            headCode,
            headName: ofHead[0]!.financeHead.headName,
            entries: ofHead.length,
            amount: ofHead.reduce((sum, entry) => sum.plus(entry.amount), D(0)).toFixed(2),
          };
        }),
      };
    });
  return { entries: entries.length, kinds };
}
