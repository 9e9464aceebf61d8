/**
 * The infrastructure of a scope (issue: summaries for a university and the country; the
 * statistical report's section 6; the fact sheet): each register summed in the database,
 * grouped by campus type or province when asked, the records in use only (an archived record
 * never counts). One statement of eight aggregates, each a GROUP BY over one register joined
 * with its campus, so the country's 1,500 campuses cost eight small answers, never their rows.
 * The registers are not kept per fiscal year: the figures are the registers as they stand.
 */
import {
  CAMPUS_TYPES,
  HOSTEL_TYPES,
  ITEM_TYPES,
  NOT_RECORDED_LABEL,
  landAreaInNotation,
  type InfrastructureGrouping,
  type InfrastructureSummary,
  type InfrastructureSummaryQuery,
  type InfrastructureTotals,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { reportSubject } from '../../lib/report-subject.ts';
import { scopeSql } from '../../lib/scope.ts';

/** One university or campus of the scope; neither: all of it. */
export interface InfrastructurePlace {
  universityId?: number | undefined;
  campusId?: number | undefined;
}

/** The group a campus falls in, as SQL over its campus `c` and district `d`; '' for all in one. */
const GROUP_KEYS: Record<InfrastructureGrouping | 'none', Prisma.Sql> = {
  none: Prisma.sql`''`,
  campusType: Prisma.sql`c."campusType"::text`,
  province: Prisma.sql`COALESCE(d."provinceId"::text, '')`,
};

/** The campus `c` of a register's row `t`, and for provinces its district `d`. */
function campusJoins(grouping: InfrastructureGrouping | 'none'): Prisma.Sql {
  return grouping === 'province'
    ? Prisma.sql`LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId" LEFT JOIN "District" d ON d.id = ll."districtId"`
    : Prisma.empty;
}

const ZERO = new Prisma.Decimal(0);

/** Decimal sums come as exact text. */
interface LandRow {
  key: string;
  plots: number;
  squareMetres: string;
}
interface BuildingRow {
  key: string;
  count: number;
  builtArea: string;
  roomsArea: string;
  classrooms: number;
}
interface TypedCountRow {
  key: string;
  /** The type as written, compared without case or surrounding spaces. */
  typeKey: string;
  label: string;
  count: number;
  /** Labs: adequately equipped; facilities: available. */
  first: number;
  /** Facilities: adequate. */
  second: number;
}
interface HostelRow {
  key: string;
  hostelType: (typeof HOSTEL_TYPES)[number];
  count: number;
  rooms: number;
  seats: number;
}
interface LibraryRow {
  key: string;
  count: number;
  books: number;
  journals: number;
  eLibraries: number;
}
interface InventoryRow {
  key: string;
  itemType: (typeof ITEM_TYPES)[number];
  records: number;
  quantity: number;
}

/** An aggregate's rows as one JSON array, so that all of them come back in one statement. */
const asJsonRows = (aggregate: Prisma.Sql) =>
  Prisma.sql`(SELECT COALESCE(json_agg(a), '[]'::json) FROM (${aggregate}) a)`;

/**
 * The registers' figures of each group, summed by the database in one statement: eight
 * aggregates, each answered as a JSON array of its rows. (Eight statements run together took
 * eight pooled connections per request and halved the requests served under load.) Sums of
 * decimals are answered as text, so no figure passes through a binary fraction.
 */
async function registerAggregates(context: ReadContext, grouping: InfrastructureGrouping | 'none') {
  const key = GROUP_KEYS[grouping];
  const joins = campusJoins(grouping);
  /** The register `t`'s rows in use within the scope, with their campus `c`. */
  const from = (table: string) => Prisma.sql`
      FROM ${Prisma.raw(`"${table}"`)} t JOIN "Campus" c ON c.id = t."campusId" ${joins}
     WHERE t."archivedAt" IS NULL
       AND ${scopeSql(context.scope, { campus: Prisma.sql`t."campusId"`, university: Prisma.sql`c."universityId"` })}`;
  const [aggregates] = await context.prisma.$queryRaw<
    [
      {
        campuses: { key: string; campuses: number }[];
        land: LandRow[];
        buildings: BuildingRow[];
        labs: TypedCountRow[];
        hostels: HostelRow[];
        libraries: LibraryRow[];
        facilities: TypedCountRow[];
        inventory: InventoryRow[];
      },
    ]
  >`
    SELECT ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, count(*)::int AS campuses
               FROM "Campus" c ${joins}
              WHERE ${scopeSql(context.scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })}
              GROUP BY 1`)} AS campuses,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, count(*)::int AS plots, COALESCE(sum(t."areaInSquareMetres"), 0)::text AS "squareMetres"
             ${from('Land')} GROUP BY 1`)} AS land,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, count(*)::int AS count,
                    COALESCE(sum(t."areaCoveredByBuilding"), 0)::text AS "builtArea",
                    COALESCE(sum(t."areaCoveredByAllRooms"), 0)::text AS "roomsArea",
                    COALESCE(sum(t."noOfClassrooms"), 0)::int AS classrooms
             ${from('Building')} GROUP BY 1`)} AS buildings,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, lower(btrim(t."labType")) AS "typeKey", min(btrim(t."labType")) AS label,
                    count(*)::int AS count, count(*) FILTER (WHERE t."adequacyOfLabEquipment")::int AS first, 0 AS second
             ${from('Lab')} GROUP BY 1, 2`)} AS labs,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, t."hostelType"::text AS "hostelType", count(*)::int AS count,
                    COALESCE(sum(t."noOfRoomsInHostel"), 0)::int AS rooms, COALESCE(sum(t."noOfSeats"), 0)::int AS seats
             ${from('Hostel')} GROUP BY 1, 2`)} AS hostels,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, count(*)::int AS count, COALESCE(sum(t."noOfBooks"), 0)::int AS books,
                    COALESCE(sum(COALESCE(t."noOfDailyJournals", 0) + COALESCE(t."noOfWeeklyJournals", 0)
                               + COALESCE(t."noOfMonthlyJournals", 0) + COALESCE(t."noOfAnnualJournals", 0)), 0)::int AS journals,
                    count(*) FILTER (WHERE t."hasELibraryFacility")::int AS "eLibraries"
             ${from('Library')} GROUP BY 1`)} AS libraries,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, lower(btrim(t."facilityType")) AS "typeKey", min(btrim(t."facilityType")) AS label,
                    count(*)::int AS count, count(*) FILTER (WHERE t."facilityAvailability")::int AS first,
                    count(*) FILTER (WHERE t."adequacyOfFacility")::int AS second
             ${from('Facility')} GROUP BY 1, 2`)} AS facilities,
           ${asJsonRows(Prisma.sql`
             SELECT ${key} AS key, t."itemType"::text AS "itemType", count(*)::int AS records,
                    COALESCE(sum(t."noOfQty"), 0)::int AS quantity
             ${from('FurnitureEquipmentVehicle')} GROUP BY 1, 2`)} AS inventory`;
  return aggregates;
}

type TypedCounts = Map<string, { label: string; count: number; first: number; second: number }>;

/** A group's figures while they are added up. */
function emptyTally() {
  return {
    campuses: 0,
    plots: 0,
    squareMetres: ZERO,
    buildings: 0,
    builtArea: ZERO,
    roomsArea: ZERO,
    classrooms: 0,
    labs: new Map() as TypedCounts,
    hostels: new Map(HOSTEL_TYPES.map((type) => [type, { count: 0, rooms: 0, seats: 0 }])),
    libraries: { count: 0, books: 0, journals: 0, eLibraries: 0 },
    facilities: new Map() as TypedCounts,
    inventory: new Map(ITEM_TYPES.map((type) => [type, { records: 0, quantity: 0 }])),
  };
}
type Tally = ReturnType<typeof emptyTally>;

function addTyped(counts: TypedCounts, row: TypedCountRow) {
  const current = counts.get(row.typeKey) ?? { label: row.label, count: 0, first: 0, second: 0 };
  counts.set(row.typeKey, {
    label: row.label < current.label ? row.label : current.label,
    count: current.count + row.count,
    first: current.first + row.first,
    second: current.second + row.second,
  });
}

/** Adds each aggregate row to its group's tally and to the tally of all. */
function tallied(aggregates: Awaited<ReturnType<typeof registerAggregates>>) {
  const all = emptyTally();
  const groups = new Map<string, Tally>();
  const tallies = (key: string): Tally[] => {
    if (!groups.has(key)) groups.set(key, emptyTally());
    return [groups.get(key)!, all];
  };
  for (const row of aggregates.campuses) for (const tally of tallies(row.key)) tally.campuses += row.campuses;
  for (const row of aggregates.land)
    for (const tally of tallies(row.key)) {
      tally.plots += row.plots;
      tally.squareMetres = tally.squareMetres.plus(row.squareMetres);
    }
  for (const row of aggregates.buildings)
    for (const tally of tallies(row.key)) {
      tally.buildings += row.count;
      tally.builtArea = tally.builtArea.plus(row.builtArea);
      tally.roomsArea = tally.roomsArea.plus(row.roomsArea);
      tally.classrooms += row.classrooms;
    }
  for (const row of aggregates.labs) for (const tally of tallies(row.key)) addTyped(tally.labs, row);
  for (const row of aggregates.facilities) for (const tally of tallies(row.key)) addTyped(tally.facilities, row);
  for (const row of aggregates.hostels)
    for (const tally of tallies(row.key)) {
      const hostel = tally.hostels.get(row.hostelType)!;
      hostel.count += row.count;
      hostel.rooms += row.rooms;
      hostel.seats += row.seats;
    }
  for (const row of aggregates.libraries)
    for (const tally of tallies(row.key)) {
      tally.libraries.count += row.count;
      tally.libraries.books += row.books;
      tally.libraries.journals += row.journals;
      tally.libraries.eLibraries += row.eLibraries;
    }
  for (const row of aggregates.inventory)
    for (const tally of tallies(row.key)) {
      const item = tally.inventory.get(row.itemType)!;
      item.records += row.records;
      item.quantity += row.quantity;
    }
  return { all, groups };
}

const byLabel = <Entry extends { label: string }>(a: Entry, b: Entry) => a.label.localeCompare(b.label);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function totalsOf(tally: Tally): InfrastructureTotals {
  const squareMetres = tally.squareMetres.toFixed();
  const labs = [...tally.labs.values()].sort(byLabel);
  const hostels = [...tally.hostels.entries()].map(([hostelType, counts]) => ({ hostelType, ...counts }));
  return {
    campuses: tally.campuses,
    land: {
      plots: tally.plots,
      squareMetres,
      ropani: landAreaInNotation(squareMetres, 'ropani'),
      bigha: landAreaInNotation(squareMetres, 'kattha'),
    },
    buildings: {
      count: tally.buildings,
      builtAreaSquareFeet: tally.builtArea.toFixed(),
      roomsAreaSquareFeet: tally.roomsArea.toFixed(),
      classrooms: tally.classrooms,
    },
    labs: {
      count: sum(labs.map((lab) => lab.count)),
      adequatelyEquipped: sum(labs.map((lab) => lab.first)),
      byType: labs.map((lab) => ({ labType: lab.label, count: lab.count, adequatelyEquipped: lab.first })),
    },
    hostels: {
      count: sum(hostels.map((hostel) => hostel.count)),
      rooms: sum(hostels.map((hostel) => hostel.rooms)),
      seats: sum(hostels.map((hostel) => hostel.seats)),
      byType: hostels,
    },
    libraries: { ...tally.libraries },
    facilities: [...tally.facilities.values()].sort(byLabel).map((facility) => ({
      facilityType: facility.label,
      recorded: facility.count,
      available: facility.first,
      adequate: facility.second,
    })),
    inventory: [...tally.inventory.entries()].map(([itemType, counts]) => ({ itemType, ...counts })),
  };
}

/**
 * Several campuses' totals added up as the registers' aggregates are (an annual return's
 * accepted snapshots, read "as returned"): types by their names, areas exact.
 */
export function sumOfInfrastructureTotals(list: readonly InfrastructureTotals[]): InfrastructureTotals {
  const tally = emptyTally();
  for (const totals of list) {
    tally.campuses += totals.campuses;
    tally.plots += totals.land.plots;
    tally.squareMetres = tally.squareMetres.plus(totals.land.squareMetres);
    tally.buildings += totals.buildings.count;
    tally.builtArea = tally.builtArea.plus(totals.buildings.builtAreaSquareFeet);
    tally.roomsArea = tally.roomsArea.plus(totals.buildings.roomsAreaSquareFeet);
    tally.classrooms += totals.buildings.classrooms;
    for (const lab of totals.labs.byType)
      addTyped(tally.labs, {
        key: '',
        typeKey: lab.labType.trim().toLowerCase(),
        label: lab.labType,
        count: lab.count,
        first: lab.adequatelyEquipped,
        second: 0,
      });
    for (const hostel of totals.hostels.byType) {
      const counts = tally.hostels.get(hostel.hostelType)!;
      counts.count += hostel.count;
      counts.rooms += hostel.rooms;
      counts.seats += hostel.seats;
    }
    tally.libraries.count += totals.libraries.count;
    tally.libraries.books += totals.libraries.books;
    tally.libraries.journals += totals.libraries.journals;
    tally.libraries.eLibraries += totals.libraries.eLibraries;
    for (const facility of totals.facilities)
      addTyped(tally.facilities, {
        key: '',
        typeKey: facility.facilityType.trim().toLowerCase(),
        label: facility.facilityType,
        count: facility.recorded,
        first: facility.available,
        second: facility.adequate,
      });
    for (const item of totals.inventory) {
      const counts = tally.inventory.get(item.itemType)!;
      counts.records += item.records;
      counts.quantity += item.quantity;
    }
  }
  return totalsOf(tally);
}

/**
 * The infrastructure of the context's scope, or of one university or campus in it (outside
 * it: 404), as the registers in use stand.
 */
export async function infrastructureTotals(
  context: ReadContext,
  place: InfrastructurePlace = {},
): Promise<InfrastructureTotals> {
  const subject = await reportSubject(context, place);
  return totalsOf(tallied(await registerAggregates(subject, 'none')).all);
}

/** The groups in the order the summary lists them, with their names. */
async function groupsInOrder(context: ReadContext, grouping: InfrastructureGrouping, keys: string[]) {
  if (grouping === 'campusType')
    return CAMPUS_TYPES.filter((type) => keys.includes(type)).map((type) => ({
      key: type,
      label: type[0]!.toUpperCase() + type.slice(1),
    }));
  const provinces = await context.prisma.province.findMany({
    where: { id: { in: keys.filter(Boolean).map(Number) } },
    orderBy: { id: 'asc' },
    select: { id: true, name: true },
  });
  return [
    ...provinces.map((province) => ({ key: String(province.id), label: province.name })),
    ...(keys.includes('') ? [{ key: '', label: NOT_RECORDED_LABEL }] : []),
  ];
}

/** InfrastructureSummary: the totals of the scope or a place in it, and by campus type or province when asked. */
export async function infrastructureSummary(
  context: ReadContext,
  query: InfrastructureSummaryQuery,
): Promise<InfrastructureSummary> {
  const subject = await reportSubject(context, query);
  const grouping = query.groupBy ?? null;
  const { all, groups } = tallied(await registerAggregates(subject, grouping ?? 'none'));
  const ordered = grouping ? await groupsInOrder(subject, grouping, [...groups.keys()]) : [];
  return {
    groupBy: grouping,
    totals: totalsOf(all),
    groups: ordered.map((group) => ({ ...group, totals: totalsOf(groups.get(group.key)!) })),
  };
}
